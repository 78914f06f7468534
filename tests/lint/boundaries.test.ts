import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each boundary of docs/decisions.md "What may import what" fails on a deliberately wrong snippet
// linted as if it lived in the zone it would break. The snippets are never written to disk.
// Type-aware parsing needs the file in the TypeScript project, and most snippets sit at paths that
// do not exist: they are linted without types, and the floating-promise snippets stand in for real files.
const untyped = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});
const typed = new ESLint({ cwd: process.cwd() });

const lint = async (eslint: ESLint, filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error would make every "not.toContain" pass for the wrong reason.
  expect(messages.filter((m) => m.ruleId === null)).toEqual([]);
  return messages.map((m) => m.ruleId);
};
const rulesBroken = (filePath: string, code: string) => lint(untyped, filePath, code);
const typedRulesBroken = (filePath: string, code: string) => lint(typed, filePath, code);

// Typed lint of real files: minutes on a loaded two-core machine.
describe('lint boundaries', { timeout: 300_000 }, () => {
  it('a feature does not use a generated document owned by another feature', async () => {
    const code =
      "import { TenantListDocument } from '../../generated/graphql';\nexport const d = TenantListDocument;\n";
    expect(await rulesBroken('src/features/orders/uses-tenants.ts', code)).toContain('atrium/graphql-document-owner');
    expect(await rulesBroken('src/features/tenants/uses-tenants.ts', code)).not.toContain(
      'atrium/graphql-document-owner',
    );
  });

  it('shared/ does not use a feature’s generated document, but anyone may use a shared one', async () => {
    const code =
      "import { SubjectListDocument } from '../../generated/graphql';\nexport const d = SubjectListDocument;\n";
    expect(await rulesBroken('src/shared/projects/uses-subjects.ts', code)).toContain('atrium/graphql-document-owner');
    const shared =
      "import { ShellMenuDocument } from '../../generated/graphql';\nexport const d = ShellMenuDocument;\n";
    expect(await rulesBroken('src/features/orders/uses-menu.ts', shared)).not.toContain(
      'atrium/graphql-document-owner',
    );
  });

  it("a server module does not import another module's repository", async () => {
    const code = "import * as subjects from '../subjects/subjects.repository';\nexport const r = subjects;\n";
    expect(await rulesBroken('server/modules/groups/wrong.service.ts', code)).toContain('import-x/no-restricted-paths');
    const own = "import * as groups from './groups.repository';\nexport const r = groups;\n";
    expect(await rulesBroken('server/modules/groups/right.service.ts', own)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('env/ imports nothing of the project, and the server and the gateway may import it', async () => {
    const code = "import { readConfig } from '../server/platform/config';\nexport const c = readConfig;\n";
    expect(await rulesBroken('env/wrong.ts', code)).toContain('import-x/no-restricted-paths');
    const reader = "import { readTrustProxy } from '../../env/trust-proxy';\nexport const p = readTrustProxy;\n";
    expect(await rulesBroken('gateway/security/right.ts', reader)).not.toContain('import-x/no-restricted-paths');
  });

  it.each(['react', '@blueprintjs/core', 'fastify', 'pg', 'drizzle-orm', '@xstate/react'])(
    'a machine does not import %s',
    async (name) => {
      const code = `import * as x from '${name}';\nexport const y = x;\n`;
      expect(await rulesBroken('machines/wrong.machine.ts', code)).toContain('no-restricted-imports');
    },
  );

  it('forms/ imports only typebox and itself; the server and the console may import it', async () => {
    const own =
      "import { Type } from 'typebox';\nimport Value from 'typebox/value';\nimport { x } from './feedback-messages';\nexport const y = [Type, Value, x];\n";
    expect(await rulesBroken('forms/right.ts', own)).toEqual([]);
    for (const name of ['react', 'i18next', 'luxon'])
      expect(await rulesBroken('forms/wrong.ts', `import * as x from '${name}';\nexport const y = x;\n`)).toContain(
        'no-restricted-imports',
      );
    const server = "import { AppError } from '../server/platform/errors';\nexport const y = AppError;\n";
    expect(await rulesBroken('forms/wrong.ts', server)).toContain('import-x/no-restricted-paths');
    const user =
      "import { checkSubmission } from '../../../forms/feedback-answers';\nexport const c = checkSubmission;\n";
    expect(await rulesBroken('server/modules/content/right.service.ts', user)).toEqual([]);
    expect(await rulesBroken('src/shared/feedback-form/right.ts', user)).toEqual([]);
  });

  it('a machine may import xstate', async () => {
    const code = "import { setup } from 'xstate';\nexport const m = setup({});\n";
    expect(await rulesBroken('machines/right.machine.ts', code)).toEqual([]);
  });

  it.each([
    'machines/verificationLock.machine.ts',
    'server/modules/groups/groupRules.service.ts',
    'gateway/resolvers/Contracts.ts',
    'src/features/someFeature/Page.tsx',
    'src/features/orders/order-list.ts',
  ])('the file name %s is off the convention', async (filePath) => {
    expect(await rulesBroken(filePath, 'export const x = 1;\n')).toContain('atrium/file-name-convention');
  });

  it.each([
    'machines/verification-lock.machine.ts',
    'src/features/orders/OrderListPage.tsx',
    'src/shared/ui/usePagingState.ts',
  ])('the file name %s follows the convention', async (filePath) => {
    expect(await rulesBroken(filePath, 'export const x = 1;\n')).not.toContain('atrium/file-name-convention');
  });

  it.each(['title="Delete"', 'placeholder="搜索"', "aria-label={'Close'}", 'helperText={`Required`}', 'text="Save"'])(
    'a human-readable literal in %s is refused',
    async (prop) => {
      const code = `export const A = () => <input ${prop} />;\n`;
      expect(await rulesBroken('src/features/orders/Literal.tsx', code)).toContain('atrium/no-literal-text-props');
    },
  );

  it('a console test does not mock a module (its worker shares modules with other files); a server test may', async () => {
    const code = "import { vi } from 'vitest';\nvi.mock('../../shared/i18n/i18n');\n";
    expect(await rulesBroken('src/features/orders/OrderListPage.test.tsx', code)).toContain('no-restricted-properties');
    expect(await rulesBroken('machines/session.machine.test.ts', code)).toContain('no-restricted-properties');
    expect(await rulesBroken('server/modules/orders/orders.test.ts', code)).not.toContain('no-restricted-properties');
  });

  it('a promise nobody awaits is refused, a voided one passes', async () => {
    const rule = '@typescript-eslint/no-floating-promises';
    const floating = 'const save = async () => 1;\nexport const f = () => {\n  save();\n};\n';
    expect(await typedRulesBroken('src/shared/ui/pageSizes.ts', floating)).toContain(rule);
    expect(await typedRulesBroken('server/main.ts', floating)).toContain(rule);
    const voided = 'const save = async () => 1;\nexport const f = () => {\n  void save();\n};\n';
    expect(await typedRulesBroken('src/shared/ui/pageSizes.ts', voided)).not.toContain(rule);
  });

  it('the menu catalogue imports nothing of server or console', async () => {
    const code = "import { PATHS } from '../src/shared/routes/paths';\nexport const p = PATHS;\n";
    expect(await rulesBroken('menus/wrong.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('enum-like props and text from t() pass', async () => {
    const code =
      "import { useTranslation } from 'react-i18next';\nexport const A = () => {\n  const { t } = useTranslation('orders');\n  return <button type=\"button\" title={t('a.b')} aria-label={`${t('a.c')}: ${t('a.d')}`} />;\n};\n";
    expect(await rulesBroken('src/features/orders/Prop.tsx', code)).not.toContain('atrium/no-literal-text-props');
  });
});
