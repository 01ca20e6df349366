/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { pageDataScript, readPageData, type PageData } from './pageData';

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(`<html><body>${html}</body></html>`, 'text/html');
}

describe('page data', () => {
  it('reads back what the pre-renderer wrote, even text that looks like the end of the element', () => {
    const data = {
      article: {
        slug: 'agents',
        post: { title: 'Agents </script><script>alert(1)</script>', bodyHtml: '<p>\u2028</p>' },
      },
    } as unknown as PageData;
    const script = pageDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const page = pageWith(`${script}<div id="root"></div>`);
    expect(page.scripts).toHaveLength(1);
    expect(readPageData(page)).toEqual(data);
  });

  it('reads nothing from a page without it, or with something unreadable in its place', () => {
    expect(readPageData(pageWith('<div id="root"></div>'))).toEqual({});
    const broken = pageDataScript({}).replace('{}', '{"article":');
    expect(readPageData(pageWith(broken))).toEqual({});
  });
});
