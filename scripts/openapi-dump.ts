/**
 * `npx tsx scripts/openapi-dump.ts <dir>`: writes the OpenAPI document of each service with an
 * HTTP API (auth, content, ai, social) to `<dir>/<service>.json`, as the built service serves it
 * at /openapi.json. Run `npx tsc -b` first: it loads each service's dist, where the decorators'
 * metadata Swagger reads is emitted. Each service starts on a database and Redis prefix of its
 * own (dropped afterwards), as the tests start them.
 *
 * A refactor that must not change the API compares two dumps: `diff -r before/ after/`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startTestService, testSigningKeys } from '@sandglass/server/testing';
import { ROOT } from './lib/paths.js';

interface Service {
  name: string;
  config: string;
  create: string;
  env?: Record<string, string>;
}

const SERVICES: Service[] = [
  {
    name: 'auth',
    config: 'AuthConfig',
    create: 'createAuthApp',
    env: { JWT_PRIVATE_KEY: testSigningKeys().privateKey },
  },
  {
    name: 'content',
    config: 'ContentConfig',
    create: 'createContentApp',
    env: {
      SEED_CONTENT: 'false',
      SITE_URL: 'https://sandglass.test',
      FIRM_NAME: 'Sandglass Ventures',
      FIRM_EMAIL: 'partners@sandglass.test',
    },
  },
  { name: 'ai', config: 'AiConfig', create: 'createAiApp' },
  {
    name: 'social',
    config: 'SocialConfig',
    create: 'createSocialApp',
    env: {
      SITE_URL: 'https://sandglass.test',
      SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64'),
    },
  },
];

async function load(path: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(ROOT, path)).href)) as Record<string, unknown>;
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: tsx scripts/openapi-dump.ts <directory>');
  const out = resolve(dir);
  mkdirSync(out, { recursive: true });
  for (const service of SERVICES) {
    const { [service.config]: schema } = await load(`services/${service.name}/dist/config.js`);
    const { [service.create]: create } = await load(`services/${service.name}/dist/app.js`);
    const running = await startTestService(
      `openapi${service.name}`,
      schema as never,
      create as never,
      service.env,
    );
    try {
      const response = await fetch(`${running.url}/openapi.json`);
      if (!response.ok)
        throw new Error(`${service.name}: /openapi.json answered ${response.status}`);
      const document: unknown = await response.json();
      writeFileSync(join(out, `${service.name}.json`), `${JSON.stringify(document, null, 2)}\n`);
      console.log(`${service.name}: ${join(out, `${service.name}.json`)}`);
    } finally {
      await running.close();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
