/**
 * `npm test`: every tier, then one line "N passed, N failed" over all of them.
 *
 *   static       type checks, ESLint and Prettier (each counts as one check)
 *   unit         *.spec.ts(x) beside the source
 *   integration  each service's HTTP API against the machine's PostgreSQL and Redis
 *   e2e          the whole stack through the gateway in Chromium
 *
 * `npm test -- unit integration` runs only the named tiers. PostgreSQL comes from
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and Redis from
 * TEST_REDIS_URL (default redis://127.0.0.1:6379); every test file makes its own database
 * and Redis key prefix and removes them afterwards. On a Node older than 22.12 every tier runs
 * on Node 24, fetched once from the npm registry into .tools/node24 (lib/supported-node.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.js';
import { ROOT } from './lib/paths.js';
import { onSupportedNode } from './lib/supported-node.js';

await onSupportedNode();

const TIERS = ['static', 'unit', 'integration', 'e2e'] as const;
type Tier = (typeof TIERS)[number];

const requested = process.argv.slice(2) as Tier[];
const unknown = requested.filter((tier) => !TIERS.includes(tier));
if (unknown.length > 0) {
  console.error(`Unknown tier(s): ${unknown.join(', ')}. Choose from ${TIERS.join(', ')}.`);
  process.exit(2);
}
const tiers: readonly Tier[] = requested.length > 0 ? requested : TIERS;
const results = join(ROOT, 'test-results');
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const notes: string[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n▶ ${name}\n`);
  const ok = run(command, args);
  if (ok) passed += 1;
  else {
    failed += 1;
    notes.push(`${name} failed`);
  }
  return ok;
}

function jest(tier: Exclude<Tier, 'static'>): void {
  process.stdout.write(`\n▶ ${tier} tests\n`);
  const output = join(results, `${tier}.json`);
  rmSync(output, { force: true });
  run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      tier,
      '--ci',
      '--passWithNoTests',
      `--maxWorkers=${tier === 'e2e' ? 1 : 2}`,
      '--json',
      `--outputFile=${output}`,
    ],
    { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    if (report.numRuntimeErrorTestSuites > 0)
      notes.push(`${report.numRuntimeErrorTestSuites} ${tier} suite(s) could not run`);
  } catch {
    failed += 1;
    notes.push(`the ${tier} tier did not produce a report`);
  }
}

if (tiers.includes('static')) {
  check('type check (services and libraries)', 'npx', ['tsc', '-b']);
  check('type check (front end)', 'npx', ['tsc', '-p', 'frontend', '--noEmit']);
  check('type check (scripts and test tools)', 'npx', ['tsc', '-p', 'tsconfig.tools.json']);
  check('ESLint', 'npx', ['eslint', '.']);
  check('Prettier', 'npx', ['prettier', '--check', '.']);
}
if (tiers.includes('unit')) jest('unit');
if (tiers.includes('integration')) jest('integration');
if (tiers.includes('e2e')) {
  let ready = true;
  try {
    ensureChromium();
  } catch (error) {
    console.error((error as Error).message);
    ready = false;
  }
  ready = ready && check('build (for the end-to-end tier)', 'npm', ['run', 'build']);
  if (ready) jest('e2e');
  else {
    failed += 1;
    notes.push('the e2e tier could not start');
  }
}

if (notes.length > 0) process.stdout.write(`\n${notes.map((note) => `- ${note}`).join('\n')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
