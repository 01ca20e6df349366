import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from './paths.js';

/** The oldest Node the project runs on (package.json "engines"). */
export const OLDEST_NODE = '22.12';
/** The Node fetched when the machine's is older: the current LTS line, as the images run. */
export const FETCHED_NODE_MAJOR = 24;
/** Where the fetched Node is kept (git-ignored), so it is downloaded once. */
export const FETCHED_NODE_DIR = join(ROOT, '.tools', `node${FETCHED_NODE_MAJOR}`);

/** True when `version` ("20.19.1") is OLDEST_NODE or later. */
export function isSupportedNode(version: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  const [oldestMajor, oldestMinor] = OLDEST_NODE.split('.').map(Number);
  return major > oldestMajor || (major === oldestMajor && minor >= oldestMinor);
}

/**
 * Lets a script of `npm test`, `npm start` or `npm run dev` run on a supported Node whatever
 * the machine has. On Node 22.12 or later it returns at once. On an older one it fetches Node 24
 * from the npm registry (the node-<platform>-<arch> package, once, into .tools/node24), runs
 * the same script again on it with it first on the PATH (so npx, npm run build, Jest and the
 * services it starts run on it too), and exits with that run's status: the promise it returns
 * never settles, so nothing after `await onSupportedNode()` runs on the old Node.
 */
export async function onSupportedNode(): Promise<void> {
  if (isSupportedNode(process.versions.node)) return;
  const node = fetchedNode();
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  process.stdout.write(
    `Running on Node ${version} from .tools/node${FETCHED_NODE_MAJOR} (this machine's Node ${process.versions.node} is older than ${OLDEST_NODE}).\n`,
  );
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => child.kill(signal));
  await new Promise<never>(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}

/** The path of the fetched Node's binary, fetching it first if it is not there yet. */
function fetchedNode(): string {
  const binary = join(FETCHED_NODE_DIR, 'bin', 'node');
  if (existsSync(binary)) return binary;
  const pkg = `node-${process.platform}-${process.arch}@${FETCHED_NODE_MAJOR}`;
  if (!['linux', 'darwin'].includes(process.platform)) {
    fail(
      `Node ${process.versions.node} is older than ${OLDEST_NODE}, which this project needs. Install Node ${FETCHED_NODE_MAJOR} LTS (https://nodejs.org) and run the command again.`,
    );
  }
  process.stdout.write(
    `Node ${process.versions.node} is older than ${OLDEST_NODE}: fetching Node ${FETCHED_NODE_MAJOR} from the npm registry (${pkg}) into .tools/node${FETCHED_NODE_MAJOR}, once.\n`,
  );
  mkdirSync(dirname(FETCHED_NODE_DIR), { recursive: true });
  const work = mkdtempSync(`${FETCHED_NODE_DIR}.download-`);
  try {
    const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', work, '--silent'], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = packed.stdout?.trim().split('\n').pop();
    if (packed.status !== 0 || !tarball)
      fail(`Could not fetch ${pkg} from the npm registry (npm pack failed; see above).`);
    const unpacked = spawnSync(
      'tar',
      ['-xzf', join(work, tarball), '-C', work, '--strip-components=1', 'package/bin/node'],
      { stdio: 'inherit' },
    );
    if (unpacked.status !== 0) fail(`Could not unpack ${tarball} (tar failed; see above).`);
    const check = spawnSync(join(work, 'bin', 'node'), ['--version'], { encoding: 'utf8' });
    if (check.status !== 0 || !isSupportedNode(check.stdout.trim().replace(/^v/, '')))
      fail(`The Node in ${tarball} does not run here (${check.stderr || check.stdout}).`);
    rmSync(join(work, tarball));
    chmodSync(work, 0o755);
    // A run that fetched it at the same time may have put its copy in place first: keep that.
    if (!existsSync(binary)) renameSync(work, FETCHED_NODE_DIR);
    return binary;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function fail(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}
