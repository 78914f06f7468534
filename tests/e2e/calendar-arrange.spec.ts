import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoAxeViolations } from './support/axe';
import { graphql, shootWidths } from './support/graphql';
import { signInOnPage, watchBearerToken } from './support/session';

// Spec 001 §2 screen 1, §5 "Arrange course", §8 "Calendar delete" (issue 20 item 3): the centre
// admin in zh-CN opens a demo child's running plan, arranges a weekly course twice with both SMS
// reminders, sees both courses in the drawer, moves one and deletes the other after confirming.
// The days are three weeks ahead, clear of the demo calendar (this week and next).

const SHOTS = process.env['SHOTS'];
// The server's zone: the browser runs in it, so that its "now" and days are the centre's.
const ZONE = process.env['TIMEZONE'] || 'Asia/Shanghai';

test('centeradmin (zh-CN) arranges a weekly course twice for a running plan, edits one and deletes the other', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: ZONE,
    viewport: { width: 1400, height: 1000 },
  });
  const page = await context.newPage();
  const token = watchBearerToken(page);
  await signInOnPage(page, 'centeradmin');
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  const list = await graphql(
    page,
    token(),
    'query L { offlinePlanList(status: Started, maxResultCount: 24) { items { subjectName plan { id isDeleted } } } }',
  );
  const rows = (
    list['offlinePlanList'] as { items: { subjectName: string; plan: { id: string; isDeleted: boolean } }[] }
  ).items;
  const running = rows.find((r) => !r.plan.isDeleted)!;
  expect(running).toBeTruthy();

  const first = DateTime.now().setZone(ZONE).plus({ days: 22 });
  const second = first.plus({ days: 7 });
  const slash = (day: DateTime) => day.toISODate()!.replace(/-/g, '/');

  await page.goto(`/system/center/detail/userOfflinePlanDetail?id=${running.plan.id}`);
  await page.locator('.atrium-plan-actions').getByRole('button', { name: '排课', exact: true }).click();
  const drawer = page.locator('.bp6-drawer');
  await expect(drawer.getByRole('heading', { name: `排课：${running.subjectName}` })).toBeVisible();
  await expect(drawer.locator('.bp6-non-ideal-state, .atrium-course-table')).toBeVisible();

  // Arrange: a day three weeks on at 19:00, offline, every week, twice; both reminders by default.
  await drawer.getByRole('button', { name: '排课', exact: true }).click();
  const form = page.getByRole('dialog', { name: '排课' });
  await form.getByLabel(/^日期/).fill(slash(first));
  const time = form.getByLabel(/^开始时间/);
  await expect(time.locator('option[value="07:30"]')).toBeDisabled();
  await expect(time.locator('option[value="20:30"]')).toBeDisabled();
  await time.selectOption('19:00');
  await expect(form.getByLabel('结束时间')).toHaveValue(`${first.toISODate()} 20:00`);
  // Blueprint draws its own radio and checkbox over the input: the label is what is clicked.
  await form.getByText('线下', { exact: true }).click();
  await expect(form.getByRole('radio', { name: '线下' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: '训练师' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: '监护人' })).toBeChecked();
  await expect(form.getByLabel(/^重复次数/)).toHaveCount(0);
  await form.getByLabel(/^重复/).selectOption('week');
  await form.getByLabel(/^重复次数/).fill('2');
  await expectNoAxeViolations(page);
  await shootWidths(page, SHOTS, 'calendar-arrange-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  const table = drawer.locator('.atrium-course-table');
  const firstRow = table.locator('tr', { hasText: `${slash(first)} 19:00–20:00` });
  const secondRow = table.locator('tr', { hasText: `${slash(second)} 19:00–20:00` });
  await expect(firstRow).toContainText('每周，共 2 节');
  await expect(firstRow).toContainText('线下');
  await expect(secondRow).toContainText('训练师');
  await expect(secondRow).toContainText('监护人');
  await shootWidths(page, SHOTS, 'calendar-arrange-drawer');

  // Edit the first: an hour earlier, online, no guardian SMS.
  await firstRow.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑课程' });
  await edit.getByLabel(/^开始时间/).selectOption('18:00');
  await edit.getByText('线上', { exact: true }).click();
  await edit.getByText('监护人', { exact: true }).click();
  await expect(edit.getByRole('checkbox', { name: '监护人' })).not.toBeChecked();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  const moved = table.locator('tr', { hasText: `${slash(first)} 18:00–19:00` });
  await expect(moved).toContainText('线上');
  await expect(moved).not.toContainText('监护人');

  // Delete the second, after the confirmation.
  await secondRow.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`确定删除 ${slash(second)} 19:00 的课程吗？`);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(secondRow).toHaveCount(0);
  await expect(moved).toHaveCount(1);
  await shootWidths(page, SHOTS, 'calendar-arrange-after');
  await context.close();
});
