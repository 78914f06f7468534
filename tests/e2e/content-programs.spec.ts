import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pathOf, signInAs, type Locale } from './support/session';

// Issue 18 items 4 and 7, spec 001 §2 screen 11: the editor creates a training programme with a
// target, a material and a video uploaded with the form, opens it from the list, and sees its
// detail view with the video playing at its signed address; once in English, once in Chinese.

const VIDEO = readFileSync(join(import.meta.dirname, '../../server/seed/assets/demo-program.webm'));

const WORDS = {
  'en-US': {
    list: 'Training programmes',
    add: 'Add programme',
    dialog: 'Add a training programme',
    code: /^Code/,
    titleZh: /^Chinese title/,
    titleEn: /^English title/,
    target: 'Attention',
    material: /^Picture cards/,
    videos: /^Videos/,
    save: 'Save',
    search: 'Search by code or title',
    open: (name: string) => `Open ${name}`,
    video: (name: string) => `${name}, video`,
    materialCount: 'Picture cards × 1',
  },
  'zh-CN': {
    list: '训练项目',
    add: '添加项目',
    dialog: '添加训练项目',
    code: /^编号/,
    titleZh: /^中文标题/,
    titleEn: /^英文标题/,
    target: '注意力',
    material: /^图卡/,
    videos: /^视频/,
    save: '保存',
    search: '按编号或标题搜索',
    open: (name: string) => `打开${name}`,
    video: (name: string) => `${name}，视频`,
    materialCount: '图卡 × 1',
  },
} as const;

const createAndView = async (page: Page, locale: Locale, stamp: string) => {
  const w = WORDS[locale];
  const code = `E2E-${locale.slice(0, 2).toUpperCase()}-${stamp}`;
  const name = locale === 'zh-CN' ? `视频项目${stamp}` : `Video programme ${stamp}`;
  await page.goto('/system/manage/content/trainingProgram');
  await expect(page.getByRole('heading', { level: 1, name: w.list })).toBeVisible();
  await page.getByRole('button', { name: w.add }).click();
  const form = page.getByRole('dialog', { name: w.dialog });
  await form.getByLabel(w.code).fill(code);
  await form.getByLabel(w.titleZh).fill(`视频项目${stamp}`);
  await form.getByLabel(w.titleEn).fill(`Video programme ${stamp}`);
  await form.getByRole('checkbox', { name: w.target, exact: true }).check({ force: true });
  await form.getByRole('checkbox', { name: w.material }).check({ force: true });
  await form.getByLabel(w.videos).setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: VIDEO });
  await expect(form.getByText('clip.webm')).toBeVisible();
  await form.getByRole('button', { name: w.save }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: w.search }).fill(code);
  await page.getByRole('searchbox', { name: w.search }).press('Enter');
  await page.getByRole('link', { name: w.open(name) }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/system\/manage\/content\/trainingProgram\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(w.materialCount)).toBeVisible();
  const video = page.getByLabel(w.video(name));
  await expect(video).toHaveAttribute('src', /\/api\/rocket\/File\/media\?token=/);
  // Playable: the browser fetched it (with Range requests) and knows its frames.
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: `.tmp/shots-content/program-detail-${locale}.png`, fullPage: true });
};

for (const locale of ['en-US', 'zh-CN'] as const)
  test(`the editor creates a programme with a video and sees it play in the detail view (${locale})`, async ({
    browser,
  }) => {
    // An upload, a save, a search and a video's first frames: more than the default minute on a busy runner.
    test.setTimeout(150_000);
    const { context, page } = await signInAs(browser, 'editor', { locale });
    await createAndView(page, locale, `${Date.now() % 100000}`);
    await context.close();
  });
