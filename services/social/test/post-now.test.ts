import { request as httpRequest } from 'node:http';
import type { ScheduledPost } from '@sandglass/shared';
import request from 'supertest';
import type { SandboxControl } from '@sandglass/platform-sandbox';
import { connectThroughSandbox, inMinutes, sql } from './factories.js';
import { startServiceWithWorker, type ServiceWithWorker } from './publishing-support.js';
import type { RunningSocial, TestCaller } from './social-service.js';

let running: ServiceWithWorker;
let control: SandboxControl;
let service: RunningSocial;
/** Post Now's wait in these tests. */
const WAIT_MS = 3000;

beforeAll(async () => {
  running = await startServiceWithWorker('postnow', { SOCIAL_POST_NOW_WAIT_MS: String(WAIT_MS) });
  ({ control, service } = running);
});
afterAll(() => running.close());

async function connected(): Promise<TestCaller> {
  const caller = service.caller('member');
  await connectThroughSandbox(service, caller, 'twitter');
  await connectThroughSandbox(service, caller, 'linkedin');
  return caller;
}

const postNow = (caller: TestCaller, body: Record<string, unknown>) =>
  request(service.url).post('/api/social/post-now').set('Authorization', caller.auth).send(body);

describe('POST /api/social/post-now', () => {
  it('publishes to two platforms through the queue and answers their URLs', async () => {
    const caller = await connected();
    const text = `Demo day is live ${Date.now()}`;
    const res = await postNow(caller, {
      content: { text },
      platforms: ['twitter', 'linkedin'],
      userId: 'demo-user',
    }).expect(200);
    expect(res.body).toEqual({
      postId: expect.any(String),
      results: [
        { platform: 'twitter', status: 'posted', url: expect.stringMatching(/^http/) },
        { platform: 'linkedin', status: 'posted', url: expect.stringMatching(/^http/) },
      ],
    });
    const { posts, counts } = await control.posts();
    expect(counts.twitter[text]).toBe(1);
    expect(counts.linkedin[text]).toBe(1);
    expect(posts.map((p) => p.url)).toEqual(
      expect.arrayContaining(res.body.results.map((r: { url: string }) => r.url)),
    );
    const post = await request(service.url)
      .get(`/api/social/scheduled-posts/${res.body.postId}`)
      .set('Authorization', caller.auth)
      .expect(200);
    expect(post.body).toMatchObject({ status: 'posted', userId: caller.id });
  });

  it('answers a platform’s refusal as that delivery’s sentence', async () => {
    const caller = await connected();
    const text = `Said twice ${Date.now()}`;
    await postNow(caller, { content: { text }, platforms: ['twitter'] }).expect(200);
    const again = await postNow(caller, { content: { text }, platforms: ['twitter'] }).expect(200);
    expect(again.body.results).toEqual([
      { platform: 'twitter', status: 'failed', error: expect.stringMatching(/\S.*\.$/) },
    ]);
    expect((await control.posts()).counts.twitter[text]).toBe(1);
  });

  it('waits at most SOCIAL_POST_NOW_WAIT_MS, then answers what is still under way', async () => {
    const caller = await connected();
    await control.setLatency(WAIT_MS + 1500);
    try {
      const started = Date.now();
      const res = await postNow(caller, {
        content: { text: `Slow platform ${Date.now()}` },
        platforms: ['twitter'],
      }).expect(200);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(WAIT_MS);
      expect(waited).toBeLessThan(WAIT_MS + 1500);
      expect(res.body.results).toEqual([{ platform: 'twitter', status: 'publishing' }]);
      // The delivery changed and its post did not: the post's updatedAt says so all the same,
      // so the screen can tell this copy is newer than one read before the publish began.
      const underWay = await request(service.url)
        .get(`/api/social/scheduled-posts/${res.body.postId}`)
        .set('Authorization', caller.auth)
        .expect(200);
      expect(underWay.body.deliveries[0].status).toBe('publishing');
      expect(Date.parse(underWay.body.updatedAt)).toBeGreaterThan(
        Date.parse(underWay.body.createdAt),
      );
      // It still goes out, once, after the answer.
      await eventually(async () => {
        const post = await request(service.url)
          .get(`/api/social/scheduled-posts/${res.body.postId}`)
          .set('Authorization', caller.auth)
          .expect(200);
        expect(post.body.status).toBe('posted');
      }, 10_000);
    } finally {
      await control.setLatency(0);
    }
  });
});

