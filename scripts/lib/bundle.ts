/**
 * What each service's image holds (scripts/bundle-services.ts runs it in the Dockerfile after
 * `tsc -b`): under <out>/<service>/, laid out as the image's /app,
 *
 *   services/<service>/dist/<entry>.js  each process it starts (ENTRY_POINTS), bundled by esbuild
 *                                      into one file with the workspace libraries and every
 *                                      dependency it can bundle
 *   services/<service>/package.json    ("type": "module") and its seed/ folder, if it has one
 *   libs/server/dist/health/heartbeat-check.js  a worker's health check, bundled the same way
 *                                      (with libs/server/package.json: "type": "module")
 *   node_modules/                      only the packages a bundle must find on disk, with what
 *                                      they depend on, as npm ci installed them
 *
 * so an image carries that service's production code and nothing else: no TypeScript, no
 * development dependencies, no other service's packages.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './paths.js';

/** The processes a service's image may start, when the service has them. */
export const ENTRY_POINTS = ['main', 'worker', 'keygen'];
/** Folders of a service read at run time, copied beside its dist. */
const SERVICE_ASSETS = ['seed'];
/**
 * Packages left out of the bundles and installed beside them, for the services that import
 * them or list them as dependencies: native addons (their platform package holds a .node file)
 * and packages that read their own files at run time (the gateway's Swagger UI assets, which
 * @nestjs/swagger requires by a path only when a service serves the UI).
 */
const ON_DISK = ['@node-rs/argon2', 'sharp', 'swagger-ui-dist'];
/** Packages a bundled library loads by a name it computes at run time, by that library. */
const LOADED_BY_NAME: Record<string, string[]> = { typeorm: ['pg'] };

/** The health check command of a process without an HTTP server, in every image. */
export const HEARTBEAT_CHECK = 'libs/server/dist/health/heartbeat-check.js';

const NODE_MODULES = join(ROOT, 'node_modules');

/** Writes each service's image content under `out` (replacing what was there). */
export async function bundleServices(services: string[], out: string): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  for (const service of services) await bundleService(service, join(out, service));
  const checkOut = join(out, '.heartbeat-check');
  await bundle([join(ROOT, HEARTBEAT_CHECK)], checkOut);
  for (const service of services) {
    cpSync(checkOut, join(out, service, dirname(HEARTBEAT_CHECK)), { recursive: true });
    cpSync(join(ROOT, 'libs/server/package.json'), join(out, service, 'libs/server/package.json'));
  }
  rmSync(checkOut, { recursive: true });
}

/** Every services/* package. */
export function serviceNames(): string[] {
  return readdirSync(join(ROOT, 'services')).filter((name) =>
    existsSync(join(ROOT, 'services', name, 'package.json')),
  );
}

async function bundleService(service: string, target: string): Promise<void> {
  const source = join(ROOT, 'services', service);
  const entries = ENTRY_POINTS.map((name) => join(source, 'dist', `${name}.js`)).filter(existsSync);
  if (entries.length === 0)
    throw new Error(`services/${service}/dist has no entry point: run tsc -b first.`);
  const { metafile, absent } = await bundle(entries, join(target, 'services', service, 'dist'));
  mkdirSync(join(target, 'services', service), { recursive: true });
  cpSync(join(source, 'package.json'), join(target, 'services', service, 'package.json'));
  for (const asset of SERVICE_ASSETS)
    if (existsSync(join(source, asset)))
      cpSync(join(source, asset), join(target, 'services', service, asset), { recursive: true });

  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const needed = new Set(ON_DISK.filter((name) => manifest.dependencies?.[name]));
  for (const output of Object.values(metafile.outputs))
    for (const { path, external } of output.imports)
      if (external && ON_DISK.includes(packageName(path))) needed.add(packageName(path));
  const inputs = Object.keys(metafile.inputs);
  for (const [loader, loaded] of Object.entries(LOADED_BY_NAME))
    if (inputs.some((input) => input.includes(`node_modules/${loader}/`)))
      for (const name of loaded) needed.add(name);
  const copied = copyWithDependencies([...needed], NODE_MODULES, target);
  process.stdout.write(
    `${service}: ${entries.map((entry) => relative(source, entry)).join(', ')} bundled; on disk: ${[...needed].join(', ') || 'nothing'} (${copied} packages)` +
      (absent.size > 0
        ? `; absent optional imports left to fail at run time: ${[...absent].join(', ')}`
        : '') +
      '\n',
  );
}

/**
 * Bundles each of `entries` into one ES module in `outdir`. Bare imports that cannot be
 * resolved are optional packages their importer loads in a try (Nest's microservices,
 * websockets, Fastify; pg-native): they stay imports, and are reported.
 */
async function bundle(
  entries: string[],
  outdir: string,
): Promise<{ metafile: Metafile; absent: Set<string> }> {
  const absent = new Set<string>();
  const leaveOut: Plugin = {
    name: 'leave-out',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving') return undefined;
        const name = packageName(args.path);
        if (args.path.startsWith('node:') || ON_DISK.includes(name))
          return { path: args.path, external: true };
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length === 0) return resolved;
        absent.add(name);
        return { path: args.path, external: true };
      });
    },
  };
  const result = await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    // One file per entry point: with code splitting, esbuild's chunk for a CommonJS package
    // loaded by import() has only a default export, and Nest reads named ones from it.
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // Nest, TypeORM and Swagger read class names (providers, entities, schema names).
    keepNames: true,
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    // CommonJS packages inside an ES module still call require() (Node built-ins, pg).
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [leaveOut],
    metafile: true,
    logLevel: 'error',
  });
  return { metafile: result.metafile, absent };
}

/** "@scope/name/sub/path" → "@scope/name"; "name/sub" → "name". */
function packageName(path: string): string {
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Copies each named package (found from `NODE_MODULES`) and, transitively, every dependency
 * installed for it into `target` at the same path relative to ROOT, as Node would resolve them;
 * optional dependencies npm did not install (another platform's binary) are skipped.
 * Answers how many packages it copied.
 */
function copyWithDependencies(names: string[], from: string, target: string): number {
  const done = new Set<string>();
  const visit = (name: string, fromDir: string) => {
    const dir = installedDir(name, fromDir);
    if (!dir || done.has(dir)) return;
    done.add(dir);
    cpSync(dir, join(target, relative(ROOT, dir)), {
      recursive: true,
      // Nested dependencies are copied (or not) on their own, as dependencies.
      filter: (file) => relative(dir, file) !== 'node_modules',
    });
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
    }))
      visit(dependency, dir);
  };
  for (const name of names) visit(name, from);
  return done.size;
}

/** Where Node finds package `name` from `dir`: its node_modules, then each parent's. */
function installedDir(name: string, dir: string): string | undefined {
  for (let current = dir; current.startsWith(ROOT); current = dirname(current)) {
    const candidate = join(current, current.endsWith('node_modules') ? '' : 'node_modules', name);
    if (existsSync(join(candidate, 'package.json')) && statSync(candidate).isDirectory())
      return candidate;
    if (current === ROOT) break;
  }
  return undefined;
}
