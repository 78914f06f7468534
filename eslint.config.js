// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

import { existsSync, readdirSync } from 'node:fs';
import { atriumRules } from './eslint/atrium-rules.js';

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

// A server module reaches another module through its service, never through its repository.
const serverModules = existsSync('server/modules')
  ? readdirSync('server/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const repositoryZones = serverModules.map((name) => ({
  target: `./server/modules/${name}`,
  // Only repositories are private to their module; services and types are its public face.
  from: `./server/modules/!(${name})/**/*.repository.ts`,
  message: "A server module does not import another module's repository; call that module's service.",
}));

// Machines are pure state logic: no UI, transport or server package (docs/decisions.md).
const machineForbiddenPackages = [
  'react',
  'react-*',
  '@blueprintjs/*',
  '@xstate/react',
  '@urql/*',
  'urql',
  'graphql-ws',
  '@microsoft/signalr',
  'i18next',
  'oidc-client-ts',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'nodemailer',
  'oidc-provider',
  'graphql-yoga',
  'exceljs',
  'node:*',
];

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist/**',
      'build/**',
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
            {
              target: './events',
              from: ['./src', './machines', './gateway', './server'],
              message: 'The event catalogue is shared by server, gateway and console: it imports none of them.',
            },
            {
              target: './forms',
              from: ['./src', './machines', './events', './menus', './env', './gateway', './server'],
              message: 'The feedback-form engine is shared by server, gateway and console: it imports none of them.',
            },
            {
              target: './menus',
              from: ['./src', './machines', './events', './gateway', './server'],
              message: 'The menu catalogue is data shared by server and console: it imports none of them.',
            },
            {
              target: './env',
              from: ['./src', './machines', './events', './menus', './gateway', './server'],
              message: 'env/ reads the environment alike for the server and the gateway: it imports none of them.',
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
            ...repositoryZones,
          ],
        },
      ],
    },
  },
  {
    // A promise nobody awaits loses its rejection; the one type-aware rule, so only it pays for types.
    files: ['{src,machines,server,gateway}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React's act() returns a thenable even for a synchronous callback, which has nothing to await.
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: 'react' },
            { from: 'package', name: 'act', package: '@testing-library/react' },
          ],
        },
      ],
    },
  },
  {
    plugins: { atrium: atriumRules },
    rules: { 'atrium/file-name-convention': 'error' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: machineForbiddenPackages,
              message: 'Machines are pure: no UI, transport or server package; inject IO with .provide().',
            },
          ],
        },
      ],
    },
  },
  {
    // The feedback-form engine (issue 18) is pure rules shared by server and console: typebox only.
    files: ['forms/**/*.ts'],
    ignores: ['forms/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typebox(/|$)|\\.{1,2}/)',
              message: 'forms/ imports only typebox and its own files, so server and console may share it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'atrium/graphql-document-owner': 'error' },
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
      // jsx-no-literals cannot tell text props from enum-like ones (icon, intent): this rule can.
      'atrium/no-literal-text-props': 'error',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'react/jsx-no-literals': 'off', 'atrium/no-literal-text-props': 'off' },
  },
  {
    // One date format per language (spec 000 §1, issue 17): the console writes dates only through
    // src/shared/i18n (formatDate.ts, calendarDates.ts), never with the browser's or luxon's own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/i18n/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString', 'toFormat'].map((property) => ({
          property,
          message: 'Write dates with src/shared/i18n/formatDate (formatDate, formatDateTime, formatTime).',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Write dates with src/shared/i18n/formatDate (formatDate, formatDateTime, formatTime).',
        },
      ],
    },
  },
  {
    // The console's tests share their worker's modules (vitest.config.ts, isolate: false): a module
    // mocked in one file would stay mocked for the files after it.
    files: ['{src,machines,events,forms,env}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Console tests share loaded modules; pass a stub (client, props) instead of mocking a module.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Console tests share loaded modules; pass a stub (client, props) instead of mocking a module.',
        },
      ],
    },
  },
);
