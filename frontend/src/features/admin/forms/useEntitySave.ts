import { useState } from 'react';
import { toast, type ToastOptions } from '../../../ui/toastStore';
import type { EntityForm } from './useEntityForm';

export interface EntitySaveOptions<Input, Saved> {
  /** Creates the item, or updates the one being edited; resolves with what the server saved. */
  save: (input: Input) => Promise<Saved>;
  /** The toast once it is saved. */
  savedToast: (saved: Saved, input: Input) => ToastOptions;
  /** The toast's title when it could not be saved, e.g. "Could not save the company". */
  failureTitle: string;
  /** What the toast and the form say when the server gave no sentence of its own. */
  failureFallback: string;
  /** Called once it is saved: the dialog closes. */
  onSaved: () => void;
}

export interface EntitySave {
  /**
   * Starts the save. Fire-and-forget: nothing waits on it, since it reports every outcome itself
   * (toast, the form's errors, closing the dialog).
   */
  submit: () => void;
  /** The request is running. */
  isPending: boolean;
}

/**
 * An add or edit dialog's submit: check the form (its problems shown, nothing sent), save, say
 * so and close; a refusal lands next to the fields it names, above the form otherwise, and in a
 * toast.
 */
export function useEntitySave<Values extends object, Input, Saved>(
  form: EntityForm<Values, Input>,
  { save, savedToast, failureTitle, failureFallback, onSaved }: EntitySaveOptions<Input, Saved>,
): EntitySave {
  const [isPending, setPending] = useState(false);

  function submit() {
    void checkAndSave(); // it reports its own failures; see EntitySave.submit
  }

  async function checkAndSave() {
    const input = form.check();
    if (!input) return;
    setPending(true);
    try {
      const saved = await save(input);
      setPending(false);
      toast(savedToast(saved, input));
      onSaved();
    } catch (error) {
      setPending(false);
      const message = form.showServerError(error, failureFallback);
      toast({ title: failureTitle, description: message, variant: 'destructive' });
    }
  }

  return { submit, isPending };
}
