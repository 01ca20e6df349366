import {
  countWords,
  normalizeTags,
  PORTFOLIO_CATEGORIES,
  positionsLabel,
  readingTime,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugify,
  TAGS_MAX,
} from './content.js';
import { FALLBACK_PORTFOLIO } from './portfolio-fallback.js';

describe('slugify', () => {
  it.each([
    ['Why AI Now?', 'why-ai-now'],
    ['  Crème brûlée & Co.  ', 'creme-brulee-and-co'],
    ['The founder’s playbook', 'the-founders-playbook'],
    ['Series A -- what changes', 'series-a-what-changes'],
    ['2025: the year of agents', '2025-the-year-of-agents'],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('¿¡ — !?')).toBe('');
  });

  it('caps the length without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('readingTime', () => {
  it('is at least one minute, even for an empty post', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('Short.')).toBe(1);
  });

  it('is the word count over 200, rounded up', () => {
    expect(readingTime('word '.repeat(200))).toBe(1);
    expect(readingTime('word '.repeat(201))).toBe(2);
    expect(readingTime('word '.repeat(1000))).toBe(5);
  });

  it('does not count Markdown markup or link targets as words', () => {
    expect(countWords('# Title\n\n- **bold** item\n- [a link](https://example.com/a/b/c)')).toBe(5);
    expect(countWords('![chart](/api/uploads/abc.png) caption')).toBe(2);
  });
});

describe('normalizeTags', () => {
  it('trims, collapses spaces and drops empties and case-insensitive duplicates', () => {
    expect(normalizeTags(['  LLM  Ops ', 'llm ops', '', '   ', 'Agents', 'agents'])).toEqual([
      'LLM Ops',
      'Agents',
    ]);
  });

  it(`keeps at most ${TAGS_MAX} tags`, () => {
    const tags = Array.from({ length: 15 }, (_, i) => `tag ${i}`);
    expect(normalizeTags(tags)).toEqual(tags.slice(0, TAGS_MAX));
  });

  it('reads the JSON-string form and treats an unparseable string as empty', () => {
    expect(normalizeTags('["NLP", " Vision "]')).toEqual(['NLP', 'Vision']);
    expect(normalizeTags('NLP, Vision')).toEqual([]);
    expect(normalizeTags(null)).toEqual([]);
    expect(normalizeTags([1, 'ok', { a: 1 }])).toEqual(['ok']);
  });
});

it('reads positions as "1 available" or "Up to N available"', () => {
  expect(positionsLabel(1)).toBe('1 available');
  expect(positionsLabel(4)).toBe('Up to 4 available');
});

describe('the fallback portfolio', () => {
  it('has seven seed-stage active companies founded 2022–2025, one per category', () => {
    expect(FALLBACK_PORTFOLIO).toHaveLength(7);
    expect(FALLBACK_PORTFOLIO.map((company) => company.category).sort()).toEqual(
      [...PORTFOLIO_CATEGORIES].sort(),
    );
    for (const company of FALLBACK_PORTFOLIO) {
      expect(company).toMatchObject({ stage: 'Seed', status: 'active' });
      expect(company.foundedYear).toBeGreaterThanOrEqual(2022);
      expect(company.foundedYear).toBeLessThanOrEqual(2025);
      expect(company.slug).toBe(slugify(company.name));
      expect(new URL(company.website).hostname).toMatch(/\.example\.com$/);
      expect(company.aiTags).toEqual(normalizeTags(company.aiTags));
    }
  });
});
