import { and, desc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainEvents,
  fasResults,
  musicPlans,
  musicPlaylists,
  subjectMusicPlans,
  subjects,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { buildDemoChildren } from '../../seed/demo.seed';
import { pickMusicChildren } from '../../seed/demo.music';

const BASE = '/api/rocket/idtMusic';

describe.each(testEngines())('starting music on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  /** Sunrise's demo children by their music set-up: subject id and (when any) plan id. */
  const kids = {} as Record<'valid' | 'expired' | 'noFas' | 'finished' | 'noPlan', { id: string; plan: string }>;
  let harbourKid: { id: string; plan: string };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    const demo = buildDemoChildren();
    const lookUp = async (tenantId: string, outpatientNumber: string) =>
      h.db.privileged(async (tx) => {
        const [row] = await tx
          .select({ id: subjects.id, plan: subjectMusicPlans.id })
          .from(subjects)
          .leftJoin(subjectMusicPlans, eq(subjectMusicPlans.subjectId, subjects.id))
          .where(and(eq(subjects.tenantId, tenantId), eq(subjects.outpatientNumber, outpatientNumber)));
        return { id: row!.id, plan: row!.plan ?? '' };
      });
    const picked = pickMusicChildren(demo.sunrise.children);
    for (const key of ['valid', 'expired', 'noFas', 'finished', 'noPlan'] as const) {
      kids[key] = await lookUp(sunrise, picked[key].outpatientNumber);
    }
    harbourKid = await lookUp(harbour, pickMusicChildren(demo.harbour.children).valid.outpatientNumber);
  });
  afterAll(() => h.close());

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    { user = 'centeradmin', language = 'en-US' } = {},
  ) => h.as(user, { language }).request(method, url, payload);
  const validity = (subjectId: string, planId: string, options?: { user?: string; language?: string }) =>
    call('POST', `${BASE}/fasValidity`, { subjectId, planId }, options);
  const start = (subjectId: string, planId: string, options?: { user?: string; language?: string }) =>
    call('POST', `${BASE}/startMusicPlan`, { subjectId, planId }, options);
  const playlist = (subjectId: string, planId: string) =>
    call('GET', `${BASE}/playlist?subjectId=${subjectId}&planId=${planId}`);

  it('lists each child’s startable plan for the subject list, leaving out finished plans and other centres', async () => {
    const ids = [...Object.values(kids).map((k) => k.id), harbourKid.id];
    const answer = await call('POST', `${BASE}/startablePlans`, { subjectIds: ids });
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as { subjectId: string; planId: string }[];
    expect(items.sort((a, b) => a.subjectId.localeCompare(b.subjectId))).toEqual(
      [kids.valid, kids.expired, kids.noFas]
        .map((k) => ({ subjectId: k.id, planId: k.plan }))
        .sort((a, b) => a.subjectId.localeCompare(b.subjectId)),
    );
    expect((await call('POST', `${BASE}/startablePlans`, { subjectIds: [] })).json()).toEqual({ items: [] });
  });

  it('answers the same plans in the subject list when asked withMusicPlan, to the same callers, and only then', async () => {
    const list = (body: object, user?: string) =>
      call('POST', '/api/business/subject/getList', { skipCount: 0, maxResultCount: 1000, ...body }, { user });
    const asked = await list({ withMusicPlan: true });
    expect(asked.statusCode).toBe(200);
    const planOf = new Map(
      (asked.json().items as { id: string; musicPlanId: string | null }[]).map((item) => [item.id, item.musicPlanId]),
    );
    const startable = (
      await call('POST', `${BASE}/startablePlans`, { subjectIds: [...planOf.keys()].slice(0, 100) })
    ).json().items as { subjectId: string; planId: string }[];
    for (const { subjectId, planId } of startable) expect(planOf.get(subjectId)).toBe(planId);
    expect([kids.valid, kids.expired, kids.noFas].map((k) => planOf.get(k.id))).toEqual(
      [kids.valid, kids.expired, kids.noFas].map((k) => k.plan),
    );
    // A child without a startable plan is answered, as null: the console tells "no plan" from "not asked".
    expect(planOf.get(kids.finished.id)).toBeNull();
    expect(planOf.get(kids.noPlan.id)).toBeNull();
    expect(planOf.has(harbourKid.id)).toBe(false);
    const notAsked = (await list({})).json().items as object[];
    expect(notAsked.length).toBe(planOf.size);
    for (const item of notAsked) expect(item).not.toHaveProperty('musicPlanId');
    // Whoever may not ask startablePlans gets no plan from the list either.
    expect(
      (await call('POST', `${BASE}/startablePlans`, { subjectIds: [kids.valid.id] }, { user: 'trainer' })).statusCode,
    ).toBe(403);
    expect((await list({ withMusicPlan: true }, 'trainer')).statusCode).toBe(403);
  });

  it('tells whether the FAS test is valid, with its tags and how often the plan was played', async () => {
    expect((await validity(kids.valid.id, kids.valid.plan)).json()).toEqual({
      isFasValid: true,
      playedTime: 0,
      tagNames: ['Inattention', 'Hyperactivity'],
    });
    expect((await validity(kids.expired.id, kids.expired.plan)).json()).toEqual({
      isFasValid: false,
      playedTime: 0,
      tagNames: [],
    });
    expect((await validity(kids.noFas.id, kids.noFas.plan)).json()).toMatchObject({ isFasValid: false });
  });

  it('counts a FAS report as valid for exactly 3 months', async () => {
    const addFas = (reportedAt: DateTime) =>
      h.db.privileged((tx) =>
        tx.insert(fasResults).values({
          tenantId: sunrise,
          subjectId: kids.noFas.id,
          reportedAt: reportedAt.toJSDate(),
          tagNames: ['Anxiety'],
        }),
      );
    const threeMonthsAgo = DateTime.now().setZone('Asia/Shanghai').minus({ months: 3 });
    await addFas(threeMonthsAgo.minus({ hours: 1 }));
    expect((await validity(kids.noFas.id, kids.noFas.plan)).json().isFasValid).toBe(false);
    await addFas(threeMonthsAgo.plus({ hours: 1 }));
    expect((await validity(kids.noFas.id, kids.noFas.plan)).json()).toMatchObject({
      isFasValid: true,
      tagNames: ['Anxiety'],
    });
  });

  it('starts the plan, records the playlist and counts every further start', async () => {
    const first = await start(kids.valid.id, kids.valid.plan);
    expect(first.statusCode).toBe(200);
    const { id } = first.json();
    const [row] = await h.db.privileged((tx) => tx.select().from(musicPlaylists).where(eq(musicPlaylists.id, id)));
    expect(row).toMatchObject({
      tenantId: sunrise,
      subjectMusicPlanId: kids.valid.plan,
      tagNames: ['Inattention', 'Hyperactivity'],
      startedBy: await h.userId('centeradmin'),
    });
    const planRow = () =>
      h.db.privileged(async (tx) => {
        const [plan] = await tx.select().from(subjectMusicPlans).where(eq(subjectMusicPlans.id, kids.valid.plan));
        return plan!;
      });
    expect(await planRow()).toMatchObject({ state: 'Started', playedTime: 1 });

    const [event] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.type, 'MusicStarted'))
        .orderBy(desc(domainEvents.id))
        .limit(1),
    );
    expect(event).toMatchObject({
      tenantId: sunrise,
      version: 1,
      payload: expect.objectContaining({ playlistId: id }),
    });

    const again = await start(kids.valid.id, kids.valid.plan, { user: 'coach' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).not.toBe(id);
    expect(await planRow()).toMatchObject({ state: 'Started', playedTime: 2 });
    expect((await validity(kids.valid.id, kids.valid.plan)).json().playedTime).toBe(2);

    // The music page reads the latest playlist: the coach's.
    const page = await playlist(kids.valid.id, kids.valid.plan);
    expect(page.statusCode).toBe(200);
    const [catalogue] = await h.db.privileged((tx) =>
      tx.select().from(musicPlans).where(eq(musicPlans.code, 'IDT-FOCUS-01')),
    );
    expect(page.json()).toMatchObject({
      id: again.json().id,
      subjectId: kids.valid.id,
      planId: kids.valid.plan,
      planCode: 'IDT-FOCUS-01',
      planName: catalogue!.name,
      courseCount: 20,
      state: 'Started',
      playedTime: 2,
      tagNames: ['Inattention', 'Hyperactivity'],
      startedByName: '张悦',
    });
    expect(Date.parse(page.json().fasReportedAt)).toBeLessThan(Date.parse(page.json().creationTime));
  });

  it('refuses to start without a valid FAS test, in the caller’s language', async () => {
    const refused = await start(kids.expired.id, kids.expired.plan);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'Business:FasInvalid',
      message:
        'Please finish the FAS evaluation and obtain the report first: music needs a FAS test from the last 3 months.',
    });
    const zh = await start(kids.expired.id, kids.expired.plan, { language: 'zh-CN' });
    expect(zh.json().error.message).toBe('请先完成FAS评估并获取报告：开始音乐需要近3个月内的FAS测评。');
    const untouched = await h.db.privileged((tx) =>
      tx.select().from(musicPlaylists).where(eq(musicPlaylists.subjectMusicPlanId, kids.expired.plan)),
    );
    expect(untouched).toEqual([]);
    // Nothing was generated from it: the music page says so.
    const none = await playlist(kids.expired.id, kids.expired.plan);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('Business:MusicPlaylistNotFound');
  });

  it('refuses a finished plan, another child’s plan and an unbound child', async () => {
    const [finishedPlan] = await h.db.privileged((tx) =>
      tx.select().from(subjectMusicPlans).where(eq(subjectMusicPlans.subjectId, kids.finished.id)),
    );
    const finished = await start(kids.finished.id, finishedPlan!.id);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error.code).toBe('Business:MusicPlanFinished');
    expect((await validity(kids.finished.id, finishedPlan!.id)).json().error.code).toBe('Business:MusicPlanFinished');

    const notHers = await start(kids.valid.id, kids.expired.plan);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().error.code).toBe('Business:MusicPlanNotFound');

    const unboundPlan = await h.db.privileged(async (tx) => {
      const [child] = await tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.tenantId, sunrise), inArray(subjects.status, ['Unbind', 'Logout'])))
        .limit(1);
      const [plan] = await tx
        .insert(subjectMusicPlans)
        .values({ tenantId: sunrise, subjectId: child!.id, musicPlanId: finishedPlan!.musicPlanId })
        .returning();
      await tx
        .insert(fasResults)
        .values({ tenantId: sunrise, subjectId: child!.id, reportedAt: new Date(), tagNames: ['Sleep difficulties'] });
      return plan!;
    });
    const unbound = await start(unboundPlan.subjectId, unboundPlan.id);
    expect(unbound.statusCode).toBe(409);
    expect(unbound.json().error.code).toBe('Business:SubjectNotBound');
  });

  it('answers 404 for another centre’s child or plan, and 403 without the subject list', async () => {
    expect((await validity(harbourKid.id, harbourKid.plan)).statusCode).toBe(404);
    expect((await start(harbourKid.id, harbourKid.plan)).statusCode).toBe(404);
    expect((await start(kids.valid.id, harbourKid.plan)).statusCode).toBe(404);
    expect((await playlist(harbourKid.id, harbourKid.plan)).statusCode).toBe(404);
    const harbourPlaylists = await h.db.privileged((tx) =>
      tx.select().from(musicPlaylists).where(eq(musicPlaylists.subjectMusicPlanId, harbourKid.plan)),
    );
    expect(harbourPlaylists).toEqual([]);
    expect((await start(kids.valid.id, kids.valid.plan, { user: 'trainer' })).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/fasValidity`, { subjectId: 'nope', planId: kids.valid.plan })).statusCode).toBe(
      400,
    );
  });
});
