import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, switchLanguage } from './support/session';
import { uniqueName } from './support/unique';

// Issue 19 (spec 000 §2 the subject detail's sleep, nutrition and sport tabs; 001 §3 "Clock-in
// plan", §7 "Training plan" and the clock-in lists, §9 10 a page): a centre admin in Chinese reads a
// demo child's sleep plan with its counts and records, then activates a nutrition plan for a new
// child and clocks in for the family; a coach in English reads a demo child's exercise plan.

const DETAIL = '/system/center/detail/subjectDetail';
const SHOTS = process.env['TRAINING_PLAN_SHOTS'];

type Child = { id: string; name: string; status: string };
type Plan = { finishedDayCount: number; continueDayCount: number; exercises: { type: string }[] } | null;

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 1000 });
};

/**
 * Signs in straight onto `path`: the detail page is the console's first load, as when a colleague
 * opens a shared link (a bearer token for the REST look-ups comes from a first sign-in).
 */
const openAt = async (browser: Browser, userName: string, locale: 'zh-CN' | 'en-US', path: string) => {
  const signed = await signInAs(browser, userName, { locale, path });
  await switchLanguage(signed.page, locale);
  return signed;
};

/** A bearer token of `userName`, from a sign-in whose page is closed at once. */
const tokenOf = async (browser: Browser, userName: string) => {
  const { context, token } = await signInAs(browser, userName, { locale: 'en-US' });
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  const bearer = token();
  await context.close();
  return bearer;
};

/** The first bound demo child with an active plan of the kind and more than a page of clock-ins. */
const demoChildWith = async (browser: Browser, userName: string, type: 'Sleep' | 'Exercise') => {
  const token = await tokenOf(browser, userName);
  const context = await browser.newContext();
  const page = await context.newPage();
  const list = await page.request.post('/api/business/subject/getList', {
    headers: { authorization: token },
    data: { skipCount: 0, maxResultCount: 500 },
  });
  expect(list.ok()).toBe(true);
  const bound = ((await list.json()) as { items: Child[] }).items.filter((c) => c.status === 'Bind');
  for (const child of bound) {
    const info = await page.request.post('/api/rocket/trainingPlan/userInfo', {
      headers: { authorization: token },
      data: { subjectId: child.id, type },
    });
    expect(info.ok()).toBe(true);
    const plan = ((await info.json()) as { plan: Plan }).plan;
    if (plan && plan.finishedDayCount > 10) {
      await context.close();
      return { child, plan };
    }
  }
  throw new Error(`no demo child with a ${type} plan of more than 10 clock-ins`);
};

