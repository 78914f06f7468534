import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cataloguesByNamespace } from './cataloguesByNamespace';
import { i18nOptions, persistLanguage } from './i18nOptions';
import type { Language } from './languages';

// Both languages' catalogues in the bundle, ready at once: for tests and tools. The console
// itself fetches only the language it shows (loadI18n.ts).
const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const buildResources = (): Resource => {
  const byLanguage: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const language = /\/locales\/([^/]+)\//.exec(path)?.[1];
    if (language) byLanguage[language] = { ...byLanguage[language], [path]: catalogue };
  }
  return Object.fromEntries(
    Object.entries(byLanguage).map(([language, files]) => [language, cataloguesByNamespace(files)]),
  );
};

export const NAMESPACES = [
  ...new Set(Object.keys(catalogues).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? 'common')),
];

/** A ready i18next instance (synchronous init: the catalogues are in the bundle). */
export const createI18n = (language: Language, options: { persist?: boolean } = {}): I18n => {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...i18nOptions(language, NAMESPACES), resources: buildResources(), initAsync: false });
  if (options.persist) persistLanguage(instance, language);
  return instance;
};
