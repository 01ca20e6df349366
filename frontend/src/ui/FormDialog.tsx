import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, DialogClose, type DialogSize } from './Dialog';
import { ConfirmDialog } from './ConfirmDialog';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  width: 100%;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

export interface FormDialogProps {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  /** What the submit button reads while the request runs, e.g. "Saving...". */
  pendingLabel: string;
  isPending: boolean;
  /** Something else is still running (an image upload): submitting now would lose it. */
  isBusy?: boolean;
  /** The fields hold changes not yet saved: closing asks first. */
  hasChanges?: boolean;
  /** A problem with the request as a whole, shown above the fields. */
  formError?: string;
  size?: DialogSize;
  children: ReactNode;
}

/**
 * An add or edit form in a modal dialog. Validation is the app's own (`noValidate`), so the
 * messages are the service's sentences next to each field rather than the browser's bubbles.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  submitLabel,
  pendingLabel,
  isPending,
  isBusy = false,
  hasChanges = false,
  formError,
  size = 'lg',
  children,
}: FormDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || isBusy) return;
    onSubmit();
    // Once the browser's check has rendered its messages, take the person to the first one.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  /** Escape, Cancel and the close button all land here; unsaved changes are not lost silently. */
  function handleOpenChange(open: boolean) {
    if (open) return;
    if (hasChanges && !isPending) setConfirmingDiscard(true);
    else onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={handleOpenChange}
      title={title}
      description={description}
      size={size}
      closeOnOutsideClick={false}
    >
      <StyledForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={title}>
        {formError && <Alert>{formError}</Alert>}
        {children}
        <StyledFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={isPending || isBusy}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </StyledFooter>
      </StyledForm>
      {confirmingDiscard && (
        <ConfirmDialog
          title="Discard your changes?"
          description="What you changed in this form has not been saved."
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onClose}
          onClose={() => setConfirmingDiscard(false)}
        />
      )}
    </Dialog>
  );
}
