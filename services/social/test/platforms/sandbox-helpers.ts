import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialPlatform } from '@sandglass/shared';
import * as oauth from 'oauth4webapi';
import sharp from 'sharp';
import { PlatformError } from '../../src/platforms/platform.js';
import type {
  PlatformAdapter,
  PlatformChoice,
  PlatformEndpoints,
  Published,
  PublishingAccount,
  PublishMedia,
} from '../../src/platforms/platform.js';
import { sandboxEndpoints } from '../../src/platforms/sandbox-endpoints.js';
import { SandboxControl } from '@sandglass/platform-sandbox';
import {
  startPlatformSandbox,
  type PlatformSandbox,
  type SandboxFaultRequest,
} from '@sandglass/platform-sandbox';

export const REDIRECT_URI = 'http://127.0.0.1:8080/api/social/accounts/callback';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The same pixel as JPEG, the rendition Instagram is sent. */
export const JPEG = await sharp(PNG).jpeg().toBuffer();

export interface SandboxHarness {
  sandbox: PlatformSandbox;
  control: SandboxControl;
  /** Serves test images at /media/<id>.png and .jpg, as the site serves uploads to Meta. */
  imageHost: string;
  endpoints(platform: SocialPlatform): PlatformEndpoints;
  image(id: string): PublishMedia;
  close(): Promise<void>;
}

export async function startHarness(): Promise<SandboxHarness> {
  const sandbox = await startPlatformSandbox({ port: 0 });
  const images = createServer((req, res) => {
    if (req.url?.startsWith('/media/') && req.url.endsWith('.png')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
      res.end(PNG);
    } else if (req.url?.startsWith('/media/') && req.url.endsWith('.jpg')) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': JPEG.length });
      res.end(JPEG);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  const imageHost = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  return {
    sandbox,
    control: new SandboxControl(sandbox.url),
    imageHost,
    endpoints: (platform) => sandboxEndpoints(platform, sandbox.url),
    image: (id) => ({
      id,
      contentType: 'image/png',
      data: PNG,
      publicUrl: `${imageHost}/media/${id}.png`,
      jpegUrl: `${imageHost}/media/${id}.jpg`,
    }),
    close: async () => {
      await sandbox.close();
      await new Promise<void>((resolve) => images.close(() => resolve()));
    },
  };
}

/**
 * One adapter against the sandbox, for a test file: the harness started once for the file, and
 * before each test the sandbox reset and the sandbox's member connected afresh.
 */
export interface AdapterBench {
  readonly sandbox: PlatformSandbox;
  readonly control: SandboxControl;
  readonly imageHost: string;
  image(id: string): PublishMedia;
  /** Every account connecting answered before this test. */
  readonly choices: PlatformChoice[];
  /** The first of them: the account the test publishes as. */
  readonly account: PublishingAccount;
  endpoints: () => PlatformEndpoints;
  /** The adapter's authorize URL for `state`, back to REDIRECT_URI. */
  authorizationUrl(state: string, codeVerifier?: string): URL;
  /** A code the person approved on the sandbox's page (state `s`, verifier `v`). */
  approvedCode(): Promise<string>;
  /** A fault on this platform's next matching call. */
  fault(fault: Omit<SandboxFaultRequest, 'platform'>): Promise<void>;
  /** Looks for the post as `account` does after an unknown outcome. */
  findPublished: (
    text: string,
    since: Date,
    checkpoint?: string | null,
  ) => Promise<Published | null>;
  /** Publishes as `account` (delivery `d1`), with `defaultImages` when no media are named. */
  publish: (
    text: string,
    media?: PublishMedia[],
    onCheckpoint?: (checkpoint: string) => Promise<void>,
  ) => Promise<Published>;
}

export function adapterBench(
  adapter: PlatformAdapter,
  platform: SocialPlatform,
  options: { defaultImages?: string[] } = {},
): AdapterBench {
  let harness: SandboxHarness;
  let choices: PlatformChoice[];
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    await harness.control.reset();
    choices = await connect(adapter, harness.endpoints(platform));
  });
  const endpoints = () => harness.endpoints(platform);
  const authorizationUrl = (state: string, codeVerifier = 'v') =>
    adapter.authorizationUrl(endpoints(), { state, redirectUri: REDIRECT_URI, codeVerifier });
  return {
    get sandbox() {
      return harness.sandbox;
    },
    get control() {
      return harness.control;
    },
    get imageHost() {
      return harness.imageHost;
    },
    image: (id) => harness.image(id),
    get choices() {
      return choices;
    },
    get account() {
      return choices[0]!;
    },
    endpoints,
    authorizationUrl,
    approvedCode: async () =>
      (await decide(authorizationUrl('s'), 'approve')).searchParams.get('code')!,
    findPublished: (text, since, checkpoint = null) =>
      adapter.findPublished(endpoints(), choices[0]!, { text, since, checkpoint }),
    fault: (fault) => harness.control.fault({ platform, ...fault }),
    publish: (
      text,
      media = (options.defaultImages ?? []).map((id) => harness.image(id)),
      onCheckpoint,
    ) => adapter.publish(endpoints(), choices[0]!, { text, media, deliveryId: 'd1' }, onCheckpoint),
  };
}

/**
 * Plays the person on the sandbox's authorize page: loads it, submits its form with the
 * chosen button, and answers where the browser is sent back to.
 */
export async function decide(authorizeUrl: URL, decision: 'approve' | 'deny'): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`The authorize page answered ${page.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('The authorize page has no form.');
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(unescape(match[1]!), unescape(match[2]!));
  }
  form.set('decision', decision);
  const answer = await fetch(new URL(unescape(action), authorizeUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location)
    throw new Error(`The decision answered ${answer.status}.`);
  return new URL(location);
}

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Authorizes and exchanges the code: the connected account(s). */
export async function connect(
  adapter: PlatformAdapter,
  endpoints: PlatformEndpoints,
): Promise<PlatformChoice[]> {
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const url = adapter.authorizationUrl(endpoints, {
    state,
    redirectUri: REDIRECT_URI,
    codeVerifier,
  });
  const back = await decide(url, 'approve');
  if (back.searchParams.get('state') !== state) throw new Error('The state did not come back.');
  return adapter.exchangeCode(endpoints, {
    code: back.searchParams.get('code')!,
    redirectUri: REDIRECT_URI,
    codeVerifier,
  });
}

/** A loopback port nothing listens on (connections to it are refused). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The PlatformError a call must fail with (the test fails if it succeeds or throws another). */
export const failure = (promise: Promise<unknown>): Promise<PlatformError> =>
  promise.then(
    () => {
      throw new Error('expected a PlatformError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PlatformError);
      return error as PlatformError;
    },
  );
