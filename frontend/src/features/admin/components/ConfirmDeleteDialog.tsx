import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';

export interface ConfirmDeleteDialogProps {
  /** What is being deleted, by name: "Delete Lattice Labs?" */
  title: string;
  /** What deleting it does, e.g. that it leaves the public site. */
  description: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting; Cancel (or Escape) keeps the item. */
export function ConfirmDeleteDialog({
  title,
  description,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  function handleOpenChange(open: boolean) {
    if (!open) onClose();
  }

  return (
    <Dialog open onOpenChange={handleOpenChange} title={title} description={description}>
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button variant="danger" onClick={onConfirm} disabled={isPending}>
        {isPending ? 'Deleting...' : 'Delete'}
      </Button>
    </Dialog>
  );
}
