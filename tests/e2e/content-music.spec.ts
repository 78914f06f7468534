import { expect, test, type Page } from '@playwright/test';
import { pathOf, signInAs, switchLanguage } from './support/session';

// Issue 18 "Done means": as the editor, upload a track and play it in the browser. The editor adds
// a track, has a file that is not audio refused, uploads a real WAV (its duration read by the
// server), then, in Chinese, plays it: the browser's player reads the file's duration and its time
// advances (the audio is fetched with Range requests at its signed address).

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots-content/${name}.png`, fullPage: true });

/** A real 16 kHz mono PCM WAV: an A minor chord for `seconds`. */
const wav = (seconds: number): Buffer => {
  const rate = 16_000;
  const count = Math.round(seconds * rate);
  const data = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i += 1) {
    const t = i / rate;
    const v =
      (Math.sin(2 * Math.PI * 220 * t) + Math.sin(2 * Math.PI * 261.63 * t) + Math.sin(2 * Math.PI * 329.63 * t)) / 3;
    data.writeInt16LE(Math.round(v * 0.5 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
};

test('the editor uploads a track and plays it in the browser, in English then Chinese', async ({ browser }) => {
  const stamp = Date.now() % 100000;
  const code = `E2E-${stamp}`;
  const nameEn = `Evening calm ${stamp}`;
  const nameZh = `傍晚${stamp}`;
  const { context, page } = await signInAs(browser, 'editor', { locale: 'en-US' });
  await expect.poll(() => pathOf(page)).toBe('/system/manage/content/tag');
  await page.goto('/system/manage/content/musicLibrary');
  await expect(page.getByRole('heading', { level: 1, name: 'Music library' })).toBeVisible();
  await expect(page.locator('table.atrium-table tbody tr').first()).toContainText('FAS-001');

  // Add the track with a file that is not audio: the track is saved, the file refused by its bytes.
  await page.getByRole('button', { name: 'Add track' }).click();
  const form = page.getByRole('dialog', { name: 'Add a track' });
  await form.getByLabel(/^Code/).fill(code);
  await form.getByLabel(/^Course code/).selectOption('CMSMO');
  await form.getByLabel(/^Chinese title/).fill(nameZh);
  await form.getByLabel(/^English title/).fill(nameEn);
  await form
    .getByLabel('Audio file')
    .setInputFiles({ name: 'notes.wav', mimeType: 'audio/wav', buffer: Buffer.from('these are notes, not audio') });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The file is not audio: upload a WAV or MP3 file.')).toBeVisible();
  await shot(page, 'music-refused-en-US');

  // The real file: the server reads its 3 seconds.
  await form.getByLabel('Audio file').setInputFiles({ name: 'evening.wav', mimeType: 'audio/wav', buffer: wav(3) });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search by code, course code or title' }).fill(code);
  await page.getByRole('searchbox', { name: 'Search by code, course code or title' }).press('Enter');
  const row = page.locator('table.atrium-table tbody tr', { hasText: code });
  await expect(row).toContainText('CMSMO');
  await expect(row).toContainText('0:03');
  await expect(row).toContainText('Draft');
  await shot(page, 'music-en-US');

  // In Chinese: play it. The player reads the file's duration and its time advances.
  await switchLanguage(page, 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '音乐库' })).toBeVisible();
  const zhRow = page.locator('table.atrium-table tbody tr', { hasText: code });
  await expect(zhRow).toContainText('未发布');
  await zhRow.getByRole('button', { name: `播放${nameZh}` }).click();
  const player = page.getByRole('dialog', { name: `播放${nameZh}` });
  const audio = player.locator('audio');
  await expect(audio).toHaveAttribute('src', /\/api\/rocket\/track\/audio\?token=/);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeCloseTo(3, 1);
  await audio.evaluate((el: HTMLAudioElement) => {
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.2);
  // Seeking asks the server for a range.
  await audio.evaluate((el: HTMLAudioElement) => {
    el.currentTime = 2;
  });
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThanOrEqual(2);
  await shot(page, 'music-player-zh-CN');
  await player.getByRole('button', { name: '关闭' }).click();

  // The history names the file and its duration in Chinese.
  await zhRow.getByRole('button', { name: `${nameZh}的历史记录` }).click();
  const history = page.getByRole('dialog', { name: `${nameZh}的历史记录` });
  await expect(history.getByText('音频文件：— → evening.wav')).toBeVisible();
  await expect(history.getByText('时长：— → 0:03')).toBeVisible();
  await history.getByRole('button', { name: '关闭' }).click();
  await context.close();
});

// Issue 18 item 1 musicPlan: the editor builds a music plan from the library's tracks (sessions,
// type, category, a tag) and plays a track of it from the plan's detail, once in each language.
const MUSIC_PLAN_WORDS = {
  'en-US': {
    title: 'Music plans',
    add: 'Add music plan',
    dialog: 'Add a music plan',
    code: /^Code/,
    nameZh: /^Chinese name/,
    nameEn: /^English name/,
    musicType: /^Music type/,
    tag: 'Attention',
    tags: 'Tags',
    pick: (n: number) => `Track to add to session ${n}`,
    addTrack: (n: number) => `Add the track to session ${n}`,
    addSession: 'Add session',
    save: 'Save',
    search: 'Search by code or name',
    open: (name: string) => `Open ${name}`,
    play: (track: string, n: number) => `Play ${track} (session ${n})`,
    player: (track: string) => `Play ${track}`,
    close: 'Close',
  },
  'zh-CN': {
    title: '音乐方案',
    add: '新增音乐方案',
    dialog: '新增音乐方案',
    code: /^编码/,
    nameZh: /^中文名称/,
    nameEn: /^英文名称/,
    musicType: /^音乐类型/,
    tag: '注意力',
    tags: '标签',
    pick: (n: number) => `要加入第 ${n} 节课的曲目`,
    addTrack: (n: number) => `将曲目加入第 ${n} 节课`,
    addSession: '添加课次',
    save: '保存',
    search: '按编码或名称搜索',
    open: (name: string) => `查看${name}`,
    play: (track: string, n: number) => `播放${track}（第 ${n} 节课）`,
    player: (track: string) => `播放${track}`,
    close: '关闭',
  },
} as const;

const buildAndPlay = async (
  page: Page,
  language: keyof typeof MUSIC_PLAN_WORDS,
  plan: { code: string; nameZh: string; nameEn: string; musicType: 'Fas' | 'CmSmo'; first: string; second: string },
) => {
  const w = MUSIC_PLAN_WORDS[language];
  const name = language === 'zh-CN' ? plan.nameZh : plan.nameEn;
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await page.getByRole('button', { name: w.add }).click();
  const form = page.getByRole('dialog', { name: w.dialog });
  await form.getByLabel(w.code).fill(plan.code);
  await form.getByLabel(w.nameZh).fill(plan.nameZh);
  await form.getByLabel(w.nameEn).fill(plan.nameEn);
  await form.getByLabel(w.musicType).selectOption(plan.musicType);
  // Blueprint draws the box over the input: click the tag's words, as a person does.
  await form.getByRole('group', { name: w.tags }).getByText(w.tag, { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: w.tag, exact: true })).toBeChecked();
  // Session 1 plays the first track, session 2 the second (the picker offers the type's tracks only).
  const pick = async (session: number, code: string) => {
    const option = form.getByLabel(w.pick(session)).locator('option', { hasText: code });
    await expect(option).toHaveCount(1);
    await form.getByLabel(w.pick(session)).selectOption((await option.getAttribute('value')) ?? '');
  };
  await pick(1, plan.first);
  await form.getByRole('button', { name: w.addTrack(1) }).click();
  await form.getByRole('button', { name: w.addSession }).click();
  await pick(2, plan.second);
  await form.getByRole('button', { name: w.addTrack(2) }).click();
  await shot(page, `music-plan-form-${language}`);
  await form.getByRole('button', { name: w.save }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: w.search }).fill(plan.code);
  await page.getByRole('searchbox', { name: w.search }).press('Enter');
  const row = page.locator('table.atrium-table tbody tr', { hasText: plan.code });
  await row.getByRole('button', { name: w.open(name) }).click();
  const detail = page.getByRole('dialog', { name });
  const trackName = (await detail.locator('li', { hasText: plan.first }).innerText()).split(' · ')[1] ?? '';
  await detail.getByRole('button', { name: w.play(trackName, 1) }).click();
  const player = page.getByRole('dialog', { name: w.player(trackName) });
  const audio = player.locator('audio');
  await expect(audio).toHaveAttribute('src', /\/api\/rocket\/track\/audio\?token=/);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(1);
  await audio.evaluate((el: HTMLAudioElement) => {
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.2);
  await shot(page, `music-plan-player-${language}`);
  // The footer's button (Blueprint's corner button is named Close too).
  await player.getByRole('button', { name: w.close }).last().click();
  await detail.getByRole('button', { name: w.close }).last().click();
  await expect(detail).toBeHidden();
};

test('the editor builds a music plan from the library and plays its track, in English then Chinese', async ({
  browser,
}) => {
  // Two languages in one journey, each building and saving a plan: more than the default minute on
  // a busy two-core runner (it timed out at 60 s at a load of 14).
  test.setTimeout(150_000);
  const stamp = Date.now() % 100000;
  const { context, page } = await signInAs(browser, 'editor', { locale: 'en-US' });
  await expect.poll(() => pathOf(page)).toBe('/system/manage/content/tag');
  await page.goto('/system/manage/content/musicPlan');
  await buildAndPlay(page, 'en-US', {
    code: `E2E-MP-${stamp}`,
    nameZh: `测试音乐方案${stamp}`,
    nameEn: `Test music plan ${stamp}`,
    musicType: 'Fas',
    first: 'FAS-001',
    second: 'FAS-002',
  });
  await switchLanguage(page, 'zh-CN');
  await buildAndPlay(page, 'zh-CN', {
    code: `E2E-MPZ-${stamp}`,
    nameZh: `中文音乐方案${stamp}`,
    nameEn: `Chinese music plan ${stamp}`,
    musicType: 'CmSmo',
    first: 'CMSMO-001',
    second: 'CMSMO-002',
  });
  await context.close();
});
