import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs, type Locale } from './support/session';

// Spec 000 §2, §5 / 001 §5: a centre admin adds a OneToTwo class, picks its children in the
// manage-children dialog (three are refused with the limit 2, two are saved), and a child's
// detail page names the class.

const PORT = process.env['E2E_PORT'] ?? '8181';
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots-${PORT}/${name}.png`, fullPage: true });

const T = {
  'zh-CN': {
    language: '中文',
    title: '小组列表',
    add: '添加班级',
    name: /^班级名称/,
    type: '类型',
    typeLabel: '一对二',
    stage: /^年龄阶段/,
    stageLabel: '学龄期',
    capacity: '人数上限',
    save: '保存',
    manage: (name: string) => `管理${name}的儿童`,
    candidates: '已绑定儿童',
    selected: '班级儿童',
    search: '搜索已绑定儿童',
    add2: '加入班级',
    tooMany: '此班级最多可选择 2 名儿童。',
    none: '暂无儿童',
    saved: (name: string) => `${name}的儿童已保存。`,
    classes: '所在小组',
  },
  'en-US': {
    language: 'English',
    title: 'Group list',
    add: 'Add class',
    name: /^Class name/,
    type: 'Type',
    typeLabel: 'One-to-two',
    stage: /^Age stage/,
    stageLabel: 'School age',
    capacity: 'Capacity',
    save: 'Save',
    manage: (name: string) => `Manage the children of ${name}`,
    candidates: 'Bound children',
    selected: 'In the class',
    search: 'Search Bound children',
    add2: 'Add to the class',
    tooMany: 'At most 2 children can be selected for this class.',
    none: 'No children',
    saved: (name: string) => `The children of ${name} were saved.`,
    classes: 'Classes',
  },
} as const;

/** Blueprint draws its own box over the input: a person clicks the label. */
const tick = async (panel: Locator, name: string, on = true) => {
  await panel.locator('label', { hasText: name }).click();
  await expect(panel.getByRole('checkbox', { name })).toBeChecked({ checked: on });
};

// The journey reads either language (the texts above); the browser run takes one, the component
// tests read both catalogues.
const locale = 'en-US' as Locale;

test(`centeradmin (${locale}) adds a OneToTwo class and manages its children`, async ({ browser }) => {
  const t = T[locale];
  const className = `${locale} pair ${Date.now() % 100000}`;
  const { context, page, token } = await signInAs(browser, 'centeradmin', {
    locale,
    path: '/system/center/menu/traningManage/classList',
  });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // A OneToTwo class holds two: its capacity is shown, not chosen.
  await page.getByRole('button', { name: t.add }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(t.name).fill(className);
  await form.getByLabel(t.type, { exact: true }).selectOption({ label: t.typeLabel });
  await expect(form.getByLabel(t.capacity, { exact: true })).toBeDisabled();
  await expect(form.getByLabel(t.capacity, { exact: true })).toHaveValue('2');
  await form.getByLabel(t.stage).selectOption({ label: t.stageLabel });
  await shot(page, `class-form-${locale}`);
  await form.getByRole('button', { name: t.save }).click();
  await expect(form).toBeHidden();
  const row = page.locator('table.atrium-table tbody tr', { hasText: className });
  // The actions are icon buttons (named with the class: below).
  await expect(row.locator('td')).toHaveText([t.typeLabel, t.stageLabel, '2', '0', '']);
  await shot(page, `class-list-${locale}`);

  // The dialog: bound children of school age on the left, nobody in the class yet.
  await row.getByRole('button', { name: t.manage(className) }).click();
  const dialog = page.getByRole('dialog', { name: t.manage(className) });
  const left = dialog.getByRole('region', { name: t.candidates });
  const right = dialog.getByRole('region', { name: t.selected });
  await expect(left.getByRole('checkbox').first()).toBeVisible();
  await expect(right).toContainText(t.none);
  // Three children whose names do not occur in another's, so a name finds exactly one.
  const all = await left.locator('.atrium-transfer-child > span:first-child').allTextContents();
  const names = all.filter((name) => all.filter((other) => other.includes(name)).length === 1).slice(0, 3);
  expect(names).toHaveLength(3);

  // Search finds a child by name; the tick stays when the search is cleared.
  await dialog.getByLabel(t.search).fill(names[0]!);
  await expect(left.getByRole('checkbox', { name: names[1] })).toHaveCount(0);
  await tick(left, names[0]!);
  await dialog.getByLabel(t.search).fill('');
  await expect(left.getByRole('checkbox', { name: names[0] })).toBeChecked();
  await tick(left, names[1]!);
  await tick(left, names[2]!);

  // Three are too many: the warning names 2 and the class side stays empty.
  await dialog.getByRole('button', { name: t.add2 }).click();
  await expect(page.locator('.bp6-toast').getByText(t.tooMany)).toBeVisible();
  await expect(right).toContainText(t.none);
  await expect(right.getByRole('checkbox')).toHaveCount(0);
  await expect(right).toContainText('0 / 2');
  await shot(page, `manage-children-refused-${locale}`);

  // Two fit.
  await tick(left, names[2]!, false);
  await dialog.getByRole('button', { name: t.add2 }).click();
  await expect(right.getByRole('checkbox')).toHaveCount(2);
  await expect(right).toContainText('2 / 2');
  await expect(left.getByRole('checkbox', { name: names[0] })).toHaveCount(0);
  await shot(page, `manage-children-${locale}`);
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(page.locator('.bp6-toast').getByText(t.saved(className))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('td').nth(3)).toHaveText('2');

  // The child's detail page names the class.
  expect(token()).not.toBe('');
  const response = await page.request.post('/api/rocket/group/getList', {
    headers: { authorization: token() },
    data: { skipCount: 0, maxResultCount: 10, filter: className },
  });
  const [group] = ((await response.json()) as { items: { groupLinkUsers: { id: string; name: string }[] }[] }).items;
  expect(group?.groupLinkUsers.map((c) => c.name).sort()).toEqual([names[0], names[1]].sort());
  await page.goto(`/system/center/detail/subjectDetail?id=${group!.groupLinkUsers[0]!.id}`);
  const classes = page.locator('dt', { hasText: t.classes }).locator('xpath=following-sibling::dd[1]');
  await expect(classes).toContainText(className);
  await shot(page, `child-detail-${locale}`);
  await context.close();
});
