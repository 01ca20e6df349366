import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { listen, loadConfig, MetricsServer } from '@sandglass/server';
import { testRedisPrefix, testRedisUrl } from '@sandglass/server/testing';
import { createGatewayApp } from '../src/app.js';
import { GatewayConfig } from '../src/config.js';
import type { ResolveHost } from '../src/proxy/upstream-pool.js';

export interface RunningGateway {
  url: string;
  /** Its internal metrics listener (METRICS_PORT). */
  metricsUrl: string;
  dist: string;
  close(): Promise<void>;
}

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="sandglass:site" content="" />
    <meta name="csp-nonce" content="" />
    <title>Sandglass Ventures</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * What the build's compressed copies of `app-def456.js` hold: each says which it is, so a test
 * can tell the copy that was sent from the file compressed on the fly.
 */
export const PRECOMPRESSED_SOURCE = (encoding: string) =>
  `console.log(${JSON.stringify(`${encoding} copy `.repeat(400))});`;

/**
 * A built front end in a temporary folder: index.html, one hashed asset, and one the build also
 * wrote as `.br` and `.gz`.
 */
export async function fakeDist(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'sg-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(
    join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *\n');
  const app = join(dist, 'assets', 'app-def456.js');
  await writeFile(app, PRECOMPRESSED_SOURCE('plain'));
  await writeFile(`${app}.br`, brotliCompressSync(PRECOMPRESSED_SOURCE('br')));
  await writeFile(`${app}.gz`, gzipSync(PRECOMPRESSED_SOURCE('gzip')));
  return dist;
}

/**
 * The real gateway on a free port, routing to the given upstream URLs; `resolve` answers for
 * their host names instead of the system's resolver.
 */
export async function startGateway(
  env: Record<string, string>,
  resolve?: ResolveHost,
): Promise<RunningGateway> {
  const redis = testRedisPrefix('gw');
  const dist = env.FRONTEND_DIST ?? (await fakeDist());
  const config = loadConfig(GatewayConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redis.prefix,
    FRONTEND_DIST: dist,
    ...env,
  });
  const service = await createGatewayApp(config, resolve);
  const port = await listen(service, config);
  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${service.app.get(MetricsServer).port}`,
    dist,
    close: async () => {
      await service.app.close();
      await redis.clear();
    },
  };
}
