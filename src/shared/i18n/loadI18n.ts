import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, persistLanguage } from './i18nOptions';
import { loadCatalogues } from './catalogueChunks';
import { FIRST_SCREEN_NAMESPACES, isFirstScreenNamespace } from './firstScreenNamespaces';
import { isLanguage, type Language } from './languages';
import type { FetchChunk } from './lazyNamespaces';
import { loadWhenOnline } from '../network/loadWhenOnline';

export { loadCatalogues };

// Offline, a namespace's chunk waits for the network like a page's code: the screen stays as it
// was, under the network banner, rather than drawing keys.
const whenOnline: FetchChunk = (load) => loadWhenOnline(load)();

// Every namespace i18next does not hold yet comes through here: the first screens' from the
// language's chunk, the others one chunk each (with their companions, which go straight into the
// store). changeLanguage, wherever it is called (the switch, the server's choice, a link's
// language), waits for every namespace loaded so far before it switches, so no screen shows keys.
const namespaceBackend = (instance: I18n): BackendModule => ({
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: async (language: string, namespace: string) => {
    if (!isLanguage(language)) return {};
    if (isFirstScreenNamespace(namespace)) return (await loadCatalogues(language))[namespace] ?? {};
    // The map of the other namespaces' chunks (70 hashed names) is itself fetched when first
    // needed: the first screens never need it (issue 16 item 4).
    const { loadWithCompanions } = await import('./lazyNamespaces');
    const { [namespace]: own = {}, ...companions } = await loadWithCompanions(language, namespace, whenOnline);
    for (const [name, catalogue] of Object.entries(companions))
      instance.addResourceBundle(language, name, catalogue, true, true);
    return own;
  },
});

/**
 * The console's i18next instance, resolved once the language's first-screen catalogues are in.
 * A screen that asks for another namespace suspends until it is fetched: React keeps what was on
 * screen meanwhile (a page change is a transition; the router keeps its loading state), so a
 * screen is first drawn with its words, never with its keys.
 */
export const loadI18n = async (language: Language, options: { persist?: boolean } = {}): Promise<I18n> => {
  const catalogues = await loadCatalogues(language);
  const instance = i18next.createInstance();
  const shared = i18nOptions(language, [...FIRST_SCREEN_NAMESPACES]);
  await instance
    .use(namespaceBackend(instance))
    .use(initReactI18next)
    .init({
      ...shared,
      // A copy: the store adds every namespace loaded later to this object, and the fetched
      // chunk's own stays as it came, for the next instance (tests make several).
      resources: { [language]: { ...catalogues } },
      partialBundledLanguages: true,
      // No fallback language: it would fetch the other catalogue on every load, and
      // src/locales/catalogues.test.ts keeps both languages' keys the same.
      fallbackLng: false,
      react: { ...shared.react, useSuspense: true },
    });
  if (options.persist) persistLanguage(instance, language);
  return instance;
};
