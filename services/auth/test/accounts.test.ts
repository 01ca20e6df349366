import { recipients, startLoopbackSmtp, type LoopbackSmtp } from '@sandglass/server/testing';
import { PASSWORD_FORGOT_SENTENCE } from '@sandglass/shared';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import {
  cookieFrom,
  FIRM_EMAIL,
  newAccount,
  SITE_URL,
  startAuthService,
  type RunningAuth,
} from './auth-service.js';

const REFRESH = 'sg_refresh';
let auth: RunningAuth;
let smtp: LoopbackSmtp;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  auth = await startAuthService({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await auth.close();
  await smtp.close();
});

interface SignedIn {
  token: string;
  cookie: string;
  email: string;
  password: string;
}

const signUp = async (overrides: Record<string, unknown> = {}): Promise<SignedIn> => {
  const account = newAccount(overrides);
  const res = await request(auth.url).post('/api/auth/register').send(account).expect(201);
  return {
    token: res.body.token,
    cookie: cookieFrom(res.headers['set-cookie'], REFRESH)!,
    email: account.email,
    password: account.password,
  };
};

const signIn = async (email: string, password: string, userAgent = 'supertest') => {
  const res = await request(auth.url)
    .post('/api/auth/login')
    .set('User-Agent', userAgent)
    .send({ email, password })
    .expect(200);
  return {
    token: res.body.token as string,
    cookie: cookieFrom(res.headers['set-cookie'], REFRESH)!,
  };
};

const me = (token: string) =>
  request(auth.url).get('/api/auth/user').set('Authorization', `Bearer ${token}`);

const to = (address: string) => (mail: ParsedMail) => recipients(mail).includes(address);

/** The token of the link in `mail` that leads to `path` on the site. */
const linkToken = (mail: ParsedMail, path: string): string => {
  const match = new RegExp(`${SITE_URL}${path}\\?(?:change=1&)?token=([A-Za-z0-9_-]+)`).exec(
    mail.text ?? '',
  );
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1];
};

describe('email verification', () => {
  it('mails a link at sign-up that proves the address once', async () => {
    const person = await signUp();
    expect((await me(person.token).expect(200)).body.emailVerified).toBe(false);

    const mail = await smtp.waitFor(to(person.email));
    expect(mail.subject).toBe('Confirm your email address for Sandglass Ventures');
    expect(mail.html).toContain('/verify-email?token=');
    const token = linkToken(mail, '/verify-email');

    await request(auth.url).post('/api/auth/email/verify').send({ token }).expect(204);
    expect((await me(person.token).expect(200)).body.emailVerified).toBe(true);
    const again = await request(auth.url)
      .post('/api/auth/email/verify')
      .send({ token })
      .expect(400);
    expect(again.body.code).toBe('ACCOUNT_LINK_INVALID');
    expect(again.body.message).toMatch(/Ask for a new one/);
  });

  it('sends the link again on request, and the sign-in answer carries the state', async () => {
    const person = await signUp();
    await request(auth.url)
      .post('/api/auth/email/verify/resend')
      .set('Authorization', `Bearer ${person.token}`)
      .expect(202);
    const [, second] = await smtp.waitForCount(to(person.email), 2);
    await request(auth.url)
      .post('/api/auth/email/verify')
      .send({ token: linkToken(second, '/verify-email') })
      .expect(204);
    const login = await request(auth.url)
      .post('/api/auth/login')
      .send({ email: person.email, password: person.password })
      .expect(200);
    expect(login.body.user.emailVerified).toBe(true);
  });

  it('refuses an unknown token with a sentence', async () => {
    const res = await request(auth.url)
      .post('/api/auth/email/verify')
      .send({ token: 'nothing-we-sent' })
      .expect(400);
    expect(res.body.code).toBe('ACCOUNT_LINK_INVALID');
  });
});

