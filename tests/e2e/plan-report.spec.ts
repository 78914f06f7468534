import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';

// Issue 19 item 1: an ended plan's closing report. The centre admin (zh-CN) writes the report of
// the demo's plan whose report is ready (demo.offline-plans.ts, scenario 'report'), a coach
// (en-US) in a second browser reads it. Writing again only rewrites it, so the spec can run twice;
// closing is the component and integration tests' (it would end the demo plan for good).

const SHOTS = process.env['SHOTS'];

test('the centre admin (zh-CN) writes an ended plan’s closing report; a coach (en-US) reads it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(admin.page, 'zh-CN');
  await expect.poll(admin.token, { timeout: 15_000 }).not.toBe('');
  const list = await graphql(
    admin.page,
    admin.token(),
    'query L { offlinePlanList(status: ReportedReady, maxResultCount: 24) { items { plan { id } } } }',
  );
  const id = (list['offlinePlanList'] as { items: { plan: { id: string } }[] }).items[0]!.plan.id;
  const page = `/system/center/detail/userOfflinePlanDetail?id=${id}`;

  await admin.page.goto(page);
  const panel = admin.page.getByRole('region', { name: '结业报告' });
  await expect(panel.getByText(/^已上 \d+ \/ \d+ 节$/)).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: /^(撰写|修改)结业报告$/ }).click();
  const dialog = admin.page.getByRole('dialog', { name: /^(撰写|修改)结业报告$/ });
  await dialog.getByLabel(/^总结/).fill('');
  await dialog.getByRole('button', { name: '保存报告' }).click();
  await expect(dialog.getByText('请填写总结。')).toBeVisible();
  const summary = `专注时间明显延长，能独立完成三轮训练。${Date.now()}`;
  await dialog.getByLabel(/^总结/).fill(summary);
  await dialog.getByLabel(/^居家建议/).fill('每天睡前亲子共读十分钟。');
  await dialog.getByRole('button', { name: '保存报告' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(summary)).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await shootWidths(admin.page, SHOTS, 'plan-report-zh-CN');

  const coach = await signInAs(browser, 'coach', { locale: 'en-US' });
  await switchLanguage(coach.page, 'en-US');
  await coach.page.goto(page);
  const read = coach.page.getByRole('region', { name: 'Closing report' });
  await expect(read.getByText(summary)).toBeVisible({ timeout: 15_000 });
  await expect(read.getByText('每天睡前亲子共读十分钟。')).toBeVisible();
  await shootWidths(coach.page, SHOTS, 'plan-report-en-US');
  await admin.context.close();
  await coach.context.close();
});
