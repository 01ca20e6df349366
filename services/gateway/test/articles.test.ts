import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlogPost } from '@sandglass/shared';
import request from 'supertest';
import { startContentService, type RunningContent } from '../../content/test/content-service.js';
import { postInput } from '../../content/test/factories.js';
import { fakeDist, startGateway, type RunningGateway } from './gateway.js';
import { closedPort } from './upstream.js';

/**
 * An article's address, from a publish to a visitor, through two gateway replicas in front of a
 * real content service: no cache between them may answer for the article as it was before.
 */
let content: RunningContent;
let replicas: RunningGateway[];
let nextReplica = 0;

/** A fake pre-render bundle: paints the title of the article it was given, or "none". */
async function distWithPrerender(): Promise<string> {
  const dist = await fakeDist();
  await mkdir(join(dist, '.ssr'));
  await writeFile(
    join(dist, '.ssr', 'entry-server.js'),
    `export async function prerenderPage(pathname, site, data) {
      return { html: '<h1>' + (data?.article?.post?.title ?? 'none') + '</h1>', css: '' };
    }`,
  );
  return dist;
}

beforeAll(async () => {
  content = await startContentService('gwarticles');
  const down = await closedPort();
  const dist = await distWithPrerender();
  // Replicas of one deployment: the same Redis prefix as the content service, which announces.
  replicas = await Promise.all(
    [0, 1].map(() =>
      startGateway({
        AUTH_URL: down,
        CONTENT_URL: content.url,
        AI_URL: down,
        SOCIAL_URL: down,
        REDIS_PREFIX: content.redisPrefix,
        FRONTEND_DIST: dist,
      }),
    ),
  );
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await content.close();
});

/** Any one replica, as a load balancer would pick. */
const gateway = () => replicas[nextReplica++ % replicas.length]!.url;

const page = (slug: string, on = gateway()) => request(on).get(`/insights/${slug}`);

/** Every replica answers the address with `status`, painting `title` (a found article). */
async function everyReplicaAnswers(slug: string, status: number, title?: string) {
  for (const replica of replicas) {
    const res = await page(slug, replica.url).expect(status);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`<h1>${title ?? 'none'}</h1>`);
  }
}

const admin = () => content.as.admin;

async function draft(overrides: Record<string, unknown> = {}): Promise<BlogPost> {
  const res = await request(gateway())
    .post('/api/blog')
    .set('Authorization', admin())
    .send(postInput(overrides))
    .expect(201);
  return res.body as BlogPost;
}

const change = (post: BlogPost, changes: Record<string, unknown>) =>
  request(gateway())
    .patch(`/api/blog/${post.id}`)
    .set('Authorization', admin())
    .send(changes)
    .expect(200)
    .then((res) => res.body as BlogPost);

it('answers a draft’s address with the article on every replica as soon as it is published', async () => {
  const post = await draft();
  await everyReplicaAnswers(post.slug, 404);

  await change(post, { status: 'published' });

  await everyReplicaAnswers(post.slug, 200, post.title);
});

it('shows an edit at once, and answers 404 at once after unpublishing or deleting', async () => {
  const post = await draft({ status: 'published' });
  await everyReplicaAnswers(post.slug, 200, post.title);

  await change(post, { title: 'Edited on the fly' });
  await everyReplicaAnswers(post.slug, 200, 'Edited on the fly');

  await change(post, { status: 'draft' });
  await everyReplicaAnswers(post.slug, 404);

  await change(post, { status: 'published' });
  await everyReplicaAnswers(post.slug, 200, 'Edited on the fly');

  await request(gateway()).delete(`/api/blog/${post.id}`).set('Authorization', admin()).expect(204);
  await everyReplicaAnswers(post.slug, 404);
});

it('moves an article to its new address at once when its slug changes', async () => {
  const post = await draft({ status: 'published' });
  const moved = `${post.slug}-moved`;
  await everyReplicaAnswers(post.slug, 200, post.title);
  await everyReplicaAnswers(moved, 404);

  await change(post, { slug: moved });

  await everyReplicaAnswers(post.slug, 404);
  await everyReplicaAnswers(moved, 200, post.title);
});

it('tells HTTP caches to ask again before reusing an article, found or not', async () => {
  const post = await draft({ status: 'published' });
  const found = await request(gateway()).get(`/api/blog/${post.slug}`).expect(200);
  expect(found.headers['cache-control']).toBe('no-cache');
  const missing = await request(gateway()).get('/api/blog/never-written').expect(404);
  expect(missing.headers['cache-control']).toBe('no-cache');
});
