import { ConfirmDialog } from '../../../ui/ConfirmDialog';

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
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} confirmLabel="Delete" pendingLabel="Deleting..." />;
}
