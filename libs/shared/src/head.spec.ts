import { PUBLIC_PAGES } from './head.js';
import { isAppRoute } from './site.js';

describe('PUBLIC_PAGES', () => {
  it.each(Object.entries(PUBLIC_PAGES))(
    '%s has a description that fits in a search result and is an app route',
    (path, page) => {
      expect(isAppRoute(path)).toBe(true);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.description).toMatch(/\.$/);
    },
  );
});
