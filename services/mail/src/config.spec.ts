import { loadConfig } from '@sandglass/server';
import { MailWorkerConfig } from './config.js';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/sandglass',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

describe('the mail worker’s config', () => {
  it('sends as "FIRM_NAME" <FIRM_EMAIL> at 10 mails a second unless told otherwise', () => {
    const config = loadConfig(MailWorkerConfig, { ...base, FIRM_EMAIL: 'hi@firm.example' });
    expect(config.mailFrom).toBe('"Sandglass Ventures" <hi@firm.example>');
    expect(config.mailFromDomain).toBe('firm.example');
    expect(config.MAIL_RATE_PER_SECOND).toBe(10);
  });

  it('takes MAIL_FROM, and 0 as no rate limit', () => {
    const config = loadConfig(MailWorkerConfig, {
      ...base,
      MAIL_FROM: '"Deal Flow" <deals@mail.firm.example>',
      MAIL_RATE_PER_SECOND: '0',
    });
    expect(config.mailFrom).toBe('"Deal Flow" <deals@mail.firm.example>');
    expect(config.mailFromDomain).toBe('mail.firm.example');
    expect(config.MAIL_RATE_PER_SECOND).toBe(0);
  });

  it.each([
    [{ SMTP_URL: undefined }, 'SMTP_URL must be an SMTP URL'],
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL must be an SMTP URL'],
    [{ MAIL_RATE_PER_SECOND: '-1' }, 'MAIL_RATE_PER_SECOND must be at least 0 (0: no limit).'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM must be an address'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS must be at least 1.'],
  ])('stops with a sentence for %j', (change, sentence) => {
    expect(() => loadConfig(MailWorkerConfig, { ...base, ...change })).toThrow(sentence);
  });
});
