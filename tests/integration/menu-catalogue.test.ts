import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_TREES } from '../../menus/catalogue';
import { MENU_ROUTES } from '../../src/app/menu/menuCatalogue';

// The server decides who sees which item; the console routes and labels them. Both read
// menus/catalogue.ts; the console derives its routes and what-it-is-for keys, so every item must be
// routed once and every label and description must exist in both languages.

const serverItems = Object.values(MENU_TREES).flatMap((groups) => groups.flatMap((g) => g.items));
const catalogue = (language: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${language}/menu.json`, import.meta.url), 'utf8'));
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the menu catalogue, server and console', () => {
  it('lists the same routes with the same labels on both sides', () => {
    expect(MENU_ROUTES.map((m) => [m.route, m.labelKey, m.vcatLabelKey])).toEqual(
      serverItems.map((i) => [i.route, i.labelKey, i.vcatLabelKey]),
    );
  });

  it('routes each item once, so the guard can tell a menu route from any other page', () => {
    expect(new Set(MENU_ROUTES.map((m) => m.route)).size).toBe(serverItems.length);
  });

  it.each(['zh-CN', 'en-US'])('has every group and item label, and what each page is for, in %s', (language) => {
    const texts = catalogue(language);
    const keys = [
      ...Object.values(MENU_TREES).flatMap((groups) => groups.map((g) => g.labelKey)),
      ...serverItems.flatMap((i) => [i.labelKey, ...(i.vcatLabelKey ? [i.vcatLabelKey] : [])]),
      ...MENU_ROUTES.map((m) => m.aboutKey),
    ];
    for (const key of keys) expect(typeof lookup(texts, key), key).toBe('string');
  });

  it('says VCAT exactly where the VRAT label is replaced', () => {
    const en = catalogue('en-US');
    for (const item of serverItems.filter((i) => i.vcatLabelKey)) {
      expect(lookup(en, item.labelKey)).toMatch(/VRAT/);
      expect(lookup(en, item.vcatLabelKey ?? '')).toBe(String(lookup(en, item.labelKey)).replace('VRAT', 'VCAT'));
    }
  });
});
