import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const PROGRAMS = `query Programs($search: String) { contentTrainingPrograms(search: $search, skipCount: 0, maxResultCount: 6) { totalCount items { id code canEdit canDelete nextStatuses } } }`;
const PROGRAM = `query Program($id: ID!) { contentTrainingProgram(id: $id) { id code } }`;
const PROGRAM_STATUS = `mutation Status($id: ID!, $to: ContentStatus!) { changeContentTrainingProgramStatus(id: $id, contentStatus: $to) { id contentStatus } }`;
const TRACKS = `query { contentTracks(skipCount: 0, maxResultCount: 6) { items { id } } }`;
const TRACK_STATUS = `mutation Status($id: ID!) { changeContentTrackStatus(id: $id, contentStatus: Hide) { id } }`;
const MATERIALS = `query { contentMaterials(skipCount: 0, maxResultCount: 6) { items { id } } }`;
const DELETE_PART = `mutation Delete($id: ID!) { deleteContentPart(kind: Material, id: $id) }`;

// The centre's read of the library through the gateway (issue 18 item 3): what REST's
// contentReaderOf allows passes through, a hidden programme is not found even by id, and every
// write a centre admin tries is Forbidden in errors[].extensions.
describe.each(testEngines())('the content library as a centre reads it through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  const as = (user: string, query: string, variables: unknown = {}) => h.graphql(user, query, variables);
  const code = (answer: { errors?: { extensions: { code?: string } }[] }) => answer.errors?.[0]?.extensions.code;

  it('reads a Public programme, not a hidden one (by list or id), and may change nothing', async () => {
    const listed = await as('centeradmin', PROGRAMS, { search: 'ATT-05' });
    expect(listed.errors).toBeUndefined();
    const page = listed.data?.['contentTrainingPrograms'] as { items: { id: string }[]; totalCount: number };
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toMatchObject({ canEdit: false, canDelete: false, nextStatuses: [] });
    const id = page.items[0]!.id;

    expect(code(await as('centeradmin', PROGRAM_STATUS, { id, to: 'Hide' }))).toBe('Forbidden');
    expect(code(await as('editor', PROGRAM_STATUS, { id, to: 'Hide' }))).toBeUndefined();
    expect((await as('centeradmin', PROGRAMS, { search: 'ATT-05' })).data?.['contentTrainingPrograms']).toEqual({
      totalCount: 0,
      items: [],
    });
    expect(code(await as('centeradmin', PROGRAM, { id }))).toBe('NotFound');
    await as('editor', PROGRAM_STATUS, { id, to: 'Public' });
    expect((await as('centeradmin', PROGRAM, { id })).data?.['contentTrainingProgram']).toMatchObject({ id });

    const track = (await as('centeradmin', TRACKS)).data?.['contentTracks'] as { items: { id: string }[] };
    expect(code(await as('centeradmin', TRACK_STATUS, { id: track.items[0]!.id }))).toBe('Forbidden');
    const material = (await as('centeradmin', MATERIALS)).data?.['contentMaterials'] as { items: { id: string }[] };
    expect(code(await as('centeradmin', DELETE_PART, { id: material.items[0]!.id }))).toBe('Forbidden');
  });
});
