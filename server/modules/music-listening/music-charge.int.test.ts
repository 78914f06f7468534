import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { contractLedger, contractResources, tenantContracts } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { createDiskStorage, filesDirOf } from '../../platform/storage/file-storage';
import { attachDemoTrackAudio } from '../../seed/demo.content-tracks';
import { seedDemoCourseMusic } from '../../seed/demo.music-listening';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

// Issue 21 item 4: a child's course music of a session, finished, is charged to the centre's HFS
// contract once, through the ledger (usage kind music), in the finish's transaction.

const OFFLINE = '/api/rocket/userOfflinePlan';
const GROUP = '/api/rocket/groupTrainingPlan';
const PRICE_FEN = 1_234;

type Track = { code: string; durationMs: number };

describe.each(testEngines('sensitive'))('course music charged to the HFS contract on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  let sunrise: string;
  let plan: { id: string; subjectId: string; brainMusicId: string };
  let harbourPlan: { id: string; subjectId: string };
  let contractId: string;

  const firstPlan = async (tenantId: string) =>
    h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string; brain_music_id: string }>(
        await tx.execute(sql`select p.id, p.subject_id, l.brain_music_id from user_offline_plans p
          join plan_course_music l on l.plan_kind = 'OFFLINE' and l.plan_id = p.id
          where p.tenant_id = ${tenantId}::uuid and not p.is_deleted and p.ils_version = 'V3'
          order by p.created_at, p.id limit 1`),
      );
      return { id: row!.id, subjectId: row!.subject_id, brainMusicId: row!.brain_music_id };
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-music-charge-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    sunrise = await h.tenant('sunrise');
    plan = await firstPlan(sunrise);
    harbourPlan = await firstPlan(await h.tenant('harbour'));
    const [contract] = await h.db.privileged((tx) =>
      tx
        .select()
        .from(tenantContracts)
        .where(
          and(
            eq(tenantContracts.tenantId, sunrise),
            eq(tenantContracts.line, 'hfs'),
            eq(tenantContracts.status, 'Enabled'),
          ),
        )
        .orderBy(desc(tenantContracts.endDate))
        .limit(1),
    );
    contractId = contract!.id;
    // The contract prices the brain-music programme the plan plays (an IdtMusicPlan resource).
    await h.db.privileged((tx) =>
      tx.insert(contractResources).values({
        tenantId: sunrise,
        contractId,
        type: 'IdtMusicPlan',
        resourceId: plan.brainMusicId,
        resourceName: 'Course music',
        priceFen: PRICE_FEN,
      }),
    );
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const body = (num: number, trackCode: string, progress: number, playSessionId?: string) => ({
    userId: plan.subjectId,
    userOfflinePlanId: plan.id,
    num,
    trackCode,
    progress,
    platform: 'Web',
    ...(playSessionId ? { playSessionId } : {}),
  });
  const tracksOf = async (num: number): Promise<Track[]> =>
    (
      await admin().get(
        `${OFFLINE}/userCourseProgress?userId=${plan.subjectId}&userOfflinePlanId=${plan.id}&num=${num}`,
      )
    ).json().tracks;
  const start = async (num: number, track: Track) => {
    const answer = (await admin().post(`${OFFLINE}/startAudioTrack`, body(num, track.code, 0))).json();
    expect(answer.canListen).toBe(true);
    return answer.playSessionId as string;
  };
  const finish = (num: number, track: Track, playSessionId: string, language = 'en-US') =>
    admin(language).post(`${OFFLINE}/finishAudioTrack`, body(num, track.code, track.durationMs, playSessionId));
  const musicEntries = async (planId: string, num?: number) =>
    h.db.privileged((tx) =>
      tx
        .select()
        .from(contractLedger)
        .where(
          and(
            eq(contractLedger.usageKind, 'music'),
            sql`${contractLedger.details} ->> 'planId' = ${planId}`,
            num === undefined ? undefined : sql`${contractLedger.details} ->> 'num' = ${String(num)}`,
          ),
        ),
    );
  const balance = async () =>
    (await h.db.privileged((tx) => tx.select().from(tenantContracts).where(eq(tenantContracts.id, contractId))))[0]!
      .balanceFen;

  it('charges once the last track of the session is finished, once, whatever the retries', async () => {
    const tracks = await tracksOf(1);
    expect(tracks.length).toBeGreaterThan(1);
    const before = await balance();
    const [last, ...firsts] = [tracks[tracks.length - 1]!, ...tracks.slice(0, -1)];
    for (const track of firsts) {
      const id = await start(1, track);
      expect((await finish(1, track, id)).statusCode).toBe(200);
    }
    // Some tracks finished: nothing charged yet.
    expect(await musicEntries(plan.id, 1)).toHaveLength(0);
    expect(await balance()).toBe(before);

    const id = await start(1, last);
    // The last finish and its retries, at once and after.
    const answers = await Promise.all([finish(1, last, id), finish(1, last, id, 'zh-CN')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await finish(1, last, id)).statusCode).toBe(200);

    const entries = await musicEntries(plan.id, 1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      contractId,
      kind: 'Consumption',
      usageKind: 'music',
      amountFen: -PRICE_FEN,
      details: expect.objectContaining({ subjectId: plan.subjectId, num: 1, brainMusicId: plan.brainMusicId }),
    });
    expect(await balance()).toBe(before - PRICE_FEN);
    // The ledger's own last line: a second music entry for the same plan, child and session is refused.
    const { id: _id, createdAt: _at, ...entry } = entries[0]!;
    const twice: unknown = await h.db.privileged((tx) => tx.insert(contractLedger).values(entry)).catch((e) => e);
    const reason =
      twice instanceof Error ? `${twice.message} ${String((twice.cause as Error | undefined)?.message)}` : '';
    expect(reason).toMatch(/contract_ledger_music_once_idx/);

    // The usage drawer's music tab reads it (REST of the contract manager).
    const usage = await h
      .as('centeradmin')
      .get(`/api/rocket/tenantContract/${contractId}/usageRecords?kind=music&maxResultCount=100`);
    expect(usage.statusCode).toBe(200);
    const mine = usage.json().items.filter((row: { details: string }) => JSON.parse(row.details).planId === plan.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].money).toBe(PRICE_FEN / 100);
  });

  it('two tabs finishing the last two tracks at once: exactly one charge', async () => {
    const tracks = await tracksOf(2);
    expect(tracks.length).toBeGreaterThan(1);
    const before = await balance();
    for (const track of tracks.slice(0, -2)) await finish(2, track, await start(2, track));
    const [a, b] = tracks.slice(-2) as [Track, Track];
    const [idA, idB] = [await start(2, a), await start(2, b)];
    const answers = await Promise.all([finish(2, a, idA), finish(2, b, idB)]);
    expect(answers.map((x) => x.statusCode)).toEqual([200, 200]);
    expect(await musicEntries(plan.id, 2)).toHaveLength(1);
    expect(await balance()).toBe(before - PRICE_FEN);
  });

  it('charges a class child’s course music once, on the group plan’s path', async () => {
    const group = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select p.id, m.subject_id from group_training_plans p
          join group_members m on m.group_id = p.group_id
          join plan_course_music l on l.plan_kind = 'GROUP' and l.plan_id = p.id
          where p.tenant_id = ${sunrise}::uuid and l.brain_music_id = ${plan.brainMusicId}::uuid
          order by p.created_at, p.id, m.subject_id limit 1`),
      );
      return { id: row!.id, subjectId: row!.subject_id };
    });
    const before = await balance();
    const query = `userId=${group.subjectId}&groupTrainingPlanId=${group.id}&num=1`;
    const music = (await admin().get(`${GROUP}/userCourseProgress?${query}`)).json();
    for (const t of music.tracks as Track[]) {
      const call = { userId: group.subjectId, groupTrainingPlanId: group.id, num: 1, trackCode: t.code };
      const started = (await admin().post(`${GROUP}/startAudioTrack`, { ...call, progress: 0 })).json();
      const done = () =>
        admin().post(`${GROUP}/finishAudioTrack`, {
          ...call,
          progress: t.durationMs,
          playSessionId: started.playSessionId,
        });
      expect((await done()).statusCode).toBe(200);
      expect((await done()).statusCode).toBe(200);
    }
    const entries = await musicEntries(group.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amountFen: -PRICE_FEN,
      details: expect.objectContaining({ subjectId: group.subjectId, num: 1 }),
    });
    expect(await balance()).toBe(before - PRICE_FEN);
  });

  it('charges nothing for another centre’s plan (404) nor a programme its contract does not price', async () => {
    const before = await balance();
    const [track] = await tracksOf(3);
    const other = await admin().post(`${OFFLINE}/finishAudioTrack`, {
      ...body(3, track!.code, track!.durationMs, '00000000-0000-4000-8000-000000000000'),
      userId: harbourPlan.subjectId,
      userOfflinePlanId: harbourPlan.id,
    });
    expect(other.statusCode).toBe(404);
    expect(await musicEntries(harbourPlan.id)).toHaveLength(0);

    // The programme taken out of the contract (kept, isInContract false): finished, not charged.
    const inContract = (value: boolean) =>
      h.db.privileged((tx) =>
        tx
          .update(contractResources)
          .set({ isInContract: value })
          .where(
            and(eq(contractResources.contractId, contractId), eq(contractResources.resourceId, plan.brainMusicId)),
          ),
      );
    await inContract(false);
    const tracks = await tracksOf(3);
    for (const t of tracks) {
      const done = await finish(3, t, await start(3, t));
      expect(done.json()).toMatchObject({ canListen: true, lastProgress: t.durationMs });
    }
    expect((await tracksOf(3)).every((t) => (t as Track & { isFinished: boolean }).isFinished)).toBe(true);
    await inContract(true);
    expect(await musicEntries(plan.id, 3)).toHaveLength(0);
    expect(await balance()).toBe(before);
  });

  it('refuses the finish (409, nothing written) when the contract cannot pay, as a session’s charge does', async () => {
    await h.db.privileged((tx) =>
      tx
        .update(contractResources)
        .set({ priceFen: Number.MAX_SAFE_INTEGER })
        .where(and(eq(contractResources.contractId, contractId), eq(contractResources.resourceId, plan.brainMusicId))),
    );
    const tracks = await tracksOf(4);
    const before = await balance();
    for (const track of tracks.slice(0, -1)) await finish(4, track, await start(4, track));
    const last = tracks[tracks.length - 1]!;
    const id = await start(4, last);
    const refused = await finish(4, last, id, 'zh-CN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'Business:ContractBalanceInsufficient' });
    expect(await musicEntries(plan.id, 4)).toHaveLength(0);
    expect(await balance()).toBe(before);
    // The track stays unfinished: the finish was not written.
    const again = (await tracksOf(4)).find((t) => t.code === last.code) as Track & { isFinished: boolean };
    expect(again.isFinished).toBe(false);
  });
});
