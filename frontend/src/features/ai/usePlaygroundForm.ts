import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../app/hooks';
import type { PlaygroundEndpoint } from './aiApi';
import {
  formChanged,
  selectPlaygroundForm,
  type FormChange,
  type PlaygroundForms,
  type PlaygroundState,
} from './playgroundSlice';

/** A playground tab's form values, kept in the store so they outlive the page, and a setter. */
export function usePlaygroundForm<E extends PlaygroundEndpoint>(
  endpoint: E,
): [PlaygroundForms[E], (values: Partial<PlaygroundForms[E]>) => void] {
  const dispatch = useAppDispatch();
  const values = useSelector((root: { playground: PlaygroundState }) =>
    selectPlaygroundForm(root, endpoint),
  );
  const change = useCallback(
    (changed: Partial<PlaygroundForms[E]>) =>
      dispatch(formChanged({ endpoint, values: changed } as FormChange)),
    [dispatch, endpoint],
  );
  return [values, change];
}
