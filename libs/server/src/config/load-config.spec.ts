import { IsBoolean } from 'class-validator';
import { BaseConfig, ToBoolean, WithDatabase, WithRedis } from './base-config.js';
import { ConfigError, loadConfig } from './load-config.js';
import { readPem } from './pem.js';

class TestConfig extends WithRedis(WithDatabase(BaseConfig)) {
  @ToBoolean()
  @IsBoolean({ message: 'FEATURE must be true or false.' })
  FEATURE: boolean = true;
}

describe('loadConfig', () => {
  it('fills defaults and converts numbers', () => {
    const config = loadConfig(TestConfig, { DATABASE_URL: 'postgres://u@h/db', PORT: '4000' });
    expect(config).toMatchObject({
      PORT: 4000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      REDIS_PREFIX: 'sandglass',
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['no', false],
    ['true', true],
    ['YES', true],
  ])('reads the boolean %j as %j', (text, expected) => {
    expect(
      loadConfig(TestConfig, { DATABASE_URL: 'postgres://u@h/db', FEATURE: text }).FEATURE,
    ).toBe(expected);
  });

  it('refuses a boolean it cannot read', () => {
    expect(() =>
      loadConfig(TestConfig, { DATABASE_URL: 'postgres://u@h/db', FEATURE: 'maybe' }),
    ).toThrow('FEATURE must be true or false.');
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig(TestConfig, { DATABASE_URL: 'postgres://u@h/db', LOG_LEVEL: '' });
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('stops with a sentence naming each bad variable', () => {
    expect(() => loadConfig(TestConfig, { PORT: 'eighty', REDIS_URL: 'localhost' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig(TestConfig, { PORT: 'eighty', REDIS_URL: 'localhost' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL must be a PostgreSQL URL');
      expect(message).toContain('PORT must be a whole number');
      expect(message).toContain('REDIS_URL must be a Redis URL');
    }
  });
});

describe('readPem', () => {
  it('accepts an inline key with escaped newlines', () => {
    expect(readPem('KEY', '-----BEGIN-----\\nabc\\n-----END-----', undefined)).toBe(
      '-----BEGIN-----\nabc\n-----END-----',
    );
  });

  it('names the variable when neither or both are set, or the file is missing', () => {
    expect(() => readPem('JWT_PUBLIC_KEY', undefined, undefined)).toThrow(
      'JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE must be set',
    );
    expect(() => readPem('JWT_PUBLIC_KEY', 'a', 'b')).toThrow(
      'Set JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE, not both.',
    );
    expect(() => readPem('JWT_PUBLIC_KEY', undefined, '/no/such/file.pem')).toThrow(
      'cannot be read',
    );
  });
});
