import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '@sandglass/server';
import { SocialConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://localhost/sandglass' };

describe('the social service’s configuration', () => {
  it.each([
    ['base64', randomBytes(32).toString('base64')],
    ['hex', randomBytes(32).toString('hex')],
  ])('takes a 32-byte SOCIAL_TOKEN_KEY written in %s', (_how, key) => {
    expect(loadConfig(SocialConfig, { ...base, SOCIAL_TOKEN_KEY: key }).SOCIAL_TOKEN_KEY).toBe(key);
  });

  it.each([
    ['missing', undefined],
    ['too short', randomBytes(16).toString('base64')],
    ['not a key', 'correct horse battery staple'],
  ])('stops with a sentence naming SOCIAL_TOKEN_KEY when it is %s', (_how, key) => {
    const load = () => loadConfig(SocialConfig, { ...base, SOCIAL_TOKEN_KEY: key });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /SOCIAL_TOKEN_KEY must be 32 random bytes written as 64 hex digits or as base64/,
    );
  });

  it('bounds the Post Now wait', () => {
    const load = () =>
      loadConfig(SocialConfig, {
        ...base,
        SOCIAL_TOKEN_KEY: randomBytes(32).toString('hex'),
        SOCIAL_POST_NOW_WAIT_MS: '120000',
      });
    expect(load).toThrow('SOCIAL_POST_NOW_WAIT_MS must be at most 60000 (a minute).');
  });
});
