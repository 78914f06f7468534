import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fillStaffForm } from './support/feedback-form';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';
import { uniqueName } from './support/unique';
import { tickStatics } from './support/static-activities';

// Issue 19 (spec 001 §2 screens 1, 2, 5; §4 "Offline plan flow", "Feedback status per item",
// "Session card"; §8, §9): a centre admin in Chinese arranges a plan from the demo's Public V3
// template for a child of its own (made here through GraphQL, with 3 offline sessions on its quota),
// starts it, answers session 1's first activity and marks the others not started, ends the class
// (2 sessions left: the low-session warning), and activates the next; a coach in English follows the
// same plan on its page and sees the card move to session 2 without reloading.

const DETAIL = '/system/center/detail/subjectDetail';
const PLAN_PAGE = '/system/center/detail/userOfflinePlanDetail';
const SHOTS = process.env['OFFLINE_PLAN_SHOTS'];

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('centeradmin (zh-CN) arranges, starts and delivers session 1; a coach (en-US) sees the card move', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page, token } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(page, 'zh-CN');
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');

  // A child of this run's own, so that a rerun meets no open plan; 3 offline sessions on its quota.
  const name = uniqueName('方案儿童');
  const added = await graphql(
    page,
    token(),
    'mutation Add($input: AddSubjectsInput!) { addSubjects(input: $input) { id name } }',
    { input: { subjects: [{ name, birthDay: '2018-05-01', gender: 'Female' }] } },
  );
  const childId = (added['addSubjects'] as { id: string }[])[0]!.id;
  await graphql(page, token(), 'mutation Q($input: SessionQuotaInput!) { addSessionQuota(input: $input) { id } }', {
    input: { childId, type: 'Offline', billingMethod: 'Quantity', classHours: 3 },
  });
  // Its two profile lists, which arranging needs (001 §4; the archives journey fills them by hand).
  for (const section of ['Profile', 'DiagnosticInformation'])
    await graphql(
      page,
      token(),
      'mutation E($input: AddArchiveEntryInput!) { addArchiveEntry(input: $input) { id } }',
      {
        input: { subjectId: childId, section, title: '入学登记', content: '与父母同住。', recordedOn: '2026-01-05' },
      },
    );

  await page.goto(`${DETAIL}?id=${childId}&tab=OfflinePlan`);
  await expect(page.getByRole('tab', { name: '线下方案', selected: true })).toBeVisible();
  await expect(page.getByText('该儿童还没有线下方案。')).toBeVisible();
  await page.getByRole('button', { name: '安排方案' }).click();
  const arrange = page.getByRole('dialog', { name: '安排方案' });
  const template = arrange.getByLabel('方案模板');
  const option = template.locator('option', { hasText: 'OFF-ATT-12' });
  await template.selectOption((await option.getAttribute('value'))!);
  await expect(arrange.getByText(/试课/).first()).toBeVisible();
  await arrange.getByLabel(/^起始难度/).selectOption({ label: 'L4' });
  await shoot(page, 'zh-CN-arrange');
  await arrange.getByRole('button', { name: '安排', exact: true }).click();

  // The plan opens in the drawer; the tab behind it shows the new plan's card.
  const drawer = page.locator('.bp6-drawer').filter({ has: page.getByRole('toolbar') });
  await expect(drawer.getByRole('heading', { name: '第 1 节（共 12 节）' })).toBeVisible();
  await expect(drawer.getByText('未开始').first()).toBeVisible();
  const pageLink = drawer.getByRole('link', { name: '在页面中打开' });
  const planId = new URL((await pageLink.getAttribute('href'))!, 'http://x').searchParams.get('id')!;
  expect(planId).not.toBe('');

  // The coach follows the same plan on its page, in English.
  const coach = await signInAs(browser, 'coach', { locale: 'en-US' });
  await switchLanguage(coach.page, 'en-US');
  await coach.page.goto(`${PLAN_PAGE}?id=${planId}`);
  await expect(coach.page.getByRole('heading', { name: 'Session 1 of 12' })).toBeVisible();

  await drawer.getByRole('button', { name: '开始方案' }).click();
  // 3 sessions on its quota: the start warns of it (001 §8), with Settings for a centre admin (§6).
  const quotaToast = page.locator('.bp6-toast').filter({ hasText: '儿童的课时仅剩 3 节。' });
  await expect(quotaToast).toBeVisible();
  await expect(quotaToast.getByRole('button', { name: '去设置' })).toBeVisible();
  await shoot(page, 'zh-CN-quota-warning');
  await page.getByRole('alertdialog').getByRole('button', { name: '开始方案' }).click();
  await expect(drawer.getByText('进行中').first()).toBeVisible();
  await expect(drawer.getByText('当前', { exact: true })).toBeVisible();
  // Not every item is answered yet: ending the class asks for feedback first.
  await drawer.getByRole('button', { name: '结束课程' }).click();
  await expect(page.getByText(/请先提交反馈/)).toBeVisible();

  // Session 1: the first activity's staff feedback through the shared form; the others not started.
  const items = drawer.locator('.atrium-plan-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  const firstTitle = (await items.first().locator('strong').textContent())!;
  await items
    .first()
    .getByRole('button', { name: `反馈${firstTitle}` })
    .click();
  const feedback = page.locator('.bp6-drawer').filter({ hasText: `反馈：${firstTitle}` });
  await expect(feedback.getByRole('tab', { name: '课程与个人反馈' })).toBeVisible();
  await shoot(page, 'zh-CN-feedback');
  // The staff form: its session and personal questions (in two tabs when it has both), one submit.
  await fillStaffForm(feedback, '课程与个人反馈', ['课程反馈', '个人反馈'], '专注良好，配合积极');
  await feedback.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText(`${firstTitle}的反馈已保存。`)).toBeVisible();
  await expect(items.first().getByText('已提交')).toBeVisible();

  for (let index = 1; index < count; index += 1) {
    const title = (await items.nth(index).locator('strong').textContent())!;
    await items
      .nth(index)
      .getByRole('button', { name: `标记未开展：${title}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '标记未开展' }).click();
    await expect(items.nth(index).getByRole('button', { name: `标记未开展：${title}` })).toHaveCount(0);
    await expect(items.nth(index).getByText('未开展', { exact: true })).toBeVisible();
  }
  await shoot(page, 'zh-CN-session-1');

  // The session's static activities ticked done (the demo template names some), then the class
  // ends: attendance, then 2 sessions left on the quota warns.
  await tickStatics(drawer);
  await drawer.getByRole('button', { name: '结束课程' }).click();
  const finish = page.getByRole('dialog', { name: '结束课程：第 1 节' });
  await finish.getByRole('button', { name: '结束课程' }).click();
  await expect(page.getByText('第 1 节课已结束。')).toBeVisible();
  await expect(page.getByText('儿童的课时仅剩 2 节。')).toBeVisible();
  // The feedback record list shows the answered activity.
  await expect(drawer.getByRole('list', { name: '反馈记录' }).getByText(firstTitle)).toBeVisible();

  // Activate the next session by confirmation; the coach's page follows live.
  await drawer.getByRole('button', { name: '激活下一节课' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '激活下一节课' }).click();
  await expect(page.getByText('第 2 节课已激活。')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: '第 2 节（共 12 节）' })).toBeVisible();
  await expect(coach.page.getByRole('heading', { name: 'Session 2 of 12' })).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'zh-CN-plan');

  // The coach reads the first session's feedback by paging back.
  await coach.page.getByRole('button', { name: 'Previous session' }).click();
  await expect(coach.page.getByRole('heading', { name: 'Session 1 of 12' })).toBeVisible();
  await expect(coach.page.getByText('Submitted')).toBeVisible();
  await shoot(coach.page, 'en-US-plan');
  await expectNoAxeViolations(coach.page);
  await coach.page
    .getByRole('button', { name: /^View feedback: / })
    .first()
    .click();
  await expect(coach.page.getByRole('tab', { name: 'Session and personal feedback' })).toBeVisible();
  await shoot(coach.page, 'en-US-feedback');
  await coach.page.goto(`${DETAIL}?id=${childId}&tab=OfflinePlan`);
  await expect(coach.page.getByText('Session 2 of 12')).toBeVisible();
  await shoot(coach.page, 'en-US-tab');
  await expectNoAxeViolations(coach.page);

  // The card in the tab behind the drawer has moved too.
  await drawer
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();
  await expect(page.getByText('第 2 / 12 节')).toBeVisible();
  await shoot(page, 'zh-CN-tab');

  await coach.context.close();
  await context.close();
});
