import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete Lattice Labs?" */
  title: string;
  /** What confirming does, e.g. that it cannot be undone. */
  description: string;
  /** The button that goes ahead, e.g. "Delete". */
  confirmLabel: string;
  /** The button that goes back; Escape does the same. */
  cancelLabel?: string;
  /** What the confirm button reads while its request runs, e.g. "Deleting...". */
  pendingLabel?: string;
  isPending?: boolean;
  /**
   * Whether going ahead takes something away (the confirm button is red); false for a change
   * that loses nothing, such as giving someone more access.
   */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that matters; Cancel (or Escape) changes nothing. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = confirmLabel,
  isPending = false,
  destructive = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  function handleOpenChange(open: boolean) {
    if (!open) onClose();
  }

  return (
    <Dialog open onOpenChange={handleOpenChange} title={title} description={description}>
      <DialogClose asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </DialogClose>
      <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={isPending}>
        {isPending ? pendingLabel : confirmLabel}
      </Button>
    </Dialog>
  );
}
