import { randomBytes } from 'node:crypto';
import { SOCIAL_MEDIA_MAX_BYTES, type ErrorBody } from '@sandglass/shared';
import sharp from 'sharp';
import request from 'supertest';
import { image, inMinutes, insertAccount, sql } from './factories.js';
import { startSocialService, type RunningSocial } from './social-service.js';

let service: RunningSocial;
/** A service whose members may keep 1 MB of images, with an X app (no worker runs). */
let small: RunningSocial;

beforeAll(async () => {
  small = await startSocialService('mediaquota', {
    SOCIAL_MEDIA_QUOTA_MB: '1',
    TWITTER_CLIENT_ID: 'x-app',
    TWITTER_CLIENT_SECRET: 'x-secret',
  });
  service = await startSocialService('media');
});
afterAll(async () => {
  await service.close();
  await small.close();
});

const upload = (
  data: Buffer,
  filename = 'picture.png',
  field = 'file',
  { auth, on } = { auth: service.caller('member').auth, on: service },
) =>
  request(on.url)
    .post('/api/social/media')
    .set('Authorization', auth)
    .attach(field, data, filename);

/** A PNG of random pixels, which does not compress: about width × height × 3 bytes. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

const stored = async () =>
  (await sql<{ count: number }>(service, 'SELECT count(*)::int AS count FROM social.media'))[0]
    .count;

/** Uploads `data`, expects `body` as the answer, and that nothing more was stored. */
async function expectRefused(data: Buffer, filename: string, body: ErrorBody) {
  const before = await stored();
  const res = await upload(data, filename).expect(body.statusCode);
  expect(res.body).toEqual(body);
  expect(await stored()).toBe(before);
}

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
    await expectRefused(await make(), filename, {
      statusCode: 415,
      code: 'NOT_AN_IMAGE',
      message:
        'This file is not a JPEG, PNG or WebP image. Choose an image in one of those formats.',
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await upload(Buffer.alloc(SOCIAL_MEDIA_MAX_BYTES + 1, 1)).expect(413);
    expect(res.body.message).toBe(
      'The image is larger than 5 MB. Choose a smaller file or compress it first.',
    );
  });

  it('refuses an image of too many pixels with a sentence, without decoding it', async () => {
    // 5000 × 5000 16-bit RGBA: a few hundred KB that would take 200 MB decoded.
    const huge = await sharp({
      create: { width: 5000, height: 5000, channels: 4, background: '#1e6ec880' },
    })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(SOCIAL_MEDIA_MAX_BYTES);
    await expectRefused(huge, 'huge.png', {
      statusCode: 400,
      code: 'IMAGE_TOO_MANY_PIXELS',
      message:
        'The image is 5000 × 5000 pixels (25 megapixels); images can have at most 16 megapixels. Resize it and try again.',
    });
  });

  it('takes a 12-megapixel phone photo', async () => {
    const photo = await image('jpeg', 4032, 3024);
    const res = await upload(photo, 'IMG_0001.jpg').expect(201);
    expect(res.body).toMatchObject({ contentType: 'image/jpeg', width: 4032, height: 3024 });
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

describe('the per-member quota (SOCIAL_MEDIA_QUOTA_MB)', () => {
  const QUOTA = 1024 * 1024;

  it('refuses the upload that would cross it, saying how much is used and how to free room', async () => {
    const member = small.caller('member');
    const as = { auth: member.auth, on: small };
    const picture = await noise(300, 300);
    const fit = Math.floor(QUOTA / picture.length);
    const kept: string[] = [];
    for (let i = 0; i < fit; i += 1) {
      kept.push((await upload(picture, 'p.png', 'file', as).expect(201)).body.id);
    }
    const used = (picture.length * fit) / (1024 * 1024);
    const res = await upload(picture, 'p.png', 'file', as).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'MEDIA_QUOTA_FULL',
      message: `Your post images take ${(Math.ceil(used * 10) / 10).toFixed(1)} MB of your 1 MB, so this ${(Math.ceil((picture.length / (1024 * 1024)) * 10) / 10).toFixed(1)} MB image does not fit. Delete images no post uses (DELETE /api/social/media/{id}), or upload a smaller one.`,
    });
    // Another member has room of their own.
    await upload(picture, 'p.png', 'file', { auth: small.caller('member').auth, on: small }).expect(
      201,
    );
    // Deleting one frees its room.
    await request(small.url)
      .delete(`/api/social/media/${kept[0]}`)
      .set('Authorization', member.auth)
      .expect(204);
    await request(small.url).get(`/api/social/media/${kept[0]}`).expect(404);
    await upload(picture, 'p.png', 'file', as).expect(201);
  });

  it('lets only as many parallel uploads through as fit', async () => {
    const member = small.caller('member');
    const picture = await noise(300, 300);
    const fit = Math.floor(QUOTA / picture.length);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        upload(picture, 'p.png', 'file', { auth: member.auth, on: small }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(fit).fill(201), ...Array(8 - fit).fill(409)]);
    const [{ total }] = await sql<{ total: number }>(
      small,
      `SELECT sum(byte_size)::int AS total FROM social.media WHERE user_id = '${member.id}'`,
    );
    expect(total).toBeLessThanOrEqual(QUOTA);
  });

  it('deletes only the member’s own images that no post uses', async () => {
    const member = small.caller('member');
    await insertAccount(small, member, 'twitter');
    const { body } = await upload(await image('png'), 'a.png', 'file', {
      auth: member.auth,
      on: small,
    }).expect(201);
    const other = await request(small.url)
      .delete(`/api/social/media/${body.id}`)
      .set('Authorization', small.caller('member').auth)
      .expect(404);
    expect(other.body.message).toBe('There is no image at this address.');
    await request(small.url)
      .post('/api/social/schedule-post')
      .set('Authorization', member.auth)
      .send({
        content: { text: 'With a picture', mediaIds: [body.id] },
        platforms: ['twitter'],
        scheduledTime: inMinutes(60),
      })
      .expect(201);
    const used = await request(small.url)
      .delete(`/api/social/media/${body.id}`)
      .set('Authorization', member.auth)
      .expect(409);
    expect(used.body).toEqual({
      statusCode: 409,
      code: 'MEDIA_IN_USE',
      message:
        'A post uses this image, so it cannot be deleted. Take it out of the post first (a pending post can be edited).',
    });
    await request(small.url).get(`/api/social/media/${body.id}`).expect(200);
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
