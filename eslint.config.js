// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

import { existsSync, readdirSync } from 'node:fs';

// The module boundaries of docs/decisions.md ("What may import what"), enforced here.
// A feature imports only its own folder (plus shared/, machines/ and generated/): one zone each.
const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature does not import another feature; move what both need to src/shared.',
}));

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/generated/**',
      'gateway/generated/**',
      'test-results/**',
      'playwright-report/**',
      'server/migrations/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Boundaries are checked on resolved files, so the resolver must understand TypeScript paths.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/features', message: 'shared/ must not depend on a feature.' },
            { target: './src/shared', from: './src/app', message: 'shared/ must not depend on the app shell.' },
            { target: './src/features', from: './src/app', message: 'Features do not import the app shell.' },
            {
              target: './machines',
              from: ['./src', './gateway', './server'],
              message: 'Machines are pure: inject IO with .provide().',
            },
            { target: './gateway', from: './server', message: 'The gateway talks to REST, not to server internals.' },
            {
              target: './server',
              from: ['./gateway', './src'],
              message: 'The server knows nothing of the gateway or the UI.',
            },
            {
              target: ['./src', './machines'],
              from: ['./gateway', './server'],
              message: 'The UI reaches the server through GraphQL only.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Every word a person reads comes from the i18n catalogues (both languages, always).
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: ['·', '/', '—', ':', '(', ')', '-', '|'] },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
);
