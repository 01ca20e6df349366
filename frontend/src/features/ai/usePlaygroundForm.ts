import type { ChangeEvent } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/hooks';
import type { PlaygroundEndpoint } from './aiApi';
import {
  formChanged,
  selectPlaygroundForm,
  type FormChange,
  type PlaygroundForms,
  type PlaygroundState,
} from './playgroundSlice';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What ties a text field, text area or select to one value of the form. */
export interface BoundField {
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

export interface PlaygroundFormBinding<E extends PlaygroundEndpoint> {
  values: PlaygroundForms[E];
  /** The value and change handler to spread onto that field's input. */
  field: (name: keyof PlaygroundForms[E] & string) => BoundField;
}

/** A playground tab's form values, kept in the store so they outlive the page, and their fields. */
export function usePlaygroundForm<E extends PlaygroundEndpoint>(
  endpoint: E,
): PlaygroundFormBinding<E> {
  const dispatch = useAppDispatch();
  const values = useSelector((root: { playground: PlaygroundState }) =>
    selectPlaygroundForm(root, endpoint),
  );
  const field = (name: keyof PlaygroundForms[E] & string): BoundField => ({
    value: values[name] as string,
    onChange: (event) => {
      const changed = { [name]: event.target.value } as Partial<PlaygroundForms[E]>;
      dispatch(formChanged({ endpoint, values: changed } as FormChange));
    },
  });
  return { values, field };
}
