import { expect, test, type Page } from '@playwright/test';
import { signInAs, type Locale } from './support/session';

// The subject detail page (spec 000 §2 "Subject detail page", §4 "Subject binding", §6): the
// card, the tabs the user may see (each with its real, empty list: no plans or records exist
// yet), the remark and clinic-number edits, and the warning for a child that cannot be viewed.

const DETAIL = '/system/center/detail/subjectDetail';
const SHOTS = '.tmp/shots-8202';

type Child = { id: string; name: string; status: string; remark: string | null; outpatientNumber: string | null };

/** Signs in, keeps the bearer token the console sends, and switches to the language. */
const open = async (browser: Parameters<typeof signInAs>[0], userName: string, locale: Locale) => {
  const signed = await signInAs(browser, userName, { locale });
  let token = '';
  signed.page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    request.allHeaders().then(
      (headers) => {
        if (headers['authorization']?.startsWith('Bearer ')) token = headers['authorization'];
      },
      // A request still in flight when the test closes its context has no headers to read.
      () => undefined,
    );
  });
  // A reload signs in again through the provider's redirects; only a request sent after them
  // proves they are over (a later page.goto would otherwise interrupt them).
  token = '';
  await signed.page.reload();
  await expect.poll(() => token, { timeout: 15_000 }).not.toBe('');
  await expect(signed.page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  return { ...signed, token: () => token };
};

/** The centre's children as the REST list gives them, to pick one of each status. */
const children = async (page: Page, token: string): Promise<Child[]> => {
  const response = await page.request.post('/api/business/subject/getList', {
    headers: { authorization: token },
    data: { skipCount: 0, maxResultCount: 500 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Child[] }).items;
};

const pick = (list: Child[], status: string) => {
  // A bound child with a remark, to see it on the card; any named child of the other statuses.
  const child = list.find((c) => c.status === status && c.name.trim() !== '' && (status !== 'Bind' || c.remark));
  if (!child) throw new Error(`the demo centre has no ${status} child`);
  return child;
};

const TABS = {
  'zh-CN': [
    ['线下方案', 'OfflinePlan', '该儿童还没有线下方案。'],
    // Sunrise has the standalone music rehab: the child's music programmes.
    ['音乐康复', 'MusicRehab', /^音乐方案$/],
    ['评估', 'RocketAssessment', '该儿童还没有评估。'],
    ['VRAT 测试申请', 'VratTest', '该儿童还没有 VRAT 测试申请。'],
    // The clock-in plan tabs (training-plans.spec.ts): the child's plan of the kind, or none yet.
    ['睡眠', 'Sleep', /的睡眠计划$/],
    ['营养', 'Nutrition', /的营养计划$/],
    ['运动', 'Exercise', /的运动计划$/],
  ],
  'en-US': [
    ['Offline plan', 'OfflinePlan', 'No offline plans for this child yet.'],
    ['Music rehab', 'MusicRehab', /^Music programmes$/],
    ['Assessment', 'RocketAssessment', 'No assessments for this child yet.'],
    ['VRAT test request', 'VratTest', 'No VRAT test requests for this child yet.'],
    ['Sleep', 'Sleep', /^Sleep plan of /],
    ['Nutrition', 'Nutrition', /^Nutrition plan of /],
    ['Sport', 'Exercise', /^Exercise plan of /],
  ],
} as const;

for (const [userName, locale] of [
  ['centeradmin', 'zh-CN'],
  ['coach', 'en-US'],
] as const) {
  test(`${userName} opens a child and each tab allowed in Sunrise (${locale})`, async ({ browser }) => {
    const { context, page, token } = await open(browser, userName, locale);
    const child = pick(await children(page, token()), 'Bind');
    await page.goto(`${DETAIL}?id=${child.id}`);

    const card = page.getByRole('region', { name: locale === 'zh-CN' ? '儿童卡片' : 'Child card' });
    await expect(card.getByRole('heading', { name: child.name })).toBeVisible();
    await expect(card.getByText(locale === 'zh-CN' ? '已授权' : 'Authorised', { exact: true })).toBeVisible();
    await expect(card.getByText(child.remark ?? '', { exact: true })).toBeVisible();
    // Sunrise has the guardian feature: the guardians link to their page; the archives open in a new tab.
    await expect(card.locator('a[href^="/system/center/detail/userDetail?id="]').first()).toBeVisible();
    await expect(card.getByRole('link', { name: locale === 'zh-CN' ? '档案' : 'Archives' })).toHaveAttribute(
      'href',
      `/system/archives?subjectId=${child.id}&from=center`,
    );
    await expect(card.getByText(locale === 'zh-CN' ? '待生成 >' : 'pending >')).toBeVisible();

    const expected = TABS[locale];
    await expect(page.getByRole('tab')).toHaveText(expected.map(([title]) => title));
    await expect(page.getByRole('tab', { name: expected[0][0], selected: true })).toBeVisible();
    for (const [title, key, empty] of expected) {
      await page.getByRole('tab', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}(&|$)`));
      const shown = typeof empty === 'string' ? page.getByText(empty) : page.getByRole('region', { name: empty });
      // The demo gives assessments to a few children (demo.assessments.ts): their list, or its empty state.
      await expect(
        key === 'RocketAssessment' ? shown.or(page.getByRole('columnheader', { name: title, exact: true })) : shown,
      ).toBeVisible();
      if (key === 'MusicRehab') await page.screenshot({ path: `${SHOTS}/detail-music-${userName}-${locale}.png` });
    }
    // The tab is in the address: a reload opens the same one.
    await page.reload();
    await expect(page.getByRole('tab', { name: expected[expected.length - 1]![0], selected: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-${userName}-${locale}.png`, fullPage: true });
    await context.close();
  });
}