describe('forgot and reset password', () => {
  it('mails a working link once, which works once and ends every sign-in at once', async () => {
    const person = await signUp();
    const other = await signIn(person.email, person.password);
    const unknown = `nobody.${Date.now()}@example.com`;

    const forUnknown = await request(auth.url)
      .post('/api/auth/password/forgot')
      .send({ email: unknown })
      .expect(202);
    const forKnown = await request(auth.url)
      .post('/api/auth/password/forgot')
      .send({ email: person.email.toUpperCase() })
      .expect(202);
    expect(forUnknown.body).toEqual({ message: PASSWORD_FORGOT_SENTENCE });
    expect(forKnown.body).toEqual(forUnknown.body);

    const isReset = (mail: ParsedMail) =>
      to(person.email)(mail) && mail.subject === 'Choose a new password for Sandglass Ventures';
    const mail = await smtp.waitFor(isReset);
    const token = linkToken(mail, '/reset-password');

    const newPassword = 'a brand new passphrase';
    await request(auth.url)
      .post('/api/auth/password/reset')
      .send({ token, password: newPassword })
      .expect(204);

    // The old password, the old access tokens and the old refresh cookies stop at once.
    await request(auth.url)
      .post('/api/auth/login')
      .send({ email: person.email, password: person.password })
      .expect(401);
    expect((await me(person.token).expect(401)).body.code).toBe('TOKEN_REVOKED');
    await me(other.token).expect(401);
    for (const cookie of [person.cookie, other.cookie])
      await request(auth.url)
        .post('/api/auth/refresh')
        .set('Cookie', `${REFRESH}=${cookie}`)
        .expect(401);
    await signIn(person.email, newPassword);

    const twice = await request(auth.url)
      .post('/api/auth/password/reset')
      .send({ token, password: 'yet another passphrase' })
      .expect(400);
    expect(twice.body.code).toBe('ACCOUNT_LINK_INVALID');
    await signIn(person.email, newPassword);

    // One mail for the known address, none for the unknown one.
    expect(smtp.messages.filter(isReset)).toHaveLength(1);
    expect(smtp.attempts(unknown)).toBe(0);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const person = await signUp();
    await request(auth.url)
      .post('/api/auth/password/forgot')
      .send({ email: person.email })
      .expect(202);
    const mail = await smtp.waitFor(
      (m) => to(person.email)(m) && m.subject?.startsWith('Choose a new password') === true,
    );
    const token = linkToken(mail, '/reset-password');
    const weak = await request(auth.url)
      .post('/api/auth/password/reset')
      .send({ token, password: person.email.split('@')[0] + '1' })
      .expect(400);
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    expect(weak.body.details[0].field).toBe('password');
    await request(auth.url)
      .post('/api/auth/password/reset')
      .send({ token, password: 'a sound passphrase' })
      .expect(204);
  });
});

describe('change password', () => {
  it('needs the current password and ends every other sign-in', async () => {
    const person = await signUp();
    const other = await signIn(person.email, person.password);
    const wrong = await request(auth.url)
      .post('/api/auth/password/change')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ currentPassword: 'not it', newPassword: 'a changed passphrase' })
      .expect(400);
    expect(wrong.body.code).toBe('PASSWORD_INCORRECT');

    await request(auth.url)
      .post('/api/auth/password/change')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ currentPassword: person.password, newPassword: 'a changed passphrase' })
      .expect(204);
    await me(person.token).expect(200);
    await me(other.token).expect(401);
    await request(auth.url)
      .post('/api/auth/refresh')
      .set('Cookie', `${REFRESH}=${other.cookie}`)
      .expect(401);
    await signIn(person.email, 'a changed passphrase');
  });
});

describe('change email', () => {
  it('mails a link to the new address and a notice to the old one; the link moves the account', async () => {
    const person = await signUp();
    const newEmail = `moved.${Date.now()}@example.com`;
    await request(auth.url)
      .post('/api/auth/email/change')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ newEmail, password: 'wrong' })
      .expect(400);
    await request(auth.url)
      .post('/api/auth/email/change')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ newEmail, password: person.password })
      .expect(202);

    const link = await smtp.waitFor(to(newEmail));
    const notice = await smtp.waitFor(
      (m) => to(person.email)(m) && m.subject?.includes('is being changed') === true,
    );
    expect(notice.text).toContain(newEmail);
    expect(notice.replyTo?.value[0].address).toBe(FIRM_EMAIL);
    expect((await me(person.token).expect(200)).body.email).toBe(person.email);

    await request(auth.url)
      .post('/api/auth/email/change/confirm')
      .send({ token: linkToken(link, '/verify-email') })
      .expect(204);
    const moved = await signIn(newEmail, person.password);
    const body = (await me(moved.token).expect(200)).body;
    expect(body).toMatchObject({ email: newEmail, emailVerified: true });
    await request(auth.url)
      .post('/api/auth/login')
      .send({ email: person.email, password: person.password })
      .expect(401);
  });

  it('refuses an address another account has', async () => {
    const person = await signUp();
    const taken = await signUp();
    const res = await request(auth.url)
      .post('/api/auth/email/change')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ newEmail: taken.email, password: person.password })
      .expect(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });
});

