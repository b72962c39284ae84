import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/lint/import-boundaries.mjs';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'playwright-report', 'test-results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Layers, features, test support and the benchmarks: see scripts/lint/import-boundaries.mjs.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'bench/**/*.ts'],
    plugins: { murmur: boundariesPlugin },
    rules: { 'murmur/import-boundaries': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The web app keeps zod out of its first load (the layers themselves: import-boundaries).
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    ignores: ['src/web/main.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)contract$',
              allowTypeImports: true,
              message: 'Import values from a contract module (contract/paths), not the index.',
            },
          ],
        },
      ],
    },
  },
  {
    // The port is async so that SQL adapters fit it; the memory adapter has nothing to await.
    files: ['src/backend/store/memory-*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'src/**/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The backend runs in the browser and on Node alike: no Node or DOM imports.
    files: ['src/backend/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/backend/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'The backend is runtime-agnostic.',
            },
          ],
        },
      ],
    },
  },
  {
    // Both ends import the contract, in the browser and on Node.
    files: ['src/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'The contract is runtime-agnostic.',
            },
          ],
        },
      ],
    },
  },
);
