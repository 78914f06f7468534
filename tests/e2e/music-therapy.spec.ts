import { expect, test, type Page } from '@playwright/test';
import { pickMusicChildren } from '../../server/seed/demo.music';
import { buildDemoChildren } from '../../server/seed/demo.seed';
import { graphql, shootWidths } from './support/graphql';
import { pathOf, signInAs, switchLanguage } from './support/session';

// Issue 21 "Done means", as one run in two browsers. A, a coach in English, gives a child a FAS
// programme, starts music (the music page opens in a new tab), plays the programme's session
// there: play, pause, seek, each track to its end; the player closes with the message. B, the
// centre admin in Chinese, watches the workbench's "listening now" show the child and drop it on
// the pause, and the child's music programme move to its next session, both without a reload.
// Then a cut network on the progress call closes A's player with the error.

const SHOTS = process.env['SHOTS'];
const WORKBENCH = '/system/center/dataPanel/workTable';
const DETAIL = '/system/center/detail/subjectDetail';
const SUBJECTS = '/system/center/menu/user/subject';
// A loaded two-core machine: the push, the read and the render queue behind other work.
const LIVE = { timeout: 20_000 };

const child = pickMusicChildren(buildDemoChildren().sunrise.children).valid;

const isOperation = (name: string) => (body: string | null) => (body ?? '').includes(name);

/** Clicks the player's seek bar at a fraction of its width (the <audio> element seeks by Range requests). */
const seek = async (page: Page, fraction: number) => {
  const slider = page.locator('.atrium-music-player .bp6-slider');
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: Math.max(2, box.width * fraction - 2), y: box.height / 2 } });
};

