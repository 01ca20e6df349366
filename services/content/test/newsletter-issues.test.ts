import {
  FakeClock,
  recipients,
  startLoopbackSmtp,
  type LoopbackSmtp,
} from '@sandglass/server/testing';
import type { NewsletterIssue, NewsletterIssueRecipient } from '@sandglass/shared';
import type { ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { SITE_URL, startContentService, type RunningContent } from './content-service.js';
import { postInput } from './factories.js';
import { newsletterList, type NewsletterList } from './newsletter-list.js';

/**
 * Newsletter issues end to end through the real mail worker and a loopback SMTP server. One
 * mail a second (NEWSLETTER_RATE_PER_SECOND=1), so a recipient's turn can be waited for.
 */
let service: RunningContent;
let smtp: LoopbackSmtp;
let list: NewsletterList;
const clock = new FakeClock(new Date('2026-06-01T09:00:00Z'));

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  service = await startContentService(
    'newsletterissues',
    {
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_SECOND: '1',
      MAIL_MAX_ATTEMPTS: '2',
      MAIL_RETRY_BASE_MS: '200',
    },
    clock,
  );
  list = await newsletterList(service.databaseUrl);
});
afterAll(async () => {
  await list?.close();
  await service?.close();
  await smtp?.close();
});
beforeEach(() => list.clear());

const admin = () => service.as.admin;
const address = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

async function createIssue(body: Record<string, unknown> = {}): Promise<NewsletterIssue> {
  const res = await request(service.url)
    .post('/api/newsletter/issues')
    .set('Authorization', admin())
    .send({
      subject: `Agents in production ${randomUUID().slice(0, 6)}`,
      body: '## Hello\n\nText.',
      ...body,
    })
    .expect(201);
  return res.body as NewsletterIssue;
}

const getIssue = async (id: string) =>
  (
    await request(service.url)
      .get(`/api/newsletter/issues/${id}`)
      .set('Authorization', admin())
      .expect(200)
  ).body as NewsletterIssue;

