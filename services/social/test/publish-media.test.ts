import request from 'supertest';
import type { SandboxControl } from '@sandglass/platform-sandbox';
import { connectThroughSandbox, uploadImage } from './factories.js';
import { startServiceWithWorker, type ServiceWithWorker } from './publishing-support.js';
import type { RunningSocial, TestCaller } from './social-service.js';

/**
 * Instagram and Facebook fetch a post's images from the site by URL. Here SITE_URL is the
 * service itself, so the sandbox fetches GET /api/social/media/:id exactly as Meta would.
 */
let running: ServiceWithWorker;
let control: SandboxControl;
let service: RunningSocial;

beforeAll(async () => {
  running = await startServiceWithWorker(
    'pubmedia',
    { SOCIAL_POST_NOW_WAIT_MS: '10000' },
    { siteIsService: true },
  );
  ({ control, service } = running);
});
afterAll(() => running.close());

async function withMetaAccounts(): Promise<TestCaller> {
  const caller = service.caller('member');
  await connectThroughSandbox(service, caller, 'instagram');
  const facebook = await connectThroughSandbox(service, caller, 'facebook');
  expect(facebook.location).toBe('/user/social-media?tab=accounts&choose=facebook');
  await request(service.url)
    .post('/api/social/accounts/facebook/pages')
    .set('Authorization', caller.auth)
    .send({ pageId: '200000000000001' })
    .expect(200);
  return caller;
}

it('posts an image to Instagram and Facebook, which fetch it from the public media address', async () => {
  const caller = await withMetaAccounts();
  const mediaId = await uploadImage(service, caller);
  const text = `Our new studio ${Date.now()}`;
  const res = await request(service.url)
    .post('/api/social/post-now')
    .set('Authorization', caller.auth)
    .send({ content: { text, mediaIds: [mediaId] }, platforms: ['facebook', 'instagram'] })
    .expect(200);
  expect(res.body.results).toEqual([
    { platform: 'facebook', status: 'posted', url: expect.stringMatching(/^http/) },
    { platform: 'instagram', status: 'posted', url: expect.stringMatching(/^http/) },
  ]);
  const { posts } = await control.posts();
  const published = posts.filter((post) => post.text === text);
  expect(published.map((post) => post.platform).sort()).toEqual(['facebook', 'instagram']);
  // The upload is a PNG: Facebook takes it as it is, Instagram (JPEG only) its JPEG rendition.
  const mediaOf = (platform: string) => published.find((post) => post.platform === platform)?.media;
  expect(mediaOf('facebook')).toEqual([`${service.url}/api/social/media/${mediaId}`]);
  expect(mediaOf('instagram')).toEqual([`${service.url}/api/social/media/${mediaId}?format=jpeg`]);
});
