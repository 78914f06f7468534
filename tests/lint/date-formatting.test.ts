import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 17 item 3: one date format per language, written only by src/shared/i18n. Each snippet is
// linted as if it lived at the given path (never written to disk), without types, as in
// boundaries.test.ts.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

const rulesBroken = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error would make every "not.toContain" pass for the wrong reason.
  expect(messages.filter((m) => m.ruleId === null)).toEqual([]);
  return messages.map((m) => m.ruleId);
};

const FEATURE = 'src/features/orders/components/when.ts';
const I18N = 'src/shared/i18n/when.ts';

describe('dates are written only by src/shared/i18n', { timeout: 120_000 }, () => {
  it.each([
    ['toLocaleDateString', 'export const f = (d: Date) => d.toLocaleDateString();\n'],
    ['toLocaleString', "export const f = (d: Date) => d.toLocaleString('en-GB');\n"],
    ['toLocaleTimeString', 'export const f = (d: Date) => d.toLocaleTimeString();\n'],
    ['Intl.DateTimeFormat', "export const f = (d: Date) => new Intl.DateTimeFormat('en').format(d);\n"],
    [
      "luxon's toFormat",
      "import { DateTime } from 'luxon';\nexport const f = (d: DateTime) => d.toFormat('dd/MM/yyyy HH:mm');\n",
    ],
  ])('a feature that formats a date with %s fails lint', async (_, code) => {
    const broken = await rulesBroken(FEATURE, code);
    expect(broken.some((rule) => rule === 'no-restricted-properties' || rule === 'no-restricted-syntax')).toBe(true);
    expect(await rulesBroken(I18N, code)).not.toContain('no-restricted-properties');
    expect(await rulesBroken(I18N, code)).not.toContain('no-restricted-syntax');
  });

  it('a feature that goes through the shared formatter passes', async () => {
    const code =
      "import { formatDateTime } from '../../../shared/i18n/formatDate';\n" +
      'export const f = (iso: string) => formatDateTime(iso);\n';
    const broken = await rulesBroken(FEATURE, code);
    expect(broken).not.toContain('no-restricted-properties');
    expect(broken).not.toContain('no-restricted-syntax');
  });
});
