import {
  FakeClock,
  recipients,
  startLoopbackSmtp,
  type LoopbackSmtp,
} from '@sandglass/server/testing';
import type { NewsletterSubscriber } from '@sandglass/shared';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { SITE_URL, startContentService, type RunningContent } from './content-service.js';

let service: RunningContent;
let mail: LoopbackSmtp;
const clock = new FakeClock(new Date('2026-06-01T09:00:00Z'));

beforeAll(async () => {
  mail = await startLoopbackSmtp();
  service = await startContentService('newsletter', { SMTP_URL: mail.url }, clock);
});
afterAll(async () => {
  await service.close();
  await mail.close();
});

let counter = 0;
const newAddress = () => `reader.${Date.now()}.${(counter += 1)}@example.com`;

const signUp = (email: string) =>
  request(service.url).post('/api/newsletter').send({ email }).expect(202);

const mailsTo = (email: string) => mail.messages.filter((m) => recipients(m).includes(email));

const subscribers = async () =>
  (
    await request(service.url)
      .get('/api/newsletter/subscribers')
      .set('Authorization', service.as.admin)
      .expect(200)
  ).body as NewsletterSubscriber[];

const statusOf = async (email: string) => (await subscribers()).find((s) => s.email === email);

/** The confirmation link as a path on the service, read from the received email. */
function link(message: ParsedMail, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${SITE_URL}(/api/newsletter/${kind}\\?token=[\\w-]+)`).exec(
    message.text ?? '',
  );
  if (!match) throw new Error(`No ${kind} link in the email.`);
  return match[1];
}

const outcome = (location: string | undefined) => new URL(location ?? '').search;

describe('double opt-in', () => {
  it('confirms an address only after its owner follows the emailed link', async () => {
    const email = newAddress();
    const res = await signUp(email);
    expect(res.body.message).toMatch(/confirmation email is on its way/);
    expect((await statusOf(email))?.status).toBe('pending');

    const message = await mail.waitFor((m) => recipients(m).includes(email));
    expect(message.subject).toBe('Confirm your subscription to Sandglass Ventures Insights');
    expect(message.html).toContain('Confirm my subscription');
    const confirmed = await request(service.url).get(link(message, 'confirm')).expect(303);
    expect(confirmed.headers.location).toBe(`${SITE_URL}/?newsletter=confirmed`);
    expect(await statusOf(email)).toMatchObject({
      status: 'confirmed',
      confirmedAt: clock.now().toISOString(),
    });

    // Following the link again (a mail scanner, a second click) changes nothing.
    const again = await request(service.url).get(link(message, 'confirm')).expect(303);
    expect(outcome(again.headers.location)).toBe('?newsletter=confirmed');
  });

  it('answers the same, sentence for sentence, for a new, pending or confirmed address', async () => {
    const email = newAddress();
    const first = await signUp(email);
    const message = await mail.waitFor((m) => recipients(m).includes(email));
    const pending = await signUp(email);
    await request(service.url).get(link(message, 'confirm')).expect(303);
    const confirmed = await signUp(email);
    expect(pending.body).toEqual(first.body);
    expect(confirmed.body).toEqual(first.body);
  });

  it('does not email a confirmed address again, and spaces out repeats to a pending one', async () => {
    const email = newAddress();
    await signUp(email);
    await mail.waitFor((m) => recipients(m).includes(email));
    await signUp(email);
    clock.advance(5 * 60_000);
    await signUp(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(1);

    clock.advance(6 * 60_000);
    await signUp(email);
    await mail.waitFor(() => mailsTo(email).length === 2);
    // Only the newest link works: each email carries fresh tokens.
    const [older, newer] = mailsTo(email);
    const stale = await request(service.url).get(link(older, 'confirm')).expect(303);
    expect(outcome(stale.headers.location)).toBe('?newsletter=invalid');
    await request(service.url).get(link(newer, 'confirm')).expect(303);

    await signUp(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('refuses an expired link', async () => {
    const email = newAddress();
    await signUp(email);
    const message = await mail.waitFor((m) => recipients(m).includes(email));
    clock.advance(49 * 3600_000);
    const res = await request(service.url).get(link(message, 'confirm')).expect(303);
    expect(res.headers.location).toBe(`${SITE_URL}/?newsletter=invalid`);
    expect((await statusOf(email))?.status).toBe('pending');
  });

  it.each([
    ['no token', '/api/newsletter/confirm'],
    ['a made-up token', `/api/newsletter/confirm?token=${'A'.repeat(43)}`],
    ['a malformed token', '/api/newsletter/confirm?token=%3Cscript%3E'],
    ['two tokens', '/api/newsletter/confirm?token=a&token=b'],
  ])('sends %s to the invalid-link notice', async (_what, path) => {
    const res = await request(service.url).get(path).expect(303);
    expect(res.headers.location).toBe(`${SITE_URL}/?newsletter=invalid`);
  });

  it.each([
    [{ email: 'nope' }, 'Enter a valid email address, like name@example.com.'],
    [{}, 'Enter your email address.'],
    [{ email: 'a@example.com', name: 'Ada' }, 'Unknown field "name". Remove it and try again.'],
  ])('refuses %j with a sentence', async (body, message) => {
    const res = await request(service.url).post('/api/newsletter').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe('unsubscribing', () => {
  it('puts RFC 8058 one-click headers in the email and honours a one-click POST', async () => {
    const email = newAddress();
    await signUp(email);
    const message = await mail.waitFor((m) => recipients(m).includes(email));
    const unsubscribe = link(message, 'unsubscribe');
    const header = (name: string) =>
      message.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${SITE_URL}${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    await request(service.url).get(link(message, 'confirm')).expect(303);
    const res = await request(service.url)
      .post(unsubscribe)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(303);
    expect(res.headers.location).toBe(`${SITE_URL}/?newsletter=unsubscribed`);
    expect(await statusOf(email)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    });
    // The old confirmation link cannot bring the address back.
    const confirm = await request(service.url).get(link(message, 'confirm')).expect(303);
    expect(outcome(confirm.headers.location)).toBe('?newsletter=invalid');
  });

  it('answers a GET of the link with a page whose button unsubscribes, never unsubscribing itself', async () => {
    const email = newAddress();
    await signUp(email);
    const message = await mail.waitFor((m) => recipients(m).includes(email));
    await request(service.url).get(link(message, 'confirm')).expect(303);
    // Mail scanners and link previews fetch the link, maybe many times: nothing changes.
    for (let i = 0; i < 3; i += 1) {
      const page = await request(service.url).get(link(message, 'unsubscribe')).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<button type="submit">Unsubscribe</button>');
      expect(page.text).toContain('name="List-Unsubscribe" value="One-Click"');
    }
    expect((await statusOf(email))?.status).toBe('confirmed');

    // The page's form posts to the link itself, as a mail client's one-click POST does.
    const page = await request(service.url).get(link(message, 'unsubscribe'));
    const action = /<form method="post" action="([^"]+)"/
      .exec(page.text)?.[1]
      .replace(/&amp;/g, '&');
    expect(action).toBe(link(message, 'unsubscribe'));
    const res = await request(service.url)
      .post(action!)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(303);
    expect(outcome(res.headers.location)).toBe('?newsletter=unsubscribed');
    expect((await statusOf(email))?.status).toBe('unsubscribed');

    await signUp(email);
    await mail.waitFor(() => mailsTo(email).length === 2);
    expect((await statusOf(email))?.status).toBe('pending');
  });

  it('sends an unknown unsubscribe token to the invalid-link notice', async () => {
    const res = await request(service.url)
      .get(`/api/newsletter/unsubscribe?token=${'B'.repeat(43)}`)
      .expect(303);
    expect(outcome(res.headers.location)).toBe('?newsletter=invalid');
  });
});

describe('the subscriber list (admin)', () => {
  it('is for admins only and filters by status', async () => {
    await request(service.url).get('/api/newsletter/subscribers').expect(401);
    await request(service.url)
      .get('/api/newsletter/subscribers')
      .set('Authorization', service.as.member)
      .expect(403);
    const confirmed = (
      await request(service.url)
        .get('/api/newsletter/subscribers?status=confirmed')
        .set('Authorization', service.as.admin)
        .expect(200)
    ).body as NewsletterSubscriber[];
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.every((s) => s.status === 'confirmed')).toBe(true);
    expect(confirmed[0]).not.toHaveProperty('confirmTokenHash');
  });
});
