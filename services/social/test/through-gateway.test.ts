import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../../gateway/test/gateway.js';
import { closedPort } from '../../gateway/test/upstream.js';
import { inMinutes, insertAccount } from './factories.js';
import { startSocialService, type RunningSocial } from './social-service.js';

let service: RunningSocial;
let gateway: RunningGateway;

beforeAll(async () => {
  service = await startSocialService('gateway', {
    TWITTER_CLIENT_ID: 'x-app',
    TWITTER_CLIENT_SECRET: 'x-secret',
  });
  const closed = await closedPort();
  gateway = await startGateway({
    AUTH_URL: closed,
    CONTENT_URL: closed,
    AI_URL: closed,
    SOCIAL_URL: service.url,
  });
});
afterAll(async () => {
  await gateway.close();
  await service.close();
});

describe('the social API through the gateway', () => {
  it('takes an image upload larger than the usual body limit', async () => {
    // Noise does not compress: a PNG of about 3 MB, over the gateway's 1 MB default.
    const size = 1000;
    const png = await sharp(randomBytes(size * size * 3), {
      raw: { width: size, height: size, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await request(gateway.url)
      .post('/api/social/media')
      .set('Authorization', service.caller('member').auth)
      .attach('file', png, 'noise.png')
      .expect(201);
    expect(res.body).toMatchObject({ contentType: 'image/png', width: size, height: size });
  });

  it('streams post events unbuffered', async () => {
    const caller = service.caller('member');
    await insertAccount(service, caller, 'twitter');
    const received: string[] = [];
    let connected!: () => void;
    const open = new Promise<void>((resolve) => (connected = resolve));
    let gotEvent!: (block: string) => void;
    const event = new Promise<string>((resolve) => (gotEvent = resolve));
    const req = httpRequest(`${gateway.url}/api/social/events`, {
      headers: { authorization: caller.auth, accept: 'text/event-stream' },
      agent: false,
    });
    req.on('error', () => undefined);
    req.on('response', (res) => {
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.headers['content-encoding']).toBeUndefined();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received.push(chunk);
        if (chunk.includes(': connected')) connected();
        if (chunk.includes('event: post')) gotEvent(received.join(''));
      });
    });
    req.end();
    try {
      await open;
      await request(gateway.url)
        .post('/api/social/schedule-post')
        .set('Authorization', caller.auth)
        .send({
          content: { text: 'Through the gateway' },
          platforms: ['twitter'],
          scheduledTime: inMinutes(30),
        })
        .expect(201);
      expect(await event).toContain('"text":"Through the gateway"');
    } finally {
      req.destroy();
    }
  });
});
