import { expect, test, type Page } from '@playwright/test';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';

// Issue 21 item 3, spec 001 §2 screen 3 (music record per session) and §3-4 (music feedback in
// order): the centre admin (zh-CN) has a demo child finish a session's first track (through the
// playback calls, as the player would), sees it in the session card's music record, and the music
// feedback saved in order is read back; an out-of-order one is refused with "请按顺序选择".

const SHOTS = process.env['SHOTS'];
const PLAN_PAGE = '/system/center/detail/userOfflinePlanDetail';

type Found = {
  plan: { id: string; subjectId: string; num: number };
  num: number;
  tracks: { code: string; durationMs: number; titleZh: string }[];
};

/** A started demo plan with a session of music tracks the child may still listen to. */
const findPlan = async (page: Page, token: string): Promise<Found> => {
  const list = await graphql(
    page,
    token,
    'query L { offlinePlanList(status: Started, maxResultCount: 24) { items { plan { id subjectId num } } } }',
  );
  const plans = (list['offlinePlanList'] as { items: { plan: Found['plan'] }[] }).items;
  for (const { plan } of plans.reverse()) {
    const detail = await graphql(
      page,
      token,
      'query P($id: ID!) { offlinePlan(id: $id) { sessions { num hasMusic } } }',
      {
        id: plan.id,
      },
    );
    const sessions = (detail['offlinePlan'] as { sessions: { num: number; hasMusic: boolean }[] }).sessions;
    for (const musical of sessions.filter((x) => x.hasMusic)) {
      // A session the music plan cannot serve answers an error: try the next one.
      const answer = await page.request.post('/graphql', {
        headers: { authorization: token, 'content-type': 'application/json' },
        data: {
          query:
            'query M($planId: ID!, $num: Int!, $subjectId: ID!) { courseMusic(planKind: OFFLINE, planId: $planId, num: $num, subjectId: $subjectId) { canListen tracks { code durationMs titleZh } } }',
          variables: { planId: plan.id, num: musical.num, subjectId: plan.subjectId },
        },
      });
      const music = ((await answer.json()) as { data?: Record<string, unknown> | null }).data;
      if (!music?.['courseMusic']) continue;
      const course = music['courseMusic'] as { canListen: boolean; tracks: Found['tracks'] };
      if (course.canListen && course.tracks.length > 1) return { plan, num: musical.num, tracks: course.tracks };
    }
  }
  throw new Error('No started demo plan with a session of music tracks');
};

test('centeradmin (zh-CN): a finished track shows in the session card’s music record; music feedback in order', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page, token } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(page, 'zh-CN');
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  const found = await findPlan(page, token());
  const [first] = found.tracks;
  const input = {
    subjectId: found.plan.subjectId,
    planKind: 'OFFLINE',
    planId: found.plan.id,
    num: found.num,
    trackCode: first!.code,
  };
  const started = await graphql(
    page,
    token(),
    'mutation S($i: AudioTrackInput!) { startAudioTrack(input: $i) { playSessionId } }',
    { i: { ...input, progress: 0 } },
  );
  const playSessionId = (started['startAudioTrack'] as { playSessionId: string }).playSessionId;
  await graphql(page, token(), 'mutation F($i: AudioTrackInput!) { finishAudioTrack(input: $i) { lastProgress } }', {
    i: { ...input, progress: first!.durationMs, playSessionId },
  });

  await page.goto(`${PLAN_PAGE}?id=${found.plan.id}`);
  const card = page.locator('.atrium-session-card');
  await expect(card).toBeVisible({ timeout: 15_000 });
  const steps = found.num - Math.max(1, found.plan.num);
  for (let i = 0; i < Math.abs(steps); i += 1)
    await card.getByRole('button', { name: steps > 0 ? '下一节' : '上一节' }).click();
  const record = card.getByRole('list', { name: `第 ${found.num} 节课已听曲目` });
  await expect(record).toContainText(first!.titleZh || first!.code, { timeout: 15_000 });
  await record.scrollIntoViewIfNeeded();
  await shootWidths(page, SHOTS, 'music-record-card');

  // The music feedback: the first track listened, the rest not; out of order is refused.
  const save = async (listenedList: string[], notListenedList: string[]) =>
    (
      await page.request.post('/graphql', {
        headers: { authorization: token(), 'content-type': 'application/json', 'accept-language': 'zh-CN' },
        data: {
          query: 'mutation R($i: MusicFeedbackInput!) { recordMusicState(input: $i) { listenedList notListenedList } }',
          variables: {
            i: {
              planKind: 'OFFLINE',
              userPlanId: found.plan.id,
              subjectId: found.plan.subjectId,
              num: found.num,
              listenedList,
              notListenedList,
            },
          },
        },
      })
    ).json();
  const codes = found.tracks.map((t) => t.code);
  const refused = (await save(codes.slice(1, 2), codes.slice(0, 1))) as { errors?: { message: string }[] };
  expect(refused.errors?.[0]?.message).toMatch(/请按顺序选择/);
  const kept = (await save(codes.slice(0, 1), codes.slice(1))) as { data?: { recordMusicState: unknown } };
  expect(kept.data?.recordMusicState).toEqual({ listenedList: codes.slice(0, 1), notListenedList: codes.slice(1) });

  // The feedback drawer of an activity of that session: the saved music feedback, ticked in order.
  await card
    .getByRole('button', { name: /^(查看反馈|反馈)/ })
    .first()
    .click();
  const drawer = page.locator('.bp6-drawer');
  const section = drawer.getByRole('region', { name: '音乐反馈' });
  await expect(section.getByRole('checkbox', { name: `1. ${first!.titleZh || first!.code}` })).toBeChecked({
    timeout: 15_000,
  });
  const second = found.tracks[1]!;
  // Blueprint draws the box over a hidden input: click the label, as a person does.
  await section.getByText(`2. ${second.titleZh || second.code}`, { exact: true }).click();
  await expect(section.getByRole('checkbox', { name: `2. ${second.titleZh || second.code}` })).toBeChecked();
  await section.getByRole('button', { name: '保存音乐反馈' }).click();
  await expect(page.getByText('音乐反馈已保存')).toBeVisible({ timeout: 15_000 });
  await expect(section).toContainText(`已保存：${found.tracks.length} 首曲目中已听 2 首。`);
  await section.scrollIntoViewIfNeeded();
  await shootWidths(page, SHOTS, 'music-feedback-drawer');
  await context.close();
});
