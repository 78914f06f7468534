import { expect, test, type Page } from '@playwright/test';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';
import { addPlanReadyChild } from './support/children';

// The v1 session card's audio punch (spec 001 §2 screen 2 "v1 and v2 layouts", §4 "v1 also needs
// the audio punch if present"): a coach (en-US) opens session 1 of a v1 plan of this run's own
// child, sees the sound-therapy record with the audio punch pending, is told to punch first when
// ending the class, hears the session's tracks (the player's calls, through GraphQL), sees them
// heard without a reload, punches, and ends the class. Beside it the centre admin (zh-CN) arranges
// that plan in the plan-type modal with the v1 card, and checks the session in (001 §4 plan actions
// "punch (check-in)"): refused while the audio punch is owed (the server's words under 打卡失败),
// done once it is, and the coach's page shows it checked in. A Harbour coach without the write
// policy sees the check-in read only.

const PLAN_PAGE = '/system/center/detail/userOfflinePlanDetail';
const SHOTS = process.env['SHOTS'];

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('a coach (en-US) punches a v1 session’s sound therapy and then ends the class', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await expect.poll(admin.token, { timeout: 15_000 }).not.toBe('');
  const coach = await signInAs(browser, 'coach', { locale: 'en-US' });
  await switchLanguage(coach.page, 'en-US');
  await expect.poll(coach.token, { timeout: 15_000 }).not.toBe('');
  const as = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(coach.page, coach.token(), query, variables);

  // The centre admin registers a child of this run's own, its profile filled, 12 offline sessions.
  const { childId } = await addPlanReadyChild(admin, {
    namePrefix: '打卡儿童',
    birthDay: '2018-05-01',
    gender: 'Female',
    intake: '对声音敏感，需要逐步适应。',
    classHours: 12,
  });

  // The centre admin arranges it in the plan-type modal with the v1 card (v2 is the default), and
  // the plan opens on that card: the sound-therapy record is there.
  await admin.page.goto(`/system/center/detail/subjectDetail?id=${childId}&tab=OfflinePlan`);
  await admin.page.getByRole('button', { name: '安排方案' }).click();
  const arrange = admin.page.getByRole('dialog', { name: '安排方案' });
  const template = arrange.getByLabel('方案模板');
  await template.selectOption((await template.locator('option', { hasText: 'OFF-ATT-12' }).getAttribute('value'))!);
  const card = arrange.getByRole('radiogroup', { name: '课程卡片' });
  await expect(card.getByRole('radio', { name: /^v2：/ })).toBeChecked();
  // Blueprint draws its own radio over the input: the input is checked past it.
  await card.getByRole('radio', { name: 'v1：另含声音治疗记录，每节课须先完成音频打卡' }).check({ force: true });
  await shoot(admin.page, 'punch-zh-CN-arrange-v1');
  await arrange.getByRole('button', { name: '安排', exact: true }).click();
  const drawer = admin.page.locator('.bp6-drawer').filter({ has: admin.page.getByRole('toolbar') });
  await expect(drawer.getByRole('heading', { name: '第 1 节（共 12 节）' })).toBeVisible({ timeout: 30_000 });
  await expect(drawer.locator('[data-card-version="v1"]')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: /^声音治疗记录/ })).toBeVisible();
  const pageLink = drawer.getByRole('link', { name: '在页面中打开' });
  const planId = new URL((await pageLink.getAttribute('href'))!, 'http://x').searchParams.get('id')!;
  expect(planId).not.toBe('');

  // The coach starts it and gives it the foundation brain-music programme.
  await as('mutation S($id: ID!) { startOfflinePlan(id: $id) { status } }', { id: planId });
  const music = await as(
    'query M($id: ID!) { courseMusicPlan(planKind: OFFLINE, planId: $id) { options { id code } } }',
    { id: planId },
  );
  const options = (music['courseMusicPlan'] as { options: { id: string; code: string }[] }).options;
  const programme = options.find((o) => o.code === 'BM-01') ?? options[0]!;
  await as('mutation C($input: CourseMusicPlanInput!) { setCourseMusicPlan(input: $input) { planId } }', {
    input: { planKind: 'OFFLINE', planId, brainMusicId: programme.id },
  });

  // The session's activities are answered "not started" and its static activities ticked, through
  // GraphQL: what holds the class now is the audio punch only.
  const plan = await as('query P($id: ID!) { offlinePlan(id: $id) { planItems { id num } } }', { id: planId });
  for (const item of (plan['offlinePlan'] as { planItems: { id: string; num: number }[] }).planItems.filter(
    (i) => i.num === 1,
  ))
    await as('mutation N($id: ID!) { markOfflinePlanItemNotStarted(planItemId: $id) }', { id: item.id });
  const statics = await as('query S($id: ID!) { offlinePlanStatics(planId: $id, num: 1) { id } }', { id: planId });
  for (const s of statics['offlinePlanStatics'] as { id: string }[])
    await as('mutation T($p: ID!, $id: ID!) { tickOfflinePlanStatic(planId: $p, id: $id, hasDone: true) { id } }', {
      p: planId,
      id: s.id,
    });

  const page = coach.page;
  await page.goto(`${PLAN_PAGE}?id=${planId}`);
  await expect(page.getByRole('heading', { name: 'Session 1 of 12' })).toBeVisible({ timeout: 30_000 });
  const record = page.locator('.atrium-session-audio-punch');
  await expect(record.getByRole('heading', { name: /Sound therapy record/ })).toBeVisible();
  await expect(record.getByText('Audio punch pending')).toBeVisible({ timeout: 20_000 });
  const tracks = record.getByRole('list', { name: 'Sound therapy tracks of session 1' }).getByRole('listitem');
  await expect(tracks.first()).toBeVisible();
  const count = await tracks.count();
  await expect(record.getByText('Not heard', { exact: true })).toHaveCount(count);
  await expect(record.getByRole('button', { name: 'Audio punch' })).toBeDisabled();
  await shoot(page, 'punch-en-US-pending');

  // Ending the class now says the audio punch comes first (the server's words), before any dialog.
  await page.getByRole('button', { name: 'End class', exact: true }).click();
  await expect(page.getByText(/^Do the audio punch first: \d+ tracks? of this session/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'End class: session 1' })).toHaveCount(0);

  // The centre admin, on the plan page in Chinese, sees the check-in with its punch targets, and
  // its refusal while the audio punch is owed, in the server's words.
  await admin.page.goto(`${PLAN_PAGE}?id=${planId}`);
  await expect(admin.page.getByRole('heading', { name: '第 1 节（共 12 节）' })).toBeVisible({ timeout: 30_000 });
  const checkIn = admin.page.locator('.atrium-session-punch');
  await expect(checkIn.getByRole('heading', { name: /^打卡/ })).toBeVisible();
  await expect(checkIn.getByText('未打卡', { exact: true })).toBeVisible({ timeout: 20_000 });
  const targets = checkIn.getByRole('list', { name: '打卡目标' });
  await expect(targets.getByText(/^训练目标：\d+ 个训练项目中 0 个已有反馈$/)).toBeVisible();
  await expect(targets.getByText(`音乐目标：${count} 首课程音乐中 0 首已听完`)).toBeVisible();
  await expect(checkIn.getByText(/音频打卡：未完成。/)).toBeVisible();
  await checkIn.getByRole('button', { name: '第 1 节课打卡' }).click();
  const refusal = checkIn.getByRole('alert');
  await expect(refusal.getByText('打卡失败')).toBeVisible();
  await expect(refusal.getByText(`请先完成音频打卡：本节课的声音治疗还有 ${count} 首曲目没有听完。`)).toBeVisible();
  await shoot(admin.page, 'punch-zh-CN-refused');

  // The child hears every track to its end (the music player's calls): the card follows live.
  const course = await as(
    'query M($p: ID!, $s: ID!) { courseMusic(planKind: OFFLINE, planId: $p, num: 1, subjectId: $s) { tracks { code durationMs } } }',
    { p: planId, s: childId },
  );
  for (const track of (course['courseMusic'] as { tracks: { code: string; durationMs: number }[] }).tracks) {
    const call = { subjectId: childId, planKind: 'OFFLINE', planId, num: 1, trackCode: track.code };
    const started = await as(
      'mutation A($input: AudioTrackInput!) { startAudioTrack(input: $input) { canListen playSessionId } }',
      { input: { ...call, progress: 0 } },
    );
    const { playSessionId } = started['startAudioTrack'] as { playSessionId: string };
    await as('mutation F($input: AudioTrackInput!) { finishAudioTrack(input: $input) { canListen } }', {
      input: { ...call, progress: track.durationMs, playSessionId },
    });
  }
  await expect(record.getByText('Heard', { exact: true })).toHaveCount(count, { timeout: 30_000 });
  await expect(record.getByRole('button', { name: 'Audio punch' })).toBeEnabled();
  await record.getByRole('button', { name: 'Audio punch' }).click();
  await expect(page.getByText("Check-in succeeded: session 1's audio is punched.")).toBeVisible();
  await expect(record.getByText('Audio punched')).toBeVisible();
  await expect(record.getByText('Punched', { exact: true })).toHaveCount(count);
  await expect(record.getByRole('button', { name: 'Audio punch' })).toHaveCount(0);
  await shoot(page, 'punch-en-US-punched');

  // Now the class ends.
  await page.getByRole('button', { name: 'End class', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'End class: session 1' })
    .getByRole('button', { name: 'End class', exact: true })
    .click();
  await expect(page.getByText('Session 1 is finished.')).toBeVisible();

  // The session's check-in, now that its activities are answered and its audio punched: the admin
  // checks it in; it shows done there, and on the coach's page without a reload.
  await admin.page.reload();
  await expect(checkIn.getByText(/音频打卡：已完成。/)).toBeVisible({ timeout: 30_000 });
  await expect(targets.getByText(`音乐目标：${count} 首课程音乐中 ${count} 首已听完`)).toBeVisible();
  await checkIn.getByRole('button', { name: '第 1 节课打卡' }).click();
  await expect(admin.page.getByText('打卡成功：第 1 节课已打卡。')).toBeVisible();
  await expect(checkIn.getByText('已打卡', { exact: true })).toBeVisible();
  await expect(checkIn.getByText(/^第 1 节课已于 \d{4}\/\d\d\/\d\d \d\d:\d\d 打卡$/)).toBeVisible();
  await expect(checkIn.getByRole('button', { name: '第 1 节课打卡' })).toHaveCount(0);
  await shoot(admin.page, 'punch-zh-CN-checked-in');
  const coachCheckIn = page.locator('.atrium-session-punch');
  await expect(coachCheckIn.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(coachCheckIn.getByRole('button', { name: 'Check in session 1' })).toHaveCount(0);
  await shoot(page, 'punch-en-US-checked-in');
  await admin.context.close();
  await coach.context.close();
});