test('a FAS programme from the first click to its next session, followed live in a second browser', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // B: the centre admin's workbench, in Chinese (a coach has none).
  const admin = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await expect.poll(() => pathOf(admin.page), LIVE).toBe(WORKBENCH);
  await switchLanguage(admin.page, 'zh-CN');
  const card = admin.page.locator('.atrium-card', {
    has: admin.page.getByRole('heading', { name: '正在收听', exact: true }),
  });
  await expect(card.getByTestId('listening-now-count')).toBeVisible(LIVE);
  const listening = card.getByTestId('listening-now-row').filter({ hasText: child.name });
  await expect(listening).toHaveCount(0);
  // Neither of B's pages is ever reloaded: a mark set now is still there at the end.
  const mark = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { musicMark: number }).musicMark = 1;
    });
  await mark(admin.page);

  // A: the coach, in English.
  const coach = await signInAs(browser, 'coach', { locale: 'en-US', path: SUBJECTS });
  await switchLanguage(coach.page, 'en-US');
  await expect.poll(coach.token, LIVE).not.toBe('');
  const found = await coach.page.request.post('/api/business/subject/getList', {
    headers: { authorization: coach.token() },
    data: { skipCount: 0, maxResultCount: 20, outpatientNumber: child.outpatientNumber },
  });
  const subjectId = ((await found.json()) as { items: { id: string }[] }).items[0]!.id;
  const before = (
    await graphql(
      coach.page,
      coach.token(),
      'query D($userId: ID!) { subjectFasPlanDetail(userId: $userId) { archiveComplete fas { hasFas } items { id } } }',
      { userId: subjectId },
    )
  )['subjectFasPlanDetail'] as { archiveComplete: boolean; fas: { hasFas: boolean }; items: unknown[] };
  // The demo's child with a valid FAS test, both archive lists and no programme yet (this lane's own).
  expect(before).toEqual({ archiveComplete: true, fas: { hasFas: true }, items: [] });

  // A gives the child a FAS programme on the music rehab tab.
  await coach.page.goto(`${DETAIL}?id=${subjectId}&tab=MusicRehab`);
  const tab = coach.page.getByRole('region', { name: 'Music programmes' });
  await tab.getByRole('button', { name: 'Add music programme' }).click();
  const add = coach.page.getByRole('dialog', { name: 'Add a music programme' });
  await add.getByText('FAS programme', { exact: true }).click();
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add).toBeHidden();
  const added = tab.getByRole('row').filter({ hasText: 'FAS programme' });
  await expect(added).toContainText(/Session 1 of \d+/, LIVE);
  const total = Number(/of (\d+)/.exec(await added.innerText())?.[1] ?? NaN);
  expect(total).toBeGreaterThan(1);

  // B opens the child's music programmes in another tab: the first session.
  const record = await admin.context.newPage();
  await record.goto(`${DETAIL}?id=${subjectId}&tab=MusicRehab`);
  const fasRow = record.getByRole('region', { name: '音乐方案' }).getByRole('row').filter({ hasText: 'FAS方案' });
  await expect(fasRow).toContainText(`第1节 / 共${total}节`, LIVE);
  await mark(record);

  // A starts music from the subject list: the confirmation, the generation, the music page in a new tab.
  await coach.page.goto(SUBJECTS);
  await coach.page.getByRole('textbox', { name: 'Clinic number', exact: true }).fill(child.outpatientNumber);
  await coach.page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = coach.page.locator('table tbody tr');
  await expect(rows).toHaveCount(1, LIVE);
  await rows.first().getByRole('button').last().click();
  await coach.page.getByRole('menuitem', { name: 'Start music' }).click();
  const popup = coach.context.waitForEvent('page');
  await coach.page.getByRole('dialog').getByRole('button', { name: 'Start music' }).click();
  const music = await popup;
  await expect(music.getByRole('heading', { level: 1, name: 'Music rehab' })).toBeVisible(LIVE);
  const own = music.getByRole('region', { name: 'Music programmes' });
  await own.getByRole('button', { name: 'Play session 1 of the FAS programme' }).click();
  const drawer = music.locator('.atrium-music-player');
  const audio = drawer.locator('audio');
  const trackOf = drawer.getByText(/Track 1 of \d+/);
  await expect(trackOf).toBeVisible(LIVE);
  const tracks = Number(/of (\d+)/.exec(await trackOf.innerText())?.[1] ?? NaN);

  // Play: the <audio> element really plays, and B's workbench shows the child listening.
  await drawer.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), LIVE).toBeGreaterThan(0.5);
  await expect(listening).toHaveCount(1, LIVE);
  await expect(listening.getByRole('progressbar')).toBeVisible();
  await shootWidths(admin.page, SHOTS, 'music-therapy-listening-zh-CN');
  await shootWidths(music, SHOTS, 'music-therapy-playing-en-US');

  // Pause: silent, and the child leaves "listening now" at once.
  await drawer.getByRole('button', { name: 'Pause' }).click();
  await expect(drawer.getByText('Playback is paused. Continue, or refresh the page.')).toBeVisible();
  expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  await expect(listening).toHaveCount(0, LIVE);

  // Seek to the middle and go on: the element plays from there, and the child is back on B's list.
  await seek(music, 0.5);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  const middle = await audio.evaluate((el: HTMLAudioElement) => el.duration / 2);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), LIVE).toBeGreaterThan(middle * 0.8);
  await expect(listening).toHaveCount(1, LIVE);

  // Every track to its end (the next plays by itself); the last closes the player with the message.
  for (let i = 0; i < tracks; i += 1) {
    await expect(drawer.getByRole('button', { name: 'Pause' })).toBeVisible(LIVE);
    await seek(music, 1);
    if (i + 1 < tracks)
      await expect(drawer.getByText(`Track ${i + 2} of ${tracks}`, { exact: false })).toBeVisible(LIVE);
  }
  await expect(
    music.getByRole('status').filter({ hasText: "This session's music is finished. The player was closed." }),
  ).toBeVisible(LIVE);
  await expect(drawer).toHaveCount(0);
  await shootWidths(music, SHOTS, 'music-therapy-finished-en-US');

  // B: the programme moved to its next session, and nobody is listening, without a reload.
  await expect(fasRow).toContainText(`第2节 / 共${total}节`, LIVE);
  await expect(listening).toHaveCount(0, LIVE);
  await shootWidths(record, SHOTS, 'music-therapy-record-zh-CN');
  for (const page of [admin.page, record])
    expect(await page.evaluate(() => (window as unknown as { musicMark?: number }).musicMark)).toBe(1);
  // A's music page reads it too: session 2 is the one to play now.
  const next = own.getByRole('button', { name: 'Play session 2 of the FAS programme' });
  await expect(next).toBeVisible(LIVE);

  // A cut network on the progress call: the player closes, stops submitting and says so.
  await music.route('**/graphql', (route) =>
    isOperation('PlayerProgressAudioTrack')(route.request().postData()) ? route.abort('failed') : route.fallback(),
  );
  await next.click();
  await drawer.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(drawer.getByRole('button', { name: 'Pause' })).toBeVisible(LIVE);
  await expect(
    music.getByRole('alert').filter({ hasText: 'The listening progress could not be saved. The player was closed.' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(drawer).toHaveCount(0);
  await shootWidths(music, SHOTS, 'music-therapy-failed-en-US');

  await coach.context.close();
  await admin.context.close();
});
