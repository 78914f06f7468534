import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../../server/platform/db/database';
import { migrate } from '../../server/platform/db/migrate';
import { openPostgres } from '../../server/platform/db/postgres';
import {
  contractLedger,
  tenantContracts,
  tenants,
  users,
  USAGE_KINDS,
  type UsageKind,
} from '../../server/platform/db/schema/index';
import { createScratchPostgres, createTestDatabase, testEngines, type Engine } from '../../server/platform/db/testing';
import { AppError } from '../../server/platform/errors';
import {
  assertAllowed,
  deleteContract,
  lockWithParent,
} from '../../server/modules/contracts/ledger/contract-ledger.service';
import { consume, deduct, recharge } from '../../server/modules/contracts/ledger/contract-money.service';
import { createMessenger } from '../../server/platform/messaging/messenger';

// Issue #6 "Money must never go wrong": random sequences of movements on a small tree of
// contracts, each wave of them run at once, and afterwards every balance, running total and
// transfer must add up. On PostgreSQL the waves really are concurrent (a pool of CONCURRENCY
// connections); PGlite has one connection and queues them. A failure prints fast-check's seed
// and path: FC_SEED=<seed> FC_PATH=<path> replays it.

const TODAY = '2026-06-01';
const CONCURRENCY = 8;
// PGlite queues every wave, so its runs find fewer races: fewer of them, to keep CI quick.
const RUNS: Record<Engine, number> = { pglite: 100, postgres: 150 };

type TenantKey = 'top' | 'middle' | 'leafA' | 'leafB';
type Key = 'T' | 'M' | 'A' | 'A2' | 'B';
const KEYS: readonly Key[] = ['T', 'M', 'A', 'A2', 'B'];

// top → middle → two leaves; leaf A holds two contracts, so deleting one leaves another.
const TREE: Readonly<Record<Key, { tenant: TenantKey; parent: Key | null }>> = {
  T: { tenant: 'top', parent: null },
  M: { tenant: 'middle', parent: 'T' },
  A: { tenant: 'leafA', parent: 'M' },
  A2: { tenant: 'leafA', parent: 'M' },
  B: { tenant: 'leafB', parent: 'M' },
};
// Who manages a tenant's contracts: its parent; the top's own, the top itself (as the platform admin would).
const MANAGER: Readonly<Record<TenantKey, TenantKey>> = { top: 'top', middle: 'top', leafA: 'middle', leafB: 'middle' };

// What the functions may refuse with. Anything else (a constraint violation, a deadlock) is a bug.
const BUSINESS_REFUSALS = new Set([
  'Business:ContractActionNotAllowed',
  'Business:ParentBalanceInsufficient',
  'Business:ContractBalanceInsufficient',
  'Business:ContractNotFound',
  'Business:ParentContractMissing',
  'Business:ContractHasAllocations',
]);

type Phase = 'NotEnable' | 'NotActive' | 'Active' | 'Expired';
const PHASE_ROW: Readonly<Record<Phase, { status: 'NotEnable' | 'Enabled'; startDate: string; endDate: string }>> = {
  NotEnable: { status: 'NotEnable', startDate: '2026-01-01', endDate: '2026-12-31' },
  NotActive: { status: 'Enabled', startDate: '2026-07-01', endDate: '2026-12-31' },
  Active: { status: 'Enabled', startDate: '2026-01-01', endDate: '2026-12-31' },
  Expired: { status: 'Enabled', startDate: '2025-01-01', endDate: '2026-05-31' },
};

type Op =
  | { type: 'recharge' | 'deduct'; target: Key; amountFen: number; freeTimes: number; byTop: boolean }
  | { type: 'consume'; target: Key; amountFen: number; freeTimes: number; usageKind: UsageKind }
  | { type: 'delete'; target: Key; byTop: boolean }
  | { type: 'enable' | 'stop' | 'reEnable'; target: Key };

type Outcome =
  | { ok: true; ledgerRows: number; events: number; moved: Partial<Record<Key, { fen: number; times: number }>> }
  | { ok: false; code: string };

