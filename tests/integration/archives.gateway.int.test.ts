import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { subjects } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { tenantIdOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const ARCHIVE = `query A($subjectId: ID!, $section: ArchiveSection!) {
  subjectArchive(subjectId: $subjectId, section: $section) {
    subjectName canWrite section counts { section count } entries { id title recordedOn authorName }
  }
}`;
const ADD = `mutation Add($input: AddArchiveEntryInput!) { addArchiveEntry(input: $input) { id section title } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateArchiveEntryInput!) { updateArchiveEntry(id: $id, input: $input) { id title } }`;
const DELETE = `mutation D($id: ID!) { deleteArchiveEntry(id: $id) }`;
const BEFORE = `query B($subjectId: ID!) { offlinePlanBeforeCreate(subjectId: $subjectId) { profileCount diagnosticInformationCount canSkipArchive profileMissing } }`;

// A child's archives through the gateway (issue 19 item 1): the page's one query (every section's
// count and one section's entries), the three mutations, the plan tab's profile check, and a
// refusal in the reader's language; the demo's Sunrise children mostly have both profile lists.
describe.each(testEngines())('archives through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let kid = '';

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    const sunrise = await tenantIdOf(h.db, 'Sunrise Centre');
    kid = await h.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({ tenantId: sunrise, name: 'Archive Kid', birthday: DateTime.now().minus({ years: 6 }).toISODate()! })
        .returning({ id: subjects.id });
      return row!.id;
    });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, language = 'en-US') =>
    h.graphql('centeradmin', query, variables, { language });

  it('reads the counts and a section, adds, edits and deletes entries, and tells the plan tab', async () => {
    const empty = await graphql(ARCHIVE, { subjectId: kid, section: 'Profile' });
    expect(empty.errors).toBeUndefined();
    expect(empty.data?.['subjectArchive']).toMatchObject({ subjectName: 'Archive Kid', canWrite: true, entries: [] });
    expect((await graphql(BEFORE, { subjectId: kid })).data?.['offlinePlanBeforeCreate']).toEqual({
      profileCount: 0,
      diagnosticInformationCount: 0,
      canSkipArchive: false,
      profileMissing: true,
    });

    const entry = { subjectId: kid, title: 'Intake', content: 'Lives with an aunt.', recordedOn: '2026-02-01' };
    const profile = await graphql(ADD, { input: { ...entry, section: 'Profile' } });
    expect(profile.errors).toBeUndefined();
    await graphql(ADD, { input: { ...entry, section: 'DiagnosticInformation', title: 'Referral' } });
    const id = (profile.data?.['addArchiveEntry'] as { id: string }).id;
    const edited = await graphql(UPDATE, {
      id,
      input: { title: 'Intake form', content: 'Lives with an aunt.', recordedOn: '2026-02-02' },
    });
    expect(edited.data?.['updateArchiveEntry']).toEqual({ id, title: 'Intake form' });

    const read = (await graphql(ARCHIVE, { subjectId: kid, section: 'Profile' })).data?.['subjectArchive'] as {
      counts: { section: string; count: number }[];
      entries: { title: string; recordedOn: string; authorName: string | null }[];
    };
    expect(read.counts.map((c) => c.count)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(read.entries).toMatchObject([{ title: 'Intake form', recordedOn: '2026-02-02' }]);
    expect(read.entries[0]!.authorName).toBeTruthy();
    expect((await graphql(BEFORE, { subjectId: kid })).data?.['offlinePlanBeforeCreate']).toMatchObject({
      profileMissing: false,
    });

    expect((await graphql(DELETE, { id })).data?.['deleteArchiveEntry']).toBe(true);
    const again = await graphql(DELETE, { id }, 'zh-CN');
    expect(again.errors?.[0]?.message).toBe('未找到该档案记录。');
  });

  it('has most demo children of Sunrise with both profile lists filled, and a few without', async () => {
    const page = await graphql('query { subjects(maxResultCount: 40, status: "Bind") { items { id name } } }');
    const children = (page.data?.['subjects'] as { items: { id: string; name: string }[] }).items.filter(
      (c) => c.name !== 'Archive Kid',
    );
    let filled = 0;
    for (const child of children) {
      const counts = (
        (await graphql(ARCHIVE, { subjectId: child.id, section: 'Profile' })).data?.['subjectArchive'] as {
          counts: { section: string; count: number }[];
        }
      ).counts;
      if (counts[0]!.count > 0 && counts[1]!.count > 0) filled += 1;
    }
    expect(filled).toBeGreaterThan(children.length * 0.7);
    expect(filled).toBeLessThan(children.length);
  });
});
