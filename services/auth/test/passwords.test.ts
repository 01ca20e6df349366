import request from 'supertest';
import { newAccount, startAuthService, type RunningAuth } from './auth-service.js';

let auth: RunningAuth;

beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.close());

const register = (account: Record<string, unknown>) =>
  request(auth.url).post('/api/auth/register').send(account);

const INVISIBLE =
  'Password cannot be only spaces or invisible characters. Choose one with letters, digits or symbols.';
const HAS_EMAIL =
  'Password cannot contain your email address or the part of it before the @. Choose another.';

describe('the password a new account may have', () => {
  it.each([
    ['six spaces', '      '],
    ['six zero-width spaces', '\u200b'.repeat(6)],
    ['Hangul fillers and direction marks', '\u3164\u3164\u202e\u200d\u2060\u3164'],
  ])('refuses %s with a sentence and creates nothing', async (_what, password) => {
    const account = newAccount({ password });
    const res = await register(account).expect(400);
    expect(res.body.details).toEqual([{ field: 'password', message: INVISIBLE }]);
    await request(auth.url)
      .post('/api/auth/login')
      .send({ email: account.email, password })
      .expect(401);
  });

  it('refuses the email address itself, in any letter case', async () => {
    const email = `Grace.${Date.now()}@example.com`;
    const res = await register(newAccount({ email, password: email.toUpperCase() })).expect(400);
    expect(res.body.details).toEqual([{ field: 'password', message: HAS_EMAIL }]);
  });

  it('refuses a password containing the part of the address before the @', async () => {
    const local = `hopper${Date.now()}`;
    const res = await register(
      newAccount({ email: `${local}@example.com`, password: `${local.toUpperCase()}!2` }),
    ).expect(400);
    expect(res.body.details).toEqual([{ field: 'password', message: HAS_EMAIL }]);
  });

  it('does not refuse every password sharing letters with a very short address', async () => {
    await register(newAccount({ email: 'a@x.com', password: 'banana-split-sundae' })).expect(201);
  });

  it('still refuses the common passwords, also written in full-width letters', async () => {
    const res = await register(newAccount({ password: 'ｐａｓｓｗｏｒｄ' })).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'password',
        message:
          'This password is one of the most commonly used ones, so it is easy to guess. Choose another.',
      },
    ]);
  });
});
