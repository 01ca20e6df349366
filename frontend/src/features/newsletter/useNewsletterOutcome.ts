import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toastStore';

const NEWSLETTER_PARAM = 'newsletter';

/**
 * The content service redirects the newsletter's email links to `/?newsletter=confirmed`
 * (or `invalid`, `unsubscribed`): say what happened, then drop the parameter so a reload or a
 * shared address does not say it again. The messages load only when there is one to show.
 */
export function useNewsletterOutcome(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(NEWSLETTER_PARAM);

  useEffect(() => {
    if (value === null) return;
    void import('./newsletterOutcome').then(({ newsletterOutcome, NEWSLETTER_OUTCOME_TOASTS }) => {
      const outcome = newsletterOutcome(value);
      if (outcome) toast(NEWSLETTER_OUTCOME_TOASTS[outcome]);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(NEWSLETTER_PARAM);
          return next;
        },
        { replace: true },
      );
    });
  }, [value, setSearchParams]);
}

/** The hook as a component that renders nothing: an island of the home page (lib/Island.tsx). */
export function NewsletterOutcome(): null {
  useNewsletterOutcome();
  return null;
}
