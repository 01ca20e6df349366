import { createElement, type ComponentType } from 'react';

/**
 * A part of a public page a visitor interacts with (a menu, a form, a filtered list): on a
 * pre-rendered public page it is shipped and hydrated on its own, everything around it stays
 * plain HTML (src/islands). In the app (this module) it is simply the component. `name` is its
 * entry in src/islands/registry.ts; `props` must be plain data (they are written into the page).
 */
export interface IslandProps<Props extends object> {
  name: string;
  component: ComponentType<Props>;
  props?: Props;
}

export function Island<Props extends object>({ component, props }: IslandProps<Props>) {
  return createElement(component, props ?? ({} as Props));
}
