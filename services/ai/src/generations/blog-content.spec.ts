import { AiInvalidAnswerError } from '../llm/llm.errors.js';
import { parseBlogDraft, previewBlogDraft, scanJsonStrings } from './blog-content.js';

const draft = {
  title: 'Why vertical AI wins',
  summary: 'Regulated markets reward depth.',
  content: '## The case\n\nVertical products own their data.',
};

describe('parseBlogDraft', () => {
  it('reads the JSON object it asked for', () => {
    expect(parseBlogDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('finds the object inside a code fence', () => {
    expect(parseBlogDraft(`\`\`\`json\n${JSON.stringify(draft, null, 2)}\n\`\`\``)).toEqual(draft);
  });

  it('finds the object after a sentence of preamble', () => {
    expect(parseBlogDraft(`Sure! Here is the article:\n${JSON.stringify(draft)}\nEnjoy.`)).toEqual(
      draft,
    );
  });

  it('accepts the names models use instead (headline, excerpt, body) in any case', () => {
    const answer = JSON.stringify({
      Headline: draft.title,
      Excerpt: draft.summary,
      BODY: draft.content,
      tags: ['ai'],
    });
    expect(parseBlogDraft(answer)).toEqual(draft);
  });

  it('writes a summary from the first paragraph when the model left it out', () => {
    const answer = JSON.stringify({
      title: 'Agents at work',
      content: '## Intro\n\nAgents **finally** work in [production](https://x.test).\n\nMore.',
    });
    expect(parseBlogDraft(answer).summary).toBe('Agents finally work in production.');
  });

  it('keeps what a cut-off JSON answer holds (the token limit ran out mid-article)', () => {
    const answer = `{"title": "Agents", "summary": "Short.", "content": "## One\\n\\nThe agent ecosys`;
    expect(parseBlogDraft(answer)).toEqual({
      title: 'Agents',
      summary: 'Short.',
      content: '## One\n\nThe agent ecosys',
    });
  });

  it('turns a Markdown answer into a draft: heading as title, Summary line as summary', () => {
    const answer =
      '# Why vertical AI wins\n\n**Summary:** Depth beats breadth.\n\n## The case\n\nText.';
    expect(parseBlogDraft(answer)).toEqual({
      title: 'Why vertical AI wins',
      summary: 'Depth beats breadth.',
      content: '## The case\n\nText.',
    });
  });

  it('reads a fenced Markdown answer and skips an introduction line', () => {
    const answer = '```markdown\nHere is your article:\n\nTitle: Agents\n\nAgents are here.\n```';
    expect(parseBlogDraft(answer)).toEqual({
      title: 'Agents',
      summary: 'Agents are here.',
      content: 'Agents are here.',
    });
  });

  it('makes a single paragraph the content and its first sentence the title', () => {
    const answer = 'Agents are finally useful. They book, file and reconcile.';
    expect(parseBlogDraft(answer)).toEqual({
      title: 'Agents are finally useful.',
      summary: answer,
      content: answer,
    });
  });

  it('shortens a very long title at a word boundary', () => {
    const title = 'word '.repeat(60).trim();
    const parsed = parseBlogDraft(JSON.stringify({ ...draft, title }));
    expect(parsed.title.length).toBeLessThanOrEqual(150);
    expect(parsed.title).toMatch(/word…$/);
  });

  it.each(['', '   \n ', '{"title": "Only a title"}'])(
    'refuses an answer with no article in it (%j)',
    (answer) => {
      expect(() => parseBlogDraft(answer)).toThrow(AiInvalidAnswerError);
    },
  );
});

describe('previewBlogDraft', () => {
  it('shows each field of a JSON answer as far as it has been written', () => {
    expect(previewBlogDraft('{"title": "Why vert')).toEqual({ title: 'Why vert' });
    expect(previewBlogDraft('{"title": "Why", "summary": "Depth", "content": "## A\\nB')).toEqual({
      title: 'Why',
      summary: 'Depth',
      content: '## A\nB',
    });
  });

  it('only ever grows a field as more text arrives, even mid-escape', () => {
    const answer = JSON.stringify({
      ...draft,
      content: 'Line one\n"quoted" \u00e9 \ud83d\ude80 done',
    });
    let before: Record<string, string> = {};
    for (let end = 1; end <= answer.length; end += 1) {
      const now = previewBlogDraft(answer.slice(0, end)) as Record<string, string>;
      for (const [field, value] of Object.entries(before))
        expect(now[field]).toMatch(new RegExp(`^${escape(value)}`));
      before = now;
    }
    expect(before).toEqual({ ...draft, content: 'Line one\n"quoted" \u00e9 \ud83d\ude80 done' });
  });

  it('shows a Markdown answer as content', () => {
    expect(previewBlogDraft('# Agents\n\nThey work')).toEqual({ content: '# Agents\n\nThey work' });
  });

  it('waits for a code fence to show what it holds', () => {
    expect(previewBlogDraft('```json\n')).toEqual({});
    expect(previewBlogDraft('```json\n{"title": "A')).toEqual({ title: 'A' });
  });
});

describe('scanJsonStrings', () => {
  it('steps over values that are not strings, nested ones included', () => {
    const text = '{"n": 3, "tags": ["a", "b}"], "meta": {"x": "}"}, "title": "T"}';
    expect([...scanJsonStrings(text)]).toEqual([['title', 'T']]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
