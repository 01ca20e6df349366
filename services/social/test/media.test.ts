import { SOCIAL_MEDIA_MAX_BYTES } from '@sandglass/shared';
import sharp from 'sharp';
import request from 'supertest';
import { image, sql } from './factories.js';
import { startSocialService, type RunningSocial } from './social-service.js';

let service: RunningSocial;

beforeAll(async () => {
  service = await startSocialService('media');
});
afterAll(() => service.close());

const upload = (data: Buffer, filename = 'picture.png', field = 'file') =>
  request(service.url)
    .post('/api/social/media')
    .set('Authorization', service.caller('member').auth)
    .attach(field, data, filename);

const stored = async () =>
  (await sql<{ count: number }>(service, 'SELECT count(*)::int AS count FROM social.media'))[0]
    .count;

describe('POST /api/social/media', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('stores a %s and serves it publicly, cached for a year', async (format, type) => {
    const data = await image(format, 120, 80);
    const res = await upload(data, 'whatever.bin').expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/api/social/media/${res.body.id}`,
      contentType: type,
      width: 120,
      height: 80,
    });
    const served = await request(service.url).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, data)).toBe(0);
  });

  it('decides the type by decoding, not by the name', async () => {
    const res = await upload(await image('jpeg'), 'looks-like.png').expect(201);
    expect(res.body.contentType).toBe('image/jpeg');
  });

  it.each([
    ['a GIF', () => image('gif'), 'animation.gif'],
    ['text named like an image', async () => Buffer.from('not an image at all'), 'photo.jpg'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      'logo.svg',
    ],
    ['a truncated PNG', async () => (await image('png', 300, 300)).subarray(0, 80), 'cut.png'],
  ])('refuses %s with 415 and stores nothing', async (_what, make, filename) => {
    const before = await stored();
    const res = await upload(await make(), filename).expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      code: 'NOT_AN_IMAGE',
      message:
        'This file is not a JPEG, PNG or WebP image. Choose an image in one of those formats.',
    });
    expect(await stored()).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await upload(Buffer.alloc(SOCIAL_MEDIA_MAX_BYTES + 1, 1)).expect(413);
    expect(res.body.message).toBe(
      'The image is larger than 5 MB. Choose a smaller file or compress it first.',
    );
  });

  it('refuses a body that is not a form, and a form without the file', async () => {
    const caller = service.caller('member');
    const json = await request(service.url)
      .post('/api/social/media')
      .set('Authorization', caller.auth)
      .send({ file: 'base64' })
      .expect(415);
    expect(json.body.code).toBe('UPLOAD_NOT_MULTIPART');
    const wrong = await upload(await image('png'), 'a.png', 'image').expect(400);
    expect(wrong.body.message).toBe('Send the image in a form field named "file".');
  });
});

describe('GET /api/social/media/:id', () => {
  it.each(['png', 'webp', 'jpeg'] as const)(
    'serves a %s as JPEG with ?format=jpeg, as Instagram takes it',
    async (format) => {
      const data = await image(format, 120, 80);
      const { body } = await upload(data).expect(201);
      const served = await request(service.url).get(`${body.url}?format=jpeg`).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const decoded = await sharp(served.body as Buffer).metadata();
      expect(decoded).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
      if (format === 'jpeg') expect(Buffer.compare(served.body as Buffer, data)).toBe(0);
    },
  );

  it('refuses a format it does not make', async () => {
    const { body } = await upload(await image('png')).expect(201);
    const res = await request(service.url).get(`${body.url}?format=gif`).expect(400);
    expect(res.body.message).toMatch(/Format can only be jpeg/);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fpackage.json'])(
    'answers 404 for %s',
    async (id) => {
      const res = await request(service.url).get(`/api/social/media/${id}`).expect(404);
      expect(res.body.message).toBe('There is no image at this address.');
    },
  );
});
