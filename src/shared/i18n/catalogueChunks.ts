import type { ResourceLanguage } from 'i18next';
import type { Language } from './languages';

// One chunk per language (catalogues/<language>.ts) with the namespaces of the first screens: the
// console fetches the language it shows, and the other only when someone switches to it (issue 16
// item 4). Every other namespace is fetched when a screen first asks for it (lazyNamespaces.ts).
// Apart from loadI18n.ts, without i18next, so that the entry (main.tsx) can start the fetch
// beside the console's own code on /callback, rather than once that code has run.
const chunks: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  'zh-CN': () => import('./catalogues/zhCn'),
  'en-US': () => import('./catalogues/enUs'),
};
const loaded = new Map<Language, Promise<ResourceLanguage>>();

/** The language's first-screen catalogues, fetched once; call early to fetch them beside other code. */
export const loadCatalogues = (language: Language): Promise<ResourceLanguage> => {
  let catalogues = loaded.get(language);
  if (!catalogues) {
    catalogues = chunks[language]().then((module) => module.default);
    // A failed fetch (offline) is tried again on the next switch.
    catalogues.catch(() => loaded.delete(language));
    loaded.set(language, catalogues);
  }
  return catalogues;
};
