import { expect, test, type Page } from '@playwright/test';
import { pickMusicChildren } from '../../server/seed/demo.music';
import { buildDemoChildren } from '../../server/seed/demo.seed';
import { signInAs, type Locale } from './support/session';

// Spec 000 §4, §5, §8 and 001 §2: "start music" on the subject list. A child without a plan and
// a child without a valid FAS test get the fixed texts; a child with one is confirmed, watched
// through the progress screen and opened in a new tab; a blocked pop-up gets the info notice.

const children = pickMusicChildren(buildDemoChildren().sunrise.children);

const T = {
  'zh-CN': {
    language: '中文',
    clinicNumber: '门诊号',
    search: '搜索',
    startMusic: '开始音乐',
    noPlan: '该儿童没有可以开始的音乐方案。',
    fasInvalid: '请先完成FAS评估并获取报告。',
    title: (name: string) => `为${name}开始音乐`,
    progressTitle: (name: string) => `正在为${name}生成音乐方案`,
    progress: '生成进度',
    blocked: /浏览器阻止了新标签页。请允许本网站弹出窗口/,
    openPage: '打开音乐页面',
    close: '关闭',
    pageTitle: '音乐康复',
    programmes: '儿童的音乐方案',
  },
  'en-US': {
    language: 'English',
    clinicNumber: 'Clinic number',
    search: 'Search',
    startMusic: 'Start music',
    noPlan: 'This child has no music plan that can be started.',
    fasInvalid: 'Please finish the FAS evaluation and obtain the report first.',
    title: (name: string) => `Start music for ${name}`,
    progressTitle: (name: string) => `Generating the music programme for ${name}`,
    progress: 'Generation progress',
    blocked: /Your browser blocked the new tab\. Please allow pop-ups for this site/,
    openPage: 'Open the music page',
    close: 'Close',
    pageTitle: 'Music rehab',
    programmes: "The child's music programmes",
  },
} as const;

const SHOTS = '.tmp/shots-8192';
const MUSIC_PAGE = /\/system\/center\/detail\/musicRehab\?id=[0-9a-f-]{36}&subjectId=[0-9a-f-]{36}$/;

/** Finds the child by its clinic number (in the page, no reload) and chooses "start music" in its row menu. */
const startMusicFor = async (page: Page, locale: Locale, outpatientNumber: string) => {
  await page.getByRole('textbox', { name: T[locale].clinicNumber, exact: true }).fill(outpatientNumber);
  await page.getByRole('button', { name: T[locale].search, exact: true }).click();
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(outpatientNumber);
  await rows.first().getByRole('button').last().click();
  await page.getByRole('menuitem', { name: T[locale].startMusic }).click();
};

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

// The journey reads either language (the texts above); the browser run takes one, the component
// tests read both catalogues.
const locale = 'zh-CN' as Locale;

test(`centeradmin (${locale}) starts music, or is told why not`, async ({ browser }) => {
  test.setTimeout(90_000);
  const t = T[locale];
  const { context, page } = await signInAs(browser, 'centeradmin', {
    locale,
    path: '/system/center/menu/user/subject',
  });

  // No plan, a finished plan only: nothing can be started.
  for (const child of [children.noPlan, children.finished]) {
    await startMusicFor(page, locale, child.outpatientNumber);
    await expect(toast(page, t.noPlan)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  // A FAS test older than 3 months, or none.
  for (const child of [children.expired, children.noFas]) {
    await startMusicFor(page, locale, child.outpatientNumber);
    await expect(toast(page, t.fasInvalid)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  // A valid FAS test: confirmation with its tags, then the progress screen, then the new tab.
  const { name } = children.valid;
  await startMusicFor(page, locale, children.valid.outpatientNumber);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.title(name) })).toBeVisible();
  await expect(dialog.getByText('Inattention')).toBeVisible();
  await expect(dialog.getByText('Hyperactivity')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/confirm-${locale}.png` });
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: t.startMusic }).click();
  await expect(dialog.getByRole('heading', { name: t.progressTitle(name) })).toBeVisible();
  const bar = dialog.getByRole('progressbar', { name: t.progress });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/progress-${locale}.png` });
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(MUSIC_PAGE);
  await expect(dialog).toBeHidden();
  // The music page shows the generated playlist's record, and the child's programmes to play.
  await expect(tab.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByText('IDT-FOCUS-01')).toBeVisible();
  await expect(tab.getByRole('heading', { level: 2, name: t.programmes })).toBeVisible();
  await expect(tab.getByText('Inattention')).toBeVisible();
  await tab.screenshot({ path: `${SHOTS}/music-page-${locale}.png`, fullPage: true });
  await tab.close();

  // The browser blocks the new tab: the info notice, with a way to open the page by hand.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await startMusicFor(page, locale, children.valid.outpatientNumber);
  await dialog.getByRole('button', { name: t.startMusic }).click();
  await expect(dialog.getByText(t.blocked)).toBeVisible({ timeout: 15_000 });
  // Blueprint's AnchorButton is an <a role="button">.
  await expect(dialog.getByRole('button', { name: t.openPage })).toHaveAttribute('href', MUSIC_PAGE);
  await page.screenshot({ path: `${SHOTS}/blocked-${locale}.png` });
  await dialog.getByRole('button', { name: t.close }).first().click();
  await expect(dialog).toBeHidden();
  await context.close();
});
