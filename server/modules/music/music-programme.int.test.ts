import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectArchiveEntries, subjectMusicProgrammes, subjects } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { buildDemoChildren } from '../../seed/demo.seed';
import { pickMusicChildren } from '../../seed/demo.music';

const BASE = '/api/rocket/idtMusic';

describe.each(testEngines())('music programmes on %s', (engine) => {
  let h: ServerHarness;
  let sunrise: string;
  /** valid: a FAS result; noFas: none; harbour: another centre's child. */
  let valid: string;
  let noFas: string;
  let harbourKid: string;

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    { user = 'centeradmin', language = 'en-US' } = {},
  ) => h.as(user, { language }).request(method, url, payload);
  const submit = (body: object, options?: { user?: string; language?: string }) =>
    call('POST', `${BASE}/programme`, body, options);

  const fillArchives = (subjectId: string, sections: ('Profile' | 'DiagnosticInformation')[]) =>
    h.db.privileged(async (tx) => {
      await tx.delete(subjectArchiveEntries).where(eq(subjectArchiveEntries.subjectId, subjectId));
      for (const section of sections)
        await tx.insert(subjectArchiveEntries).values({
          tenantId: sunrise,
          subjectId,
          section,
          title: section,
          content: 'intake',
          recordedOn: '2026-01-05',
        });
    });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    const demo = buildDemoChildren();
    const idOf = async (tenantId: string, outpatientNumber: string) =>
      h.db.privileged(async (tx) => {
        const [row] = await tx
          .select({ id: subjects.id })
          .from(subjects)
          .where(and(eq(subjects.tenantId, tenantId), eq(subjects.outpatientNumber, outpatientNumber)));
        return row!.id;
      });
    const picked = pickMusicChildren(demo.sunrise.children);
    valid = await idOf(sunrise, picked.valid.outpatientNumber);
    noFas = await idOf(sunrise, picked.noFas.outpatientNumber);
    harbourKid = await idOf(harbour, pickMusicChildren(demo.harbour.children).valid.outpatientNumber);
    // Both children are of school age: the infant rule is tested on its own below.
    await h.db.privileged((tx) => tx.update(subjects).set({ birthday: '2016-03-01' }).where(eq(subjects.id, valid)));
    await h.db.privileged((tx) => tx.update(subjects).set({ birthday: '2016-03-01' }).where(eq(subjects.id, noFas)));
    await fillArchives(valid, ['Profile', 'DiagnosticInformation']);
    await fillArchives(noFas, ['Profile', 'DiagnosticInformation']);
  });
  afterAll(() => h.close());

  it('refuses a programme until both archive questionnaires are filled, in the caller’s language', async () => {
    await fillArchives(valid, ['Profile']);
    const refused = await submit({ userId: valid, edit: false, musicType: 'CmSmo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('Business:ArchiveIncomplete');
    const zh = await submit({ userId: valid, edit: false, musicType: 'CmSmo' }, { language: 'zh-CN' });
    expect(zh.json().error.message).toMatch(/^请先完善.+的档案/);
    const detail = await call('GET', `${BASE}/subjectFasPlanDetail?userId=${valid}`);
    expect(detail.json()).toMatchObject({ archiveComplete: false, items: [] });
    await fillArchives(valid, ['Profile', 'DiagnosticInformation']);
  });

  it('refuses a FAS programme without an HFS result with the "no HFS" description', async () => {
    expect((await call('GET', `${BASE}/programme/fas?userId=${noFas}`)).json()).toEqual({
      hasFas: false,
      reportedAt: null,
      tagNames: [],
    });
    const refused = await submit({ userId: noFas, edit: false, musicType: 'Fas' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'Business:NoHfsResult',
      message: expect.stringMatching(/^No HFS assessment result/),
    });
    const zh = await submit({ userId: noFas, edit: false, musicType: 'Fas' }, { language: 'zh-CN' });
    expect(zh.json().error.message).toMatch(/^暂无HFS测评结果/);
    // The other type is the CMSMO programme: it needs no HFS result.
    const cmsmo = await submit({ userId: noFas, edit: false, musicType: 'CmSmo' });
    expect(cmsmo.statusCode).toBe(200);
    expect(cmsmo.json()).toMatchObject({ userId: noFas, musicType: 'CmSmo', order: 1 });
  });

  it('adds a FAS programme at session 1, once, and answers its progress and detail', async () => {
    expect((await call('GET', `${BASE}/programme/fas?userId=${valid}`)).json().hasFas).toBe(true);
    const none = await call('GET', `${BASE}/programme/progress?userId=${valid}&musicType=Fas`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('Business:MusicProgrammeNotFound');
    const added = await submit({ userId: valid, edit: false, musicType: 'Fas' }, { user: 'coach' });
    expect(added.statusCode).toBe(200);
    const programme = added.json();
    expect(programme).toMatchObject({ userId: valid, musicType: 'Fas', order: 1 });
    expect(programme.count).toBeGreaterThan(1);
    expect(programme.code).toBeTruthy();
    const again = await submit({ userId: valid, edit: false, musicType: 'Fas' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('Business:MusicProgrammeExists');
    expect((await call('GET', `${BASE}/programme/progress?userId=${valid}&musicType=Fas`)).json()).toEqual(programme);
    expect((await call('GET', `${BASE}/musicPlanDetail/${programme.id}`)).json()).toEqual(programme);
    const detail = (await call('GET', `${BASE}/subjectFasPlanDetail?userId=${valid}`)).json();
    expect(detail).toMatchObject({ userId: valid, archiveComplete: true, fas: { hasFas: true } });
    expect(detail.items).toEqual([programme]);
  });

  it('edits in two steps: continues at the current session or restarts at 1, nothing else', async () => {
    const { id } = (await call('GET', `${BASE}/programme/progress?userId=${valid}&musicType=Fas`)).json();
    await h.db.privileged((tx) =>
      tx.update(subjectMusicProgrammes).set({ currentOrder: 4 }).where(eq(subjectMusicProgrammes.id, id)),
    );
    const progress = (await call('GET', `${BASE}/programme/progress?userId=${valid}&musicType=Fas`)).json();
    expect(progress.order).toBe(4);
    const jump = await submit({ userId: valid, edit: true, musicType: 'Fas', order: 3 });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().error).toMatchObject({
      code: 'Business:MusicProgrammeOrderInvalid',
      message: 'The programme can only continue at session 4 or restart at session 1.',
    });
    const kept = await submit({ userId: valid, edit: true, musicType: 'Fas', order: 4 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id, order: 4 });
    const restarted = await submit({ userId: valid, edit: true, musicType: 'Fas', order: 1 });
    expect(restarted.json()).toMatchObject({ id, order: 1 });
    const editMissing = await submit({ userId: valid, edit: true, musicType: 'CmSmo', order: 1 });
    expect(editMissing.statusCode).toBe(404);
    expect(editMissing.json().error.message).toBe('The child has no CMSMO programme yet.');
  });

  it('refuses the infant stage, callers without group-plan write and other centres', async () => {
    await h.db.privileged((tx) => tx.update(subjects).set({ birthday: '2025-06-01' }).where(eq(subjects.id, noFas)));
    const infant = await submit({ userId: noFas, edit: true, musicType: 'CmSmo', order: 1 });
    expect(infant.statusCode).toBe(409);
    expect(infant.json().error.code).toBe('Business:MusicProgrammeInfant');
    await h.db.privileged((tx) => tx.update(subjects).set({ birthday: '2016-03-01' }).where(eq(subjects.id, noFas)));
    expect(
      (await submit({ userId: valid, edit: true, musicType: 'Fas', order: 1 }, { user: 'trainer' })).statusCode,
    ).toBe(403);
    expect((await submit({ userId: harbourKid, edit: false, musicType: 'CmSmo' })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/subjectFasPlanDetail?userId=${harbourKid}`)).statusCode).toBe(404);
    const harbourRows = await h.db.privileged((tx) =>
      tx.select().from(subjectMusicProgrammes).where(eq(subjectMusicProgrammes.subjectId, harbourKid)),
    );
    expect(harbourRows).toEqual([]);
    const bad = await submit({ userId: valid, edit: 'yes', musicType: 'Mozart', order: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeTruthy();
    const rows = await h.db.privileged((tx) =>
      tx.select().from(subjectMusicProgrammes).where(eq(subjectMusicProgrammes.subjectId, valid)),
    );
    expect(rows.map((r) => r.musicType)).toEqual(['Fas']);
  });
});
