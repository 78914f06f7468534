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

describe.each(readdirSync(join(import.meta.dirname, 'en-US')))('catalogue %s', (namespace) => {
  it('has the same keys in zh-CN and en-US, and no empty phrase', () => {
    const en = load('en-US', namespace);
    const zh = load('zh-CN', namespace);
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [key, phrase] of Object.entries({ ...en, ...zh })) {
      expect(typeof phrase === 'string' && phrase.trim().length > 0, key).toBe(true);
    }
  });

  it('uses kebab-case key segments', () => {
    for (const key of Object.keys(load('en-US', namespace))) {
      expect(key, key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/);
    }
  });
});
