import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { testEngines } from '../../platform/db/testing';
import { seedDemoCourseMusic } from '../../seed/demo.music-listening';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const PATH = '/api/rocket/courseMusicPlan';

describe.each(testEngines())('course music plan (courseMusicPlan) on %s', (engine) => {
  let h: ServerHarness;
  let sunrise = '';
  const id = { group: '', offline: '', harbourGroup: '', bm1: '', bm2: '', hidden: '', ended: '' };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    await seedDemoCourseMusic(h.db);
    // The tenants first: PGlite's one connection cannot answer a lookup inside the privileged transaction.
    sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    await h.db.privileged(async (tx) => {
      const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(query))[0]!;
      id.group = (
        await one<{ id: string }>(sql`select id from group_training_plans
          where tenant_id = ${sunrise}::uuid and status <> 'Ended' order by created_at, id limit 1`)
      ).id;
      id.ended =
        rowsOf<{ id: string }>(
          await tx.execute(sql`select id from group_training_plans
            where tenant_id = ${sunrise}::uuid and status = 'Ended' limit 1`),
        )[0]?.id ?? '';
      id.offline = (
        await one<{ id: string }>(sql`select id from user_offline_plans
          where tenant_id = ${sunrise}::uuid and not is_deleted and status in ('None', 'Started') order by created_at, id limit 1`)
      ).id;
      id.harbourGroup =
        rowsOf<{ id: string }>(
          await tx.execute(sql`select id from group_training_plans where tenant_id = ${harbour}::uuid limit 1`),
        )[0]?.id ??
        (await one<{ id: string }>(sql`select id from user_offline_plans where tenant_id = ${harbour}::uuid limit 1`))
          .id;
      id.bm1 = (await one<{ id: string }>(sql`select id from content_brain_music where code = 'BM-01'`)).id;
      id.bm2 = (await one<{ id: string }>(sql`select id from content_brain_music where code = 'BM-02'`)).id;
      // An unpublished programme: the centre may not pick it.
      id.hidden = (
        await one<{
          id: string;
        }>(sql`insert into content_brain_music (code, name_zh, name_en, session_count, audio_type, content_status)
          values ('BM-HIDDEN', '未发布脑音乐', 'Unpublished brain music', 1, 'BrainAudio', 'Unpublish') returning id`)
      ).id;
      await tx.execute(sql`delete from audio_track_progress where plan_id = ${id.group}::uuid`);
    });
  }, 240_000);
  afterAll(() => h.close());

  const get = (kind: string, planId: string, user = 'centeradmin') =>
    h.as(user, { language: 'en-US' }).get(`${PATH}?planKind=${kind}&planId=${planId}`);
  const put = (body: object, user = 'centeradmin', language = 'en-US') => h.as(user, { language }).put(PATH, body);

  it('answers the programme a plan plays, whether it was listened to, and the Public programmes to pick', async () => {
    const answer = await get('GROUP', id.group);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      planKind: 'GROUP',
      planId: id.group,
      brainMusic: { code: 'BM-01' },
      listened: false,
      ended: false,
    });
    const codes = body.options.map((o: { code: string }) => o.code);
    expect(codes).toEqual(expect.arrayContaining(['BM-01', 'BM-02']));
    expect(codes).not.toContain('BM-HIDDEN');
    expect((await get('OFFLINE', id.offline)).json().brainMusic).not.toBeNull();
  });

  it('picks another programme for a group plan nobody listened to, and the plan plays it', async () => {
    const changed = await put({ planKind: 'GROUP', planId: id.group, brainMusicId: id.bm2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().brainMusic).toMatchObject({ id: id.bm2, code: 'BM-02' });
    expect((await get('GROUP', id.group)).json().brainMusic.code).toBe('BM-02');
    // The same again changes nothing and is fine.
    expect((await put({ planKind: 'GROUP', planId: id.group, brainMusicId: id.bm2 })).statusCode).toBe(200);
  });

  it('asks for confirmation before changing a programme the children listened to (409, both languages)', async () => {
    const [child] = await h.db.privileged(async (tx) =>
      rowsOf<{ subject_id: string }>(
        await tx.execute(sql`select m.subject_id from group_training_plans p join group_members m on m.group_id = p.group_id
          where p.id = ${id.group}::uuid limit 1`),
      ),
    );
    await h.db.privileged((tx) =>
      tx.execute(sql`insert into audio_track_progress (tenant_id, subject_id, plan_kind, plan_id, num, track_code, last_progress)
        values (${sunrise}::uuid, ${child!.subject_id}::uuid, 'GROUP', ${id.group}::uuid, 1, 'CMSMO-002', 1000)`),
    );
    expect((await get('GROUP', id.group)).json().listened).toBe(true);
    const refused = await put({ planKind: 'GROUP', planId: id.group, brainMusicId: id.bm1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'Business:CourseMusicInUse' });
    expect(refused.json().error.message).toContain('BM-02');
    const zh = await put({ planKind: 'GROUP', planId: id.group, brainMusicId: id.bm1 }, 'centeradmin', 'zh-CN');
    expect(zh.json().error.message).toBe('本计划的儿童已收听过 BM-02，确认后才能更改方案。');
    const confirmed = await put({ planKind: 'GROUP', planId: id.group, brainMusicId: id.bm1, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().brainMusic.code).toBe('BM-01');
  });

  it('refuses an unpublished or unknown programme, another centre’s plan, an ended plan', async () => {
    const hidden = await put({ planKind: 'GROUP', planId: id.group, brainMusicId: id.hidden });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('The brain music programme was not found, or it is not published.');
    const harbour = await put({ planKind: 'GROUP', planId: id.harbourGroup, brainMusicId: id.bm1 });
    expect(harbour.statusCode).toBe(404);
    expect((await put({ planKind: 'OFFLINE', planId: id.harbourGroup, brainMusicId: id.bm1 })).statusCode).toBe(404);
    expect((await get('GROUP', id.harbourGroup)).statusCode).toBe(404);
    expect((await put({ planKind: 'OFFLINE', planId: id.offline, brainMusicId: id.bm2 })).statusCode).toBe(200);
    if (id.ended) {
      expect((await get('GROUP', id.ended)).json().ended).toBe(true);
      const ended = await put({ planKind: 'GROUP', planId: id.ended, brainMusicId: id.bm2 });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().error.code).toBe('Business:CourseMusicPlanEnded');
    }
    expect((await put({ planKind: 'NOPE', planId: id.group, brainMusicId: id.bm1 })).statusCode).toBe(400);
  });

  it('needs the plan kind’s write policy to pick, its read policy to look (a trainer holds neither)', async () => {
    expect((await put({ planKind: 'GROUP', planId: id.group, brainMusicId: id.bm2 }, 'trainer')).statusCode).toBe(403);
    expect((await get('GROUP', id.group, 'trainer')).statusCode).toBe(403);
  });
});
