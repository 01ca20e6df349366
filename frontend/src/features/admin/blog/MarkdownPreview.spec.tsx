/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from '../../markdown';
import { renderWithApp } from '../../../testing/renderWithApp';
import { MarkdownPreview } from './MarkdownPreview';

describe('MarkdownPreview', () => {
  it('renders and sanitises exactly as the site does: no handler or script survives', () => {
    const markdown = '## Hi\n\n<img src="x" onerror="alert(1)"><script>alert(2)</script>**bold**';
    const { container } = renderWithApp(<MarkdownPreview markdown={markdown} labelledBy="p" />);
    const region = container.querySelector('[role=region]')!;
    expect(region.innerHTML).toContain(renderMarkdown(markdown));
    expect(region.querySelector('[onerror]')).toBeNull();
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('h2')?.textContent).toBe('Hi');
  });

  it('shows an image uploaded into the body, as the article page does', () => {
    const url = `/api/uploads/${'ab'.repeat(32)}.png`;
    const { container } = renderWithApp(
      <MarkdownPreview markdown={`Intro\n\n![seed chart](${url})`} labelledBy="p" />,
    );
    const image = container.querySelector('[role=region] img');
    expect(image?.getAttribute('src')).toBe(url);
    expect(image?.getAttribute('alt')).toBe('seed chart');
  });
});
