import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toastStore';
import {
  NEWSLETTER_OUTCOME_TOASTS,
  NEWSLETTER_PARAM,
  newsletterOutcome,
} from './newsletterOutcome';

/**
 * The content service redirects the newsletter's email links to `/?newsletter=confirmed`
 * (or `invalid`, `unsubscribed`): say what happened, then drop the parameter so a reload or a
 * shared address does not say it again.
 */
export function useNewsletterOutcome(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = newsletterOutcome(searchParams.get(NEWSLETTER_PARAM));

  useEffect(() => {
    if (!outcome) return;
    toast(NEWSLETTER_OUTCOME_TOASTS[outcome]);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEWSLETTER_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [outcome, setSearchParams]);
}
