import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import root from '../eslint.config.js';

const src = join(import.meta.dirname, 'src');
const layer = (folder) => join(src, folder);
const features = readdirSync(layer('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * STYLE.md's layers, each importing only those below it: app (the shell) → pages → features →
 * lib and ui (ui may use lib, lib uses neither). A feature reaches another feature only through
 * that feature's index. Tests may reach anywhere (they build the whole app around what they test).
 */
const zones = [
  {
    target: layer('pages'),
    from: layer('app'),
    message: 'Pages sit below the shell (app/): move what they need to lib/ or ui/.',
  },
  {
    target: layer('features'),
    from: [layer('app'), layer('pages')],
    message: 'Features sit below the shell and the pages: move what they need to lib/ or ui/.',
  },
  {
    target: layer('ui'),
    from: [layer('app'), layer('pages'), layer('features')],
    message: 'ui/ is the design system and knows nothing of the app or its features.',
  },
  {
    target: layer('lib'),
    from: [layer('app'), layer('pages'), layer('features'), layer('ui')],
    message: 'lib/ holds helpers every feature may use; it imports no layer above it.',
  },
  ...features.map((feature) => ({
    target: join(layer('features'), feature, '**', '*'),
    from: join(layer('features'), `!(${feature})`, '**', '*'),
    except: ['**/src/features/*/index.ts'],
    message: `Import another feature through its index (features/<name>/index.ts), not its files.`,
  })),
];

/** The repository's rules plus the Rules of React and the layers of the browser code. */
export default tseslint.config(
  ...root,
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.spec.{ts,tsx}', 'src/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
);
