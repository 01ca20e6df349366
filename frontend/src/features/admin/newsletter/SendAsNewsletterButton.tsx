import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { useCreateIssueMutation } from '../../newsletter';
import { adminPath } from '../adminSections';

/**
 * On a published article: starts a draft issue from it (its title, excerpt, image and a link)
 * and opens it in the Newsletter section to test and send.
 */
export function SendAsNewsletterButton({ slug, title }: { slug: string; title: string }) {
  const [create, creating] = useCreateIssueMutation();
  const navigate = useNavigate();

  async function handleClick() {
    try {
      const issue = await create({ articleSlug: slug }).unwrap();
      toast({
        title: 'Draft issue created',
        description: `From “${title}”. Send a test, then send it or schedule it.`,
      });
      void navigate(`${adminPath('newsletter')}?tab=issues&issue=${issue.id}`);
    } catch (error) {
      toast({
        title: 'Could not start an issue from the article',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Send “${title}” as a newsletter`}
      onClick={() => void handleClick()}
      disabled={creating.isLoading}
    >
      {creating.isLoading ? 'Starting...' : 'Send as newsletter'}
    </Button>
  );
}