test('centeradmin (zh-CN) reads a demo child’s sleep plan and its records 10 a page', async ({ browser }) => {
  const { child, plan } = await demoChildWith(browser, 'centeradmin', 'Sleep');
  const { context, page } = await openAt(browser, 'centeradmin', 'zh-CN', `${DETAIL}?id=${child.id}&tab=Sleep`);
  await expect(page.getByRole('tab', { name: '睡眠', selected: true })).toBeVisible();
  const tab = page.getByRole('region', { name: `${child.name}的睡眠计划` });
  await expect(tab.getByRole('heading', { name: '睡眠计划', exact: true })).toBeVisible();
  await expect(tab.getByTestId('finished-day-count')).toHaveText(`${plan!.finishedDayCount} 天`);
  await expect(tab.getByTestId('continue-day-count')).toHaveText(`${plan!.continueDayCount} 天`);
  await expect(tab.getByText(`共 ${plan!.finishedDayCount} 条`)).toBeVisible();
  const rows = tab.locator('.atrium-training-plan-records tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(tab.getByRole('button', { name: '打卡', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'zh-CN-sleep');

  const firstDay = await rows.first().locator('td').first().textContent();
  await tab.getByRole('button', { name: '下一页' }).click();
  await expect(tab.getByText(`第 2 / ${Math.ceil(plan!.finishedDayCount / 10)} 页`)).toBeVisible();
  await expect(rows.first().locator('td').first()).not.toHaveText(firstDay ?? '');
  await context.close();
});

test('centeradmin (zh-CN) activates a nutrition plan for a new child and clocks in for the family', async ({
  browser,
}) => {
  const name = uniqueName('营养儿童');
  const token = await tokenOf(browser, 'centeradmin');
  const setup = await browser.newContext();
  const added = await setup.request.post('/graphql', {
    headers: { authorization: token, 'content-type': 'application/json' },
    data: {
      query: 'mutation Add($input: AddSubjectsInput!) { addSubjects(input: $input) { id } }',
      variables: { input: { subjects: [{ name, birthDay: '2019-03-01', gender: 'Male' }] } },
    },
  });
  const childId = ((await added.json()) as { data: { addSubjects: { id: string }[] } }).data.addSubjects[0]!.id;
  await setup.close();

  const { context, page } = await openAt(browser, 'centeradmin', 'zh-CN', `${DETAIL}?id=${childId}&tab=Nutrition`);
  const tab = page.getByRole('region', { name: `${name}的营养计划` });
  await expect(tab.getByText('暂无进行中的营养计划')).toBeVisible();
  await tab.getByRole('button', { name: '激活营养计划' }).click();
  const dialog = page.getByRole('dialog', { name: `为${name}激活营养计划` });
  await dialog.getByLabel('家庭任务').fill('每餐有蔬菜，不喝含糖饮料');
  await shoot(page, 'zh-CN-activate');
  await dialog.getByRole('button', { name: '激活', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(tab.getByRole('heading', { name: '营养计划', exact: true })).toBeVisible();
  await expect(tab.getByTestId('finished-day-count')).toHaveText('0 天');
  await expect(tab.getByText('暂无打卡记录。')).toBeVisible();

  await tab.getByRole('button', { name: '打卡', exact: true }).click();
  const clockIn = page.getByRole('dialog', { name: `为${name}的营养计划打卡` });
  await expect(clockIn.getByLabel('完成日期')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await clockIn.getByLabel('家长备注').fill('午餐吃完了蔬菜');
  await clockIn.getByRole('button', { name: '打卡', exact: true }).click();
  await expect(clockIn).toBeHidden();
  await expect(tab.getByTestId('finished-day-count')).toHaveText('1 天');
  await expect(tab.getByTestId('continue-day-count')).toHaveText('1 天');
  await expect(tab.getByText('今日已打卡')).toBeVisible();
  await expect(tab.getByRole('cell', { name: '午餐吃完了蔬菜' })).toBeVisible();
  await expect(tab.getByRole('cell', { name: '林静' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'zh-CN-nutrition');
  await context.close();
});

test('a coach (en-US) reads a demo child’s exercise plan with its online exercises', async ({ browser }) => {
  const { child, plan } = await demoChildWith(browser, 'coach', 'Exercise');
  // From the subject list, where a coach lands: find the child, open it, choose the sport tab.
  const { context, page } = await signInAs(browser, 'coach', { locale: 'en-US' });
  await switchLanguage(page, 'en-US');
  await page.getByLabel('Search children').fill(child.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: child.name, exact: true }).click();
  await page.getByRole('tab', { name: 'Sport', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tab=Exercise(&|$)/);
  await expect(page.getByRole('tab', { name: 'Sport', selected: true })).toBeVisible();
  const tab = page.getByRole('region', { name: `Exercise plan of ${child.name}` });
  await expect(tab.getByRole('heading', { name: 'Exercise plan', exact: true })).toBeVisible();
  await expect(tab.getByTestId('finished-day-count')).toHaveText(`${plan!.finishedDayCount} days`);
  await expect(tab.getByRole('heading', { name: 'Online exercises' })).toBeVisible();
  const online = plan!.exercises.filter((e) => e.type === 'Online').length;
  await expect(tab.locator('.atrium-training-plan-exercises').first().locator('li')).toHaveCount(online);
  await expect(tab.getByRole('heading', { name: 'Clock-in records' })).toBeVisible();
  await expect(tab.locator('.atrium-training-plan-records tbody tr')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await shoot(page, 'en-US-exercise');
  await context.close();
});
