import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlogPost } from '@sandglass/shared';
import { pino } from 'pino';
import { ArticleSource } from './article-source.js';

/** The content service's article endpoint on loopback: 404 until `published`, held while asked. */
class FakeBlog {
  published = false;
  requests = 0;
  private held: (() => void)[] = [];
  private holding = false;
  private server: Server = createServer((_req, res) => {
    this.requests += 1;
    const published = this.published;
    const answer = () => this.answer(res, published);
    if (this.holding) this.held.push(answer);
    else answer();
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Holds every answer until `release`, each as it was when asked for. */
  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const answer of this.held.splice(0)) answer();
  }

  /** Resolves once `count` requests have arrived. */
  async asked(count: number): Promise<void> {
    while (this.requests < count) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private answer(res: ServerResponse, published: boolean): void {
    if (!published) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
      return;
    }
    const post: Partial<BlogPost> = {
      slug: 'fresh',
      title: 'Fresh',
      excerpt: 'Just out.',
      createdAt: '2026-05-01T08:00:00.000Z',
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(post));
  }
}

let blog: FakeBlog;
let source: ArticleSource;

beforeEach(async () => {
  blog = new FakeBlog();
  source = new ArticleSource(await blog.start(), 60, pino({ level: 'silent' }));
});
afterEach(() => blog.close());

it('keeps an answer for the cache time, a missing article included', async () => {
  expect(await source.find('fresh')).toEqual({ kind: 'missing' });
  blog.published = true;
  expect(await source.find('fresh')).toEqual({ kind: 'missing' });
  expect(blog.requests).toBe(1);
});

it('asks again at once for a slug it was told changed, and for every slug after "all"', async () => {
  await source.find('fresh');
  blog.published = true;
  source.forget(['fresh']);
  expect((await source.find('fresh')).kind).toBe('found');

  blog.published = false;
  source.forget('all');
  expect((await source.find('fresh')).kind).toBe('missing');
  expect(blog.requests).toBe(3);
});

it('does not keep an answer that was on its way when the slug changed', async () => {
  blog.hold();
  const before = source.find('fresh');
  await blog.asked(1);
  // Published (and announced) while the old answer travels back.
  blog.published = true;
  source.forget(['fresh']);
  blog.release();

  expect(await before).toEqual({ kind: 'missing' });
  expect((await source.find('fresh')).kind).toBe('found');
});
