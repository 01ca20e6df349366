import { BaseConfig, loadConfig } from '@sandglass/server';
import { PlatformRegistry } from './platform-registry.js';
import { WithPlatforms } from './platforms.config.js';

class Settings extends WithPlatforms(BaseConfig) {}

const registry = (env: Record<string, string>) => new PlatformRegistry(loadConfig(Settings, env));

describe('the platform registry', () => {
  it('uses the real platform when its client id and secret are set', () => {
    const platforms = registry({
      TWITTER_CLIENT_ID: 'id',
      TWITTER_CLIENT_SECRET: 'secret',
      SOCIAL_SANDBOX_URL: 'http://127.0.0.1:3005',
    });
    expect(platforms.endpoints('twitter')).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://x.com/i/oauth2/authorize',
      tokenUrl: 'https://api.x.com/2/oauth2/token',
      apiUrl: 'https://api.x.com',
      sandbox: false,
    });
    expect(platforms.describe('twitter')).toMatchObject({ configured: true, sandbox: false });
  });

  it('points a platform without credentials at the sandbox when SOCIAL_SANDBOX_URL is set', () => {
    const platforms = registry({ SOCIAL_SANDBOX_URL: 'http://127.0.0.1:3005/' });
    expect(platforms.endpoints('facebook')).toMatchObject({
      authorizeUrl: 'http://127.0.0.1:3005/facebook/v23.0/dialog/oauth',
      tokenUrl: 'http://127.0.0.1:3005/facebook/v23.0/oauth/access_token',
      apiUrl: 'http://127.0.0.1:3005/facebook/v23.0',
      sandbox: true,
    });
    expect(platforms.describe('instagram')).toMatchObject({
      name: 'instagram',
      displayName: 'Instagram',
      configured: true,
      sandbox: true,
      requiresMedia: true,
      maxLength: 2200,
      maxMedia: 4,
    });
  });

  it('leaves a platform unconfigured with neither credentials nor sandbox', () => {
    const platforms = registry({ LINKEDIN_CLIENT_ID: 'id-without-secret' });
    expect(platforms.endpoints('linkedin')).toBeNull();
    expect(platforms.describeAll().map((p) => [p.name, p.configured])).toEqual([
      ['twitter', false],
      ['linkedin', false],
      ['facebook', false],
      ['instagram', false],
    ]);
  });

  it('names a malformed platform URL at boot', () => {
    expect(() => loadConfig(Settings, { FACEBOOK_API_URL: 'graph.facebook.com' })).toThrow(
      'FACEBOOK_API_URL must be an http(s) address, such as https://graph.facebook.com/v23.0.',
    );
  });
});
