import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, persistLanguage } from './i18nOptions';
import { loadCatalogues } from './catalogueChunks';
import { isLanguage, type Language } from './languages';

export { loadCatalogues };

// changeLanguage, wherever it is called (the switch, the server's choice, a link's language),
// waits for this before it switches, so no screen shows keys.
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    loadCatalogues(language).then(
      (catalogues) => callback(null, catalogues[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The console's i18next instance, resolved once the language's catalogues are in. */
export const loadI18n = async (language: Language, options: { persist?: boolean } = {}): Promise<I18n> => {
  const catalogues = await loadCatalogues(language);
  const instance = i18next.createInstance();
  await instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions(language, Object.keys(catalogues)),
      resources: { [language]: catalogues },
      partialBundledLanguages: true,
      // No fallback language: it would fetch the other catalogue on every load, and
      // src/locales/catalogues.test.ts keeps both languages' keys the same.
      fallbackLng: false,
    });
  if (options.persist) persistLanguage(instance, language);
  return instance;
};
