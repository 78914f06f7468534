import { readdirSync, readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';

export type Translate = (key: string, params?: Record<string, string | number | readonly string[]>) => string;

/** The two interface languages, and the culture names the REST API uses for them (spec 000 §7). */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CULTURE_OF: Record<Language, 'zh-Hans' | 'en'> = { 'zh-CN': 'zh-Hans', 'en-US': 'en' };
export const languageOfCulture = (culture: string): Language => (culture.startsWith('en') ? 'en-US' : 'zh-CN');

// One namespace per file in server/locales/<language>/, as in the UI.
const catalogues = (language: Language) => {
  const folder = new URL(`../locales/${language}/`, import.meta.url);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as object]),
  );
};

const instance = i18next.createInstance();
await instance.init({
  resources: { 'zh-CN': catalogues('zh-CN'), 'en-US': catalogues('en-US') },
  defaultNS: 'errors',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  initAsync: false,
});

// Spec 000 §1, 002 §9: a date reads YYYY/MM/DD in Chinese and DD/MM/YYYY otherwise, as on the
// console (src/shared/i18n/formatDate.ts). Catalogues ask for it with `{{end, day}}`; a value
// that is not an ISO date is left as it is.
export const formatDay = (value: unknown, language: string | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
  if (!match) return String(value);
  const [, y, m, d] = match;
  return language?.startsWith('zh') ? `${y}/${m}/${d}` : `${d}/${m}/${y}`;
};
instance.services.formatter?.add('day', (value, language) => formatDay(value, language));

const fixed: Record<Language, TFunction> = {
  'zh-CN': instance.getFixedT('zh-CN'),
  'en-US': instance.getFixedT('en-US'),
};

export const translatorFor =
  (language: Language): Translate =>
  (key, params) =>
    fixed[language](key, params ?? {});

/**
 * The caller's language: an explicit culture (the user's stored choice) wins, then the first
 * Accept-Language entry we speak, then Chinese (the product's default).
 */
export const requestLanguage = (acceptLanguage: string | undefined): Language => {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
};
