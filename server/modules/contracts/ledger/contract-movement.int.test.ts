import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { contractLedger, domainEvents, tenantContracts, tenants, users } from '../../../platform/db/schema/index';
import { openPostgres } from '../../../platform/db/postgres';
import {
  createScratchPostgres,
  createTestDatabase,
  testEngines,
  type TestDatabase,
} from '../../../platform/db/testing';
import { migrate } from '../../../platform/db/migrate';
import { rowsOf } from '../../../platform/db/database';
import { lockWithParent, postDeduct, postRecharge } from './contract-ledger.service';

// A movement writes in two statements (contract-movement.repository.ts): one locks the contract
// and its parent, one writes the entries, totals and events and reads what the reminder check
// needs; a contract moved alone that this process remembers, in the second only
// (remembered-contracts.int.test.ts). What each gives back and in what order, on both engines.

const TODAY = '2026-06-01';
const ACTIVE = { line: 'hfs' as const, status: 'Enabled' as const, startDate: '2026-01-01', endDate: '2026-12-31' };

describe.each(testEngines('sensitive'))('a contract movement on %s', (engine) => {
  let test: TestDatabase;
  const id = { group: '', centre: '', userId: '', parent: '', child: '', spare: '', expired: '' };
  const actor = () => ({ userId: id.userId, today: TODAY });

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await test.db.privileged(async (tx) => {
      const [group] = await tx.insert(tenants).values({ name: 'Group', type: 'Enterprise' }).returning();
      const [centre] = await tx
        .insert(tenants)
        .values({ name: 'Centre', type: 'Center', parentId: group!.id, hfsReminderAmountFen: 5_000 })
        .returning();
      const [user] = await tx.insert(users).values({ userName: 'movement-tester' }).returning();
      const [parent] = await tx
        .insert(tenantContracts)
        .values({ ...ACTIVE, tenantId: group!.id, balanceFen: 100_000, cumulativeRechargeFen: 100_000 })
        .returning();
      const [child, spare, expired] = await tx
        .insert(tenantContracts)
        .values([
          { ...ACTIVE, tenantId: centre!.id, parentContractId: parent!.id },
          { ...ACTIVE, tenantId: centre!.id, balanceFen: 700, cumulativeRechargeFen: 700 },
          { ...ACTIVE, tenantId: centre!.id, endDate: '2026-02-01', balanceFen: 9, cumulativeRechargeFen: 9 },
        ])
        .returning();
      Object.assign(id, {
        group: group!.id,
        centre: centre!.id,
        userId: user!.id,
        parent: parent!.id,
        child: child!.id,
        spare: spare!.id,
        expired: expired!.id,
      });
    });
  });
  afterAll(() => test.dispose());

  it('writes the entries in their order with one transfer, and tells the child tenant, then the parent one', async () => {
    const moved = await test.db.transaction({ tenantId: id.group, userId: id.userId }, (tx) =>
      postRecharge(tx, actor(), id.child, { amountFen: 30_000, freeTimes: 0, remark: 'r' }),
    );
    expect(moved.after).toMatchObject({ id: id.child, balanceFen: 30_000, cumulativeRechargeFen: 30_000 });
    expect(moved.after.createdAt).toBeInstanceOf(Date);
    expect(moved.lowered?.contract).toMatchObject({
      id: id.parent,
      balanceFen: 70_000,
      cumulativeAllocationFen: 30_000,
    });
    const entries = await test.db.privileged((tx) =>
      tx
        .select()
        .from(contractLedger)
        .where(inArray(contractLedger.contractId, [id.parent, id.child]))
        .orderBy(asc(contractLedger.id)),
    );
    expect(entries.map((e) => [e.contractId, e.kind, e.amountFen])).toEqual([
      [id.parent, 'Allocation', -30_000],
      [id.child, 'Recharge', 30_000],
    ]);
    expect(entries[0]!.transferId).toBe(entries[1]!.transferId);
    expect(entries[0]!.transferId).not.toBeNull();
    // No details is SQL NULL, not a JSON null (which drizzle would read back as null all the same).
    const [{ jsonNulls } = { jsonNulls: -1 }] = await test.db.privileged(async (tx) =>
      rowsOf<{ jsonNulls: number }>(
        await tx.execute(sql`select count(*)::int as "jsonNulls" from contract_ledger
          where contract_id in (${id.parent}, ${id.child}) and details is not null`),
      ),
    );
    expect(jsonNulls).toBe(0);
    const events = await test.db.privileged((tx) =>
      tx.select().from(domainEvents).where(eq(domainEvents.type, 'ContractChanged')).orderBy(asc(domainEvents.id)),
    );
    expect(events.map((e) => [e.tenantId, e.payload])).toEqual([
      [id.centre, { contractId: id.child, tenantId: id.centre, line: 'hfs', kind: 'Recharge' }],
      [id.group, { contractId: id.child, tenantId: id.centre, line: 'hfs', kind: 'Recharge' }],
    ]);
  });

  it("reads for the reminder check the tenant's contracts of the line as they are after the movement", async () => {
    const moved = await test.db.transaction({ tenantId: id.group, userId: id.userId }, (tx) =>
      postDeduct(tx, actor(), id.child, { amountFen: 1_000, freeTimes: 0, remark: '' }),
    );
    const facts = moved.lowered!.facts;
    expect(facts.tenant).toMatchObject({ id: id.centre, name: 'Centre', hfsReminderAmountFen: 5_000 });
    // Every contract of the centre's line, the moved one after the deduction; the state is the check's to decide.
    expect([...facts.contracts].sort((a, b) => a.balanceFen - b.balanceFen)).toEqual([
      {
        status: 'Enabled',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        balanceFen: 9,
        unitPriceFen: null,
        freeTimes: 0,
      },
      {
        status: 'Enabled',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        balanceFen: 700,
        unitPriceFen: null,
        freeTimes: 0,
      },
      {
        status: 'Enabled',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        balanceFen: 29_000,
        unitPriceFen: null,
        freeTimes: 0,
      },
    ]);
    const back = await test.db.privileged((tx) =>
      tx.select().from(contractLedger).where(eq(contractLedger.contractId, id.parent)).orderBy(asc(contractLedger.id)),
    );
    expect(back.at(-1)).toMatchObject({ kind: 'AllocationReturn', amountFen: 1_000 });
  });

  it('gives no reminder facts for a recharge at the top of the tree, which lowers nothing', async () => {
    const moved = await test.db.transaction({ tenantId: id.centre, userId: id.userId }, (tx) =>
      postRecharge(tx, actor(), id.spare, { amountFen: 1, freeTimes: 0, remark: '' }),
    );
    expect(moved).toMatchObject({ after: { balanceFen: 701 }, lowered: undefined });
  });

  it('prepares its statements once per session and runs them on a cached plan', async () => {
    const grown = await test.db.transaction({ tenantId: id.group, userId: id.userId }, async (tx) => {
      const plans = async () =>
        new Map(
          rowsOf<{ name: string; generic: number }>(
            await tx.execute(sql`select name, generic_plans::int as generic from pg_prepared_statements
              where name like 'contract\_%'`),
          ).map((row) => [row.name, row.generic]),
        );
      const before = await plans();
      // More than the five custom plans the plan cache makes before it weighs the generic one:
      // a contract with a parent (locked, then two entries) and one alone (remembered after the first).
      for (let i = 0; i < 7; i++) await postRecharge(tx, actor(), id.child, { amountFen: 1, freeTimes: 0, remark: '' });
      for (let i = 0; i < 8; i++) await postRecharge(tx, actor(), id.spare, { amountFen: 1, freeTimes: 0, remark: '' });
      return [...(await plans())]
        .filter(([name, generic]) => generic - (before.get(name) ?? 0) >= 2)
        .map(([name]) => name.replace(/_[0-9a-f]{16}$/, ''))
        .sort();
    });
    // Planned anew on every call, the movement's write had cost half as much again.
    expect(grown).toEqual(['contract_lock', 'contract_movement', 'contract_movement']);
  });

  it('gives back every moved contract as a fresh read of its row (only the totals come back)', async () => {
    const read = (tx: Parameters<Parameters<typeof test.db.transaction>[1]>[0]) =>
      tx
        .select()
        .from(tenantContracts)
        .where(inArray(tenantContracts.id, [id.child, id.parent]))
        .then((rows) => new Map(rows.map((r) => [r.id, r])));
    const seen = await test.db.transaction({ tenantId: id.group, userId: id.userId }, async (tx) => {
      const recharged = await postRecharge(tx, actor(), id.child, { amountFen: 5, freeTimes: 0, remark: '' });
      const afterRecharge = await read(tx);
      const deducted = await postDeduct(tx, actor(), id.child, { amountFen: 5, freeTimes: 0, remark: '' });
      return { recharged, afterRecharge, deducted, afterDeduct: await read(tx) };
    });
    expect(seen.recharged.after).toEqual(seen.afterRecharge.get(id.child));
    expect(seen.recharged.lowered?.contract).toEqual(seen.afterRecharge.get(id.parent));
    expect(seen.deducted.after).toEqual(seen.afterDeduct.get(id.child));
    expect(seen.deducted.lowered?.contract).toEqual(seen.afterDeduct.get(id.child));
    // The totals did move: the read is not merely the row as it was locked.
    expect(seen.recharged.after.balanceFen - seen.deducted.after.balanceFen).toBe(5);
    expect(seen.recharged.after.cumulativeRechargeFen - seen.deducted.after.cumulativeRechargeFen).toBe(5);
  });
});

