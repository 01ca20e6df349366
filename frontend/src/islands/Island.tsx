/**
 * lib/Island.tsx on a pre-rendered public page (vite.islands.config.ts). Rendering the page, an
 * island leaves a numbered slot and is noted down; entry-server.tsx then renders each noted island
 * as a root of its own (exactly what the browser hydrates: same tree, same ids) and writes it into
 * its slot, wrapped in `<sandglass-island data-island="Name">` with its props beside it. Inside an
 * island (while it renders as a root, or in the browser), a nested island is just its component.
 */
import { createContext, createElement, useContext, type ReactElement } from 'react';
import type { IslandProps } from '../lib/Island';

export interface NotedIsland {
  name: string;
  props: object | undefined;
  element: ReactElement;
}

/** The list the page's render notes its islands in (none: rendering inside an island). */
export const IslandNotes = createContext<NotedIsland[] | null>(null);

export const ISLAND_TAG = 'sandglass-island';

export function Island<Props extends object>({ name, component, props }: IslandProps<Props>) {
  const notes = useContext(IslandNotes);
  const element = createElement(component, props ?? ({} as Props));
  if (!notes) return element;
  const slot = notes.push({ name, props, element }) - 1;
  return createElement(ISLAND_TAG, { 'data-island-slot': slot });
}