const EDIT_LABELS = {
  'en-US': { card: 'Child card', remark: 'Edit remark', number: 'Edit clinic number', save: 'Save' },
  'zh-CN': { card: '儿童卡片', remark: '编辑备注', number: '编辑门诊号', save: '保存' },
} as const;

for (const [userName, locale] of [
  ['coach', 'en-US'],
  ['centeradmin', 'zh-CN'],
] as const) {
  test(`${userName} edits the remark and the clinic number from the card (${locale})`, async ({ browser }) => {
    const label = EDIT_LABELS[locale];
    const { context, page, token } = await open(browser, userName, locale);
    const child = pick(await children(page, token()), 'Bind');
    await page.goto(`${DETAIL}?id=${child.id}`);
    const card = page.getByRole('region', { name: label.card });
    await expect(card.getByRole('heading', { name: child.name })).toBeVisible();

    const remark = `${label.remark} e2e ${Date.now()}`;
    await card.getByRole('button', { name: label.remark }).click();
    const remarkDialog = page.getByRole('dialog');
    await remarkDialog.getByRole('textbox').fill(remark);
    await page.screenshot({ path: `${SHOTS}/edit-remark-${locale}.png` });
    await remarkDialog.getByRole('button', { name: label.save }).click();
    await expect(remarkDialog).toBeHidden();
    await expect(card.getByText(remark, { exact: true })).toBeVisible();

    const number = `E2E-${Date.now() % 100000}`;
    await card.getByRole('button', { name: label.number }).click();
    const numberDialog = page.getByRole('dialog');
    await numberDialog.getByRole('textbox').fill(number);
    await numberDialog.getByRole('button', { name: label.save }).click();
    await expect(numberDialog).toBeHidden();
    await expect(card.getByText(number, { exact: true })).toBeVisible();

    // Both were saved on the server: a fresh load shows them.
    await page.reload();
    await expect(page.getByRole('region', { name: label.card }).getByText(remark, { exact: true })).toBeVisible();
    await context.close();
  });
}

for (const [status, locale, reason] of [
  ['Unbind', 'zh-CN', '原因：已解除授权。'],
  ['Logout', 'en-US', 'Reason: cancelled.'],
] as const) {
  test(`a ${status} child cannot be viewed, with the reason (${locale})`, async ({ browser }) => {
    const { context, page, token } = await open(browser, 'centeradmin', locale);
    const child = pick(await children(page, token()), status);
    await page.goto(`${DETAIL}?id=${child.id}&tab=Sleep`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(locale === 'zh-CN' ? '无法查看该儿童' : 'This child cannot be viewed');
    await expect(alert).toContainText(reason);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /编辑备注|Edit remark/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/unavailable-${status}-${locale}.png`, fullPage: true });
    await context.close();
  });
}

test('another centre’s child is not found (en-US)', async ({ browser }) => {
  const { context, page, token } = await open(browser, 'coach', 'en-US');
  const child = pick(await children(page, token()), 'Bind');
  // A Harbour child is not visible to a Sunrise coach; an id that exists nowhere answers the same.
  await page.goto(`${DETAIL}?id=${child.id.replace(/^.{8}/, '00000000')}`);
  await expect(page.getByText('The child was not found.')).toBeVisible();
  await context.close();
});

test('the role named admin opens a child in management mode (zh-CN)', async ({ browser }) => {
  const staff = await open(browser, 'centeradmin', 'zh-CN');
  const child = pick(await children(staff.page, staff.token()), 'Bind');
  await staff.context.close();

  const { context, page } = await open(browser, 'admin', 'zh-CN');
  await page.goto(`/system/manage/subjectDetail?id=${child.id}`);
  await expect(page.getByRole('heading', { name: '儿童详情（管理）' })).toBeVisible();
  await expect(page.getByRole('region', { name: '儿童卡片' }).getByRole('heading', { name: child.name })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['评估', 'VRAT 测试', '睡眠', '营养', 'iLs', '运动', 'IDT 音乐方案']);
  await expect(page.getByRole('tab', { name: '评估', selected: true })).toBeVisible();
  await expect(
    page.getByText('该儿童还没有评估。').or(page.getByRole('columnheader', { name: '评估', exact: true })),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-zh-CN.png`, fullPage: true });

  // The card's archives link opens them from management mode: read, not changed.
  const opened = context.waitForEvent('page');
  await page.getByRole('region', { name: '儿童卡片' }).getByRole('link', { name: '档案' }).click();
  const archives = await opened;
  await expect.poll(() => new URL(archives.url()).searchParams.get('from'), { timeout: 20_000 }).toBe('admin');
  await expect(archives.getByText(`${child.name}的档案`)).toBeVisible({ timeout: 15_000 });
  await expect(archives.getByText('管理模式：档案由中心员工维护，此处仅可查看，不能修改。')).toBeVisible();
  await expect(archives.getByRole('button', { name: '新增记录' })).toHaveCount(0);
  await context.close();
});
