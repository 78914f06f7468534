import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Spec 001 §2 screen 2 (the session card's "course detail" link and the session feedback form's
// preview or download) and the userOfflineCourseDetail route, over the demo's ended Sunrise plan
// (demo.offline-plans.ts: 王芳's twelve delivered sessions with feedback). Only reads: no other spec
// changes an ended plan. A coach in en-US and the centre admin in zh-CN.

const SHOTS = process.env['SHOTS'];

const T = {
  'en-US': {
    detail: 'Session detail: session 12',
    title: 'Session 12 of 12',
    previous: 'Previous session',
    title11: 'Session 11 of 12',
    feedback: 'Feedback',
    staff: 'Staff feedback',
    guide: 'Keep the space safe; stop for a rest when the child tires.',
    menu: 'Session 11 feedback form',
    preview: 'Preview the form',
    download: 'Download (Excel)',
    file: /session 11 feedback\.xlsx$/,
    sheet: 'Session 11',
    header: 'Training activity',
    submitted: 'Feedback submitted',
  },
  'zh-CN': {
    detail: '课节详情：第 12 节',
    title: '第 12 节（共 12 节）',
    previous: '上一节',
    title11: '第 11 节（共 12 节）',
    feedback: '反馈',
    staff: '教练反馈',
    guide: '保持场地安全，孩子疲劳时及时休息。',
    menu: '第 11 节反馈表',
    preview: '预览反馈表',
    download: '下载（Excel）',
    file: /第11节反馈表\.xlsx$/,
    sheet: '第11节',
    header: '训练活动',
    submitted: '已提交反馈',
  },
} as const;

for (const [user, locale] of [
  ['coach', 'en-US'],
  ['centeradmin', 'zh-CN'],
] as const satisfies readonly (readonly [string, Locale])[]) {
  test(`${user} (${locale}) opens an ended plan's session from its card, reads each activity's guide and feedback, previews and downloads the form`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = T[locale];
    const { context, page, token } = await signInAs(browser, user, { locale });
    await switchLanguage(page, locale);
    await expect.poll(token, { timeout: 15_000 }).not.toBe('');
    const list = await graphql(
      page,
      token(),
      'query L { offlinePlanList(status: Finished, maxResultCount: 24) { items { plan { id coachName totalNum } } } }',
    );
    const rows = (list['offlinePlanList'] as { items: { plan: { id: string; coachName: string; totalNum: number } }[] })
      .items;
    const ended = rows.find((r) => r.plan.coachName === '王芳' && r.plan.totalNum === 12)!;
    expect(ended).toBeTruthy();

    await page.goto(`/system/center/detail/userOfflinePlanDetail?id=${ended.plan.id}`);
    const card = page.locator('.atrium-session-card');
    await card.getByRole('link', { name: t.detail }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: t.previous }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title11 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('num')).toBe('11');

    // Each activity: how to run it from the library, then the feedback given, read-only.
    const first = page.locator('.atrium-course-activity').first();
    await expect(first.getByText(t.guide)).toBeVisible({ timeout: 15_000 });
    await first.getByRole('tab', { name: t.feedback }).click();
    const staff = first.getByRole('region', { name: t.staff });
    await expect(staff.locator('form')).toBeVisible();
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `course-detail-${locale}`);

    // The form: a preview of every activity's questions, and the Excel with the answers given.
    await page.getByRole('button', { name: t.menu }).click();
    await page.getByRole('menuitem', { name: t.preview }).click();
    const dialog = page.getByRole('dialog', { name: t.menu });
    await expect(dialog.locator('form').first()).toBeVisible();
    await shootWidths(page, SHOTS, `course-form-preview-${locale}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(t.file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(t.sheet);
    const cells: string[][] = [];
    sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    const header = cells.findIndex((r) => r[0] === t.header);
    expect(header).toBeGreaterThan(0);
    // A delivered session: its activities' feedback was submitted, and answers are filled in.
    expect(cells.slice(header + 1).some((r) => r[2] === t.submitted && (r[6] ?? '') !== '')).toBe(true);
    await context.close();
  });
}
