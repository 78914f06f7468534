import { expect, test, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { fillVisibleForm } from './support/feedback-form';
import { signInAs } from './support/session';

// Issue 20 part 1 (spec 001 §2 groupClassDetail, screens 4 and 6, §5): a centre admin in Chinese
// adds a one-to-four class, gives it two children, selects its plan at a starting difficulty, runs
// a class (start, attendance, training, end) and continues to the next; a coach in English on the
// same detail page sees the attendance follow without a reload. Both children are marked absent:
// an attended class uses their Offline quota and the centre's HFS contract, which the server's own
// tests cover; here the page and its live updates are what is tried. Issue 20's feedback: the class
// cannot end before its feedback on every activity; the admin gives it in the class feedback drawer
// and the coach's group plan drawer lists it live.

const PORT = process.env['E2E_PORT'] ?? '8181';
// The servers' TIMEZONE: the course form judges days on the centre's wall clock.
const ZONE = process.env['TIMEZONE'] || 'Asia/Shanghai';
const SHOTS = process.env['SHOTS'] ?? `.tmp/shots-${PORT}`;
const shot = async (page: Page, name: string) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

/** Blueprint draws its own box over the input: a person clicks the label. */
const tick = async (panel: Locator, name: string) => {
  await panel.locator('label', { hasText: name }).click();
  await expect(panel.getByRole('checkbox', { name })).toBeChecked();
};

test('centeradmin (zh-CN) runs a class of a group plan; a coach (en-US) sees attendance live', async ({ browser }) => {
  test.setTimeout(120_000);
  const className = `四人班 ${Date.now() % 100000}`;
  const admin = await signInAs(browser, 'centeradmin', {
    locale: 'zh-CN',
    path: '/system/center/menu/traningManage/classList',
  });
  const page = admin.page;

  // The class dialog: one-to-four, school age.
  await page.getByRole('button', { name: '添加班级' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^班级名称/).fill(className);
  await form.getByLabel('类型', { exact: true }).selectOption({ label: '一对四' });
  await form.getByLabel(/^年龄阶段/).selectOption({ label: '学龄期' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = page.locator('table.atrium-table tbody tr', { hasText: className });

  // Two children in the manage-children dialog.
  await row.getByRole('button', { name: `管理${className}的儿童` }).click();
  const dialog = page.getByRole('dialog', { name: `管理${className}的儿童` });
  const left = dialog.getByRole('region', { name: '已绑定儿童' });
  await expect(left.getByRole('checkbox').first()).toBeVisible();
  const all = await left.locator('.atrium-transfer-child > span:first-child').allTextContents();
  const names = all.filter((name) => all.filter((other) => other.includes(name)).length === 1).slice(0, 2);
  expect(names).toHaveLength(2);
  for (const name of names) await tick(left, name);
  await dialog.getByRole('button', { name: '加入班级' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  // The class name opens its detail page, where the select-plan dialog is: both fields required,
  // then a plan for one-to-four at L3.
  await row.getByRole('link', { name: className }).click();
  await expect(page).toHaveURL(/\/system\/center\/detail\/groupClassDetail\?classId=/);
  await expect(page.getByRole('heading', { level: 2, name: className })).toBeVisible();
  await page.getByRole('button', { name: '选择方案' }).click();
  const select = page.getByRole('dialog', { name: `为${className}选择方案` });
  await select.getByRole('button', { name: '选择', exact: true }).click();
  await expect(select.getByText('请选择方案。')).toBeVisible();
  await expect(select.getByText('请选择起始难度（L1–L20）。')).toBeVisible();
  await shot(page, 'group-select-plan-required');
  const planSelect = select.getByRole('combobox', { name: /^方案/ });
  const firstPlan = await planSelect.locator('option').nth(1).getAttribute('value');
  expect(firstPlan).toBeTruthy();
  await planSelect.selectOption(firstPlan!);
  await select.getByRole('combobox', { name: /^起始难度/ }).selectOption('3');
  await select.getByRole('button', { name: '选择', exact: true }).click();
  await expect(select).toBeHidden();

  const steps = page.getByRole('group', { name: '上课步骤' });
  await expect(steps.getByRole('button')).toHaveText(['开始上课']);
  await shot(page, 'group-detail-assigned');

  // A weekly course for the class, twice, reminders to trainer and guardians by default: the
  // calendar's drawer on the class page (a day weeks away, clear of the demo's courses).
  const day = DateTime.now().setZone(ZONE).plus({ days: 40 });
  await page.getByRole('button', { name: '排课', exact: true }).click();
  const courses = page.locator('.bp6-drawer');
  await expect(courses.getByRole('heading', { name: `排课：${className}` })).toBeVisible();
  await courses.getByRole('button', { name: '排课', exact: true }).click();
  const course = page.getByRole('dialog', { name: '排课' });
  await course.getByLabel(/^日期/).fill(day.toISODate()!.replace(/-/g, '/'));
  await course.getByLabel(/^开始时间/).selectOption('20:00');
  await course.getByText('线下', { exact: true }).click();
  await expect(course.getByRole('checkbox', { name: '监护人' })).toBeChecked();
  await course.getByLabel(/^重复/).selectOption('week');
  await course.getByLabel(/^重复次数/).fill('2');
  await course.getByRole('button', { name: '保存' }).click();
  await expect(course).toBeHidden();
  await expect(courses.locator('.atrium-course-table tr', { hasText: '每周，共 2 节' })).toHaveCount(2);
  await shot(page, 'group-class-courses');
  await page.keyboard.press('Escape');
  await expect(courses).toBeHidden();

  // The coach, in English, on the same page.
  const coach = await signInAs(browser, 'coach', {
    locale: 'en-US',
    path: new URL(page.url()).pathname + new URL(page.url()).search,
  });
  await expect(coach.page.getByRole('heading', { level: 2, name: className })).toBeVisible();

  // Before the class starts the server is asked what ending it would take: a child whose sessions
  // would not cover it (the demo's quotas vary) is named first, and the class starts when told to.
  await steps.getByRole('button', { name: '开始上课' }).click();
  const running = page.getByText('上课中');
  const warning = page.getByRole('dialog', { name: '开始上课前' });
  await expect(running.or(warning).first()).toBeVisible();
  if (await warning.isVisible()) {
    await shot(page, 'group-before-start');
    await warning.getByRole('button', { name: '仍然开始上课' }).click();
  }
  await expect(running).toBeVisible();
  await expect(coach.page.getByText('Class in progress')).toBeVisible();

  // Ending before attendance is refused in the server's words.
  await steps.getByRole('button', { name: '下课' }).click();
  await expect(page.locator('.bp6-toast', { hasText: '请先签到' })).toBeVisible();

  for (const name of names) await page.getByRole('button', { name: `标记${name}缺勤` }).click();
  const attendance = page.getByRole('table', { name: '第 1 节出勤' });
  // The marks (tags), not the buttons that share their words.
  await expect(attendance.locator('.bp6-tag', { hasText: '缺勤' })).toHaveCount(2);
  // The coach's page follows without a reload.
  const coachAttendance = coach.page.getByRole('table', { name: 'Attendance at session 1' });
  await expect(coachAttendance.locator('.bp6-tag', { hasText: 'Absent' })).toHaveCount(2);
  await shot(coach.page, 'group-detail-coach-live');

  await steps.getByRole('button', { name: '开始训练' }).click();
  await steps.getByRole('button', { name: '结束训练' }).click();
  // Ending before the class's feedback on every activity is refused in the server's words.
  await steps.getByRole('button', { name: '下课' }).click();
  await expect(page.locator('.bp6-toast', { hasText: '请先提交班级反馈' })).toBeVisible();

  // The coach keeps the group plan drawer's overall feedback open: nothing yet.
  await coach.page.getByRole('button', { name: 'Plan details' }).click();
  const coachDrawer = coach.page.locator('.bp6-drawer');
  await coachDrawer.getByRole('tab', { name: 'Overall feedback' }).click();
  await expect(coachDrawer.getByText('No feedback yet.')).toBeVisible();

  // The class feedback drawer: the class's answers on each activity of the session.
  await page.getByRole('button', { name: '课堂反馈' }).click();
  const feedback = page.locator('.bp6-drawer');
  await expect(feedback.getByRole('heading', { name: '课堂反馈（第 1 节）' })).toBeVisible();
  const classForms = feedback.getByRole('region', { name: '课节反馈' }).locator('.group-plans-activity-form');
  await expect(classForms.first()).toBeVisible();
  await expect(feedback.getByText('下课前请为每个训练活动提交课堂反馈。')).toBeVisible();
  // Submitting a form with a required question unanswered names it and sends nothing.
  const withRequired = classForms.filter({ hasText: '（必填）' }).first();
  await withRequired.getByRole('button', { name: '提交反馈' }).click();
  await expect(withRequired.getByRole('alert').first()).toContainText('为必填项');
  await expect(withRequired.locator('.bp6-tag', { hasText: '待反馈' })).toBeVisible();
  await shot(page, 'group-class-feedback-required');
  const activities = await classForms.count();
  for (let i = 0; i < activities; i += 1) {
    const form = classForms.nth(i);
    if ((await form.getByRole('button', { name: '提交反馈' }).count()) === 0) continue;
    await fillVisibleForm(form, '课堂专注，配合良好');
    await form.getByRole('button', { name: '提交反馈' }).click();
    await expect(form.locator('.bp6-tag', { hasText: '已提交' })).toBeVisible();
  }
  await expect(feedback.getByText(/每个活动都已提交课堂反馈/)).toBeVisible();
  // Both children were absent: personal feedback is for children who attended.
  await expect(feedback.getByText(/本节课还没有标记出勤的孩子/)).toBeVisible();
  await shot(page, 'group-class-feedback');
  // The saving button's spinner took the focus out of the drawer: its close button, not Escape.
  await feedback.getByRole('button', { name: 'Close' }).click();
  await expect(feedback).toBeHidden();
  // The coach's drawer lists the class's feedback without a reload.
  await expect(coachDrawer.getByRole('list', { name: 'Overall feedback' }).getByRole('listitem')).toHaveCount(
    activities,
  );
  await shot(coach.page, 'group-drawer-overall-coach-live');

  await steps.getByRole('button', { name: '下课' }).click();
  await expect(page.getByText('已下课', { exact: true })).toBeVisible();
  await steps.getByRole('button', { name: '继续下一节' }).click();
  await expect(page.getByRole('table', { name: '第 2 节出勤' })).toBeVisible();
  await expect(steps.getByRole('button').first()).toHaveText('开始上课');
  await expect(coach.page.getByRole('table', { name: 'Attendance at session 2' })).toBeVisible();

  // The drawer: sessions with attendance, the feedback given, the chart, the play history's note.
  await page.getByRole('button', { name: '方案详情' }).click();
  const drawer = page.locator('.bp6-drawer');
  await expect(drawer.getByRole('table', { name: '课节' })).toContainText('第 1 节');
  await shot(page, 'group-drawer');
  await drawer.getByRole('tab', { name: '整体反馈' }).click();
  const overall = drawer.getByRole('list', { name: '整体反馈' });
  await expect(overall.getByRole('listitem')).toHaveCount(activities);
  await expect(overall.getByRole('listitem').first()).toContainText('第 1 节');
  await expect(overall.getByRole('listitem').first()).toContainText('班级');
  await shot(page, 'group-drawer-overall');
  await drawer.getByRole('tab', { name: '训练项目反馈' }).click();
  await drawer.getByRole('combobox', { name: '课节' }).selectOption('1');
  await expect(drawer.getByRole('list', { name: '第 1 节的活动反馈' }).getByRole('listitem')).toHaveCount(activities);
  await shot(page, 'group-drawer-activity');
  await drawer.getByRole('tab', { name: '个人反馈' }).click();
  await expect(drawer.getByRole('combobox', { name: '孩子' })).toBeVisible();
  await shot(page, 'group-drawer-personal');
  await drawer.getByRole('tab', { name: '图表' }).click();
  // A line when the activities' class forms ask a rating or a number, else the empty state.
  await expect(
    drawer.getByRole('img', { name: '按课节显示的班级反馈评分和数值' }).or(drawer.getByText(/暂无可绘制的数据/)),
  ).toBeVisible();
  await shot(page, 'group-drawer-chart');
  await drawer.getByRole('tab', { name: '播放记录' }).click();
  await expect(drawer).toContainText('只记录第一次收听');
  await coach.context.close();
  await admin.context.close();
});
