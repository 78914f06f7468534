import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from './languages';

// Catalogues are bundled: src/locales/<language>/<namespace>.json, one namespace per feature.
const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const buildResources = (): Resource => {
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: catalogue };
  }
  return resources;
};

export const NAMESPACES = [
  ...new Set(Object.keys(catalogues).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? 'common')),
];

/** A ready i18next instance (synchronous init: the catalogues are in the bundle). */
export const createI18n = (language: Language, options: { persist?: boolean } = {}): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: buildResources(),
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    initAsync: false,
  });
  if (options.persist) {
    instance.on('languageChanged', (next) => {
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // storage can be disabled; the server keeps the user's choice too
      }
      document.documentElement.lang = next;
    });
    document.documentElement.lang = language;
  }
  return instance;
};
