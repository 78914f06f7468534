import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../platform/db/database';
import { databaseOf } from '../../../platform/db/prepared';
import { contractLedger, domainEvents, tenantContracts, tenants, users } from '../../../platform/db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../platform/db/testing';
import { AppError } from '../../../platform/errors';
import { postConsumption, postDeduct, postRecharge } from './contract-ledger.service';
import { rememberAsItIs } from './remembered-contracts.testing';

// A contract moved alone is first worked out on the row as this process last wrote it, and
// written only if the row is still that version (contract-ledger.service.ts "Remembered rows").
// What must hold: the short cut is taken (no lock statement), and a row that changed since by any
// other way, or whose writer rolled back, is decided as it is now, never as remembered.

const TODAY = '2026-06-01';
const ACTIVE = { line: 'hfs' as const, status: 'Enabled' as const, startDate: '2026-01-01', endDate: '2026-12-31' };
const ONE = { amountFen: 100, freeTimes: 0, remark: '' };

describe.each(testEngines('sensitive'))('a remembered contract on %s', (engine) => {
  let test: TestDatabase;
  const world = { group: '', centre: '', userId: '' };
  const actor = () => ({ userId: world.userId, today: TODAY });
  const asGroup = () => ({ tenantId: world.group, userId: world.userId });

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await test.db.privileged(async (tx) => {
      const [group] = await tx.insert(tenants).values({ name: 'Group', type: 'Enterprise' }).returning();
      const [centre] = await tx
        .insert(tenants)
        .values({ name: 'Centre', type: 'Center', parentId: group!.id })
        .returning();
      const [user] = await tx.insert(users).values({ userName: 'remembered-tester' }).returning();
      Object.assign(world, { group: group!.id, centre: centre!.id, userId: user!.id });
    });
  });
  afterAll(() => test.dispose());

  /** A contract of the centre at the top of its tree, holding `fen`. */
  const contract = async (fen: number) =>
    test.db.privileged(async (tx) => {
      const [row] = await tx
        .insert(tenantContracts)
        .values({ ...ACTIVE, tenantId: world.centre, balanceFen: fen, cumulativeRechargeFen: fen })
        .returning();
      return row!.id;
    });

  /** The contract's balance and its ledger's sum: always equal. */
  const balanceOf = (id: string) =>
    test.db.privileged(async (tx) => {
      const [row] = await tx.select().from(tenantContracts).where(eq(tenantContracts.id, id));
      const [sum] = rowsOf<{ fen: string }>(
        await tx.execute(
          sql`select coalesce(sum(amount_fen), 0) as fen from contract_ledger where contract_id = ${id}`,
        ),
      );
      return { balanceFen: row!.balanceFen, ledgerFen: Number(sum!.fen) };
    });

  /** How many times this session has run the lock statement. */
  const locks = async (tx: Tx) =>
    rowsOf<{ runs: number }>(
      await tx.execute(sql`select coalesce(sum(generic_plans + custom_plans), 0)::int as runs
        from pg_prepared_statements where name like 'contract\_lock\_%'`),
    )[0]!.runs;

  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
      return 'moved';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.code;
    }
  };

  it('moves a contract this process moved before in one statement, without locking and reading it first', async () => {
    const id = await contract(1_000);
    const runs = await test.db.transaction(asGroup(), async (tx) => {
      const start = await locks(tx);
      await postRecharge(tx, actor(), id, ONE);
      const afterFirst = await locks(tx);
      const second = await postDeduct(tx, actor(), id, ONE);
      const third = await postConsumption(tx, actor(), id, {
        amountFen: 50,
        freeTimes: 0,
        usageKind: 'evaluation',
        details: {},
      });
      return { first: afterFirst - start, rest: (await locks(tx)) - afterFirst, second, third };
    });
    expect(runs.first).toBe(1);
    expect(runs.rest).toBe(0);
    // What the short cut answers is the row as it is: the next movement (locked, from another
    // process's point of view) and a fresh read agree with it.
    expect(runs.second.after.balanceFen).toBe(1_000);
    expect(runs.third.after.balanceFen).toBe(950);
    const [row] = await test.db.privileged((tx) => tx.select().from(tenantContracts).where(eq(tenantContracts.id, id)));
    expect(runs.third.after).toEqual(row);
    expect(await balanceOf(id)).toEqual({ balanceFen: 950, ledgerFen: -50 });
    // Each movement told the centre's screens once, and wrote its one entry.
    const [entries, events] = await test.db.privileged(async (tx) => [
      await tx.select().from(contractLedger).where(eq(contractLedger.contractId, id)).orderBy(asc(contractLedger.id)),
      await tx
        .select()
        .from(domainEvents)
        .where(sql`${domainEvents.payload}->>'contractId' = ${id}`),
    ]);
    expect(entries.map((e) => [e.kind, e.amountFen, e.tenantId])).toEqual([
      ['Recharge', 100, world.centre],
      ['Deduct', -100, world.centre],
      ['Consumption', -50, world.centre],
    ]);
    expect(events.map((e) => e.tenantId)).toEqual([world.centre, world.centre, world.centre]);
  });

  it('decides on the row as it is now when another statement changed it since', async () => {
    const change = async (set: Record<string, unknown>) => {
      const id = await contract(1_000);
      await rememberAsItIs(test.db, asGroup(), id);
      await test.db.privileged((tx) => tx.update(tenantContracts).set(set).where(eq(tenantContracts.id, id)));
      return id;
    };
    // The remembered row would allow each of these; the row as it is refuses them.
    const stopped = await change({ status: 'Deactivate' });
    expect(await refusal(test.db.transaction(asGroup(), (tx) => postRecharge(tx, actor(), stopped, ONE)))).toBe(
      'Business:ContractActionNotAllowed',
    );
    const emptied = await change({ balanceFen: 50 });
    expect(await refusal(test.db.transaction(asGroup(), (tx) => postDeduct(tx, actor(), emptied, ONE)))).toBe(
      'Business:ContractBalanceInsufficient',
    );
    const ended = await change({ endDate: '2026-02-01' });
    expect(
      await refusal(
        test.db.transaction(asGroup(), (tx) =>
          postConsumption(tx, actor(), ended, { amountFen: 1, freeTimes: 0, usageKind: 'evaluation', details: {} }),
        ),
      ),
    ).toBe('Business:ContractActionNotAllowed');
    const deleted = await change({ deletedAt: new Date('2026-05-01T00:00:00Z') });
    expect(await refusal(test.db.transaction(asGroup(), (tx) => postRecharge(tx, actor(), deleted, ONE)))).toBe(
      'Business:ContractNotFound',
    );
    // And what the remembered row would refuse, the row as it is allows.
    const id = await contract(0);
    await rememberAsItIs(test.db, asGroup(), id);
    await test.db.privileged((tx) =>
      tx.update(tenantContracts).set({ balanceFen: 500, cumulativeRechargeFen: 500 }).where(eq(tenantContracts.id, id)),
    );
    const moved = await test.db.transaction(asGroup(), (tx) => postDeduct(tx, actor(), id, ONE));
    expect(moved.after.balanceFen).toBe(400);
    // Nothing was written for the refusals: each contract still holds what it was set to.
    expect(await balanceOf(emptied)).toEqual({ balanceFen: 50, ledgerFen: 0 });
  });

  it('does not trust a row written by a transaction that rolled back', async () => {
    const id = await contract(700);
    // Recharged, remembered at 800, rolled back: the row still holds 700.
    await expect(
      test.db.transaction(asGroup(), async (tx) => {
        await postRecharge(tx, actor(), id, ONE);
        throw new Error('the request failed after the movement');
      }),
    ).rejects.toThrow('the request failed');
    expect(
      await refusal(test.db.transaction(asGroup(), (tx) => postDeduct(tx, actor(), id, { ...ONE, amountFen: 750 }))),
    ).toBe('Business:ContractBalanceInsufficient');
    const moved = await test.db.transaction(asGroup(), (tx) => postDeduct(tx, actor(), id, { ...ONE, amountFen: 700 }));
    expect(moved.after.balanceFen).toBe(0);
    expect(await balanceOf(id)).toEqual({ balanceFen: 0, ledgerFen: -700 });
  });

  it('is not reached from a tenant that cannot see the contract', async () => {
    const id = await contract(1_000);
    await rememberAsItIs(test.db, asGroup(), id);
    const [other] = await test.db.privileged((tx) =>
      tx.insert(tenants).values({ name: 'Elsewhere', type: 'Center' }).returning(),
    );
    expect(
      await refusal(
        test.db.transaction({ tenantId: other!.id, userId: world.userId }, (tx) => postDeduct(tx, actor(), id, ONE)),
      ),
    ).toBe('Business:ContractNotFound');
    expect(await balanceOf(id)).toEqual({ balanceFen: 1_000, ledgerFen: 0 });
  });

  it('keeps what it remembers per database: a second database the process opens is another one', async () => {
    const other = await createTestDatabase(engine);
    try {
      const [here, again, there] = [
        await test.db.transaction(asGroup(), async (tx) => databaseOf(tx)),
        await test.db.transaction(asGroup(), async (tx) => databaseOf(tx)),
        await other.db.transaction({ tenantId: null, userId: null }, async (tx) => databaseOf(tx)),
      ];
      expect(here).toBeDefined();
      expect(again).toBe(here);
      expect(there).not.toBe(here);
    } finally {
      await other.dispose();
    }
  });
});
