import { apiErrorMessage } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { useExportDataMutation } from '../accountApi';
import { AccountSection } from './AccountSection';

/** Saves `text` as a file the browser downloads. */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Everything the site holds about the person, as one JSON file. */
export function YourDataSection() {
  const [exportData, { isLoading, error, isSuccess }] = useExportDataMutation();

  async function handleDownload() {
    try {
      const text = await exportData().unwrap();
      saveFile(text, `sandglass-account-${new Date().toISOString().slice(0, 10)}.json`);
    } catch {
      // The alert below says why.
    }
  }

  return (
    <AccountSection
      id="your-data"
      title="Your data"
      description="Download everything we hold about you as a JSON file: your profile and sessions, newsletter status, messages and applications you sent, AI usage, connected social accounts (never their tokens), posts and images."
    >
      {error && (
        <Alert>{apiErrorMessage(error, 'Your data could not be gathered. Try again.')}</Alert>
      )}
      {isSuccess && !isLoading && (
        <Alert variant="info">Your file is downloaded. Keep it somewhere safe.</Alert>
      )}
      <div>
        <Button variant="secondary" onClick={() => void handleDownload()} disabled={isLoading}>
          {isLoading ? 'Gathering your data...' : 'Download your data'}
        </Button>
      </div>
    </AccountSection>
  );
}
