import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, switchLanguage, type Locale } from './support/session';

// Issue 21 item 6: the centre's music user statistics (menu/analysis/idtMusic) on the demo's
// listening history (server/seed/demo.music-statistics.ts), its Excel export, and the platform's
// IdtMusic analysis with its tenant filter. Screenshots at 1280 px wide.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? process.env['SHOTS'] ?? 'test-results';

const TEXT = {
  'zh-CN': {
    centreTitle: '音乐用户统计',
    manageTitle: '音乐分析',
    chart: '每日收听情况',
    tracks: '曲目播放记录',
    plans: '方案使用记录',
    export: '导出 Excel',
    file: /^音乐统计-\d{8}\.xlsx$/,
    tenant: '机构',
    search: '查询',
  },
  'en-US': {
    centreTitle: 'Music user statistics',
    manageTitle: 'Music',
    chart: 'Listening per day',
    tracks: 'Track playback record',
    plans: 'Plan usage record',
    export: 'Export Excel',
    file: /^Music statistics-\d{8}\.xlsx$/,
    tenant: 'Institution',
    search: 'Search',
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  test(`the centre admin reads the music statistics and exports them (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const text = TEXT[locale as keyof typeof TEXT];
    const { context, page } = await signInAs(browser, 'centeradmin', { locale });
    await page.setViewportSize({ width: 1280, height: 900 });
    await switchLanguage(page, locale);
    await page.goto('/system/center/menu/analysis/idtMusic');
    await expect(page.getByRole('heading', { name: text.centreTitle, level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: text.chart })).toBeVisible({ timeout: 20_000 });
    const tracks = page.getByRole('table', { name: text.tracks });
    await expect(tracks).toBeVisible();
    expect(await tracks.locator('tbody tr').count()).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: text.plans })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/music-statistics-centre-${locale}.png`, fullPage: true });
    // Headings in order, landmarks, names and contrast (as tests/e2e/accessibility.spec.ts).
    if (locale === 'zh-CN') await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(text.file);
    await context.close();
  });
}

test('the platform admin reads every centre’s music statistics and narrows them to one tenant', async ({ browser }) => {
  test.setTimeout(90_000);
  const locale: Locale = 'en-US';
  const text = TEXT['en-US'];
  const { context, page } = await signInAs(browser, 'admin', { locale });
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchLanguage(page, locale);
  await page.goto('/system/manage/analysis/IdtMusic');
  await expect(page.getByRole('img', { name: text.chart })).toBeVisible({ timeout: 20_000 });
  const select = page.getByLabel(text.tenant);
  await expect(select.locator('option')).not.toHaveCount(1);
  const harbour = await select.locator('option', { hasText: 'Harbour Centre' }).getAttribute('value');
  await select.selectOption(harbour ?? '');
  const centres = page.locator('.atrium-music-stat-figure', { hasText: 'Centres' });
  await expect(centres).toContainText('3');
  await page.getByRole('button', { name: text.search }).click();
  // Harbour alone: one centre.
  await expect(centres.locator('.atrium-music-stat-figure-value')).toHaveText('1');
  await expect(page.getByRole('table', { name: text.tracks })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/music-statistics-manage-${locale}.png`, fullPage: true });
  await context.close();
});
