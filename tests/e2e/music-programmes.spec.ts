import { expect, test, type Page } from '@playwright/test';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';

// Spec 001 screen 8, §4 "Music programme", §5 (issue 21 item 3): the centre admin gives a demo
// child a FAS programme from the subject detail's music rehab tab, sees it at its first session,
// and edits it (the two steps: the progress, then submit at the first session). A child whose
// archives are not both filled gets the "fill in the profile first" confirmation instead.

const SHOTS = process.env['SHOTS'];
const DETAIL = '/system/center/detail/subjectDetail';

type Detail = { archiveComplete: boolean; fas: { hasFas: boolean }; items: unknown[] };

/** Sunrise's bound children, with their programme detail, in the list's order. */
const candidates = async (page: Page, token: string) => {
  const response = await page.request.post('/api/business/subject/getList', {
    headers: { authorization: token },
    data: { skipCount: 0, maxResultCount: 500 },
  });
  expect(response.ok()).toBe(true);
  const children = ((await response.json()) as { items: { id: string; name: string; status: string }[] }).items;
  return children.filter((child) => child.status === 'Bind' && child.name.trim() !== '');
};

const detailOf = async (page: Page, token: string, userId: string) =>
  (
    await graphql(
      page,
      token,
      'query D($userId: ID!) { subjectFasPlanDetail(userId: $userId) { archiveComplete fas { hasFas } items { id } } }',
      { userId },
    )
  )['subjectFasPlanDetail'] as Detail;

test('centeradmin (zh-CN) gives a child a FAS programme and edits it; archives first where they are missing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, token } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(page, 'zh-CN');
  const bearer = token();
  let ready: { id: string; name: string } | null = null;
  let unfiled: { id: string; name: string } | null = null;
  for (const child of await candidates(page, bearer)) {
    const detail = await detailOf(page, bearer, child.id);
    if (!ready && detail.archiveComplete && detail.fas.hasFas && detail.items.length === 0) ready = child;
    if (!unfiled && !detail.archiveComplete && detail.items.length === 0) unfiled = child;
    if (ready && unfiled) break;
  }
  if (!ready) throw new Error('no demo child with a FAS result, both archives and no programme');

  await page.goto(`${DETAIL}?id=${ready.id}&tab=MusicRehab`);
  const tab = page.getByRole('region', { name: '音乐方案' });
  await expect(tab.getByText('暂无音乐方案')).toBeVisible({ timeout: 15_000 });
  await tab.getByRole('button', { name: '添加音乐方案' }).click();
  const add = page.getByRole('dialog', { name: '添加音乐方案' });
  // Submit without a type: the dialog says what is missing and sends nothing.
  await add.getByRole('button', { name: '提交' }).click();
  await expect(add.getByRole('alert')).toHaveText('请选择方案类型');
  // The label, as a person clicks it (Blueprint's indicator covers the input itself).
  await add.getByText('FAS方案', { exact: true }).click();
  await expect(add.getByRole('radio', { name: 'FAS方案' })).toBeChecked();
  await expect(add.getByRole('alert')).toBeHidden();
  await add.getByRole('button', { name: '提交' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('音乐方案已保存')).toBeVisible();
  const row = tab.getByRole('row').filter({ hasText: 'FAS方案' });
  await expect(row).toContainText(/第1节 \/ 共\d+节/);
  await shootWidths(page, SHOTS, 'music-programme-added-zh-CN');

  // Edit: the progress first (a programme at its first session continues from there), then submit.
  await row.getByRole('button', { name: '编辑FAS方案' }).click();
  const edit = page.getByRole('dialog', { name: '编辑FAS方案' });
  await expect(edit.getByText('方案处于第一节，将从这里继续。')).toBeVisible();
  await shootWidths(page, SHOTS, 'music-programme-edit-zh-CN');
  await edit.getByRole('button', { name: '提交' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(/第1节 \/ 共\d+节/);

  if (unfiled) {
    await page.goto(`${DETAIL}?id=${unfiled.id}&tab=MusicRehab`);
    await page.getByRole('region', { name: '音乐方案' }).getByRole('button', { name: '添加音乐方案' }).click();
    const confirm = page.getByRole('dialog', { name: '请先完善档案' });
    await expect(confirm.getByRole('button', { name: '打开档案' })).toHaveAttribute(
      'href',
      new RegExp(`subjectId=${unfiled.id}`),
    );
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
  }
  await context.close();
});
