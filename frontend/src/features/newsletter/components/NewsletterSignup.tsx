import { useId, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { EMAIL_INVALID, isEmailAddress } from '../../../lib/formRules';
import { RSS_FEED_PATH } from '../../../lib/navItems';
import { Button } from '../../../ui/Button';
import { NightSurface } from '../../../ui/Surface';
import { TextField } from '../../../ui/TextField';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { toast } from '../../../ui/toastStore';
import { track } from '../../tracking';
import { useSubscribeMutation } from '../signupApi';

export const SUBSCRIBE_FAILED = 'We could not subscribe you right now. Please try again.';

const StyledBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
    padding: ${({ theme }) => theme.space(12)};
  }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.onNightMuted};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr auto;
    align-items: start;

    button {
      margin-top: calc(
        ${({ theme }) => theme.fontSize.sm} * ${({ theme }) => theme.lineHeight.body} +
          ${({ theme }) => theme.space(1.5)}
      );
    }
  }
`;

export interface NewsletterSignupProps {
  /** The email input, so "Subscribe for Updates" elsewhere on the page can focus it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The newsletter sign-up (`POST /api/newsletter`). Double opt-in: the service emails a link, so
 * success means "check your inbox", in the service's own words.
 */
export function NewsletterSignup({ inputRef }: NewsletterSignupProps) {
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const titleId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setEmail(event.target.value);
    setError(undefined);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!isEmailAddress(email)) {
      const problem = email.trim() ? EMAIL_INVALID : 'Enter your email address.';
      setError(problem);
      focusFirstProblem(form, { email: problem });
      return;
    }
    try {
      const { message } = await subscribe({ email: email.trim() }).unwrap();
      track('newsletter_signup');
      setEmail('');
      toast({ title: 'Almost there: check your inbox', description: message });
    } catch (failure) {
      const message = apiErrorMessage(failure, SUBSCRIBE_FAILED);
      const problem = apiFieldErrors(failure).email ?? message;
      setError(problem);
      focusFirstProblem(form, { email: problem });
      toast({ title: 'Subscription failed', description: message, variant: 'destructive' });
    }
  }

  return (
    <StyledBlock aria-labelledby={titleId}>
      <NightSurface>
        <div>
          <StyledTitle id={titleId}>Get our insights by email</StyledTitle>
          <StyledText>
            One thoughtful email when we publish: AI trends, investment notes and lessons from our
            portfolio. Unsubscribe with one click.
          </StyledText>
          <StyledText>
            Prefer a feed reader? <a href={RSS_FEED_PATH}>Follow the RSS feed</a>.
          </StyledText>
        </div>
        <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)}>
          <TextField
            ref={inputRef}
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={handleChange}
            error={error}
            required
          />
          <Button type="submit" variant="accent" size="md" disabled={isLoading}>
            {isLoading ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </StyledForm>
      </NightSurface>
    </StyledBlock>
  );
}
