import { BLOG_CATEGORY_IDS, PROGRAM_STATUSES } from '@sandglass/shared';
import { loadSeedContent, type SeedContent } from './seed-data.js';

/* The seed folder is data the compiler does not check, so these tests check it instead. */
let content: SeedContent;

beforeAll(async () => {
  content = await loadSeedContent();
});

it('reads every article with its metadata from the front matter and its Markdown body', () => {
  expect(content.articles).toHaveLength(8);
  for (const article of content.articles) {
    expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(typeof article.title).toBe('string');
    expect(typeof article.excerpt).toBe('string');
    expect(typeof article.seoDescription).toBe('string');
    expect(BLOG_CATEGORY_IDS).toContain(article.category);
    expect(article.tags.length).toBeGreaterThan(0);
    expect(Number.isInteger(article.daysAgo)).toBe(true);
    expect(article.body).not.toMatch(/^---/);
    expect(article.body).toMatch(/^## /m);
  }
});

it('lists the articles newest first', () => {
  const ages = content.articles.map((article) => article.daysAgo);
  expect(ages).toEqual([...ages].sort((a, b) => a - b));
});

it('gives every article a team member as its author', () => {
  const team = new Set(content.team.map((member) => member.slug));
  for (const article of content.articles) expect(team).toContain(article.author);
});

it('reads the team in display order with portraits as colour pairs or none', () => {
  expect(content.team.map((member) => member.slug).slice(0, 2)).toEqual([
    'maya-okafor',
    'daniel-reyes',
  ]);
  for (const member of content.team) {
    expect(member.portrait === null || member.portrait.length === 2).toBe(true);
    for (const colour of member.portrait ?? []) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  }
});

it('reads the programs with known statuses and whole-day deadlines', () => {
  expect(content.programs.map((program) => program.duration)).toEqual([
    '6 months',
    '3 months',
    '12 months',
  ]);
  for (const program of content.programs) {
    expect(PROGRAM_STATUSES).toContain(program.status);
    expect(program.deadlineInDays === null || Number.isInteger(program.deadlineInDays)).toBe(true);
  }
});

it('keeps slugs unique within each list', () => {
  for (const list of [content.team, content.programs, content.articles]) {
    const slugs = list.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  }
});
