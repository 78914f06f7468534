import { expect, test, type Page } from '@playwright/test';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Issue #6 items 1 and 2: the platform admin creates, edits, freezes and unfreezes an area; an
// enterprise manager creates a centre, opens and closes a project, and is refused closing one
// that subordinate centres still have open (their names are listed). Both languages.

const PORT = process.env['E2E_PORT'] ?? '8181';
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots-${PORT}/${name}.png`, fullPage: true });

const T = {
  'zh-CN': {
    add: '新建机构',
    name: /^名称/,
    type: '类型',
    parent: /^上级机构/,
    area: '地区',
    save: '保存',
    saved: (n: string) => `${n} 已保存。`,
    edit: (n: string) => `编辑 ${n}`,
    more: (n: string) => `${n} 的更多操作`,
    freeze: '冻结',
    unfreeze: '解冻',
    frozen: '已冻结',
    effective: '生效',
    switchOf: (p: string, n: string) => `${n} 的 ${p}`,
    opened: 'HFS 已开启',
    closed: 'HFS 已关闭',
    close: '关闭',
    refused: '关闭失败',
    contact: '请联系项目经理开启或关闭 VRAT 项目。',
    ok: '确定',
    history: 'HFS 开关记录',
    historyOpen: '开启',
    centreType: '中心 (中心)',
  },
  'en-US': {
    add: 'New organisation',
    name: /^Name/,
    type: 'Type',
    parent: /^Parent organisation/,
    area: 'Region',
    save: 'Save',
    saved: (n: string) => `${n} was saved.`,
    edit: (n: string) => `Edit ${n}`,
    more: (n: string) => `More actions for ${n}`,
    freeze: 'Freeze',
    unfreeze: 'Unfreeze',
    frozen: 'Frozen',
    effective: 'In effect',
    switchOf: (p: string, n: string) => `${p} of ${n}`,
    opened: 'HFS opened',
    closed: 'HFS closed',
    close: 'Close',
    refused: 'Close failed',
    contact: 'Please contact the project manager to open or close the VRAT project.',
    ok: 'OK',
    history: 'Switch history of HFS',
    historyOpen: 'Opened',
    centreType: 'Centre (Centre)',
  },
} as const;

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

// Each journey in one language; the texts above let either run in both.
test('the platform admin creates, edits, freezes and unfreezes an area (zh-CN)', async ({ browser }) => {
  const locale = 'zh-CN' as Locale;
  const t = T[locale];
  const { context, page } = await signInAs(browser, 'admin', { locale, path: '/system/manage/manage/area' });
  await switchLanguage(page, locale);
  const name = `E2E Area ${locale}`;
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.name).fill(name);
  await dialog
    .getByLabel(t.parent)
    .selectOption({ label: locale === 'en-US' ? 'Bright Minds Group (Enterprise)' : 'Bright Minds Group (企业)' });
  await shot(page, `tenants-admin-create-${locale}`);
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved(name))).toBeVisible();
  await expect(row(page, name)).toBeVisible();

  await row(page, name)
    .getByRole('button', { name: t.edit(name) })
    .click();
  await page.getByRole('dialog').getByLabel(t.area, { exact: true }).fill('North');
  await page.getByRole('dialog').getByRole('button', { name: t.save }).click();
  await expect(row(page, name).getByRole('cell', { name: 'North' })).toBeVisible();

  await row(page, name)
    .getByRole('button', { name: t.more(name) })
    .click();
  await page.getByRole('menuitem', { name: t.freeze }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.freeze }).click();
  await expect(row(page, name).getByText(t.frozen)).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: t.more(name) })
    .click();
  await page.getByRole('menuitem', { name: t.unfreeze }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.unfreeze }).click();
  await expect(row(page, name).getByText(t.effective)).toBeVisible();

  // Spec 002 §6: the platform admin may not toggle vrat and is told to contact the project manager.
  await row(page, name)
    .getByRole('checkbox', { name: t.switchOf('VRAT', name) })
    .click({ force: true });
  await expect(page.getByText(t.contact)).toBeVisible();
  await shot(page, `tenants-admin-contact-${locale}`);
  await page.getByRole('alertdialog').getByRole('button', { name: t.ok }).click();
  await context.close();
});

test('an enterprise manager creates a centre and opens and closes its projects (en-US)', async ({ browser }) => {
  const locale = 'en-US' as Locale;
  const t = T[locale];
  const { context, page } = await signInAs(browser, 'enterprise', {
    locale,
    path: '/system/enterprise/manage/center/centerList',
  });
  await switchLanguage(page, locale);
  const name = `E2E Centre ${locale}`;
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.name).fill(name);
  await dialog.getByLabel(t.type, { exact: true }).selectOption({ value: 'Center' });
  await dialog
    .getByLabel(t.parent)
    .selectOption({ label: locale === 'en-US' ? 'East Area (Area)' : 'East Area (区域)' });
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(row(page, name)).toBeVisible();

  // Open HFS on the new centre, then close it again after confirming.
  const hfs = row(page, name).getByRole('checkbox', { name: t.switchOf('HFS', name) });
  await hfs.click({ force: true });
  await expect(page.getByText(t.opened)).toBeVisible();
  await expect(hfs).toBeChecked();
  await hfs.click({ force: true });
  await page.getByRole('alertdialog').getByRole('button', { name: t.close }).click();
  await expect(page.getByText(t.closed)).toBeVisible();
  await expect(hfs).not.toBeChecked();
  await row(page, name).getByRole('button', { name: t.history }).click();
  await expect(page.getByRole('cell', { name: t.historyOpen, exact: true })).toBeVisible();
  await shot(page, `tenants-enterprise-history-${locale}`);
  await page.keyboard.press('Escape');

  // East Area: with HFS open there and at Sunrise Centre, closing it is refused with the list.
  const east = row(page, 'East Area').getByRole('checkbox', { name: t.switchOf('HFS', 'East Area') });
  if (!(await east.isChecked())) {
    await east.click({ force: true });
    await expect(east).toBeChecked();
  }
  await east.click({ force: true });
  const refused = page.getByRole('dialog', { name: t.refused });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('listitem')).toContainText(['Sunrise Centre']);
  await shot(page, `tenants-enterprise-refused-${locale}`);
  await refused.getByRole('button', { name: t.ok }).click();
  await expect(east).toBeChecked();
  await context.close();
});
