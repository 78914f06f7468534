import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUs from './catalogues/enUs';
import zhCn from './catalogues/zhCn';
import { FIRST_SCREEN_NAMESPACES, isFirstScreenNamespace } from './firstScreenNamespaces';
import { COMPANIONS, LAZY_NAMESPACES } from './lazyNamespaces';

const src = join(import.meta.dirname, '../..');
const ALL = readdirSync(join(src, 'locales/en-US')).map((file) => file.replace(/\.json$/, ''));

describe('the first chunk and the on-demand ones', () => {
  it('put the same namespaces in each language’s first chunk', () => {
    expect(Object.keys(zhCn).sort()).toEqual([...FIRST_SCREEN_NAMESPACES].sort());
    expect(Object.keys(enUs).sort()).toEqual([...FIRST_SCREEN_NAMESPACES].sort());
  });

  it('fetch every other namespace on demand, and none twice', () => {
    expect([...LAZY_NAMESPACES].sort()).toEqual(ALL.filter((ns) => !isFirstScreenNamespace(ns)).sort());
  });

  it('name only real namespaces as companions', () => {
    for (const [namespace, companions] of Object.entries(COMPANIONS))
      expect([namespace, ...companions].filter((ns) => !LAZY_NAMESPACES.includes(ns))).toEqual([]);
  });
});

// The console's source files (no tests, no generated code), with the namespaces they ask for.
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const read = sourceFiles(src).map((path) => {
  const text = readFileSync(path, 'utf8');
  const hooks = [...text.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, args]) =>
    [...(args ?? '').matchAll(/'([a-z-]+)'/g)].map(([, ns]) => ns ?? ''),
  );
  const prefixed = [...text.matchAll(/['"`]([a-z-]+):[a-zA-Z]/g)]
    .map(([, ns]) => ns ?? '')
    .filter((ns) => ALL.includes(ns));
  return { path: relative(src, path), text, hooks, prefixed };
});

// A helper handed its t (stageLabel(t, ...)) reads with the namespaces of the files importing it.
const files = read.map((file) => {
  const module = `/${file.path
    .replace(/\.tsx?$/, '')
    .split('/')
    .at(-1)}'`;
  const readers =
    file.hooks.length > 0 ? file.hooks : read.filter((other) => other.text.includes(module)).flatMap((o) => o.hooks);
  return { ...file, readers };
});

describe('namespaces a screen reads', () => {
  // A key written 'ns:key' does not make useTranslation wait for ns: unless ns is in the first
  // chunk or comes with the hook's namespace (COMPANIONS), the screen would show the key.
  it('come with the screen when written as ns:key', () => {
    const unreachable = files.flatMap(({ path, readers, prefixed }) =>
      prefixed
        .filter(
          (ns) => !isFirstScreenNamespace(ns) && !readers.some((hook) => hook === ns || COMPANIONS[hook]?.includes(ns)),
        )
        .map((ns) => `${path}: ${ns}`),
    );
    expect(unreachable).toEqual([]);
  });

  // The sign-in, the shell and the workbench draw at once, without a fetch for their words.
  it('are in the first chunk for the sign-in, the shell and the workbench', () => {
    // With the supervisor board's parts that routes.tsx hands the workbench (workbenchParts.ts).
    const firstScreens = new RegExp(
      '^(app|features/auth|features/workbench|features/contracts/warnings|shared/(ui|errors|network|http))/' +
        '|^features/supervisor-board/(workbenchParts|components/(SupervisorBoardLink|SessionsNowCard))\\.',
    );
    const waiting = files
      .filter(({ path }) => firstScreens.test(path))
      .flatMap(({ path, hooks }) => hooks.filter((ns) => !isFirstScreenNamespace(ns)).map((ns) => `${path}: ${ns}`));
    expect(waiting).toEqual([]);
  });
});

// Everything a page imports statically (tables, cards, tabs, warnings, and its dialogs and drawers)
// must not ask for a namespace the page has not: the first such part to draw suspends the page it
// sits in, which then hides under the route's loading state and comes back. Text typed into its
// search box meanwhile was lost (content-centre.spec under load, 2026-11-29); a dialog opening
// made the whole page blink. Parts loaded with lazyPart have a boundary of their own. A page that
// asks for no words of its own draws nothing before its parts' are in.
describe('namespaces of the parts a page draws', () => {
  const routes = readFileSync(join(src, 'app/routes.tsx'), 'utf8');
  const pages = [
    ...new Set([...routes.matchAll(/import\('\.\.\/(features\/[^']+Page)'\)/g)].map(([, path]) => `${path}.tsx`)),
  ];
  const byPath = new Map(files.map((file) => [file.path, file]));
  const parts = (path: string): string[] =>
    [...(byPath.get(path)?.text ?? '').matchAll(/^import [^;]*? from '(\.[^']+)'/gms)].flatMap(([, spec]) => {
      const candidate = `${join(path, '..', spec ?? '')}.tsx`;
      return byPath.has(candidate) ? [candidate] : [];
    });

  it('come with the page', () => {
    expect(pages.length).toBeGreaterThan(40);
    const late = pages.flatMap((page) => {
      const own = byPath.get(page)?.hooks ?? [];
      if (own.length === 0) return [];
      const loaded = new Set([...own, ...own.flatMap((ns) => COMPANIONS[ns] ?? [])]);
      const seen = new Set<string>();
      const queue = parts(page);
      const found: string[] = [];
      for (let path = queue.shift(); path; path = queue.shift()) {
        if (seen.has(path)) continue;
        seen.add(path);
        for (const ns of byPath.get(path)?.hooks ?? [])
          if (!isFirstScreenNamespace(ns) && !loaded.has(ns)) found.push(`${page} → ${path}: ${ns}`);
        queue.push(...parts(path));
      }
      return found;
    });
    expect(late).toEqual([]);
  });
});
