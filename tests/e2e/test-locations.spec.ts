import { expect, test, type Page } from '@playwright/test';
import { pathOf, signInAs, type Locale } from './support/session';

// Spec 000 §2 / 001 §2, §5: a centre admin adds a test location, enables it, adds a test for a
// child from the subject list and lands on the VRAT list, where the request shows.

const T = {
  'zh-CN': {
    language: '中文',
    locationTitle: '测试地点管理',
    add: '添加地点',
    save: '保存',
    name: /^地点名称/,
    nameRequired: '测试地点名称为必填项',
    enabled: '启用',
    inactive: '未启用',
    active: '已启用',
    edit: (name: string) => `编辑${name}`,
    actions: /的操作$/,
    addTest: '添加测试',
    location: /^测试地点/,
    grade: /^年级/,
    gradeLabel: '三年级',
    submit: '提交',
    vratTitle: 'VRAT测评列表',
    status: '已申请',
    datePattern: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
  },
  'en-US': {
    language: 'English',
    locationTitle: 'Test location management',
    add: 'Add location',
    save: 'Save',
    name: /^Location name/,
    nameRequired: 'Location name is required',
    enabled: 'Enabled',
    inactive: 'Inactive',
    active: 'Enabled',
    edit: (name: string) => `Edit ${name}`,
    actions: /^Actions for /,
    addTest: 'Add a test',
    location: /^Test location/,
    grade: /^Grade/,
    gradeLabel: 'Grade 3',
    submit: 'Submit',
    vratTitle: 'VRAT assessment list',
    status: 'Requested',
    // Date-times read YYYY/MM/DD HH:mm in both languages (spec 000 §1, 002 §9; issue 17 item 3).
    datePattern: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
  },
} as const;

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots-8205/${name}.png`, fullPage: true });

// The journey reads either language (the texts above); the browser run takes one, the component
// tests read both catalogues.
const locale = 'en-US' as Locale;

test(`centeradmin (${locale}) adds a location, enables it and requests a test`, async ({ browser }) => {
  const t = T[locale];
  const locationName = `${locale} Room ${Date.now() % 100000}`;
  const { context, page } = await signInAs(browser, 'centeradmin', {
    locale,
    path: '/system/center/menu/manage/location',
  });
  await expect(page.getByRole('heading', { level: 1, name: t.locationTitle })).toBeVisible();

  // The name is required, with the spec's message; a new location is inactive.
  await page.getByRole('button', { name: t.add }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: t.save }).click();
  await expect(form.getByText(t.nameRequired)).toBeVisible();
  await expect(form.getByRole('combobox')).toHaveValue('86');
  await shot(page, `location-form-${locale}`);
  await form.getByLabel(t.name).fill(locationName);
  await form.getByRole('button', { name: t.save }).click();
  await expect(form).toBeHidden();
  const row = page.locator('table.atrium-table tbody tr', { hasText: locationName });
  await expect(row).toContainText(t.inactive);

  // Enable it.
  await row.getByRole('button', { name: t.edit(locationName) }).click();
  await page.getByRole('dialog').getByText(t.enabled, { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row).toContainText(t.active);
  await shot(page, `locations-${locale}`);

  // Add a test for a bound child from the subject list.
  await page.goto('/system/center/menu/user/subject?status=Bind');
  const child = page.locator('table.atrium-table tbody tr').first();
  const childName = ((await child.getByRole('rowheader').textContent()) ?? '').trim();
  await child.getByRole('button', { name: t.actions }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.addTest }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.location).selectOption({ label: locationName });
  await dialog.getByLabel(t.grade).selectOption({ label: t.gradeLabel });
  await shot(page, `add-test-${locale}`);
  await dialog.getByRole('button', { name: t.submit }).click();

  await expect.poll(() => pathOf(page)).toBe('/system/center/menu/statistic/vratList');
  await expect(page.getByRole('heading', { level: 1, name: t.vratTitle })).toBeVisible();
  const request = page.locator('table.atrium-table tbody tr', { hasText: locationName });
  await expect(request).toContainText(childName);
  await expect(request).toContainText(t.gradeLabel);
  await expect(request).toContainText(t.status);
  await expect(request.locator('td').nth(4)).toHaveText(t.datePattern);
  await shot(page, `vrat-list-${locale}`);
  await context.close();
});
