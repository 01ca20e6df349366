import { MESSAGE_MAX_LENGTH, URL_MAX_LENGTH } from '@sandglass/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { toast } from '../../../ui/toastStore';
import {
  applicationInput,
  EMPTY_APPLICATION,
  prefillApplication,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
} from '../applicationForm';
import { useSession } from '../../auth';
import { track } from '../../tracking';
import { useApplyToProgramMutation } from '../programsApi';

export const APPLICATION_FAILED = 'Failed to submit your application. Please try again.';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  width: 100%;
`;

/**
 * Submit stays at the bottom of the dialog while the form scrolls under it, so on a phone it is
 * in reach without scrolling inside the dialog first.
 */
const StyledSubmitBar = styled.div`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space(6)});
  margin-inline: calc(-1 * ${({ theme }) => theme.space(6)});
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)} ${theme.space(6)}`};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 -1px 0 ${({ theme }) => theme.color.line};

  ${({ theme }) => theme.media.sm} {
    bottom: calc(-1 * ${({ theme }) => theme.space(8)});
    margin-inline: calc(-1 * ${({ theme }) => theme.space(8)});
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(8)} ${theme.space(8)}`};
  }
`;

const StyledLinks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface ApplicationDialogProps {
  programId: string;
  programName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The application form of one program (`POST /api/programs/:id/applications`): checked in the
 * browser first, then the service's answer: its sentence for a refusal (e.g. an application
 * already sent) and its per-field messages beside the fields.
 */
export function ApplicationDialog({
  programId,
  programName,
  open,
  onOpenChange,
}: ApplicationDialogProps) {
  const [apply, { isLoading }] = useApplyToProgramMutation();
  const { user } = useSession();
  const [values, setValues] = useState(() => prefillApplication(EMPTY_APPLICATION, user));
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [failure, setFailure] = useState<string>();

  // The session may become known while the form is open (a page load restores it): fill in then.
  const [prefilledFor, setPrefilledFor] = useState(user);
  if (user !== prefilledFor) {
    setPrefilledFor(user);
    setValues((current) => prefillApplication(current, user));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as ApplicationField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = validateApplication(values);
    setErrors(problems);
    setFailure(undefined);
    if (focusFirstProblem(form, problems)) return;
    try {
      await apply({ programId, application: applicationInput(values) }).unwrap();
    } catch (error) {
      const message = apiErrorMessage(error, APPLICATION_FAILED);
      const fieldErrors = apiFieldErrors(error);
      setErrors(fieldErrors);
      focusFirstProblem(form, fieldErrors);
      setFailure(message);
      toast({ title: 'Application not sent', description: message, variant: 'destructive' });
      return;
    }
    track('application_submitted', { meta: { programId } });
    setValues(prefillApplication(EMPTY_APPLICATION, user));
    onOpenChange(false);
    toast({
      title: 'Application submitted!',
      description: `Thank you for applying to the ${programName} program. We'll reply by email.`,
    });
  }

  const field = (name: ApplicationField) => ({
    name,
    value: values[name],
    onChange: handleChange,
    error: errors[name],
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Apply: ${programName}`}
      description="Tell us about yourself. Every application is read by a partner."
      size="lg"
      closeOnOutsideClick={false}
    >
      <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)}>
        {failure && <Alert>{failure}</Alert>}
        <TextField label="Full name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <StyledLinks>
          <TextField
            label="LinkedIn profile (optional)"
            type="url"
            inputMode="url"
            placeholder="linkedin.com/in/..."
            maxLength={URL_MAX_LENGTH}
            {...field('linkedinUrl')}
          />
          <TextField
            label="Portfolio or GitHub (optional)"
            type="url"
            inputMode="url"
            placeholder="https://..."
            maxLength={URL_MAX_LENGTH}
            {...field('portfolioUrl')}
          />
        </StyledLinks>
        <TextAreaField
          label="Why this program?"
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          required
          {...field('message')}
        />
        <StyledSubmitBar>
          <Button type="submit" size="lg" disabled={isLoading}>
            {isLoading ? 'Submitting...' : 'Submit Application'}
          </Button>
        </StyledSubmitBar>
      </StyledForm>
    </Dialog>
  );
}
