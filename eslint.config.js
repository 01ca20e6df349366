import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Explicit property types are what decorator metadata is emitted from.
      '@typescript-eslint/no-inferrable-types': 'off',
    },
  },
  {
    files: ['**/migrations/*.ts'],
    rules: { 'max-len': 'off' },
  },
  prettier,
);
