/** @jest-environment jsdom */
import '../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis and lists', () => {
    const html = renderMarkdown('## Thesis\n\n**Bold** and *calm*\n\n- one\n- two');
    expect(html).toContain('<h2>Thesis</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>calm</em>');
    expect(html).toContain('<li>one</li>');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[click](javascript:alert(3))',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<img src="x.png">');
  });

  it('opens links in a new tab so the editor keeps its unsaved text', () => {
    expect(renderMarkdown('[site](https://example.com)')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>\n',
    );
  });

  it('keeps an attribute only where the site does: a list start, a link title, no paragraph title', () => {
    expect(renderMarkdown('3. three\n4. four')).toContain('<ol start="3">');
    expect(renderMarkdown('[a](https://example.com "About")')).toContain('title="About"');
    expect(renderMarkdown('<p title="x">Hi</p>')).toBe('<p>Hi</p>');
  });
});
