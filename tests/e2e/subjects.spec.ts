import { expect, test, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { signInAs, type Locale } from './support/session';

// The subject list (spec 000 §2 "Subject list (centre)", §4 "Adding a child", §5, §9): filters,
// paging and page size in the address, clearing the filters, editing a remark, assigning a
// coach, and adding a child through the same-name warning, as a centre admin and as a coach,
// in both languages.

const LIST = '/system/center/menu/user/subject';
const SHOTS = '.tmp/shots-8201';

const T = {
  'zh-CN': {
    title: '儿童列表',
    total: /^共 (\d+) 名儿童$/,
    status: '状态',
    statusUnbind: '已取消授权',
    search: '搜索',
    searchBox: '搜索儿童',
    clear: '清除全部筛选',
    nextPage: '下一页',
    perPage: '每页条数',
    actions: /的操作$/,
    editRemark: '编辑备注',
    remarkField: '备注',
    save: '保存',
    assignCoaches: '分配教练',
    coachesSaved: /^已保存.*的教练。$/,
    add: '添加儿童',
    name: '姓名',
    birthday: '出生日期 （必填）',
    submit: '添加',
    sameNameTitle: '已有同名儿童',
    sameNameConfirm: '确认添加',
    confirmTitle: '添加这名儿童？',
    added: '添加儿童成功。',
    birthdayText: (iso: string) => DateTime.fromISO(iso).toFormat('yyyy/MM/dd'),
  },
  'en-US': {
    title: 'Subject list',
    total: /^(\d+) children$/,
    status: 'Status',
    statusUnbind: 'No longer authorised',
    search: 'Search',
    searchBox: 'Search children',
    clear: 'Clear all filters',
    nextPage: 'Next page',
    perPage: 'Per page',
    actions: /^Actions for /,
    editRemark: 'Edit remark',
    remarkField: 'Remark',
    save: 'Save',
    assignCoaches: 'Assign coaches',
    coachesSaved: /^The coaches of .* were saved\.$/,
    add: 'Add subject',
    name: 'Name',
    birthday: 'Birthday (required)',
    submit: 'Add',
    sameNameTitle: 'A child with this name exists',
    sameNameConfirm: 'Confirm',
    confirmTitle: 'Add this child?',
    added: 'The child was added.',
    birthdayText: (iso: string) => DateTime.fromISO(iso).toFormat('dd/MM/yyyy'),
  },
} as const;

const search = (page: Page) => new URL(page.url()).searchParams;
const table = (page: Page) => page.locator('table.atrium-table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const totalOf = async (page: Page, locale: Locale) => {
  const text = (await page.locator('.atrium-page-subtitle').textContent()) ?? '';
  return Number(T[locale].total.exec(text.trim())?.[1] ?? NaN);
};
const rowMenu = async (page: Page, row: Locator, locale: Locale) => {
  await row.getByRole('button', { name: T[locale].actions }).click();
  return page.getByRole('menu');
};

// Each role once, in one language each; the other language's texts are the component tests'.
for (const [userName, locale] of [
  ['centeradmin', 'zh-CN'],
  ['coach', 'en-US'],
] as const) {
  test(`${userName} (${locale}) filters, pages, edits, assigns and adds on the subject list`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = T[locale];
    const { context, page } = await signInAs(browser, userName, { locale });
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 15_000 });
    await expect(bodyRows(page)).toHaveCount(12);
    const total = await totalOf(page, locale);
    expect(total).toBeGreaterThanOrEqual(190);
    await page.screenshot({ path: `${SHOTS}/list-${userName}-${locale}.png`, fullPage: true });

    // Filter by status: the address holds it, every row carries the tag.
    await page.getByRole('combobox', { name: t.status, exact: true }).selectOption('Unbind');
    await page.getByRole('button', { name: t.search, exact: true }).click();
    await expect.poll(() => search(page).get('status')).toBe('Unbind');
    await expect(bodyRows(page).first()).toContainText(t.statusUnbind);
    const unbound = await bodyRows(page).count();
    for (let i = 0; i < unbound; i++) await expect(bodyRows(page).nth(i)).toContainText(t.statusUnbind);
    expect(await totalOf(page, locale)).toBeLessThan(total);

    // Search text too; then clear everything.
    await page.getByRole('searchbox', { name: t.searchBox }).fill('SR-2026-0001');
    await page.getByRole('button', { name: t.search, exact: true }).click();
    await expect.poll(() => search(page).get('filter')).toBe('SR-2026-0001');
    await page.getByRole('button', { name: t.clear }).click();
    await expect.poll(() => page.url().includes('?')).toBe(false);
    await expect(bodyRows(page)).toHaveCount(12);
    expect(await totalOf(page, locale)).toBe(total);

    // Paging and page size in the address; the back button returns to the page before.
    await page.getByRole('button', { name: t.nextPage }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await page.getByRole('combobox', { name: t.perPage }).selectOption('24');
    await expect.poll(() => search(page).get('size')).toBe('24');
    await expect(bodyRows(page)).toHaveCount(24);
    await page.goBack();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await expect(bodyRows(page)).toHaveCount(12);
    await page.goto(LIST);
    await expect(bodyRows(page)).toHaveCount(12);

    // Edit the remark of the first child: 10+ characters are cut, the whole in the label.
    const remark = `E2E remark ${userName} ${locale} ${Date.now()}`;
    const first = bodyRows(page).first();
    await (await rowMenu(page, first, locale)).getByRole('menuitem', { name: t.editRemark }).click();
    const remarkDialog = page.getByRole('dialog');
    await remarkDialog.getByRole('textbox', { name: t.remarkField }).fill(remark);
    await remarkDialog.getByRole('button', { name: t.save }).click();
    await expect(remarkDialog).toBeHidden();
    await expect(first.getByLabel(remark)).toHaveText(`${remark.slice(0, 10)}…`);

    // Assign a coach: tick one that is not the child's yet, and it shows on the row.
    await (await rowMenu(page, first, locale)).getByRole('menuitem', { name: t.assignCoaches }).click();
    const coachDialog = page.getByRole('dialog');
    const unticked = coachDialog.locator('label.bp6-checkbox', { has: page.locator('input:not(:checked)') }).first();
    const coachName = ((await unticked.textContent()) ?? '').trim();
    expect(coachName).not.toBe('');
    await unticked.click();
    await coachDialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.coachesSaved)).toBeVisible();
    await expect(first).toContainText(coachName);

    // Add a child with an existing child's name: the red warning, then the confirmation.
    const sameName = (await bodyRows(page).nth(1).getByRole('rowheader').textContent())!.trim();
    const birthday = DateTime.now().minus({ years: 6, days: 17 }).toISODate()!;
    await page.getByRole('button', { name: t.add, exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: t.add });
    await addDialog.getByRole('textbox', { name: t.name, exact: true }).fill(sameName);
    await addDialog.getByRole('textbox', { name: t.birthday }).fill(t.birthdayText(birthday));
    await page.screenshot({ path: `${SHOTS}/add-${userName}-${locale}.png` });
    await addDialog.getByRole('button', { name: t.submit, exact: true }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning.getByText(t.sameNameTitle)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/same-name-${userName}-${locale}.png` });
    await warning.getByRole('button', { name: t.sameNameConfirm }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(t.confirmTitle)).toBeVisible();
    await confirm.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.added)).toBeVisible();

    // The new child is the newest: first on the list, the total one more.
    await expect.poll(() => totalOf(page, locale)).toBe(total + 1);
    const newest = bodyRows(page).first();
    await expect(newest.getByRole('rowheader')).toHaveText(sameName);
    await expect(newest).toContainText(t.birthdayText(birthday));
    await context.close();
  });
}

const CHILD = {
  'zh-CN': {
    addChild: '为家长添加儿童',
    role: '与儿童的关系 （必填）',
    guardian: '家长 （必填）',
    birthday: '出生日期 （必填）',
    name: '姓名',
    submit: '添加',
    added: '添加儿童成功。',
  },
  'en-US': {
    addChild: 'Add a child to a guardian',
    role: 'Relationship to the child (required)',
    guardian: 'Guardian (required)',
    birthday: 'Birthday (required)',
    name: 'Name',
    submit: 'Add',
    added: 'The child was added.',
  },
} as const;

for (const [userName, locale] of [
  ['centeradmin', 'en-US'],
  ['coach', 'zh-CN'],
] as const) {
  test(`${userName} (${locale}) adds a child to a row's guardian`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = { ...T[locale], ...CHILD[locale] };
    const { context, page } = await signInAs(browser, userName, { locale });
    // Bound children with a guardian: the second column of guardians is never empty for them.
    await page.goto(`${LIST}?status=Bind&size=24`);
    await expect(bodyRows(page)).toHaveCount(24, { timeout: 15_000 });
    const total = await totalOf(page, locale);
    let row = bodyRows(page).first();
    for (let i = 0; i < 24; i++) {
      row = bodyRows(page).nth(i);
      const actions = row.getByRole('button', { name: T[locale].actions });
      await actions.click();
      // Wait for the row's menu to be open: under load, asking for its item at once reads "not there".
      await expect(actions).toHaveAttribute('aria-expanded', 'true');
      const item = page.getByRole('menuitem', { name: t.addChild });
      if (await item.isVisible()) {
        await item.click();
        break;
      }
      // The popover takes focus a frame after it opens; an Escape before that reaches nothing, so
      // press again until the menu is closed.
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(actions).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
    const dialog = page.getByRole('dialog', { name: t.addChild });
    await expect(dialog).toBeVisible();
    const guardianLabel = (await dialog
      .getByRole('combobox', { name: t.guardian })
      .locator('option:checked')
      .textContent())!;
    const guardianName = guardianLabel.replace(/\s*[(（].*$/, '').trim();
    await dialog.getByRole('combobox', { name: t.role }).selectOption({ index: 1 });
    const name = `E2E ${userName} ${Date.now()}`;
    await dialog.getByRole('textbox', { name: t.name, exact: true }).fill(name);
    const birthday = DateTime.now().minus({ years: 4 }).toISODate()!;
    await dialog.getByRole('textbox', { name: t.birthday }).fill(t.birthdayText(birthday));
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    // A new name: no same-name warning, straight to the confirmation.
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(t.confirmTitle)).toBeVisible();
    await confirm.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    await expect.poll(() => totalOf(page, locale)).toBe(total + 1);
    const newest = bodyRows(page).first();
    await expect(newest.getByRole('rowheader')).toHaveText(name);
    await expect(newest).toContainText(guardianName);
    await context.close();
  });
}
