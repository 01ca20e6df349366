import {
  COMPANY_MAX_LENGTH,
  CONTACT_INTERESTS,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@sandglass/shared';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { apiFieldErrors } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { toast } from '../../../ui/toastStore';
import { useHydrated } from '../../../ui/useHydrated';
import { track } from '../../tracking';
import { useSendContactMutation } from '../contactApi';
import {
  contactInput,
  EMPTY_CONTACT,
  isContactInterest,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../contactForm';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * "Send us a message" (spec sections 2, 5, 7, 8). `?interest=lp` (the LP Portal buttons) and the
 * other interest values choose the subject, also when the address changes on this page (the
 * "Choose: …" links of the cards below), which takes the visitor to the subject field.
 */
export interface ContactFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
}

export function ContactForm({ labelledBy }: ContactFormProps) {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [send, { isLoading }] = useSendContactMutation();
  // The subject from the address applies once the page is live: the pre-rendered page (which
  // the first render must match) is rendered without the query string.
  const live = useHydrated();
  const linked = searchParams.get('interest');
  // A subject linked from this page replaces the one chosen before, and is then shown.
  const [followedLink, setFollowedLink] = useState(linked);
  const [subjectsLinked, setSubjectsLinked] = useState(0);
  const subjectRef = useRef<HTMLSelectElement>(null);
  if (linked !== followedLink) {
    setFollowedLink(linked);
    setValues((current) => ({ ...current, interest: '' }));
    if (isContactInterest(linked)) setSubjectsLinked((count) => count + 1);
  }
  const interest = values.interest || (live && isContactInterest(linked) ? linked : '');

  useEffect(() => {
    if (subjectsLinked > 0) subjectRef.current?.focus();
  }, [subjectsLinked]);

  function handleChange(
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const filled = { ...values, interest };
    const problems = validateContact(filled);
    setErrors(problems);
    if (focusFirstProblem(form, problems)) return;
    const input = contactInput(filled);
    try {
      await send(input).unwrap();
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      setErrors(fieldErrors);
      focusFirstProblem(form, fieldErrors);
      toast({
        title: 'Failed to send message',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      });
      return;
    }
    track('contact_submitted', {
      meta: { interest: input.interest, hasCompany: Boolean(input.company) },
    });
    toast({
      title: 'Message sent successfully!',
      description: "We'll get back to you within 24 hours.",
    });
    setValues(EMPTY_CONTACT);
  }

  const field = (name: ContactField) => ({
    name,
    value: name === 'interest' ? interest : values[name],
    onChange: handleChange,
    error: errors[name],
  });

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={labelledBy}
    >
      <StyledPair>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          required
          {...field('lastName')}
        />
      </StyledPair>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Company (optional)"
        autoComplete="organization"
        maxLength={COMPANY_MAX_LENGTH}
        {...field('company')}
      />
      <SelectField
        label="I'm interested in"
        options={CONTACT_INTERESTS}
        placeholder="Select an option"
        required
        ref={subjectRef}
        {...field('interest')}
      />
      <TextAreaField
        label="Message"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        required
        {...field('message')}
      />
      <Button type="submit" size="lg" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send Message'}
      </Button>
    </StyledForm>
  );
}