describe('GET /api/social/events', () => {
  it('tells the caller’s open stream when their post changes, and nobody else’s', async () => {
    const caller = await connected();
    const other = service.caller('member');
    const mine = openStream(caller);
    const theirs = openStream(other);
    try {
      await Promise.all([mine.ready, theirs.ready]);
      const res = await postNow(caller, {
        content: { text: `Streamed ${Date.now()}` },
        platforms: ['twitter'],
      }).expect(200);
      const posted = await mine.next(
        (post) => post.id === res.body.postId && post.status === 'posted',
      );
      expect(posted.deliveries[0]).toMatchObject({ platform: 'twitter', status: 'posted' });
      expect(mine.seen.some((post) => post.status === 'pending')).toBe(true);
      expect(theirs.seen).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('answers as an unbuffered event stream, open before any change', async () => {
    const caller = service.caller('member');
    const stream = openStream(caller);
    try {
      const headers = await stream.ready;
      expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(headers['cache-control']).toBe('no-cache, no-transform');
    } finally {
      stream.close();
    }
  });
});

describe('GET /api/social/admin/queue', () => {
  it('shows admins the jobs, deliveries, lateness and the workers seen', async () => {
    const caller = await connected();
    await request(service.url)
      .post('/api/social/schedule-post')
      .set('Authorization', caller.auth)
      .send({ content: { text: 'Later' }, platforms: ['twitter'], scheduledTime: inMinutes(90) })
      .expect(201);
    const admin = service.caller('admin');
    const res = await request(service.url)
      .get('/api/social/admin/queue')
      .set('Authorization', admin.auth)
      .expect(200);
    expect(res.body).toMatchObject({
      jobs: expect.objectContaining({ delayed: expect.any(Number), active: expect.any(Number) }),
      deliveries: expect.objectContaining({
        queued: expect.any(Number),
        posted: expect.any(Number),
      }),
      dueDeliveries: expect.any(Number),
    });
    expect(res.body.jobs.delayed).toBeGreaterThanOrEqual(1);
    expect(res.body.deliveries.queued).toBeGreaterThanOrEqual(1);
    expect(res.body.deliveries.posted).toBeGreaterThanOrEqual(1);
    expect(res.body.workers.length).toBeGreaterThanOrEqual(1);
    await request(service.url)
      .get('/api/social/admin/queue')
      .set('Authorization', caller.auth)
      .expect(403);
  });

  it('measures how late the oldest due delivery is', async () => {
    const caller = await connected();
    const post = await request(service.url)
      .post('/api/social/schedule-post')
      .set('Authorization', caller.auth)
      .send({ content: { text: 'Overdue' }, platforms: ['twitter'], scheduledTime: inMinutes(60) })
      .expect(201);
    // As if its job were lost and it fell 5 minutes behind (the sweep would re-add it).
    await sql(
      service,
      `UPDATE social.deliveries SET next_attempt_at = now() - interval '300 seconds' WHERE post_id = $1`,
      [post.body.id],
    );
    const res = await request(service.url)
      .get('/api/social/admin/queue')
      .set('Authorization', service.caller('admin').auth)
      .expect(200);
    expect(res.body.dueDeliveries).toBeGreaterThanOrEqual(1);
    expect(res.body.oldestDueLatenessSeconds).toBeGreaterThanOrEqual(299);
    await request(service.url)
      .delete(`/api/social/scheduled-posts/${post.body.id}`)
      .set('Authorization', caller.auth)
      .expect(200);
  });
});

interface Stream {
  ready: Promise<Record<string, string | string[] | undefined>>;
  seen: ScheduledPost[];
  next(match: (post: ScheduledPost) => boolean): Promise<ScheduledPost>;
  close(): void;
}

/** GET /api/social/events as a browser's fetch reads it, collecting the `post` events. */
function openStream(caller: TestCaller): Stream {
  const seen: ScheduledPost[] = [];
  const waiting: {
    match: (post: ScheduledPost) => boolean;
    resolve: (p: ScheduledPost) => void;
  }[] = [];
  let close = () => {};
  const ready = new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const req = httpRequest(`${service.url}/api/social/events`, {
      headers: { authorization: caller.auth, accept: 'text/event-stream' },
      agent: false,
    });
    close = () => req.destroy();
    req.on('error', () => undefined);
    req.on('response', (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) resolve(res.headers);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!/^event: post$/m.test(block) || !data) continue;
          const post = (JSON.parse(data) as { post: ScheduledPost }).post;
          seen.push(post);
          for (const waiter of waiting.filter((w) => w.match(post))) waiter.resolve(post);
        }
      });
      res.on('error', reject);
    });
    req.end();
  });
  return {
    ready,
    seen,
    close: () => close(),
    next: (match) =>
      new Promise((resolve) => {
        const found = seen.find(match);
        if (found) resolve(found);
        else waiting.push({ match, resolve });
      }),
  };
}

async function eventually(check: () => Promise<void>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
