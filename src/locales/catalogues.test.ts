import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Both languages, always (conventions snippet 8): the catalogues must have the same keys, and
// every phrase must be a non-empty string.
const flatten = (node: unknown, prefix = ''): Record<string, unknown> =>
  typeof node === 'object' && node !== null
    ? Object.fromEntries(
        Object.entries(node).flatMap(([key, value]) =>
          Object.entries(flatten(value, prefix ? `${prefix}.${key}` : key)),
        ),
      )
    : { [prefix]: node };

const load = (locale: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(import.meta.dirname, locale, namespace), 'utf8')));

describe('catalogues', () => {
  it('has the same namespaces in zh-CN and en-US', () => {
    expect(readdirSync(join(import.meta.dirname, 'zh-CN')).sort()).toEqual(
      readdirSync(join(import.meta.dirname, 'en-US')).sort(),
    );
  });
});

// i18next's plural forms (a phrase with `count`): English uses key_one and key_other, Chinese only
// key_other (Intl.PluralRules); Chinese carries the same key_one too (the same phrase, never chosen)
// so that both catalogues hold exactly the same keys.
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

describe.each(readdirSync(join(import.meta.dirname, 'en-US')))('catalogue %s', (namespace) => {
  it('has the same keys in zh-CN and en-US, and no empty phrase', () => {
    const en = load('en-US', namespace);
    const zh = load('zh-CN', namespace);
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en).filter((k) => k.endsWith('_one'))) {
      expect(en, key).toHaveProperty([key.replace(/_one$/, '_other')]);
      expect(zh, key).toHaveProperty([key.replace(/_one$/, '_other')]);
      expect(String(en[key]), key).toContain('{{count}}');
    }
    for (const key of Object.keys(zh).filter((k) => k.endsWith('_one'))) {
      expect(zh[key], `${key}: Chinese says it as its only form`).toBe(zh[key.replace(/_one$/, '_other')]);
    }
    for (const [key, phrase] of Object.entries({ ...en, ...zh })) {
      expect(typeof phrase === 'string' && phrase.trim().length > 0, key).toBe(true);
    }
  });

  it('counts through plural forms, not "(s)"', () => {
    for (const [key, phrase] of Object.entries(load('en-US', namespace))) {
      expect(String(phrase), key).not.toMatch(/\w\((s|es|ren)\)/);
    }
  });

  it('uses kebab-case key segments', () => {
    for (const key of Object.keys(load('en-US', namespace))) {
      expect(key.replace(PLURAL_FORM, ''), key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/);
    }
  });
});

describe('one word for one thing (issue 17 item 2)', () => {
  // Clearing a list's filters has one name, the spec's "clear all filters" (000 §2), kept once in
  // common.json; a feature that words it again (reset, clear filters) would show a second name.
  it.each([
    ['en-US', /^(reset|reset filters|clear|clear filters|clear all filters)$/i],
    ['zh-CN', /^(重置|重置筛选|清除|清空|清除筛选|清空筛选|清除全部筛选)$/],
  ])('names the filter-clearing action only in common.json, in %s', (locale, name) => {
    for (const namespace of readdirSync(join(import.meta.dirname, locale)).filter((n) => n !== 'common.json')) {
      for (const [key, phrase] of Object.entries(load(locale, namespace))) {
        expect(String(phrase), `${namespace} ${key}`).not.toMatch(name);
      }
    }
    expect(String(load(locale, 'common.json')['filter.clear-all'])).toMatch(name);
  });
});

describe('English catalogues, console and server (issue 17 item 2)', () => {
  // British English, as the spec and most phrases have it (centre, organisation, programme,
  // cancelled); -ise, not -ize, to go with organisation. Console and server catalogues alike.
  const AMERICAN =
    /authoriz|organiz|recogniz|customiz|\bprograms?\b|\bcolors?\b|\bcenters?\b|cancel(ed|ing)\b|analyz|behavior|\bcatalogs?\b|\bfavor|\blicense\b/i;
  const folders = [join(import.meta.dirname, 'en-US'), join(import.meta.dirname, '../../server/locales/en-US')];

  it.each(folders)('counts through plural forms, not "(s)", in %s', (folder) => {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const phrases = flatten(JSON.parse(readFileSync(join(folder, file), 'utf8')));
      for (const [key, phrase] of Object.entries(phrases)) {
        expect(String(phrase), `${file} ${key}`).not.toMatch(/\w\((s|es|ren)\)/);
        if (key.endsWith('_one')) expect(phrases, `${file} ${key}`).toHaveProperty([key.replace(/_one$/, '_other')]);
      }
    }
  });

  it.each(folders)('has no American spelling in %s', (folder) => {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const phrases = flatten(JSON.parse(readFileSync(join(folder, file), 'utf8')));
      for (const [key, phrase] of Object.entries(phrases)) {
        expect(String(phrase), `${file} ${key}`).not.toMatch(AMERICAN);
      }
    }
  });
});
