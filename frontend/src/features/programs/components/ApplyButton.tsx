import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';

// The form, and the dialog library under it, load only when someone applies.
const ApplicationDialog = lazy(() =>
  import('./ApplicationDialog').then((module) => ({ default: module.ApplicationDialog })),
);

export interface ApplyButtonProps {
  programId: string;
  programName: string;
}

/** Apply Now, opening the application form in a dialog; focus comes back here when it closes. */
export function ApplyButton({ programId, programName }: ApplyButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function handleOpen() {
    setRequested(true);
    setOpen(true);
  }

  function handleOpenChange(next: boolean) {
    setOpen(next);
    // The dialog was opened from code, not from a Radix trigger, so it cannot return focus itself.
    if (!next) requestAnimationFrame(() => buttonRef.current?.focus());
  }

  return (
    <>
      <Button ref={buttonRef} size="lg" onClick={handleOpen} aria-haspopup="dialog">
        Apply Now
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ApplicationDialog
            programId={programId}
            programName={programName}
            open={open}
            onOpenChange={handleOpenChange}
          />
        </Suspense>
      )}
    </>
  );
}