describe.skipIf(!process.env['TEST_DATABASE_URL'])('locking a contract and its parent (PostgreSQL)', () => {
  it('locks both rows in one statement until the transaction ends', async () => {
    const scratch = await createScratchPostgres(process.env['TEST_DATABASE_URL']!, 'atrium_movement');
    const db = await openPostgres(scratch.url, 2);
    try {
      await migrate(scratch.db);
      const made = await db.privileged(async (tx) => {
        const [group] = await tx.insert(tenants).values({ name: 'Group', type: 'Enterprise' }).returning();
        const [parent] = await tx
          .insert(tenantContracts)
          .values({ ...ACTIVE, tenantId: group!.id })
          .returning();
        const [child] = await tx
          .insert(tenantContracts)
          .values({ ...ACTIVE, tenantId: group!.id, parentContractId: parent!.id })
          .returning();
        return { tenantId: group!.id, parent: parent!.id, child: child!.id };
      });
      const tryLock = (contractId: string) =>
        db.privileged((tx) =>
          tx.execute(sql`select id from tenant_contracts where id = ${contractId} for update nowait`).then(
            () => 'free',
            (error: { cause?: { code?: string } }) => error.cause?.code,
          ),
        );
      const seen = await db.transaction({ tenantId: made.tenantId, userId: null }, async (tx) => {
        const { contract, parent } = await lockWithParent(tx, made.child);
        return {
          contract: contract.id,
          parent: parent?.id,
          child: await tryLock(made.child),
          up: await tryLock(made.parent),
        };
      });
      // 55P03: lock_not_available.
      expect(seen).toEqual({ contract: made.child, parent: made.parent, child: '55P03', up: '55P03' });
      expect([await tryLock(made.child), await tryLock(made.parent)]).toEqual(['free', 'free']);
    } finally {
      await db.close();
      await scratch.dispose();
    }
  });
});
