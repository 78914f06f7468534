// The interface languages (spec 000 §1): Chinese and English. zh-CN is the fallback.
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';
export const LANGUAGE_STORAGE_KEY = 'atrium.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Maps a browser or server tag (zh, zh-Hans, en-GB, ...) to an interface language, or null. */
export const toLanguage = (tag: string | null | undefined): Language | null => {
  if (!tag) return null;
  if (isLanguage(tag)) return tag;
  const primary = tag.toLowerCase().split(/[-_]/, 1)[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return null;
};

/** The stored choice first, then the browser's preferences, then the fallback. */
export const detectLanguage = (stored: string | null, browser: readonly string[]): Language =>
  toLanguage(stored) ?? browser.map(toLanguage).find((language) => language !== null) ?? FALLBACK_LANGUAGE;
