import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@sandglass/shared';
import sharp from 'sharp';
import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('uploads');
});
afterAll(() => service.close());

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();

const upload = (data: Buffer, filename = 'picture.png', field = 'file') =>
  request(service.url)
    .post('/api/uploads')
    .set('Authorization', service.as.admin)
    .attach(field, data, filename);

const storedFiles = async () => {
  try {
    return (await readdir(join(service.dataDir, 'uploads'))).sort();
  } catch {
    return [];
  }
};

describe('POST /api/uploads', () => {
  it('stores a PNG under the hash of its bytes and serves it back for a year', async () => {
    const png = await image('png', 120, 80);
    const hash = createHash('sha256').update(png).digest('hex');
    const res = await upload(png).expect(201);
    expect(res.body).toEqual({
      url: `/api/uploads/${hash}.png`,
      contentType: 'image/png',
      width: 120,
      height: 80,
      size: png.length,
    });

    const served = await request(service.url).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it('stores the same image once', async () => {
    const png = await image('png', 33, 33);
    const first = await upload(png, 'a.png').expect(201);
    const second = await upload(png, 'b.png').expect(201);
    expect(second.body.url).toBe(first.body.url);
    expect(
      (await storedFiles()).filter((name) => name === first.body.url.split('/').pop()),
    ).toHaveLength(1);
  });

  it.each([
    ['jpeg', 'image/jpeg', /\.jpg$/],
    ['webp', 'image/webp', /\.webp$/],
    ['gif', 'image/gif', /\.gif$/],
  ] as const)('accepts a %s image', async (format, contentType, extension) => {
    const res = await upload(await image(format), 'whatever.bin').expect(201);
    expect(res.body.contentType).toBe(contentType);
    expect(res.body.url).toMatch(extension);
    const served = await request(service.url).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe(contentType);
  });

  it('decides the type from the content, not the name', async () => {
    const res = await upload(await image('jpeg'), 'looks-like.png').expect(201);
    expect(res.body.contentType).toBe('image/jpeg');
  });

  it.each([
    ['text named like an image', Buffer.from('definitely not an image'), 'photo.png'],
    [
      'an SVG (it can carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
    ],
    ['a truncated PNG', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s with 415 and stores nothing', async (_what, data, filename) => {
    const before = await storedFiles();
    const body = data.length ? data : (await image('png', 400, 400)).subarray(0, 100);
    const res = await upload(body, filename).expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      code: 'NOT_AN_IMAGE',
      message:
        'This file is not a PNG, JPEG, WebP or GIF image. Choose an image in one of those formats.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 2 MB with 413 and stores nothing', async () => {
    const before = await storedFiles();
    const res = await upload(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1)).expect(413);
    expect(res.body).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'The image is larger than 2 MB. Choose a smaller file or compress it first.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a form without the file field, or with the wrong one', async () => {
    const wrongField = await upload(await image('png'), 'a.png', 'image').expect(400);
    expect(wrongField.body.message).toBe('Send the image in a form field named "file".');
    const noFile = await request(service.url)
      .post('/api/uploads')
      .set('Authorization', service.as.admin)
      .field('note', 'hello')
      .expect(400);
    expect(noFile.body.code).toBe('UPLOAD_UNREADABLE');
  });

  it('refuses a body that is not a multipart form with 415', async () => {
    const res = await request(service.url)
      .post('/api/uploads')
      .set('Authorization', service.as.admin)
      .send({ file: 'base64...' })
      .expect(415);
    expect(res.body.message).toBe(
      'Send the image as multipart/form-data, in a form field named "file".',
    );
  });

  it('lets only admins upload', async () => {
    const png = await image('png');
    await request(service.url).post('/api/uploads').attach('file', png, 'a.png').expect(401);
    for (const role of ['guest', 'member'] as const) {
      await request(service.url)
        .post('/api/uploads')
        .set('Authorization', service.as[role])
        .attach('file', png, 'a.png')
        .expect(403);
    }
  });
});

describe('GET /api/uploads/:name', () => {
  it.each([
    `${'0'.repeat(64)}.png`,
    'not-a-hash.png',
    '..%2F..%2Fpackage.json',
    `${'0'.repeat(64)}.svg`,
  ])('answers 404 for %s', async (name) => {
    const res = await request(service.url).get(`/api/uploads/${name}`).expect(404);
    expect(res.body.message).toBe('There is no uploaded file at this address.');
  });
});
