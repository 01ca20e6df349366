import { decideAfterError, retryDelayMs } from './send-rules.js';

const now = new Date('2026-03-01T12:00:00Z');
const policy = { attempts: 1, maxAttempts: 3, retryBaseMs: 1_000, now };

describe('what follows a failed SMTP try', () => {
  it('refuses for good and suppresses the address on a 5xx to the recipient', () => {
    expect(
      decideAfterError(
        {
          message: "Can't send mail - all recipients were rejected",
          code: 'EENVELOPE',
          responseCode: 550,
          response: '550 5.1.1 No such user here',
          command: 'RCPT TO',
        },
        policy,
      ),
    ).toEqual({
      action: 'fail',
      reason: 'The mail server refused it for good: 550 5.1.1 No such user here',
      suppress: true,
    });
  });

  it('fails without suppressing on a 5xx to the sender', () => {
    expect(
      decideAfterError(
        { message: 'x', responseCode: 553, response: '553 Sender refused', command: 'MAIL FROM' },
        policy,
      ),
    ).toMatchObject({ action: 'fail', suppress: false });
  });

  it('tries a 4xx again, twice as late each time', () => {
    const greylisted = {
      message: 'x',
      code: 'EENVELOPE',
      responseCode: 451,
      response: '451 4.7.1 Greylisted',
      command: 'RCPT TO',
    };
    expect(decideAfterError(greylisted, policy)).toEqual({
      action: 'retry',
      at: new Date(now.getTime() + 1_000),
      reason: 'The mail server said to try later: 451 4.7.1 Greylisted',
    });
    expect(decideAfterError(greylisted, { ...policy, attempts: 2 })).toMatchObject({
      at: new Date(now.getTime() + 2_000),
    });
    expect(decideAfterError(greylisted, { ...policy, attempts: 3, maxAttempts: 5 })).toMatchObject({
      at: new Date(now.getTime() + 4_000),
    });
  });

  it.each(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EAUTH'])('tries %s again', (code) => {
    expect(decideAfterError({ message: 'gone', code }, policy)).toMatchObject({ action: 'retry' });
  });

  it('tries a 503 (a command out of sequence) again rather than suppressing', () => {
    expect(
      decideAfterError(
        { message: 'x', responseCode: 503, response: '503 Bad sequence', command: 'RCPT TO' },
        policy,
      ),
    ).toMatchObject({ action: 'retry' });
  });

  it('gives up once the tries run out', () => {
    expect(
      decideAfterError({ message: 'gone', code: 'ECONNECTION' }, { ...policy, attempts: 3 }),
    ).toEqual({
      action: 'fail',
      reason: 'Gave up after 3 tries. The connection to the mail server failed (ECONNECTION): gone',
      suppress: false,
    });
  });

  it('fails at once what the server never saw', () => {
    expect(
      decideAfterError({ message: 'Invalid recipient', code: 'EENVELOPE', command: 'API' }, policy),
    ).toMatchObject({ action: 'fail', suppress: false });
  });

  it('waits at most six hours between tries', () => {
    expect(retryDelayMs(30, 60_000)).toBe(6 * 3_600_000);
  });
});
