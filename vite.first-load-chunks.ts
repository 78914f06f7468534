import type { Plugin } from 'vite';

// The console's first screen in few files (issue 16 item 4; docs/performance.md "Console weight").
//
// The entry (src/main.tsx) imports renderApp.tsx once the load is more than a sign-in redirect,
// and every page is a lazy chunk imported from renderApp's routes. Left alone, the bundler splits
// the code renderApp shares with the pages by the set of chunks that use each module: React,
// React Router, i18next, urql, Blueprint's buttons, icon, spinner, text, callout, the route
// paths… came as some twenty-five files, each fetched before the first render on every load
// (with ~0.7 KB of response headers each, compressed alone). renderApp imports them all, so a
// file of their own saves no page anything. The group below puts them in one chunk, `shell`,
// that renderApp and the pages import. Only what the shell draws on every screen belongs here: a
// module listed that only some page uses would ride on every first load.
//
// Never list what the entry itself imports (xstate, oidc-client-ts, src/shared/auth's session):
// the entry would then import the shell chunk and the sign-in redirect would fetch it; the build
// fails if it does (generateBundle below). tests/e2e/console-weight.spec.ts holds the budgets.

const PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  'urql',
  '@urql/core',
  'wonka',
  '@0no-co/graphql.web',
  'classnames',
];
// Blueprint's shared code, the components the shell draws on every screen, and the card and
// table of the landing pages' lists.
const BLUEPRINT = [
  '@blueprintjs/core/lib/esm/common/',
  '@blueprintjs/core/lib/esm/hooks/',
  '@blueprintjs/core/lib/esm/accessibility/',
  '@blueprintjs/core/lib/esm/components/(?:button|html|text|spinner|icon|callout|non-ideal-state|card|html-table)/',
  '@blueprintjs/icons/lib/esm/(?:iconTypes|iconNames|loaderUtils|iconLoader|generated/components/small-cross)',
];
// The console's own modules the shell and most pages share (a list's table and its titles).
const SOURCES = [
  'src/shared/routes/paths',
  'src/shared/auth/SessionContext',
  'src/shared/errors/ErrorHandlingContext',
  'src/shared/errors/useErrorToasts',
  'src/shared/ui/useDocumentTitle',
  'src/shared/ui/SectionTitle',
  'src/shared/ui/TruncatedText',
  'src/shared/ui/ListTable',
  'src/shared/ui/columnWidths',
];

const escaped = (path: string) => path.replace(/[.+^$|[\]\\]/g, (c) => `\\${c}`).replace(/\//g, '[\\\\/]');

export const SHELL_MODULES = new RegExp(
  [
    `node_modules[\\\\/](?:${PACKAGES.map(escaped).join('|')})[\\\\/]`,
    ...BLUEPRINT.map((p) => `node_modules[\\\\/]${p.replace(/\//g, '[\\\\/]')}`),
    ...SOURCES.map((p) => `[\\\\/]${escaped(p)}\\.tsx?$`),
  ].join('|'),
);

export const SHELL_CHUNK = 'shell';

export const firstLoadChunks = (): Plugin => ({
  name: 'atrium:first-load-chunks',
  apply: 'build',
  // A listed module (or one it imports: the group takes their dependencies) that the entry uses
  // would make the sign-in redirect fetch the whole shell: the build fails instead.
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      const shell = chunk.imports.find((file) => bundle[file]?.name === SHELL_CHUNK);
      if (shell)
        this.error(
          `${chunk.fileName} imports ${shell}: a module of SHELL_MODULES (or one it imports) is the entry's (vite.first-load-chunks.ts)`,
        );
    }
  },
  outputOptions(options) {
    return {
      ...options,
      codeSplitting: {
        groups: [
          // Vite's helper for dynamic imports: the entry uses it too, so it must not join the shell.
          { name: 'preload-helper', test: /^\0?vite[\\/]preload-helper/, priority: 1 },
          { name: SHELL_CHUNK, test: SHELL_MODULES },
        ],
      },
    };
  },
});
