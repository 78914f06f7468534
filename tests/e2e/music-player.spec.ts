import { expect, test, type Page } from '@playwright/test';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';

// Spec 001 §2 screen 1, §4 playback, §8, §9 (issue 21 item 1): the centre admin opens a demo
// child's offline plan session with music, plays a track from the real <audio> element, pauses,
// seeks; the progress call every 15 s saves where the child is (a reload resumes from it); the
// tracks are finished to the last (the player closes with the message); and a cut network on
// the progress call closes the player with the error.

const SHOTS = process.env['SHOTS'];
const PLAN_PAGE = '/system/center/detail/userOfflinePlanDetail';

type Session = { num: number; hasMusic: boolean };

/** Two started demo plans whose current session has music, with their tracks (the second for the network cut). */
const findPlans = async (page: Page, token: string) => {
  const found: {
    plan: { id: string; subjectId: string; num: number };
    num: number;
    tracks: { code: string; durationMs: number }[];
  }[] = [];
  const list = await graphql(
    page,
    token,
    'query L { offlinePlanList(status: Started, maxResultCount: 24) { items { plan { id subjectId num } } } }',
  );
  const plans = (list['offlinePlanList'] as { items: { plan: { id: string; subjectId: string; num: number } }[] })
    .items;
  for (const { plan } of plans) {
    const detail = await graphql(
      page,
      token,
      'query P($id: ID!) { offlinePlan(id: $id) { sessions { num hasMusic } } }',
      {
        id: plan.id,
      },
    );
    const sessions = (detail['offlinePlan'] as { sessions: Session[] }).sessions;
    // The card shows the plan's current session first; the journey pages to a session with music
    // whose programme session has tracks.
    for (const musical of sessions.filter((x) => x.hasMusic)) {
      const music = await graphql(
        page,
        token,
        'query M($planId: ID!, $num: Int!, $subjectId: ID!) { courseMusic(planKind: OFFLINE, planId: $planId, num: $num, subjectId: $subjectId) { canListen tracks { code durationMs isFinished lastProgress } } }',
        { planId: plan.id, num: musical.num, subjectId: plan.subjectId },
      );
      const course = music['courseMusic'] as {
        canListen: boolean;
        tracks: { code: string; durationMs: number; isFinished: boolean; lastProgress: number }[];
      };
      // A session nobody has listened to yet (the demo's history covers the sessions delivered).
      const fresh = course.tracks.every((track) => !track.isFinished && track.lastProgress === 0);
      if (course.canListen && course.tracks.length > 0 && fresh) {
        found.push({ plan, num: musical.num, tracks: course.tracks });
        break;
      }
    }
    if (found.length === 2) return found as [(typeof found)[0], (typeof found)[0]];
  }
  throw new Error('Not two started demo plans with a session of music tracks');
};

/** Opens the plan and pages its session card to the session with music. */
const openSession = async (page: Page, found: { plan: { id: string; num: number }; num: number }) => {
  await page.goto(`${PLAN_PAGE}?id=${found.plan.id}`);
  const card = page.locator('.atrium-session-card');
  await expect(card).toBeVisible({ timeout: 15_000 });
  const steps = found.num - Math.max(1, found.plan.num);
  for (let i = 0; i < Math.abs(steps); i += 1)
    await card.getByRole('button', { name: steps > 0 ? '下一节' : '上一节' }).click();
  await card.getByRole('button', { name: '播放音乐' }).click();
};

const isOperation = (name: string) => (body: string | null) => (body ?? '').includes(name);

test('centeradmin (zh-CN) plays a session track: pause, seek, progress saved and resumed, finished; a cut network closes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page, token } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(page, 'zh-CN');
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  const [first, other] = await findPlans(page, token());
  const { tracks } = first;

  await openSession(page, first);
  const drawer = page.locator('.atrium-music-player');
  await expect(drawer.getByText(`第1首，共${tracks.length}首`, { exact: false })).toBeVisible({ timeout: 15_000 });
  const audio = drawer.locator('audio');

  // Play: the server opens a play session and the <audio> element really plays.
  const started = page.waitForResponse((r) => isOperation('PlayerStartAudioTrack')(r.request().postData()));
  await drawer.getByRole('button', { name: '播放', exact: true }).click();
  expect((await started).ok()).toBe(true);
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  await shootWidths(page, SHOTS, 'music-player-playing-zh-CN');

  // Pause: the banner offers continue or refresh, and the element is silent.
  await drawer.getByRole('button', { name: '暂停' }).click();
  await expect(drawer.getByText('播放已暂停。可以继续播放，或刷新页面。')).toBeVisible();
  expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);

  // Seek 20 s on (Range requests: the element plays from there), play, and the 15 s progress call saves it.
  const slider = drawer.locator('.bp6-slider');
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: box.width / 2, y: box.height / 2 } });
  const half = tracks[0]!.durationMs / 2000;
  await drawer.getByRole('button', { name: '继续' }).click();
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(half * 0.8);
  const saved = await page.waitForResponse((r) => isOperation('PlayerProgressAudioTrack')(r.request().postData()), {
    timeout: 20_000,
  });
  const progress = ((await saved.json()) as { data: { progressAudioTrack: { lastProgress: number } } }).data
    .progressAudioTrack.lastProgress;
  expect(progress).toBeGreaterThan(half * 800);

  // Reload: the player is closed; opened again, it resumes from where the server says the child
  // stopped: at least the progress saved above, and the reload's own stop call (keepalive) may
  // have saved a few seconds more.
  await page.reload();
  await expect(drawer).toHaveCount(0);
  await openSession(page, first);
  const savedSeconds = Math.floor(progress / 1000);
  const played = async () => {
    const [minutes, secs] = ((await drawer.getByLabel('已播放').textContent()) ?? '').split(':').map(Number);
    return (minutes ?? 0) * 60 + (secs ?? 0);
  };
  await expect.poll(played, { timeout: 15_000 }).toBeGreaterThanOrEqual(savedSeconds);
  expect(await played()).toBeLessThan(savedSeconds + 15);
  await shootWidths(page, SHOTS, 'music-player-resumed-zh-CN');

  // Every track to its end (the next one plays by itself): the last one closes the player with the message.
  for (let i = 0; i < tracks.length; i += 1) {
    if (i === 0) await drawer.getByRole('button', { name: '播放', exact: true }).click();
    await expect(drawer.getByRole('button', { name: '暂停' })).toBeVisible({ timeout: 10_000 });
    await slider.click({ position: { x: box.width - 2, y: box.height / 2 } });
    if (i + 1 < tracks.length)
      await expect(drawer.getByText(`第${i + 2}首，共${tracks.length}首`, { exact: false })).toBeVisible({
        timeout: 15_000,
      });
  }
  await expect(page.getByRole('status').filter({ hasText: '本课音乐已播放完毕，播放器已关闭。' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(drawer).toHaveCount(0);
  await shootWidths(page, SHOTS, 'music-player-finished-zh-CN');

  // A cut network on the progress call: the player closes, stops submitting and says so.
  await page.route('**/graphql', (route) =>
    isOperation('PlayerProgressAudioTrack')(route.request().postData()) ? route.abort('failed') : route.fallback(),
  );
  // On another child's plan: this one's tracks are all finished, and the server refuses more.
  await openSession(page, other);
  await drawer.getByRole('button', { name: '播放', exact: true }).click();
  await expect(drawer.getByRole('button', { name: '暂停' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('alert').filter({ hasText: '收听进度保存失败，播放器已关闭。' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(drawer).toHaveCount(0);
  await shootWidths(page, SHOTS, 'music-player-failed-zh-CN');
  await context.close();
});
