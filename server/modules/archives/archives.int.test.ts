import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { insertChild } from '../../testing/children';

const BASE = '/api/rocket/subjectArchive';

// A child's archives through the calls the archives page makes (issue 19 item 1): entries added
// to a section, listed newest first with every section's count, corrected, deleted; refusals in
// the spec's shape in both languages; another centre's child and entries not found; a trainer
// (who cannot read children) refused; an unbound child's archives read but not changed.
describe.each(testEngines('sensitive'))('archives on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const child = async (name: string, tenantId = sunrise, status: 'Bind' | 'Unbind' = 'Bind') =>
    h.db.privileged(async (tx) => {
      return insertChild(tx, { tenantId, name: `${name} ${run}`, years: 7, status });
    });
  const entry = (subjectId: string, extra: object = {}) => ({
    subjectId,
    section: 'Profile',
    title: 'Intake interview',
    content: 'Lives with both parents and a younger sister.',
    recordedOn: '2026-03-02',
    ...extra,
  });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
  });
  afterAll(() => h.close());

  it('adds entries to a section, lists them newest first with each section’s count, edits and deletes one', async () => {
    const kid = await child('Archive kid');
    const empty = (await admin().get(`${BASE}/summary/${kid}`)).json();
    expect(empty).toMatchObject({ subjectId: kid, subjectName: `Archive kid ${run}`, canWrite: true });
    expect(Object.values(empty.counts)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(Object.keys(empty.counts)).toEqual([
      'Profile',
      'DiagnosticInformation',
      'StrengthsAndChallenges',
      'ParentInterviews',
      'BasicCompetence',
      'ChildrenAttention',
    ]);

    const older = await admin().post(BASE, entry(kid, { title: '  Older  ', recordedOn: '2026-01-15' }));
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toMatchObject({ title: 'Older', section: 'Profile', recordedOn: '2026-01-15' });
    expect(older.json().authorName).toBeTruthy();
    const newer = await admin().post(BASE, entry(kid, { title: 'Newer' }));
    await admin().post(BASE, entry(kid, { section: 'DiagnosticInformation', title: 'ADHD assessment' }));

    const list = (await admin().get(`${BASE}?subjectId=${kid}&section=Profile`)).json();
    expect(list.totalCount).toBe(2);
    expect(list.items.map((i: { title: string }) => i.title)).toEqual(['Newer', 'Older']);
    const summary = (await admin().get(`${BASE}/summary/${kid}`)).json();
    expect(summary.counts).toMatchObject({ Profile: 2, DiagnosticInformation: 1, BasicCompetence: 0 });

    const edited = await admin().put(`${BASE}/${newer.json().id}`, {
      title: 'Corrected',
      content: 'Now lives with grandparents.',
      recordedOn: '2025-12-01',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Corrected', section: 'Profile', recordedOn: '2025-12-01' });
    const reordered = (await admin().get(`${BASE}?subjectId=${kid}&section=Profile`)).json();
    expect(reordered.items.map((i: { title: string }) => i.title)).toEqual(['Older', 'Corrected']);

    // A coach of the centre reads and writes them too.
    expect((await h.as('coach').get(`${BASE}?subjectId=${kid}&section=Profile`)).json().totalCount).toBe(2);
    const removed = await h.as('coach').delete(`${BASE}/${older.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await admin().get(`${BASE}/summary/${kid}`)).json().counts.Profile).toBe(1);
    const gone = await admin('zh-CN').delete(`${BASE}/${older.json().id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('未找到该档案记录。');
  });

  it('refuses blank text, a day after today, an unknown section and overlong text, naming the field', async () => {
    const kid = await child('Invalid entries');
    const blank = await admin('zh-CN').post(BASE, entry(kid, { title: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.validationErrors).toEqual([{ message: '请输入标题。', members: ['title'] }]);
    const future = DateTime.now().plus({ days: 2 }).toISODate()!;
    const later = await admin().post(BASE, entry(kid, { recordedOn: future }));
    expect(later.statusCode).toBe(400);
    expect(later.json().error.validationErrors).toEqual([
      { message: "The entry's day cannot be later than today.", members: ['recordedOn'] },
    ]);
    expect((await admin().post(BASE, entry(kid, { section: 'Hobbies' }))).statusCode).toBe(400);
    expect((await admin().post(BASE, entry(kid, { content: 'x'.repeat(5001) }))).statusCode).toBe(400);
    expect((await admin().post(BASE, entry(kid, { recordedOn: '2026-02-30' }))).statusCode).toBe(400);
    expect((await admin().get(`${BASE}/summary/${kid}`)).json().counts.Profile).toBe(0);
  });

  it('keeps another centre’s child and entries out of reach, refuses a trainer, and reads an unbound child only', async () => {
    const theirs = await child('Harbour kid', harbour);
    expect((await admin().get(`${BASE}/summary/${theirs}`)).statusCode).toBe(404);
    expect((await admin().get(`${BASE}?subjectId=${theirs}&section=Profile`)).statusCode).toBe(404);
    expect((await admin().post(BASE, entry(theirs))).statusCode).toBe(404);
    const theirEntry = await h.as('multirole', { tenant: harbour }).post(BASE, entry(theirs));
    expect(theirEntry.statusCode, theirEntry.body).toBe(200);
    expect(
      (await admin().put(`${BASE}/${theirEntry.json().id}`, { title: 'x', content: 'y', recordedOn: '2026-01-01' }))
        .statusCode,
    ).toBe(404);
    expect((await admin().delete(`${BASE}/${theirEntry.json().id}`)).statusCode).toBe(404);

    const ours = await child('Trainer cannot');
    expect((await h.as('trainer').get(`${BASE}/summary/${ours}`)).statusCode).toBe(403);
    expect((await h.as('trainer').post(BASE, entry(ours))).statusCode).toBe(403);

    const unbound = await child('Unbound kid', sunrise, 'Unbind');
    expect((await admin().get(`${BASE}/summary/${unbound}`)).json()).toMatchObject({ canWrite: false });
    const refused = await admin().post(BASE, entry(unbound));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'Business:ArchiveSubjectNotBound',
      message: 'The child is no longer bound to this centre: the archives can be read but not changed.',
    });
  });

  it('lets the role named admin read any centre’s child from management mode (from=admin), and only read', async () => {
    const theirs = await child('Management kid', harbour);
    const written = await h.as('multirole', { tenant: harbour }).post(BASE, entry(theirs));
    expect(written.statusCode, written.body).toBe(200);

    const summary = await h.as('admin').get(`${BASE}/summary/${theirs}?from=admin`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({ subjectName: `Management kid ${run}`, canWrite: false });
    expect(summary.json().counts.Profile).toBe(1);
    const list = await h.as('admin').get(`${BASE}?subjectId=${theirs}&section=Profile&from=admin`);
    expect(list.json().items.map((e: { id: string }) => e.id)).toEqual([written.json().id]);

    // A centre's own staff are not management: from=admin refuses them; an unknown source is bad input.
    expect((await admin().get(`${BASE}/summary/${theirs}?from=admin`)).statusCode).toBe(403);
    expect((await h.as('admin').get(`${BASE}/summary/${theirs}?from=elsewhere`)).statusCode).toBe(400);
    const unknown = await h.as('admin').get(`${BASE}/summary/00000000-0000-4000-8000-000000000000?from=admin`);
    expect(unknown.statusCode).toBe(404);
  });
});