// Mostly amounts a contract can pay, now and then far more than anything holds, so that both
// moves and refusals are common and concurrent moves race for the last of a balance.
const amountArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 30_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000_000 }) },
);
const timesArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 200 }) },
);
const keyArb = fc.constantFrom(...KEYS);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('recharge' as const),
      target: keyArb,
      amountFen: amountArb,
      freeTimes: timesArb,
      byTop: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('deduct' as const),
      target: keyArb,
      amountFen: amountArb,
      freeTimes: timesArb,
      byTop: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('consume' as const),
      target: keyArb,
      amountFen: amountArb,
      freeTimes: timesArb,
      usageKind: fc.constantFrom(...USAGE_KINDS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('delete' as const), target: keyArb, byTop: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constantFrom('enable' as const, 'stop' as const, 'reEnable' as const),
      target: keyArb,
    }),
  },
);
const scenarioArb = fc.record({
  phases: fc.record(
    Object.fromEntries(
      KEYS.map((k) => [k, fc.constantFrom<Phase>('Active', 'Active', 'NotEnable', 'NotActive', 'Expired')]),
    ) as Record<Key, fc.Arbitrary<Phase>>,
  ),
  // The opening recharges, top first, each level a share of the one above (it may not hold all three leaves').
  funding: fc.record(
    Object.fromEntries(
      KEYS.map((k) => {
        const [fen, times] = k === 'T' ? [5_000_000, 1_000] : k === 'M' ? [1_500_000, 400] : [300_000, 80];
        const arb = fc.record({
          amountFen: fc.integer({ min: Math.floor(fen / 3), max: fen }),
          freeTimes: fc.integer({ min: 0, max: times }),
        });
        return [k, arb];
      }),
    ) as Record<Key, fc.Arbitrary<{ amountFen: number; freeTimes: number }>>,
  ),
  waves: fc.array(fc.array(opArb, { minLength: 2, maxLength: CONCURRENCY }), { minLength: 1, maxLength: 4 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

/** A database for the file, and on PostgreSQL a second pool wide enough for a wave to run at once. */
const openEngine = async (engine: Engine): Promise<{ db: Database; dispose: () => Promise<void> }> => {
  if (engine === 'pglite') return createTestDatabase(engine);
  const scratch = await createScratchPostgres(process.env['TEST_DATABASE_URL'] ?? '', 'atrium_test');
  await migrate(scratch.db);
  const wide = await openPostgres(scratch.url, CONCURRENCY);
  return { db: wide, dispose: async () => (await wide.close(), await scratch.dispose()) };
};

describe.each(testEngines('sensitive'))('contract money under concurrent random movements on %s', (engine) => {
  const NUM_RUNS = Number(process.env['FC_RUNS'] ?? RUNS[engine]);
  let db: Database;
  let dispose: () => Promise<void>;
  const tenantId = {} as Record<TenantKey, string>;
  let userId = '';

  beforeAll(async () => {
    ({ db, dispose } = await openEngine(engine));
    await db.privileged(async (tx) => {
      const [top] = await tx.insert(tenants).values({ name: 'Top', type: 'Enterprise' }).returning();
      const [middle] = await tx.insert(tenants).values({ name: 'Middle', type: 'Area', parentId: top!.id }).returning();
      const [leafA, leafB] = await tx
        .insert(tenants)
        .values([
          { name: 'Leaf A', type: 'Center', parentId: middle!.id },
          { name: 'Leaf B', type: 'Center', parentId: middle!.id },
        ])
        .returning();
      Object.assign(tenantId, { top: top!.id, middle: middle!.id, leafA: leafA!.id, leafB: leafB!.id });
      const [user] = await tx.insert(users).values({ userName: 'money-property' }).returning();
      userId = user!.id;
    });
  });
  afterAll(() => dispose());

  const mover = () => ({ userId, today: TODAY, messenger: createMessenger() });
  const as = <T>(tenant: TenantKey, fn: (tx: Tx) => Promise<T>) =>
    db.transaction({ tenantId: tenantId[tenant], userId }, fn);

  const createContracts = () =>
    db.privileged(async (tx) => {
      const id = {} as Record<Key, string>;
      for (const key of KEYS) {
        const { tenant, parent } = TREE[key];
        const [row] = await tx
          .insert(tenantContracts)
          .values({
            tenantId: tenantId[tenant],
            line: 'hfs',
            parentContractId: parent ? id[parent] : null,
            ...PHASE_ROW.Active,
          })
          .returning({ id: tenantContracts.id });
        id[key] = row!.id;
      }
      return id;
    });

  // One operation as its request would run it: in the caller's tenant, under row-level security.
  const runOp = async (id: Record<Key, string>, op: Op): Promise<Outcome> => {
    const { tenant, parent } = TREE[op.target];
    const manager = 'byTop' in op && op.byTop ? 'top' : MANAGER[tenant];
    const events = parent && TREE[parent].tenant !== tenant ? 2 : 1;
    const rows = parent ? 2 : 1;
    try {
      switch (op.type) {
        case 'recharge':
        case 'deduct': {
          const m = { amountFen: op.amountFen, freeTimes: op.freeTimes, remark: '' };
          await as(manager, (tx) => (op.type === 'recharge' ? recharge : deduct)(tx, mover(), id[op.target], m));
          const sign = op.type === 'recharge' ? 1 : -1;
          const moved = { [op.target]: { fen: sign * op.amountFen, times: sign * op.freeTimes } };
          if (parent) moved[parent] = { fen: -sign * op.amountFen, times: -sign * op.freeTimes };
          return { ok: true, ledgerRows: rows, events, moved };
        }
        case 'consume': {
          await as(tenant, (tx) =>
            consume(tx, mover(), id[op.target], {
              amountFen: op.amountFen,
              freeTimes: op.freeTimes,
              usageKind: op.usageKind,
              details: { childName: 'Property' },
            }),
          );
          return {
            ok: true,
            ledgerRows: 1,
            events: 1,
            moved: { [op.target]: { fen: -op.amountFen, times: -op.freeTimes } },
          };
        }
        case 'delete': {
          const done = await as(manager, (tx) => deleteContract(tx, mover(), id[op.target], ''));
          const returned = done.returnedFen > 0 || done.returnedFreeTimes > 0;
          const moved = { [op.target]: { fen: -done.returnedFen, times: -done.returnedFreeTimes } };
          if (parent) moved[parent] = { fen: done.returnedFen, times: done.returnedFreeTimes };
          return { ok: true, ledgerRows: returned ? rows : 0, events, moved };
        }
        default: {
          // Stop, enable and re-enable move no money; the REST routes lock the row and ask the machine the same way.
          const action = op.type;
          await as(manager, async (tx) => {
            const { contract } = await lockWithParent(tx, id[op.target]);
            assertAllowed(contract, action, TODAY);
            await tx
              .update(tenantContracts)
              .set({ status: action === 'stop' ? 'Deactivate' : 'Enabled' })
              .where(eq(tenantContracts.id, contract.id));
          });
          return { ok: true, ledgerRows: 0, events: 0, moved: {} };
        }
      }
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code };
      // drizzle wraps the driver's error; its cause holds PostgreSQL's message and code.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { ok: false, code: `${cause?.code ?? ''} ${cause?.message ?? String(error)}` };
    }
  };

  const stateOf = (id: Record<Key, string>) =>
    db.privileged(async (tx) => {
      const ids = KEYS.map((k) => id[k]);
      const contracts = await tx.select().from(tenantContracts).where(inArray(tenantContracts.id, ids));
      const ledger = await tx.select().from(contractLedger).where(inArray(contractLedger.contractId, ids));
      const [events] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from domain_events where type = 'ContractChanged' and payload->>'contractId' in ${ids}`,
        ),
      );
      return { contracts, ledger, events: events?.n ?? 0 };
    });

  const check = async (scenario: Scenario) => {
    const id = await createContracts();
    const outcomes: { op: Op; outcome: Outcome }[] = [];
    // The opening funding runs in order, top first, on Active contracts; then the contracts take
    // their phases, and each wave runs all at once.
    for (const key of KEYS) {
      const op: Op = { type: 'recharge', target: key, byTop: false, ...scenario.funding[key] };
      outcomes.push({ op, outcome: await runOp(id, op) });
    }
    await db.privileged(async (tx) => {
      for (const key of KEYS)
        await tx.update(tenantContracts).set(PHASE_ROW[scenario.phases[key]]).where(eq(tenantContracts.id, id[key]));
    });
    for (const wave of scenario.waves) {
      const results = await Promise.all(wave.map((op) => runOp(id, op)));
      wave.forEach((op, i) => outcomes.push({ op, outcome: results[i]! }));
    }

    const unexpected = outcomes.filter((o) => !o.outcome.ok && !BUSINESS_REFUSALS.has(o.outcome.code));
    expect(unexpected, 'every refusal is a business refusal, never a database error').toEqual([]);

    const { contracts, ledger, events } = await stateOf(id);
    const keyOf = new Map(KEYS.map((k) => [id[k], k]));
    const row = (k: Key) => contracts.find((c) => c.id === id[k])!;
    const entries = (k: Key, kinds?: readonly string[]) =>
      ledger.filter((e) => e.contractId === id[k] && (!kinds || kinds.includes(e.kind)));
    const sum = (es: readonly { amountFen: number }[]) => es.reduce((s, e) => s + e.amountFen, 0);
    const sumTimes = (es: readonly { freeTimes: number }[]) => es.reduce((s, e) => s + e.freeTimes, 0);
    const successes = outcomes.flatMap((o) => (o.outcome.ok ? [o.outcome] : []));

    // Failed operations moved nothing: the ledger and the outbox hold exactly what the successes wrote.
    expect(ledger.length, 'ledger entries = those of the successful operations').toBe(
      successes.reduce((s, o) => s + o.ledgerRows, 0),
    );
    expect(events, 'ContractChanged events = those of the successful operations').toBe(
      successes.reduce((s, o) => s + o.events, 0),
    );

    for (const k of KEYS) {
      const c = row(k);
      const expected = successes.reduce(
        (acc, o) => ({ fen: acc.fen + (o.moved[k]?.fen ?? 0), times: acc.times + (o.moved[k]?.times ?? 0) }),
        { fen: 0, times: 0 },
      );
      const label = `contract ${k}`;
      expect(c.balanceFen, `${label}: no negative balance`).toBeGreaterThanOrEqual(0);
      expect(c.freeTimes, `${label}: no negative free count`).toBeGreaterThanOrEqual(0);
      expect({ fen: c.balanceFen, times: c.freeTimes }, `${label}: what the callers were told moved`).toEqual(expected);
      expect(c.balanceFen, `${label}: balance = its ledger`).toBe(sum(entries(k)));
      expect(c.freeTimes, `${label}: free count = its ledger`).toBe(sumTimes(entries(k)));
      expect(c.cumulativeRechargeFen, `${label}: recharge total`).toBe(sum(entries(k, ['Recharge', 'Deduct'])));
      expect(c.cumulativeConsumptionFen, `${label}: consumption total`).toBe(0 - sum(entries(k, ['Consumption'])));
      const allocations = entries(k, ['Allocation', 'AllocationReturn']);
      expect(c.cumulativeAllocationFen, `${label}: allocation total`).toBe(0 - sum(allocations));
      expect(c.cumulativeAllocationFreeTimes, `${label}: allocated free count`).toBe(0 - sumTimes(allocations));
      // A parent hands on exactly what its children received, and never more than it was given.
      const children = KEYS.filter((child) => TREE[child].parent === k);
      const received = children.reduce((s, child) => s + sum(entries(child, ['Recharge', 'Deduct'])), 0);
      expect(c.cumulativeAllocationFen, `${label}: handed on = what the children received`).toBe(received);
      expect(c.cumulativeAllocationFen, `${label}: never handed on more than it got`).toBeLessThanOrEqual(
        c.cumulativeRechargeFen - c.cumulativeConsumptionFen,
      );
      if (c.deletedAt)
        expect({ fen: c.balanceFen, times: c.freeTimes }, `${label}: deleted, holds nothing`).toEqual({
          fen: 0,
          times: 0,
        });
    }

    // Each transfer is two entries, one on a contract and one on its parent's, that cancel out.
    const transfers = new Map<string, typeof ledger>();
    for (const e of ledger) if (e.transferId) transfers.set(e.transferId, [...(transfers.get(e.transferId) ?? []), e]);
    for (const [transferId, sides] of transfers) {
      const label = `transfer ${transferId}`;
      expect(sides.length, `${label}: two sides`).toBe(2);
      expect(sum(sides), `${label}: amounts cancel`).toBe(0);
      expect(sumTimes(sides), `${label}: free counts cancel`).toBe(0);
      const [a, b] = sides.map((s) => keyOf.get(s.contractId)!) as [Key, Key];
      expect(TREE[a].parent === b || TREE[b].parent === a, `${label}: a child and its parent`).toBe(true);
      expect(sides.map((s) => s.kind).sort(), `${label}: kinds`).toSatisfy(
        (kinds: string[]) => kinds.join() === 'Allocation,Recharge' || kinds.join() === 'AllocationReturn,Deduct',
      );
    }
    // Only the top's recharges and deductions cross the tree's edge, and only consumption leaves it.
    const total = KEYS.reduce((s, k) => s + row(k).balanceFen, 0);
    expect(total, 'money is conserved').toBe(
      row('T').cumulativeRechargeFen - KEYS.reduce((s, k) => s + row(k).cumulativeConsumptionFen, 0),
    );
    return outcomes;
  };

  it('keeps every balance, total and transfer equal to its ledger, and refusals move nothing', async () => {
    let moves = 0;
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const outcomes = await check(scenario);
        moves += outcomes.filter((o) => o.outcome.ok).length;
        refusals += outcomes.filter((o) => !o.outcome.ok).length;
      }),
      {
        numRuns: NUM_RUNS,
        // Shrinking replays concurrent runs whose interleaving differs each time: slow, and it may
        // not reproduce. The first counterexample and its seed are reported; FC_SHRINK=1 shrinks.
        endOnFailure: !process.env['FC_SHRINK'],
        ...(process.env['FC_SEED'] ? { seed: Number(process.env['FC_SEED']), path: process.env['FC_PATH'] } : {}),
      },
    );
    console.info(`[contract money] ${engine}: ${NUM_RUNS} runs, ${moves} operations done, ${refusals} refused`);
    // Both must happen often, or the property says little.
    expect(moves).toBeGreaterThan(NUM_RUNS * 3);
    expect(refusals).toBeGreaterThan(NUM_RUNS);
  }, 240_000);
});
