import { apiErrorMessage } from '../../../lib/apiError';
import { TextButton } from '../../../ui/TextButton';
import { toast } from '../../../ui/toastStore';
import { useResendVerificationMutation } from '../accountApi';

/** Sends the verification mail again, and says so. */
export function ResendVerificationButton() {
  const [resend, { isLoading }] = useResendVerificationMutation();

  async function handleClick() {
    try {
      await resend().unwrap();
      toast({ title: 'Mail sent', description: 'Look for the new link in your inbox.' });
    } catch (error) {
      toast({
        title: 'The mail could not be sent',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <TextButton onClick={() => void handleClick()} disabled={isLoading}>
      {isLoading ? 'Sending...' : 'Send the link again'}
    </TextButton>
  );
}