async function waitForIssue(
  id: string,
  done: (issue: NewsletterIssue) => boolean,
  timeoutMs = 30_000,
): Promise<NewsletterIssue> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const issue = await getIssue(id);
    if (done(issue)) return issue;
    if (Date.now() > deadline)
      throw new Error(`The issue did not reach the expected state: ${JSON.stringify(issue)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const send = (id: string, body: Record<string, unknown> = {}) =>
  request(service.url)
    .post(`/api/newsletter/issues/${id}/send`)
    .set('Authorization', admin())
    .send(body);

const mailsOf = (subject: string) => smtp.messages.filter((mail) => mail.subject === subject);

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r?\n\s+/g, ' ')
    .slice(name.length + 2);

const recipientsOf = async (id: string, status?: string) =>
  (
    await request(service.url)
      .get(`/api/newsletter/issues/${id}/recipients${status ? `?status=${status}` : ''}`)
      .set('Authorization', admin())
      .expect(200)
  ).body as NewsletterIssueRecipient[];

describe('sending an issue', () => {
  it('mails each confirmed subscriber exactly once, with one-click unsubscribe headers and a footer link', async () => {
    const confirmed = await list.add('confirmed', [address('c1'), address('c2'), address('c3')]);
    const [pending] = await list.add('pending', [address('pending')]);
    const [gone] = await list.add('unsubscribed', [address('gone')]);
    const issue = await createIssue();

    const accepted = await send(issue.id).expect(202);
    expect(accepted.body).toMatchObject({ status: 'sending', counts: { recipients: 3 } });
    const done = await waitForIssue(issue.id, (current) => current.status === 'sent');
    expect(done.counts).toEqual({
      recipients: 3,
      queued: 0,
      sent: 3,
      failed: 0,
      bounced: 0,
      skipped: 0,
      unsubscribed: 0,
    });
    // Sent: the `newsletter.issue.sent` webhook event is written once, with the counts.
    const db = new pg.Client({ connectionString: service.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT data FROM content.webhook_outbox WHERE type = 'newsletter.issue.sent' AND data->>'id' = $1`,
        [issue.id],
      );
      expect(rows.map((row) => row.data)).toEqual([
        { id: issue.id, subject: issue.subject, sentAt: expect.any(String), counts: done.counts },
      ]);
    } finally {
      await db.end();
    }

    const mails = mailsOf(issue.subject);
    expect(mails.flatMap(recipients).sort()).toEqual(confirmed.map(({ email }) => email).sort());
    expect(smtp.messages.some((mail) => recipients(mail).includes(pending.email))).toBe(false);
    expect(smtp.messages.some((mail) => recipients(mail).includes(gone.email))).toBe(false);
    const links = new Set<string>();
    for (const mail of mails) {
      const unsubscribe = header(mail, 'list-unsubscribe');
      expect(unsubscribe).toMatch(
        new RegExp(`^<${SITE_URL}/api/newsletter/unsubscribe\\?token=[\\w-]{43}>$`),
      );
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const link = unsubscribe!.slice(1, -1);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('<h2>Hello</h2>');
      links.add(link);
    }
    // Each recipient has their own link.
    expect(links.size).toBe(3);
    // One a second (NEWSLETTER_RATE_PER_SECOND=1): the third was due two seconds after the first
    // (which may itself have waited for the worker to take it); unpaced, all three go at once.
    const sentAt = (await recipientsOf(issue.id))
      .map((recipient) => Date.parse(recipient.sentAt!))
      .sort((a, b) => a - b);
    expect(sentAt[2] - sentAt[0]).toBeGreaterThanOrEqual(1_000);

    // Sending again is refused with a sentence, and nothing more goes out.
    const again = await send(issue.id).expect(409);
    expect(again.body.message).toBe(
      'This issue cannot be sent: it has already been sent, and an issue goes out only once.',
    );
    expect(mailsOf(issue.subject)).toHaveLength(3);
  });

  it('unsubscribes on the one-click POST of an issue’s link, and not on a GET', async () => {
    const [reader] = await list.add('confirmed', [address('oneclick')]);
    const issue = await createIssue();
    await send(issue.id).expect(202);
    const mail = await smtp.waitFor(
      (m) => m.subject === issue.subject && recipients(m).includes(reader.email),
    );
    const path = header(mail, 'list-unsubscribe')!.slice(1 + SITE_URL.length, -1);

    const page = await request(service.url).get(path).expect(200);
    expect(page.text).toContain('<button type="submit">Unsubscribe</button>');
    await request(service.url).get(path).expect(200);
    expect(await list.statusOf(reader.email)).toBe('confirmed');

    const res = await request(service.url)
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(303);
    expect(res.headers.location).toBe(`${SITE_URL}/?newsletter=unsubscribed`);
    expect(await list.statusOf(reader.email)).toBe('unsubscribed');
    const after = await waitForIssue(issue.id, (current) => current.status === 'sent');
    expect(after.counts).toMatchObject({ sent: 1, unsubscribed: 1 });
    expect((await recipientsOf(issue.id))[0]).toMatchObject({
      email: reader.email,
      status: 'sent',
      unsubscribedAt: expect.any(String),
    });
  });

  it('sends nothing to someone who unsubscribes before their turn, nor to someone who confirms after the snapshot', async () => {
    // One a second: the third recipient's turn is two seconds after the send.
    const [first, second, third] = await list.add('confirmed', [
      address('first'),
      address('second'),
      address('third'),
    ]);
    const issue = await createIssue();
    await send(issue.id).expect(202);
    const [late] = await list.add('confirmed', [address('late')]);
    await request(service.url)
      .post(`/api/newsletter/unsubscribe?token=${third.token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(303);

    const done = await waitForIssue(issue.id, (current) => current.status === 'sent');
    expect(done.counts).toMatchObject({ recipients: 3, sent: 2, skipped: 1 });
    expect(mailsOf(issue.subject).flatMap(recipients).sort()).toEqual(
      [first.email, second.email].sort(),
    );
    expect(smtp.messages.some((mail) => recipients(mail).includes(late.email))).toBe(false);
    expect(await recipientsOf(issue.id, 'skipped')).toEqual([
      expect.objectContaining({
        email: third.email,
        error: 'Not sent: they unsubscribed (or were removed) before their turn.',
      }),
    ]);
  });

  it('marks a 550 recipient bounced, suppresses the address and skips it next time; a 4xx is retried, then failed', async () => {
    const [ok, refused, busy, flaky] = await list.add('confirmed', [
      address('ok'),
      address('refused'),
      address('busy'),
      address('flaky'),
    ]);
    smtp.answer(refused.email, 550);
    smtp.answer(busy.email, 451, 451);
    smtp.answer(flaky.email, 451);
    const issue = await createIssue();
    await send(issue.id).expect(202);
    const done = await waitForIssue(issue.id, (current) => current.status === 'sent');
    expect(done.counts).toMatchObject({ recipients: 4, sent: 2, bounced: 1, failed: 1 });
    expect(await recipientsOf(issue.id, 'bounced')).toEqual([
      expect.objectContaining({ email: refused.email, error: expect.stringMatching(/550/) }),
    ]);
    expect(await recipientsOf(issue.id, 'failed')).toEqual([
      expect.objectContaining({
        email: busy.email,
        error: expect.stringMatching(/Gave up after 2 tries/),
      }),
    ]);
    expect(mailsOf(issue.subject).flatMap(recipients).sort()).toEqual(
      [ok.email, flaky.email].sort(),
    );
    expect(await list.statusOf(refused.email)).toBe('bounced');

    const next = await createIssue();
    const sent = await send(next.id).expect(202);
    expect(sent.body.counts.recipients).toBe(3);
    await waitForIssue(next.id, (current) => current.status === 'sent');
    expect(smtp.attempts(refused.email)).toBe(1);
    expect(mailsOf(next.subject).flatMap(recipients)).not.toContain(refused.email);
  });
});

describe('writing and scheduling issues', () => {
  it('refuses a blank subject, an unknown id, and changes once sent, with sentences', async () => {
    const blank = await request(service.url)
      .post('/api/newsletter/issues')
      .set('Authorization', admin())
      .send({ subject: '  ', body: 'Text' })
      .expect(400);
    expect(blank.body.message).toBe('Enter a subject.');
    const both = await request(service.url)
      .post('/api/newsletter/issues')
      .set('Authorization', admin())
      .send({ subject: 'A', body: 'B', articleSlug: 'why-ai-now' })
      .expect(400);
    expect(both.body.message).toBe('Give either an articleSlug or a subject and body, not both.');
    const unknown = await request(service.url)
      .get(`/api/newsletter/issues/${randomUUID()}`)
      .set('Authorization', admin())
      .expect(404);
    expect(unknown.body.message).toBe('No newsletter issue has this id.');
    await request(service.url)
      .post('/api/newsletter/issues')
      .set('Authorization', admin())
      .send({ articleSlug: 'no-such-article' })
      .expect(404);

    const issue = await createIssue();
    const edited = await request(service.url)
      .patch(`/api/newsletter/issues/${issue.id}`)
      .set('Authorization', admin())
      .send({ subject: `${issue.subject} (edited)`, preheader: 'A line beside the subject' })
      .expect(200);
    expect(edited.body).toMatchObject({ subject: `${issue.subject} (edited)`, status: 'draft' });
    await send(issue.id).expect(202);
    const patch = await request(service.url)
      .patch(`/api/newsletter/issues/${issue.id}`)
      .set('Authorization', admin())
      .send({ subject: 'Too late' })
      .expect(409);
    expect(patch.body.message).toMatch(/already been sent/);
    await request(service.url)
      .delete(`/api/newsletter/issues/${issue.id}`)
      .set('Authorization', admin())
      .expect(409);

    const draft = await createIssue();
    await request(service.url)
      .delete(`/api/newsletter/issues/${draft.id}`)
      .set('Authorization', admin())
      .expect(204);
    await request(service.url)
      .get(`/api/newsletter/issues/${draft.id}`)
      .set('Authorization', admin())
      .expect(404);
  });

  it('starts an issue from an insights article and sends a test to one address only', async () => {
    const article = (
      await request(service.url)
        .post('/api/blog')
        .set('Authorization', admin())
        .send(
          postInput({
            status: 'published',
            featuredImageUrl: `/api/uploads/${'a'.repeat(64)}.png`,
          }),
        )
        .expect(201)
    ).body as { slug: string; title: string; excerpt: string };
    const [subscriber] = await list.add('confirmed', [address('subscriber')]);
    const issue = (
      await request(service.url)
        .post('/api/newsletter/issues')
        .set('Authorization', admin())
        .send({ articleSlug: article.slug })
        .expect(201)
    ).body as NewsletterIssue;
    expect(issue).toMatchObject({
      subject: article.title,
      articleSlug: article.slug,
      status: 'draft',
    });
    expect(issue.bodyHtml).toContain(`href="${SITE_URL}/insights/${article.slug}"`);
    expect(issue.bodyHtml).toContain(`src="${SITE_URL}/api/uploads/${'a'.repeat(64)}.png"`);

    const tester = address('tester');
    const res = await request(service.url)
      .post(`/api/newsletter/issues/${issue.id}/test`)
      .set('Authorization', admin())
      .send({ email: tester })
      .expect(202);
    expect(res.body.message).toBe(`A test of this issue is on its way to ${tester}.`);
    const mail = await smtp.waitFor((m) => recipients(m).includes(tester));
    expect(mail.subject).toBe(`[Test] ${article.title}`);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`${SITE_URL}/insights/${article.slug}`);
    expect(smtp.messages.some((m) => recipients(m).includes(subscriber.email))).toBe(false);
    expect((await getIssue(issue.id)).status).toBe('draft');
  });

  it('sends a scheduled issue at its time, and a cancelled one not at all', async () => {
    const [reader] = await list.add('confirmed', [address('scheduled')]);
    const past = await createIssue();
    const inPast = await send(past.id, { scheduledAt: '2020-01-01T00:00:00Z' }).expect(400);
    expect(inPast.body.message).toBe('Choose a time in the future, or leave it out to send now.');

    const cancelled = await createIssue();
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await send(cancelled.id, { scheduledAt: at }).expect(202);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledAt: at });
    const back = await request(service.url)
      .post(`/api/newsletter/issues/${cancelled.id}/cancel`)
      .set('Authorization', admin())
      .expect(200);
    expect(back.body).toMatchObject({ status: 'draft', scheduledAt: null });
    await request(service.url)
      .post(`/api/newsletter/issues/${cancelled.id}/cancel`)
      .set('Authorization', admin())
      .expect(409);

    const later = await createIssue();
    await send(later.id, { scheduledAt: at }).expect(202);
    await send(later.id).expect(409);
    // Not before its time...
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await getIssue(later.id)).status).toBe('scheduled');
    // ...and once it has come, the next tick sends it.
    clock.advance(2 * 3_600_000);
    await waitForIssue(later.id, (issue) => issue.status === 'sent');
    expect(mailsOf(later.subject).flatMap(recipients)).toEqual([reader.email]);
    expect(mailsOf(cancelled.subject)).toHaveLength(0);
  });
});

describe('the subscriber list (admin)', () => {
  it('exports CSV and deletes a subscriber', async () => {
    const [a] = await list.add('confirmed', [address('csv')]);
    await list.add('pending', [`=cmd.${randomUUID().slice(0, 6)}@example.com`]);
    const csv = await request(service.url)
      .get('/api/newsletter/subscribers/export')
      .set('Authorization', admin())
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(lines.some((line) => line.startsWith(`${a.email},confirmed,`))).toBe(true);
    expect(lines.some((line) => line.startsWith("'=cmd."))).toBe(true);

    const listed = (
      await request(service.url)
        .get(`/api/newsletter/subscribers?q=${encodeURIComponent(a.email)}`)
        .set('Authorization', admin())
        .expect(200)
    ).body as { id: string }[];
    await request(service.url)
      .delete(`/api/newsletter/subscribers/${listed[0].id}`)
      .set('Authorization', admin())
      .expect(204);
    expect(await list.statusOf(a.email)).toBeUndefined();
    await request(service.url)
      .delete(`/api/newsletter/subscribers/${listed[0].id}`)
      .set('Authorization', admin())
      .expect(404);
  });
});
