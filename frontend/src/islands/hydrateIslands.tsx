/** Hydrates every island of the page (islands/main.tsx fetches this once the page has painted). */
import type { SiteConfig } from '@sandglass/shared';
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { yieldToMain } from '../app/yieldToMain';
import { mayHaveSession } from '../features/auth/sessionHint';
import { readSiteConfig } from '../features/site/siteConfig';
import { AHEAD } from '../lib/HydrateWhenVisible';
import { readPageData, type PageData } from '../lib/pageData';
import { refreshSession } from './apiFetch';
import { ISLAND_TAG } from './Island';
import { readIslandProps } from './islandProps';
import { IslandRoot } from './IslandRoot';
import { ISLANDS } from './registry';
import { sessionEnded } from './sessionSliceShim';
import { islandStore } from './store';

/** A section that hydrates as it nears the screen (lib/HydrateWhenVisible.tsx marks it). */
const WHEN_VISIBLE = '[data-hydrate-when-visible]';
/** Islands that show something only to a signed-in member: left as they are for a visitor. */
const MEMBERS_ONLY = new Set(['VerifyEmailBanner']);

/** What a visitor does in a waiting island that makes it hydrate at once. */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown'] as const;

function hydrate(
  element: HTMLElement,
  Component: ComponentType,
  site: SiteConfig,
  pageData: PageData,
): Promise<void> {
  // From here React replays a press inside the island (main.tsx leaves those to it).
  element.setAttribute('data-island-hydrating', '');
  return new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot site={site} pageData={pageData} onHydrated={resolve}>
          <Component {...readIslandProps(element)} />
        </IslandRoot>,
        { identifierPrefix: element.dataset.islandId },
      );
    });
  });
}

/** Hydrates the island once it comes near the screen, or at once when it is touched first. */
function hydrateWhenVisible(element: HTMLElement, start: () => void) {
  let started = false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) begin();
          },
          { rootMargin: `${AHEAD} 0px` },
        );
  function begin() {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of FIRST_TOUCH) element.removeEventListener(type, begin, true);
    start();
  }
  if (!observer) return begin();
  for (const type of FIRST_TOUCH) element.addEventListener(type, begin, true);
  // The section itself: an island (display: contents) has no box to observe.
  observer.observe(element.closest(WHEN_VISIBLE) ?? element);
}

/**
 * Resolves once every island that is not waiting for the screen has hydrated (those waiting
 * hydrate later, as they come near it).
 */
export async function hydrateIslands(document: Document): Promise<void> {
  const site = readSiteConfig(document, window.location.origin);
  const pageData = readPageData(document);
  // The session from the refresh cookie (as the app's start.tsx), unless this browser never had one.
  const member = mayHaveSession();
  if (member) void refreshSession();
  else islandStore.dispatch(sessionEnded());

  const islands = [...document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)].filter(
    (element) => member || !MEMBERS_ONLY.has(element.dataset.island ?? ''),
  );
  const load = (element: HTMLElement) => {
    const loader = ISLANDS[element.dataset.island ?? ''];
    return loader ? loader().catch(() => undefined) : Promise.resolve(undefined);
  };
  const now = islands.filter((element) => !element.closest(WHEN_VISIBLE));
  for (const element of islands) {
    if (element.closest(WHEN_VISIBLE)) {
      hydrateWhenVisible(element, () => {
        void load(element).then(
          (Component) => Component && hydrate(element, Component, site, pageData),
        );
      });
    }
  }
  // Those in view: every one's code asked for at once, each hydrated in a task of its own.
  const loaded = now.map(load);
  const hydrated: Promise<void>[] = [];
  for (const [index, element] of now.entries()) {
    const Component = await loaded[index];
    if (!Component) continue;
    await yieldToMain();
    hydrated.push(hydrate(element, Component, site, pageData));
  }
  await Promise.all(hydrated);
}
