import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// Loaded through Node's require: the package's CommonJS build, with every icon's paths.
type IconsPackage = {
  IconNames: Record<string, string>;
  getIconPaths: (name: string, size: 16 | 20) => string[] | undefined;
};
const icons = createRequire(import.meta.url)('@blueprintjs/icons') as IconsPackage;

/** `16/add.json` → its paths as JSON, for every icon in both sizes. */
const iconFiles = (): Map<string, string> => {
  const files = new Map<string, string>();
  for (const name of new Set(Object.values(icons.IconNames))) {
    for (const size of [16, 20] as const) {
      const paths = icons.getIconPaths(name, size);
      if (paths) files.set(`${size}/${name}.json`, JSON.stringify(paths));
    }
  }
  return files;
};

// Blueprint's two built-in loaders (`Icons.setLoaderOptions({ loader })`'s "split-by-size", the
// default, and "all"): each fetches the paths of every icon of a size on the first icon drawn.
const BUILT_IN_LOADER = /@blueprintjs\/icons\/lib\/esm\/paths-loaders\/(?:splitPathsBySizeLoader|allPathsLoader)\.js$/;

/** Both built-in loaders, replaced: one icon's paths, fetched when it is first drawn. */
// Blueprint asks again for an icon that is still loading (two buttons with one icon): one fetch.
const perIconLoader = (folder: string) => `
const loading = new Map();
const fetchIcon = async (name, size) => {
  const response = await fetch(${JSON.stringify(folder)} + "/" + size + "/" + name + ".json");
  if (!response.ok) throw new Error("Icon " + name + " (" + size + "px): HTTP " + response.status);
  return response.json();
};
const loadIcon = (name, size) => {
  const key = size + "/" + name;
  if (!loading.has(key)) loading.set(key, fetchIcon(name, size).finally(() => loading.delete(key)));
  return loading.get(key);
};
export const splitPathsBySizeLoader = loadIcon;
export const allPathsLoader = loadIcon;
`;

// Blueprint's icon names, which its loader checks every icon against: the package builds them
// from a 68 KB enum of the 16px set and a case-conversion library (8.6 KB compressed, on the
// console's first load). The same object, built from the names alone.
const ICON_NAMES = /@blueprintjs\/icons\/lib\/esm\/iconNames\.js$/;
const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
const legacy = (name: string) => name.replace(/-/g, '_').toUpperCase();
const namesObject = (names: string[]) =>
  Object.fromEntries([...names.map((n) => [pascal(n), n]), ...names.map((n) => [legacy(n), n])]);

/** The iconNames module; throws if its object would differ from the package's (a new naming rule). */
const iconNamesModule = (): string => {
  const names = [...new Set(Object.values(icons.IconNames))];
  if (JSON.stringify(Object.entries(namesObject(names))) !== JSON.stringify(Object.entries(icons.IconNames))) {
    throw new Error('vite.icon-paths: @blueprintjs/icons names its icons differently; update iconNamesModule');
  }
  return `
const names = ${JSON.stringify(names.join(' '))}.split(' ');
const pascal = ${pascal.toString()};
const legacy = ${legacy.toString()};
export const IconNames = Object.fromEntries([...names.map((n) => [pascal(n), n]), ...names.map((n) => [legacy(n), n])]);
export const IconNamesSet = new Set(names);
`;
};

/**
 * Icons loaded per icon (issue 16 item 4). The build writes each icon's paths as a small JSON
 * file under one hashed folder and swaps Blueprint's built-in loaders (≈ 300 KB of paths per
 * size) for a fetch of the one file, so every entry point and `icon="name"` prop gets it without
 * setup. A lazy import per icon instead made the build add ≈ 260 KB of import table to the
 * console's code. The folder's hash follows the icons package, so the files keep the long cache
 * of /assets/. The icon names the loader checks come from a compact list. The development server
 * keeps Blueprint's own loader and names.
 */
export const blueprintIconPaths = (): Plugin => {
  const files = iconFiles();
  const hash = createHash('sha256');
  for (const [name, json] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(json);
  const folder = `assets/icon-paths-${hash.digest('hex').slice(0, 10)}`;
  let base = '/';
  return {
    name: 'atrium:blueprint-icon-paths',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (ICON_NAMES.test(id)) return iconNamesModule();
      return BUILT_IN_LOADER.test(id) ? perIconLoader(`${base}${folder}`) : null;
    },
    generateBundle() {
      for (const [name, json] of files) this.emitFile({ type: 'asset', fileName: `${folder}/${name}`, source: json });
    },
  };
};
