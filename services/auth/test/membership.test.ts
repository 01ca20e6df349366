import { recipients, startLoopbackSmtp, type LoopbackSmtp } from '@sandglass/server/testing';
import type { MembershipRequest } from '@sandglass/shared';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import {
  ADMIN,
  cookieFrom,
  FIRM_EMAIL,
  newAccount,
  startAuthService,
  type RunningAuth,
} from './auth-service.js';

let auth: RunningAuth;
let smtp: LoopbackSmtp;
let admin: string;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  auth = await startAuthService({ SMTP_URL: smtp.url });
  const res = await request(auth.url).post('/api/auth/login').send(ADMIN).expect(200);
  admin = `Bearer ${res.body.token}`;
});
afterAll(async () => {
  await auth.close();
  await smtp.close();
});

const to = (address: string) => (mail: ParsedMail) => recipients(mail).includes(address);

/** A guest, verified unless asked otherwise. */
async function guest({ verified = true } = {}) {
  const account = newAccount();
  const res = await request(auth.url).post('/api/auth/register').send(account).expect(201);
  if (verified) {
    const mail = await smtp.waitFor(to(account.email));
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
    await request(auth.url).post('/api/auth/email/verify').send({ token }).expect(204);
  }
  return {
    email: account.email,
    bearer: `Bearer ${res.body.token}`,
    cookie: cookieFrom(res.headers['set-cookie'], 'sg_refresh')!,
  };
}

const ask = (bearer: string, note = 'I would like the social tools.') =>
  request(auth.url)
    .post('/api/auth/membership-requests')
    .set('Authorization', bearer)
    .send({ note });

const pending = async (): Promise<MembershipRequest[]> =>
  (
    await request(auth.url)
      .get('/api/auth/membership-requests?pageSize=100')
      .set('Authorization', admin)
      .expect(200)
  ).body;

describe('membership requests', () => {
  it('lets a verified guest ask; approval makes them a member at once and mails them', async () => {
    const person = await guest();
    const asked = await ask(person.bearer).expect(201);
    expect(asked.body).toMatchObject({ status: 'pending', email: person.email, decidedAt: null });
    expect((await ask(person.bearer).expect(409)).body.code).toBe('MEMBERSHIP_REQUEST_PENDING');

    const mine = await request(auth.url)
      .get('/api/auth/membership-requests/mine')
      .set('Authorization', person.bearer)
      .expect(200);
    expect(mine.body.map((r: MembershipRequest) => r.status)).toEqual(['pending']);
    expect((await pending()).map((r) => r.id)).toContain(asked.body.id);

    const approved = await request(auth.url)
      .post(`/api/auth/membership-requests/${asked.body.id}/approve`)
      .set('Authorization', admin)
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect((await pending()).map((r) => r.id)).not.toContain(asked.body.id);

    // The old token (role guest) is refused; the next refresh carries the member role.
    await request(auth.url).get('/api/auth/user').set('Authorization', person.bearer).expect(401);
    const refreshed = await request(auth.url)
      .post('/api/auth/refresh')
      .set('Cookie', `sg_refresh=${person.cookie}`)
      .expect(200);
    expect(refreshed.body.user.role).toBe('member');

    const mail = await smtp.waitFor(
      (m) => to(person.email)(m) && m.subject === 'You are now a Sandglass Ventures member',
    );
    expect(mail.replyTo?.value[0].address).toBe(FIRM_EMAIL);

    const twice = await request(auth.url)
      .post(`/api/auth/membership-requests/${asked.body.id}/decline`)
      .set('Authorization', admin)
      .expect(409);
    expect(twice.body.code).toBe('MEMBERSHIP_REQUEST_DECIDED');
    expect((await ask(`Bearer ${refreshed.body.token}`).expect(409)).body.code).toBe(
      'ALREADY_MEMBER',
    );
  });

  it('declines with a mail; the guest stays a guest and may ask again', async () => {
    const person = await guest();
    const asked = await ask(person.bearer).expect(201);
    await request(auth.url)
      .post(`/api/auth/membership-requests/${asked.body.id}/decline`)
      .set('Authorization', admin)
      .expect(200);
    await smtp.waitFor((m) => to(person.email)(m) && m.subject?.startsWith('About your') === true);
    const me = await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', person.bearer)
      .expect(200);
    expect(me.body.role).toBe('guest');
    await ask(person.bearer, 'Asking again.').expect(201);
  });

  it('needs a verified address', async () => {
    const person = await guest({ verified: false });
    const res = await ask(person.bearer).expect(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(res.body.message).toMatch(/Confirm your email address/);
  });

  it('is for admins to list and answer', async () => {
    const person = await guest();
    const asked = await ask(person.bearer).expect(201);
    await request(auth.url)
      .get('/api/auth/membership-requests')
      .set('Authorization', person.bearer)
      .expect(403);
    await request(auth.url)
      .post(`/api/auth/membership-requests/${asked.body.id}/approve`)
      .set('Authorization', person.bearer)
      .expect(403);
    await request(auth.url)
      .post('/api/auth/membership-requests/not-an-id/approve')
      .set('Authorization', admin)
      .expect(404);
  });
});
