import type { Language } from './languages';

export type PhonePrefix = {
  /** What the user sees and dials: '+86'. */
  prefix: string;
  /** What the REST API stores as countryCode: '86'. */
  countryCode: string;
  label: Readonly<Record<Language, string>>;
};

/** The phone prefixes offered, in the spec's order (000 §1); +86 is the default. */
export const PHONE_PREFIXES: readonly PhonePrefix[] = [
  { prefix: '+86', countryCode: '86', label: { 'zh-CN': '中国', 'en-US': 'China' } },
  { prefix: '+972', countryCode: '972', label: { 'zh-CN': '以色列', 'en-US': 'Israel' } },
  { prefix: '+52', countryCode: '52', label: { 'zh-CN': '墨西哥', 'en-US': 'Mexico' } },
  { prefix: '+1', countryCode: '1', label: { 'zh-CN': '美国/加拿大', 'en-US': 'US/Canada' } },
  { prefix: '+34', countryCode: '34', label: { 'zh-CN': '西班牙', 'en-US': 'Spain' } },
  { prefix: '+506', countryCode: '506', label: { 'zh-CN': '哥斯达黎加', 'en-US': 'Costa Rica' } },
  { prefix: '+886', countryCode: '886', label: { 'zh-CN': '中国台湾', 'en-US': 'Taiwan' } },
  { prefix: '+852', countryCode: '852', label: { 'zh-CN': '中国香港', 'en-US': 'Hong Kong' } },
];

export const DEFAULT_COUNTRY_CODE = '86';

/** '+86 China' / '+86 中国', for a select's option; the bare prefix for a code not in the list. */
export const phonePrefixLabel = (countryCode: string, language: Language): string => {
  const entry = PHONE_PREFIXES.find((p) => p.countryCode === countryCode.replace(/^\+/, ''));
  return entry ? `${entry.prefix} ${entry.label[language]}` : `+${countryCode.replace(/^\+/, '')}`;
};
