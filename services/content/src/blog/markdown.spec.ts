import { renderMarkdown, unsafeMarkup } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, links, code and tables', () => {
    const html = renderMarkdown(
      [
        '## Why now',
        '',
        'Some **bold** and *italic* text with [a link](https://example.com "Example").',
        '',
        '- one',
        '- two',
        '',
        '```ts',
        'const x = 1;',
        '```',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Why now</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain(
      '<a href="https://example.com" title="Example" rel="noopener noreferrer">a link</a>',
    );
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<code class="language-ts">const x = 1;');
    expect(html).toContain('<td>1</td>');
  });

  it('turns a level-one heading into level two, since the page title is the only h1', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });

  it('keeps uploaded and https images, lazily loaded', () => {
    expect(renderMarkdown('![chart](/api/uploads/abc.png)')).toContain(
      '<img src="/api/uploads/abc.png" alt="chart" loading="lazy" />',
    );
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', /<script|alert/],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript:/i],
    ['an obfuscated javascript: link', '<a href="java&#09;script:alert(1)">x</a>', /script:/i],
    ['an event handler', '<img src="https://example.com/x.png" onerror="alert(1)">', /onerror/],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /iframe/],
    ['inline styles and classes', '<p style="color:red" class="x">hi</p>', /style|class/],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /data:/],
    ['an svg with script', '<svg><script>alert(1)</script></svg>', /svg|script|alert/],
  ])('removes %s', (_what, markdown, pattern) => {
    expect(renderMarkdown(markdown)).not.toMatch(pattern);
  });

  it('keeps the text of harmless raw HTML and drops the tags', () => {
    expect(renderMarkdown('<div class="box"><span>kept</span></div>')).toBe('kept');
  });

  it('shows HTML inside code as text', () => {
    expect(renderMarkdown('`<script>alert(1)</script>`')).toBe(
      '<p><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>',
    );
  });
});

describe('unsafeMarkup', () => {
  it.each([
    ['<script>alert(1)</script>', 'a <script> element'],
    ['Hello <img src="x.png" onerror="alert(1)">', 'an event-handler attribute (onerror)'],
    ['[click](javascript:alert(1))', 'a javascript: link'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', 'a javascript: link'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'a javascript: link'],
    ['<iframe src="https://evil.example"></iframe>', 'a <iframe> element'],
    ['<form action="https://evil.example"><input></form>', 'a <form> element'],
  ])('names the danger in %j', (markdown, problem) => {
    expect(unsafeMarkup(markdown)).toBe(
      `The article contains ${problem}, which is not allowed. Remove it and try again.`,
    );
  });

  it.each([
    'Plain **Markdown** with [a link](https://example.com).',
    'Code that mentions `<script>` and `javascript:` is fine.',
    '```html\n<script>alert(1)</script>\n```',
    '<div class="note">Harmless raw HTML is stripped, not refused.</div>',
  ])('accepts %j', (markdown) => {
    expect(unsafeMarkup(markdown)).toBeUndefined();
  });
});