describe('profile', () => {
  it('changes the name', async () => {
    const person = await signUp();
    const res = await request(auth.url)
      .patch('/api/auth/user')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ firstName: ' Grace ', lastName: 'Hopper' })
      .expect(200);
    expect(res.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const blank = await request(auth.url)
      .patch('/api/auth/user')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ firstName: '  ', lastName: 'Hopper' })
      .expect(400);
    expect(blank.body.message).toBe('Enter your first name.');
  });
});

describe('sessions', () => {
  const FIREFOX =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:128.0) Gecko/20100101 Firefox/128.0';

  it('lists every sign-in with its device, marks this one, and ends one or all others at once', async () => {
    const person = await signUp();
    const laptop = await signIn(person.email, person.password, FIREFOX);
    const third = await signIn(person.email, person.password);

    const list = await request(auth.url)
      .get('/api/auth/sessions')
      .set('Authorization', `Bearer ${laptop.token}`)
      .expect(200);
    expect(list.body).toHaveLength(3);
    const current = list.body.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        device: 'Firefox 128 on macOS',
        current: true,
      },
    ]);

    // Someone else's id, and an id that is no sign-in, are both not found.
    const stranger = await signUp();
    const theirs = await request(auth.url)
      .get('/api/auth/sessions')
      .set('Authorization', `Bearer ${stranger.token}`)
      .expect(200);
    await request(auth.url)
      .delete(`/api/auth/sessions/${theirs.body[0].id}`)
      .set('Authorization', `Bearer ${laptop.token}`)
      .expect(404);
    await request(auth.url)
      .delete('/api/auth/sessions/not-an-id')
      .set('Authorization', `Bearer ${laptop.token}`)
      .expect(404);
    await me(stranger.token).expect(200);

    const thirdId = list.body.find(
      (s: { current: boolean; device: string }) => !s.current && s.device === 'supertest',
    ).id;
    await request(auth.url)
      .delete(`/api/auth/sessions/${thirdId}`)
      .set('Authorization', `Bearer ${laptop.token}`)
      .expect(204);
    await me(third.token).expect(401);
    await me(person.token).expect(200);

    await request(auth.url)
      .delete('/api/auth/sessions')
      .set('Authorization', `Bearer ${laptop.token}`)
      .expect(204);
    await me(person.token).expect(401);
    await me(laptop.token).expect(200);
    const after = await request(auth.url)
      .get('/api/auth/sessions')
      .set('Authorization', `Bearer ${laptop.token}`)
      .expect(200);
    expect(after.body.map((s: { current: boolean }) => s.current)).toEqual([true]);
  });

  it('signs out an API client that sends only its Bearer token', async () => {
    const person = await signUp();
    await me(person.token).expect(200);
    await request(auth.url)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${person.token}`)
      .expect(204);
    expect((await me(person.token).expect(401)).body.code).toBe('TOKEN_REVOKED');
    await request(auth.url)
      .post('/api/auth/refresh')
      .set('Cookie', `${REFRESH}=${person.cookie}`)
      .expect(401);
  });

  it('still signs out by cookie when the Bearer token has expired or is garbage', async () => {
    const person = await signUp();
    await request(auth.url)
      .post('/api/auth/logout')
      .set('Authorization', 'Bearer not.a.token')
      .set('Cookie', `${REFRESH}=${person.cookie}`)
      .expect(204);
    await me(person.token).expect(401);
  });
});
