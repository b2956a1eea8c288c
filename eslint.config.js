import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain Node scripts.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The engine is pure: no I/O, no clock, no dependencies (architecture.md §1).
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message:
                'The engine is pure: relative imports only, no packages (architecture.md §1).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Date', 'fetch', 'process', 'setTimeout', 'setInterval'],
      // Node 20's V8 makes `{ ...a, b }` (a spread first, then properties it lacks) about 1 µs a
      // literal, and every calculation builds dozens of them (docs/decisions/0864).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression[properties.length>1] > SpreadElement:first-child',
          message:
            'A spread first in an object literal is slow in Node 20 (decision 0864): name the properties first (`{ b, ...a }`), or write each field.',
        },
      ],
    },
  },
  {
    files: ['packages/engine/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // A feature is used by other features only through its public door, its index.ts
    // (architecture.md §5). Imports inside one feature, and of src/lib, src/components and
    // src/app, are free; the router (src/app) may load a feature's pages lazily by path.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
      ],
      'boundaries/include': ['apps/web/src/**/*.{ts,tsx}'],
      // The patterns above are from the repository's root, wherever ESLint runs (an editor in
      // apps/web, the feature-boundaries test from its workspace): by default they would be from
      // the working directory, and nothing would match.
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                "A feature uses another only through its index.ts: import from '../<feature>' (architecture.md §5).",
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
          ],
        },
      ],
    },
  },
);
