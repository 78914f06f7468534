import { expect, test } from '@playwright/test';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Spec 000 §2 manage/userConfiguration, 001 §4 "Quotas", §5 "Add sessions", §9: a centre admin
// adds a limited home-based session quota for a demo child, finds it in the list (signed,
// remaining), and disables it after the confirmation; once in Chinese, once in English.

const PATH = '/system/center/menu/manage/userConfiguration';

const T = {
  'zh-CN': {
    title: '用户使用配置',
    add: '添加课时',
    child: /^儿童/,
    type: /^课时类型/,
    home: '居家',
    limited: '限定',
    start: /^开始日期/,
    end: /^结束日期/,
    // DateField reads YYYY/MM/DD in Chinese.
    date: (iso: string) => iso.replaceAll('-', '/'),
    hours: /^课时数/,
    save: '保存',
    search: '按儿童姓名搜索',
    disable: (name: string) => `停用${name}的居家课时`,
    confirm: '停用',
    inEffect: '生效中',
    disabled: '已停用',
  },
  'en-US': {
    title: 'User usage configuration',
    add: 'Add sessions',
    child: /^Child/,
    type: /^Session type/,
    home: 'Home-based',
    limited: 'Limited',
    start: /^Start date/,
    end: /^End date/,
    // DD/MM/YYYY otherwise.
    date: (iso: string) => iso.split('-').reverse().join('/'),
    hours: /^Sessions/,
    save: 'Save',
    search: 'Search by child’s name',
    disable: (name: string) => `Disable ${name}’s Home-based sessions`,
    confirm: 'Disable',
    inEffect: 'In effect',
    disabled: 'Disabled',
  },
} as const;

const cases: { locale: Locale; option: number; year: number }[] = [
  { locale: 'zh-CN', option: 2, year: 2031 },
  { locale: 'en-US', option: 3, year: 2032 },
];

for (const { locale, option, year } of cases) {
  test(`centeradmin (${locale}) adds a limited session quota for a demo child, sees it, and disables it`, async ({
    browser,
  }) => {
    const t = T[locale];
    const { context, page } = await signInAs(browser, 'centeradmin', { locale, path: PATH });
    await switchLanguage(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    await page.getByRole('button', { name: t.add }).click();
    const form = page.getByRole('dialog', { name: t.add });
    // A bound demo child from the picker (the first few, searched by nothing).
    const picker = form.getByLabel(t.child);
    await expect(picker.locator('option')).not.toHaveCount(1);
    await picker.selectOption({ index: option });
    const chosen = (await picker.locator('option:checked').textContent())!.replace(/\s*\(.*\)$/, '').trim();
    expect(chosen).not.toBe('');

    await form.getByLabel(t.type).selectOption({ label: t.home });
    await form.getByText(t.limited, { exact: true }).first().click();
    await form.getByText(t.limited, { exact: true }).nth(1).click();
    await form.getByLabel(t.start).fill(t.date(`${year}-01-01`));
    await form.getByLabel(t.end).fill(t.date(`${year}-06-30`));
    await form.getByRole('textbox', { name: t.hours }).fill('12');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toBeHidden();

    await page.getByRole('searchbox', { name: t.search }).fill(chosen);
    await page.getByRole('searchbox', { name: t.search }).press('Enter');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: chosen }) })
      .filter({
        hasText: t.home,
      });
    await expect(row.filter({ hasText: t.inEffect })).toHaveCount(1);
    await expect(row.filter({ hasText: t.inEffect }).getByRole('cell').nth(3)).toHaveText('12');

    await row
      .filter({ hasText: t.inEffect })
      .getByRole('button', { name: t.disable(chosen) })
      .click();
    const alert = page.getByRole('alertdialog');
    await alert.getByRole('button', { name: t.confirm }).click();
    await expect(alert).toBeHidden();
    await expect(row.filter({ hasText: t.inEffect })).toHaveCount(0);
    await expect(row.filter({ hasText: t.disabled }).first()).toBeVisible();
    await context.close();
  });
}