test('a Harbour coach (zh-CN) without the write policy sees the check-in read only', async ({ browser }) => {
  // The demo's Harbour Centre lets its coaches read plans but not change them
  // (demo.offline-plans-harbour.ts); one child's plan has begun under Sarah Ho.
  const { context, page, token } = await signInAs(browser, 'sarah.ho', { locale: 'zh-CN' });
  await switchLanguage(page, 'zh-CN');
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  const list = await graphql(
    page,
    token(),
    'query L { offlinePlanList(status: Started, maxResultCount: 6) { items { plan { id num } } } }',
  );
  const [row] = (list['offlinePlanList'] as { items: { plan: { id: string; num: number } }[] }).items;
  expect(row).toBeDefined();
  await page.goto(`${PLAN_PAGE}?id=${row!.plan.id}`);
  await expect(page.getByText('您可以查看此方案，但不能修改。')).toBeVisible({ timeout: 30_000 });
  const checkIn = page.locator('.atrium-session-punch');
  await expect(checkIn.getByRole('list', { name: '打卡目标' })).toBeVisible();
  const button = checkIn.getByRole('button', { name: `第 ${row!.plan.num} 节课打卡` });
  await expect(button).toBeDisabled();
  await expect(checkIn.getByText('只读：打卡需要线下方案编辑权限，且儿童已绑定本中心。')).toBeVisible();
  await shoot(page, 'punch-zh-CN-read-only');
  await context.close();
});
