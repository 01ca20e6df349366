import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import root from '../eslint.config.js';

/** The repository's rules plus the Rules of React for the browser code. */
export default tseslint.config(...root, {
  files: ['src/**/*.{ts,tsx}'],
  extends: [reactHooks.configs.flat.recommended],
});
