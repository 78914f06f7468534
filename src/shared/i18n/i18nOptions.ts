import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from './languages';

/** What the console's and the tests' i18next instances share. */
export const i18nOptions = (language: Language, namespaces: string[]): InitOptions => ({
  lng: language,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
});

/** Keeps the choice in the browser and on <html lang>, for the console's own instance. */
export const persistLanguage = (
  instance: { on(event: 'languageChanged', callback: (language: string) => void): void },
  language: Language,
): void => {
  instance.on('languageChanged', (next) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // storage can be disabled; the server keeps the user's choice too
    }
    document.documentElement.lang = next;
  });
  document.documentElement.lang = language;
};
