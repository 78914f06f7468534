import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Spec 000 §2 traningManage/trainList, issue 19: the centre's training plan list over the demo's
// Sunrise plans (demo.offline-plans.ts: liuyang runs one started today and has one arranged only).
// Opened from the menu's address in both languages (a coach has no training management menu),
// narrowed to a coach and a status, a row opens its plan.

const LIST = '/system/center/menu/traningManage/trainList';
const PORT = process.env['E2E_PORT'] ?? '8181';

const T = {
  'zh-CN': {
    title: '训练计划列表',
    coach: '教练',
    status: '状态',
    all: '全部状态',
    started: '进行中',
    progress: /^第 \d+ \/ \d+ 节$/,
  },
  'en-US': {
    title: 'Training plan list',
    coach: 'Coach',
    status: 'Status',
    all: 'All statuses',
    started: 'In progress',
    progress: /^Session \d+ of \d+$/,
  },
} as const;

for (const [user, locale] of [
  ['centeradmin', 'zh-CN'],
  ['centeradmin', 'en-US'],
] as const satisfies readonly (readonly [string, Locale])[]) {
  test(`${user} reads the centre's training plans (${locale}), narrows them and opens one`, async ({ browser }) => {
    const t = T[locale];
    const { context, page } = await signInAs(browser, user, { locale, path: LIST });
    await switchLanguage(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByText(t.progress)).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `.tmp/shots-${PORT}/train-list-${locale}-${width}.png`, fullPage: true });
    }

    // 刘洋's plans, in progress only: the demo's plan started today (the other is arranged only).
    await page.getByRole('combobox', { name: t.coach }).selectOption({ label: '刘洋' });
    await page.getByRole('combobox', { name: t.status }).selectOption({ label: t.started });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('cell').nth(1)).toHaveText('刘洋');
    await expect(rows.getByText(t.started, { exact: true })).toBeVisible();
    const plan = rows.first().getByRole('link').nth(1);
    const href = (await plan.getAttribute('href'))!;
    expect(href).toMatch(/^\/system\/center\/detail\/userOfflinePlanDetail\?id=[0-9a-f-]{36}$/);
    await plan.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    await context.close();
  });
}
