import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { parseJsonBodies, readJsonBody } from './request-body.js';

/** The services' own JSON parsing, on a loopback server that answers what it parsed. */
let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(...parseJsonBodies('1mb'));
  app.post('/', (req: Request, res: Response) => {
    res.json({ body: req.body as unknown });
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function post(body: Buffer, type: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', method: 'POST', path: '/', headers: { 'content-type': type } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            body: res.statusCode === 200 ? (JSON.parse(text) as { body: unknown }).body : text,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );
const BOM = [0xef, 0xbb, 0xbf];

describe('readJsonBody reads a body as the services parse it', () => {
  it.each([
    ['plain JSON', bytes('{"email":"a@b.co"}')],
    ['a byte order mark', bytes(BOM, '{"email":"a@b.co"}')],
    ['a byte order mark then spaces', bytes(BOM, ' \r\n\t{"email":"a@b.co"}')],
    ['two byte order marks', bytes(BOM, BOM, '{"email":"a@b.co"}')],
    ['a byte order mark inside', bytes('{"email":"', BOM, 'a@b.co"}')],
    ['bytes that are not UTF-8', bytes('{"email":"a', [0xff, 0xc0, 0xaf], '@b.co"}')],
    ['a cut-off character', bytes('{"email":"a', [0xe2, 0x82], '@b.co"}')],
    ['escaped lone surrogates', bytes('{"email":"\\ud800a@b.co"}')],
    ['UTF-16 with its byte order mark', Buffer.from('\uFEFF{"email":"a@b.co"}', 'utf16le')],
    ['a no-break space before it', bytes([0xc2, 0xa0], '{"email":"a@b.co"}')],
    ['the same key twice', bytes('{"email":"a@b.co","email":"c@d.co"}')],
  ])('%s', async (_case, body) => {
    let read: { value: unknown } | undefined;
    try {
      read = { value: readJsonBody(body) };
    } catch {
      read = undefined;
    }
    const parsed = await post(body, 'application/json');
    if (read) expect(parsed).toEqual({ status: 200, body: read.value });
    else expect(parsed.status).toBe(400);
  });
});

describe('parseJsonBodies', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset="UTF-8"',
  ])('takes UTF-8 declared as %j', async (type) => {
    expect(await post(bytes('{"a":1}'), type)).toEqual({ status: 200, body: { a: 1 } });
  });

  it.each([
    'application/json; charset=utf-16le',
    'application/vnd.api+json; charset=utf-16',
    'application/json; charset=iso-8859-1',
    'application/json; charset=utf-7',
  ])('refuses a body declared as %j with 415, unread', async (type) => {
    const answer = await post(Buffer.from('{"a":1}', 'utf16le'), type);
    expect(answer.status).toBe(415);
  });
});
