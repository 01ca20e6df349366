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

/** RTK Query mutation hooks, as far as an add or edit dialog needs them. */
type SaveMutation<Arg, Saved> = () => readonly [
  (arg: Arg) => { unwrap: () => Promise<Saved> },
  unknown,
];

export interface AddEditSaveOptions<Input, Saved extends { name: string }> {
  /** The record being edited; none when adding. */
  existing?: { id: string; name: string };
  useCreate: SaveMutation<Input, Saved>;
  useUpdate: SaveMutation<{ id: string; changes: Input }, Saved>;
  /** What it is, lower case, e.g. "team member": "Team member added", "Could not save the team member". */
  noun: string;
  /** Where an added record now shows, e.g. "is now on the team page". */
  addedWhere: string;
  /** The submit button when adding, e.g. "Add member". */
  addLabel: string;
  onClose: () => void;
}

/**
 * The add-or-edit dialog of a named record (company, program, team member): `useEntitySave` with
 * the usual toasts, plus the props FormDialog takes for its buttons and state.
 */
export function useAddEditSave<Values extends object, Input, Saved extends { name: string }>(
  form: EntityForm<Values, Input>,
  options: AddEditSaveOptions<Input, Saved>,
) {
  const { existing, useCreate, useUpdate, noun, addedWhere, addLabel, onClose } = options;
  const [create] = useCreate();
  const [update] = useUpdate();
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const saving = useEntitySave(form, {
    save: (input) =>
      existing ? update({ id: existing.id, changes: input }).unwrap() : create(input).unwrap(),
    savedToast: (saved) =>
      existing
        ? { title: `${title} updated`, description: `${saved.name} was saved.` }
        : { title: `${title} added`, description: `${saved.name} ${addedWhere}.` },
    failureTitle: `Could not save the ${noun}`,
    failureFallback: `The ${noun} could not be saved. Try again.`,
    onSaved: onClose,
  });
  return {
    onClose,
    onSubmit: saving.submit,
    submitLabel: existing ? 'Save changes' : addLabel,
    pendingLabel: existing ? 'Saving...' : 'Adding...',
    isPending: saving.isPending,
    hasChanges: form.isDirty,
    formError: form.formError,
  };
}
