import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { subjects, subjectSearchPieces, tenants, users } from '../../platform/db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../../platform/db/testing';
import type { RequestContext } from '../../platform/tenancy';
import { updateSubject } from './subjects.repository';
import { listSubjects } from './subjects.service';
import type { SubjectListRequest } from './subjects.schemas';

// Searches of three characters or more are answered from subject_search_pieces, which triggers on
// subjects keep (migration 0013). A stale piece would show as a child found by a text it no
// longer holds, or not found by one it now holds: each change below goes through the path the
// application or maintenance takes, then the list is searched for the old and the new text, and
// the whole table is compared with the pieces the children's texts have now.
describe.each(testEngines('sensitive'))('the list’s search pieces on %s', (engine) => {
  let test: TestDatabase;
  let centre: string;
  let other: string;
  let ctx: (tenantId: string) => RequestContext;
  let userId: string;

  const list = async (request: Omit<SubjectListRequest, 'skipCount' | 'maxResultCount'>, tenantId = centre) =>
    test.db.transaction({ tenantId, userId }, (tx) =>
      listSubjects(tx, ctx(tenantId), { ...request, skipCount: 0, maxResultCount: 50 }, 'en-US', 'Asia/Shanghai'),
    );
  const found = async (request: Omit<SubjectListRequest, 'skipCount' | 'maxResultCount'>, tenantId = centre) => {
    const page = await list(request, tenantId);
    expect(page.items).toHaveLength(page.totalCount);
    return page.items.map((item) => item.name);
  };
  const asApp = <T>(fn: Parameters<TestDatabase['db']['transaction']>[1]) =>
    test.db.transaction({ tenantId: centre, userId }, fn) as Promise<T>;

  /** Pieces that are not the children's texts' now, or missing from the table: none, when in step. */
  const stalePieces = async () =>
    test.db.privileged(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from (
            (select tenant_id, field, piece, created_at, subject_id, head from subject_search_pieces
             except all
             select s.tenant_id, p.field, p.piece, s.created_at, s.id, p.head
             from subjects s, subject_search_pieces_of(s.name, s.outpatient_number) p)
            union all
            (select s.tenant_id, p.field, p.piece, s.created_at, s.id, p.head
             from subjects s, subject_search_pieces_of(s.name, s.outpatient_number) p
             except all
             select tenant_id, field, piece, created_at, subject_id, head from subject_search_pieces)
          ) d`),
      ),
    );

  const add = async (name: string, outpatientNumber: string | null, tenantId = centre) => {
    const [row] = await test.db.transaction({ tenantId, userId }, (tx) =>
      tx
        .insert(subjects)
        .values({ tenantId, name, outpatientNumber, birthday: '2018-01-01' })
        .returning({ id: subjects.id }),
    );
    return row!.id;
  };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    [{ id: centre }, { id: other }] = (await test.db.privileged((tx) =>
      tx
        .insert(tenants)
        .values([
          { name: 'Pieces Centre', type: 'Center' },
          { name: 'Other Pieces Centre', type: 'Center' },
        ])
        .returning({ id: tenants.id }),
    )) as [{ id: string }, { id: string }];
    const [user] = await test.db.privileged((tx) =>
      tx.insert(users).values({ userName: 'pieces', name: 'Pieces' }).returning({ id: users.id }),
    );
    userId = user!.id;
    ctx = (tenantId) => ({
      userId,
      tenant: { id: tenantId, name: 'Pieces Centre', type: 'Center' },
      adminRoles: [],
      roles: ['CenterAdmin'],
      permissions: new Set(['Menu.User.Subject']),
      features: new Set(),
    });
  });
  afterAll(() => test.dispose());

  it('follows a changed clinic number: the old number no longer finds the child, the new one does', async () => {
    const id = await add('Pieces Child', 'MZ-4711');
    expect(await found({ outpatientNumber: 'mz-47' })).toEqual(['Pieces Child']);
    expect(await asApp<boolean>((tx) => updateSubject(tx, id, { outpatientNumber: 'QX-0815' }))).toBe(true);
    expect(await found({ outpatientNumber: 'mz-47' })).toEqual([]);
    expect(await found({ outpatientNumber: '4711' })).toEqual([]);
    expect(await found({ outpatientNumber: 'qx-08' })).toEqual(['Pieces Child']);
    expect(await found({ filter: '0815' })).toEqual(['Pieces Child']);
    // A change that is not a searched text keeps the pieces; clearing the number removes them.
    await asApp((tx) => updateSubject(tx, id, { remark: 'prefers mornings' }));
    expect(await found({ outpatientNumber: 'QX-0815' })).toEqual(['Pieces Child']);
    await asApp((tx) => updateSubject(tx, id, { outpatientNumber: null }));
    expect(await found({ outpatientNumber: '0815' })).toEqual([]);
    expect(await found({ filter: 'pieces child' })).toEqual(['Pieces Child']);
    expect(await stalePieces()).toEqual([{ n: 0 }]);
  });

  it('follows a renamed child, and children added together in one statement', async () => {
    const id = await add('Olivia Brown', null);
    await asApp((tx) => tx.update(subjects).set({ name: 'Zoe Garcia' }).where(eq(subjects.id, id)));
    expect(await found({ filter: 'olivia' })).toEqual([]);
    expect(await found({ filter: 'GARCIA' })).toEqual(['Zoe Garcia']);
    await asApp((tx) =>
      tx.insert(subjects).values(
        ['Noah Tan', 'Noah Lin'].map((name) => ({
          tenantId: centre,
          name,
          outpatientNumber: `${name}-1`,
          birthday: '2018-01-01',
        })),
      ),
    );
    expect((await found({ filter: 'noah' })).sort()).toEqual(['Noah Lin', 'Noah Tan']);
    expect(await found({ outpatientNumber: 'tan-1' })).toEqual(['Noah Tan']);
    expect(await stalePieces()).toEqual([{ n: 0 }]);
  });

  it('counts a child once however often, and in however many texts, it holds the search', async () => {
    await add('Abcabc Abc', 'ABC-abc-ABC');
    expect(await list({ outpatientNumber: 'abc' })).toMatchObject({ totalCount: 1 });
    expect(await list({ filter: 'abc' })).toMatchObject({ totalCount: 1 });
    expect(await list({ filter: 'bca' })).toMatchObject({ totalCount: 1 });
    expect(await list({ filter: 'c-a' })).toMatchObject({ totalCount: 1 });
  });

  it('forgets a deleted child, and follows a child moved to another centre by maintenance', async () => {
    const gone = await add('Liam Cohen', 'DEL-001');
    await asApp((tx) => tx.delete(subjects).where(eq(subjects.id, gone)));
    expect(await found({ outpatientNumber: 'del-0' })).toEqual([]);
    expect(await found({ filter: 'liam' })).toEqual([]);
    const moved = await add('Mia Levi', 'MOVE-9');
    await test.db.privileged((tx) => tx.update(subjects).set({ tenantId: other }).where(eq(subjects.id, moved)));
    expect(await found({ outpatientNumber: 'move-9' })).toEqual([]);
    expect(await found({ outpatientNumber: 'move-9' }, other)).toEqual(['Mia Levi']);
    expect(await found({ filter: 'mia l' }, other)).toEqual(['Mia Levi']);
    expect(await stalePieces()).toEqual([{ n: 0 }]);
  });

  it('shows a centre its own pieces only, and lets it write no other centre’s', async () => {
    await add('Ethan Ho', 'SAME-123', other);
    await add('Ethan Ho', 'SAME-123');
    expect(await found({ outpatientNumber: 'same-1' })).toEqual(['Ethan Ho']);
    const centres = await asApp<{ tenantId: string }[]>((tx) =>
      tx.selectDistinct({ tenantId: subjectSearchPieces.tenantId }).from(subjectSearchPieces),
    );
    expect(centres).toEqual([{ tenantId: centre }]);
    const [theirs] = await test.db.privileged((tx) =>
      tx.select().from(subjectSearchPieces).where(eq(subjectSearchPieces.tenantId, other)).limit(1),
    );
    await expect(
      asApp((tx) => tx.insert(subjectSearchPieces).values({ ...theirs!, piece: 'forged' })),
    ).rejects.toThrow();
  });

  it('is a range of the centre’s index under row-level security, read without the table', async () => {
    await test.db.privileged((tx) => tx.execute(sql`analyze subject_search_pieces`));
    const plan = await asApp<string>(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = rowsOf<Record<string, string>>(
        await tx.execute(sql`explain select count(*) from subject_search_pieces
          where field in ('o') and starts_with(piece, lower(${'SAME-1'}))`),
      );
      return rows.map((row) => Object.values(row).join('')).join('\n');
    });
    expect(plan).toContain('subject_search_pieces_lookup_idx');
    expect(plan).toMatch(/Index Cond: .*tenant_id = .*piece ~>=~ 'same-1'::text\) AND \(piece ~<~ 'same-2'::text/);
  });

  it('empties with the children when they are truncated', async () => {
    await test.db.privileged((tx) => tx.execute(sql`truncate subjects cascade`));
    const [left] = await test.db.privileged((tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(subjectSearchPieces),
    );
    expect(left).toEqual({ n: 0 });
  });
});
