import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen, loadConfig, type ServiceApp } from '@sandglass/server';
import {
  createTestDatabase,
  signTestToken,
  testSigningKeys,
  type TestDatabase,
} from '@sandglass/server/testing';
import {
  BLOG_CATEGORY_IDS,
  countWords,
  FALLBACK_PORTFOLIO,
  PORTFOLIO_CATEGORIES,
  readingTime,
  type BlogPost,
  type PortfolioCompany,
  type Program,
  type TeamMember,
} from '@sandglass/shared';
import request from 'supertest';
import { createContentApp } from '../src/app.js';
import { ContentConfig } from '../src/config.js';

/*
 * Seeding is tested on one database shared by several service instances, the way replicas
 * share one in production.
 */
let db: TestDatabase;
let dataDir: string;
const keys = testSigningKeys();
const admin = `Bearer ${signTestToken(keys.privateKey, { sub: 'admin-user', role: 'admin' })}`;
const running: ServiceApp[] = [];
const databases: TestDatabase[] = [];

async function startInstance(database = db): Promise<string> {
  const config = loadConfig(ContentConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: database.url,
    JWT_PUBLIC_KEY: keys.publicKey,
    UPLOADS_DIR: join(dataDir, 'uploads'),
  });
  const service = await createContentApp(config);
  running.push(service);
  const port = await listen(service, config);
  return `http://127.0.0.1:${port}`;
}

async function counts(url: string) {
  const [portfolio, team, programs, blog] = await Promise.all([
    request(url).get('/api/portfolio').expect(200),
    request(url).get('/api/team').expect(200),
    request(url).get('/api/programs').expect(200),
    request(url).get('/api/blog').expect(200),
  ]);
  return {
    portfolio: portfolio.body.length,
    team: team.body.length,
    programs: programs.body.length,
    posts: blog.body.posts.length,
  };
}

let url: string;

beforeAll(async () => {
  db = await createTestDatabase('contentseed');
  dataDir = await mkdtemp(join(tmpdir(), 'sg-content-seed-'));
  // Two replicas starting together must seed once between them.
  [url] = await Promise.all([startInstance(), startInstance()]);
}, 60_000);

afterAll(async () => {
  for (const service of running) await service.app.close();
  for (const database of [db, ...databases]) await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('seeds the sample content exactly once when two replicas start together', async () => {
  expect(await counts(url)).toEqual({ portfolio: 7, team: 8, programs: 3, posts: 8 });
});

it('seeds the fallback portfolio, one company per category, with generated logos', async () => {
  const res = await request(url).get('/api/portfolio').expect(200);
  const companies = res.body as PortfolioCompany[];
  expect(companies.map((company) => company.id)).toEqual(
    FALLBACK_PORTFOLIO.map((company) => company.id),
  );
  expect(new Set(companies.map((company) => company.category))).toEqual(
    new Set(PORTFOLIO_CATEGORIES),
  );
  for (const company of companies) {
    expect(company).toMatchObject({ stage: 'Seed', status: 'active' });
    expect(company.logo).toMatch(/^\/api\/uploads\/[a-f0-9]{64}\.png$/);
  }
  const logo = await request(url).get(companies[0].logo!).expect(200);
  expect(logo.headers['content-type']).toBe('image/png');
});

it('seeds eight team members with at least two leaders and some without photos', async () => {
  const team = (await request(url).get('/api/team').expect(200)).body as TeamMember[];
  expect(team).toHaveLength(8);
  expect(team.filter((member) => /partner|managing/i.test(member.title)).length).toBeGreaterThan(1);
  expect(team.some((member) => member.photoUrl === null)).toBe(true);
  expect(team.some((member) => member.photoUrl !== null)).toBe(true);
  expect(team.map((member) => member.sortOrder)).toEqual(
    [...team.map((member) => member.sortOrder)].sort((a, b) => a - b),
  );
});

it('seeds the three programs with their durations and a mix of statuses and positions', async () => {
  const programs = (await request(url).get('/api/programs').expect(200)).body as Program[];
  expect(programs.map((program) => [program.name, program.duration])).toEqual([
    ['Engineering Manager', '6 months'],
    ['Software Engineer', '3 months'],
    ['Venture Analyst', '12 months'],
  ]);
  expect(programs.map((program) => program.status)).toEqual(['open', 'open', 'upcoming']);
  expect(programs.map((program) => program.positions)).toEqual([1, 4, 2]);
  const today = new Date().toISOString().slice(0, 10);
  for (const program of programs.filter((p) => p.status === 'open')) {
    expect(program.applicationDeadline! > today).toBe(true);
  }
});

it('seeds full articles of 600+ words across every category, by team members', async () => {
  const { posts } = (await request(url).get('/api/blog').expect(200)).body as {
    posts: BlogPost[];
  };
  expect(new Set(posts.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORY_IDS));
  const team = new Set(
    ((await request(url).get('/api/team')).body as TeamMember[]).map((member) => member.id),
  );
  for (const summary of posts) {
    const post = (await request(url).get(`/api/blog/${summary.slug}`).expect(200)).body as BlogPost;
    expect(countWords(post.body)).toBeGreaterThanOrEqual(600);
    expect(post.readingTime).toBe(readingTime(post.body));
    expect(post.readingTime).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeGreaterThan(0);
    expect(team.has(post.author!.id)).toBe(true);
    expect(post.featuredImageUrl).toMatch(/^\/api\/uploads\/[a-f0-9]{64}\.jpg$/);
    expect(post.bodyHtml).toContain('<h2>');
    expect(Date.parse(post.publishedAt!)).toBeLessThan(Date.now());
  }
  // A cover is the largest thing a reader downloads: it must stay a light JPEG.
  const cover = await request(url).get(posts[0].featuredImageUrl!).expect(200);
  expect(cover.headers['content-type']).toBe('image/jpeg');
  expect(Number(cover.headers['content-length'])).toBeLessThan(60_000);
});

it('does not seed again on a later start, even after an admin emptied a table', async () => {
  // A database of its own: emptying the shared one would change what the other tests read.
  const own = await createTestDatabase('contentreseed');
  databases.push(own);
  const first = await startInstance(own);
  const programs = (await request(first).get('/api/programs')).body as Program[];
  for (const program of programs) {
    await request(first)
      .delete(`/api/programs/${program.id}`)
      .set('Authorization', admin)
      .expect(204);
  }
  const later = await startInstance(own);
  expect(await counts(later)).toEqual({ portfolio: 7, team: 8, programs: 0, posts: 8 });
});
