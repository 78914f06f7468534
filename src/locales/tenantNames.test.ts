import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A tenant has one name (spec 000/002 "Tenant: displayName"), in whatever language its owner
// wrote it: "Sunrise Centre" in the Chinese console, "阳光中心" in the English one. A heading that
// carries it keeps it apart from the sentence ("合同：Sunrise Centre", "Contracts: 阳光中心")
// instead of gluing it into a phrase of the other language ("Sunrise Centre的合同", issue 17 item 7).

/** The catalogue phrases a tenant's name goes into: namespace file and key path. */
const TENANT_NAME_PHRASES = [
  ['contracts.json', 'list.tenant'],
  ['vrat-contracts.json', 'list.tenant'],
] as const;

const phrase = (locale: string, file: string, key: string): string => {
  let node: unknown = JSON.parse(readFileSync(join(import.meta.dirname, locale, file), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
};

describe.each(['zh-CN', 'en-US'])('tenant names in %s headings', (locale) => {
  it.each(TENANT_NAME_PHRASES)('%s %s sets the name apart after a colon', (file, key) => {
    const text = phrase(locale, file, key);
    expect(text).toMatch(/[:：] ?\{\{name\}\}$/);
  });
});
