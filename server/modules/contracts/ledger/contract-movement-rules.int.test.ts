import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contractState, nextContract, type ContractStatus } from '../../../../machines/contract.machine';
import { rowsOf } from '../../../platform/db/database';
import { contractLedger, tenantContracts, tenants, users } from '../../../platform/db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../platform/db/testing';
import { AppError } from '../../../platform/errors';
import { idempotent } from '../../../platform/idempotency';
import { postConsumption, postDeduct, postRecharge, type Moved } from './contract-ledger.service';
import { PERIODS, STATUSES, TODAY } from './contract-cases.testing';
import { rememberAsItIs } from './remembered-contracts.testing';

// The rules a movement (recharge, deduct, consume) answers by, driven case by case through the
// ledger service and compared with an answer worked out here: the contract machine's verdict for
// the contract's line and state today (nextContract; a consumption needs Active), the balance of
// whichever contract pays, a deleted contract or parent. Every line × status × validity × action,
// with a parent contract and at the top of the tree; every balance edge (exactly enough, one fen
// short, one free test short); an idempotent replay; movements on one contract at once. Written
// as the yardstick for a movement in one statement (issue 16 item 1, docs/performance.md "One
// statement per movement"), which holds a second copy of these rules in SQL: it must give these
// answers too, and this file is where a disagreement fails. Every case runs both ways a movement
// can go: on the rows locked now, and on the contract as this process remembers it
// (contract-ledger.service.ts "Remembered rows"), which must answer alike.

const ACTIONS = ['recharge', 'deduct', 'consume'] as const;
const DELETED_AT = new Date('2026-05-01T00:00:00Z');
type Action = (typeof ACTIONS)[number];

type Case = {
  action: Action;
  line: 'hfs' | 'vrat';
  status: ContractStatus;
  startDate: string;
  endDate: string;
  withParent: boolean;
  child: { fen: number; times: number };
  parent: { fen: number; times: number };
  amount: { fen: number; times: number };
  deleted?: 'child' | 'parent';
};

const BASE: Omit<Case, 'action' | 'line' | 'status' | 'startDate' | 'endDate' | 'withParent'> = {
  child: { fen: 500, times: 5 },
  parent: { fen: 1_000, times: 10 },
  amount: { fen: 300, times: 2 },
};

const ACTIVE = { line: 'hfs' as const, status: 'Enabled' as const, startDate: '2026-01-01', endDate: '2026-12-31' };

/** Every line × status × validity × action, with a parent contract and at the top of the tree. */
const stateCases = (): Case[] =>
  ACTIONS.flatMap((action) =>
    (['hfs', 'vrat'] as const).flatMap((line) =>
      STATUSES.flatMap((status) =>
        PERIODS.flatMap(([startDate, endDate]) =>
          [true, false].map((withParent) => ({ ...BASE, action, line, status, startDate, endDate, withParent })),
        ),
      ),
    ),
  );

/** The balance edges: exactly enough, one fen short, one free test short, on whichever contract pays. */
const balanceCases = (): Case[] => {
  const edges = (have: { fen: number; times: number }) => [
    { fen: have.fen, times: have.times },
    { fen: have.fen + 1, times: 0 },
    { fen: 0, times: have.times + 1 },
    { fen: have.fen, times: 0 },
    { fen: have.fen + 1, times: have.times + 1 },
  ];
  return [
    ...edges(BASE.parent).flatMap((amount) =>
      [true, false].map((withParent) => ({ ...BASE, ...ACTIVE, action: 'recharge' as const, withParent, amount })),
    ),
    ...(['deduct', 'consume'] as const).flatMap((action) =>
      edges(BASE.child).flatMap((amount) =>
        [true, false].map((withParent) => ({ ...BASE, ...ACTIVE, action, withParent, amount })),
      ),
    ),
  ];
};

/** A deleted contract, and a deleted parent contract. */
const deletedCases = (): Case[] =>
  ACTIONS.flatMap((action) =>
    (['child', 'parent'] as const).map((deleted) => ({ ...BASE, ...ACTIVE, action, withParent: true, deleted })),
  );

const MOVE = { recharge: postRecharge, deduct: postDeduct, consume: postConsumption } as const;

/** Locked: nothing remembered of the contract; remembered: this process remembers it as it is. */
const WAYS = ['locked', 'remembered'] as const;
type Way = (typeof WAYS)[number];

type Outcome = { ok: true; moved: Moved } | { ok: false; status: number; code: string; messageKey: string };

/** What the rules say of the case: the error, or how much each contract's balance and free tests move. */
const expected = (c: Case) => {
  const refuse = (code: string, status = 409) => ({ ok: false as const, status, code });
  if (c.deleted === 'child') return refuse('Business:ContractNotFound', 404);
  if (c.deleted === 'parent' && c.action !== 'consume') return refuse('Business:ParentContractMissing');
  const contract = { line: c.line, status: c.status, startDate: c.startDate, endDate: c.endDate, today: TODAY };
  const allowed =
    c.action === 'consume'
      ? contractState(contract, TODAY) === 'Active'
      : nextContract(contract, { type: c.action }) !== null;
  if (!allowed) return refuse('Business:ContractActionNotAllowed');
  const fits = (have: { fen: number; times: number }) => have.fen >= c.amount.fen && have.times >= c.amount.times;
  if (c.action === 'recharge' && c.withParent && !fits(c.parent)) return refuse('Business:ParentBalanceInsufficient');
  if (c.action !== 'recharge' && !fits(c.child)) return refuse('Business:ContractBalanceInsufficient');
  const sign = c.action === 'recharge' ? 1 : -1;
  const moves = c.withParent && c.action !== 'consume';
  return {
    ok: true as const,
    child: { fen: c.child.fen + sign * c.amount.fen, times: c.child.times + sign * c.amount.times },
    parent: c.withParent
      ? moves
        ? { fen: c.parent.fen - sign * c.amount.fen, times: c.parent.times - sign * c.amount.times }
        : c.parent
      : undefined,
    entries: {
      recharge: moves ? ['parent:Allocation', 'child:Recharge'] : ['child:Recharge'],
      deduct: moves ? ['child:Deduct', 'parent:AllocationReturn'] : ['child:Deduct'],
      consume: ['child:Consumption'],
    }[c.action],
    // The contract's tenant is told, and the parent contract's (another tenant here) when it moved.
    events: moves ? ['centre', 'group'] : ['centre'],
  };
};

describe.each(testEngines('sensitive'))('the rules of a contract movement on %s', (engine) => {
  let test: TestDatabase;
  let userId = '';
  const world = { group: '', centre: '' };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await test.db.privileged(async (tx) => {
      const [user] = await tx.insert(users).values({ userName: 'movement-rules-tester' }).returning();
      const [group] = await tx.insert(tenants).values({ name: 'Group', type: 'Enterprise' }).returning();
      const [centre] = await tx
        .insert(tenants)
        .values({ name: 'Centre', type: 'Center', parentId: group!.id, hfsReminderAmountFen: 400 })
        .returning();
      userId = user!.id;
      Object.assign(world, { group: group!.id, centre: centre!.id });
    });
  });
  afterAll(() => test.dispose());

  /** The case's contracts: the parent in the group, the contract in the centre, remembered or not. */
  const make = async (c: Case, way: Way) => {
    const ids = await makeRows(c);
    if (way === 'remembered') await rememberAsItIs(test.db, { tenantId: world.group, userId }, ids.child);
    return ids;
  };

  const makeRows = (c: Case) =>
    test.db.privileged(async (tx) => {
      const [parent] = c.withParent
        ? await tx
            .insert(tenantContracts)
            .values({
              ...ACTIVE,
              line: c.line,
              tenantId: world.group,
              balanceFen: c.parent.fen,
              freeTimes: c.parent.times,
              cumulativeRechargeFen: c.parent.fen,
              deletedAt: c.deleted === 'parent' ? DELETED_AT : null,
            })
            .returning()
        : [];
      const [child] = await tx
        .insert(tenantContracts)
        .values({
          line: c.line,
          status: c.status,
          startDate: c.startDate,
          endDate: c.endDate,
          tenantId: world.centre,
          parentContractId: parent?.id ?? null,
          balanceFen: c.child.fen,
          freeTimes: c.child.times,
          cumulativeRechargeFen: c.child.fen,
          deletedAt: c.deleted === 'child' ? DELETED_AT : null,
        })
        .returning();
      return { child: child!.id, parent: parent?.id };
    });

  /** The case's movement as its request makes it: a recharge or deduction by the group, a consumption by the centre. */
  const run = async (c: Case, contractId: string): Promise<Outcome> => {
    const mover = { userId, today: TODAY };
    try {
      const moved = await test.db.transaction(
        { tenantId: c.action === 'consume' ? world.centre : world.group, userId },
        (tx): Promise<Moved> =>
          c.action === 'consume'
            ? MOVE.consume(tx, mover, contractId, {
                amountFen: c.amount.fen,
                freeTimes: c.amount.times,
                usageKind: 'evaluation',
                details: { caseId: 'x' },
              })
            : MOVE[c.action](tx, mover, contractId, {
                amountFen: c.amount.fen,
                freeTimes: c.amount.times,
                remark: `remark ${c.action}`,
              }),
      );
      return { ok: true, moved };
    } catch (error) {
      // Anything but an AppError (a 500: a constraint, a disagreement) fails the test as it is.
      if (!(error instanceof AppError)) throw error;
      return { ok: false, status: error.status, code: error.code, messageKey: error.messageKey };
    }
  };

  /** What the case left: the outcome, the contracts' balances, the ledger's entries and the outbox's events. */
  const observe = async (ids: { child: string; parent: string | undefined }, outcome: Outcome) => {
    const whose = (id: string) => (id === ids.child ? 'child' : 'parent');
    const role = (tenantId: string | null) => (tenantId === world.group ? 'group' : 'centre');
    return test.db.privileged(async (tx) => {
      const entries = await tx
        .select()
        .from(contractLedger)
        .where(inArray(contractLedger.contractId, [ids.child, ...(ids.parent ? [ids.parent] : [])]))
        .orderBy(asc(contractLedger.id));
      const events = rowsOf<{ tenant_id: string }>(
        await tx.execute(
          sql`select tenant_id from domain_events where payload->>'contractId' = ${ids.child} order by id`,
        ),
      );
      const rows = await tx
        .select()
        .from(tenantContracts)
        .where(inArray(tenantContracts.id, [ids.child, ...(ids.parent ? [ids.parent] : [])]));
      const balance = (id: string | undefined) => {
        const row = rows.find((r) => r.id === id);
        return row && { fen: row.balanceFen, times: row.freeTimes };
      };
      if (!outcome.ok) {
        // Refused: nothing written.
        expect([entries.length, events.length]).toEqual([0, 0]);
        return { ok: false as const, status: outcome.status, code: outcome.code };
      }
      // The answer is the rows as they are now, and the entries add up to what moved.
      expect(outcome.moved.after).toEqual(rows.find((r) => r.id === ids.child));
      expect(new Set(entries.map((e) => e.transferId)).size).toBe(1);
      expect(entries.map((e) => e.operatorId)).toEqual(entries.map(() => userId));
      return {
        ok: true as const,
        child: balance(ids.child),
        parent: balance(ids.parent),
        entries: entries.map((e) => `${whose(e.contractId)}:${e.kind}`),
        events: events.map((e) => role(e.tenant_id)),
      };
    });
  };

  /** Runs every case and compares what it left with what the rules say; answers how many moved and the refusals met. */
  const compare = async (cases: Case[], way: Way) => {
    let moved = 0;
    const codes = new Set<string>();
    for (const c of cases) {
      const ids = await make(c, way);
      const outcome = await run(c, ids.child);
      expect({ case: c, seen: await observe(ids, outcome) }).toEqual({ case: c, seen: expected(c) });
      if (outcome.ok) moved++;
      else codes.add(outcome.code);
    }
    return { moved, codes };
  };

  describe.each(WAYS)('%s', (way) => {
    it('answers every line, status, validity and action as the contract machine does', async () => {
      const { moved, codes } = await compare(stateCases(), way);
      // Both answers occur: the matrix is no set of refusals (or of moves) only.
      expect(moved).toBeGreaterThan(20);
      expect([...codes].sort()).toEqual(['Business:ContractActionNotAllowed']);
    });

    it('moves exactly what is there, and refuses one fen or one free test more', async () => {
      const { moved, codes } = await compare(balanceCases(), way);
      expect(moved).toBeGreaterThan(5);
      expect([...codes].sort()).toEqual(['Business:ContractBalanceInsufficient', 'Business:ParentBalanceInsufficient']);
    });

    it('refuses a deleted contract, and a recharge or deduction whose parent contract is deleted', async () => {
      const { moved, codes } = await compare(deletedCases(), way);
      expect(moved).toBe(1); // the consumption: it does not look at the parent
      expect([...codes].sort()).toEqual(['Business:ContractNotFound', 'Business:ParentContractMissing']);
    });
  });

  it('does not find a contract that is not there', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const action of ACTIONS)
      expect(await run({ ...BASE, ...ACTIVE, action, withParent: false }, missing)).toMatchObject({
        ok: false,
        code: 'Business:ContractNotFound',
      });
  });

  it('moves money once per idempotency key: a replay answers the first result and writes nothing', async () => {
    const c = { ...BASE, ...ACTIVE, action: 'deduct' as const, withParent: true };
    const ids = await make(c, 'locked');
    const request = {
      method: 'POST',
      url: '/deduct',
      routeOptions: { url: '/deduct' },
      headers: { 'idempotency-key': `one-statement-${engine}` },
      body: { id: ids.child, amount: 3 },
    } as unknown as FastifyRequest;
    const deductOnce = () =>
      test.db.transaction({ tenantId: world.group, userId }, (tx) =>
        idempotent(tx, userId, request, async () => {
          const moved = await postDeduct(tx, { userId, today: TODAY }, ids.child, {
            amountFen: 300,
            freeTimes: 0,
            remark: '',
          });
          return { balanceFen: moved.after.balanceFen };
        }),
      );
    const first = await deductOnce();
    const replay = await deductOnce();
    expect(first).toEqual({ balanceFen: 200 });
    expect(replay).toEqual(first);
    const [entries, [row]] = await test.db.privileged(async (tx) => [
      await tx.select().from(contractLedger).where(eq(contractLedger.contractId, ids.child)),
      await tx.select().from(tenantContracts).where(eq(tenantContracts.id, ids.child)),
    ]);
    expect(entries.map((e) => [e.kind, e.amountFen])).toEqual([['Deduct', -300]]);
    expect(row!.balanceFen).toBe(200);
  });

  describe.each(WAYS)('movements on one contract at once, %s', (way) => {
    /** Runs `count` movements of `action` at once; answers how many moved and what the others were refused with. */
    const race = async (c: Case, count: number) => {
      const ids = await make(c, way);
      const outcomes = await Promise.all(Array.from({ length: count }, () => run(c, ids.child)));
      const rows = await test.db.privileged((tx) =>
        tx
          .select()
          .from(tenantContracts)
          .where(inArray(tenantContracts.id, [ids.child, ...(ids.parent ? [ids.parent] : [])])),
      );
      const sums = await test.db.privileged(async (tx) =>
        rowsOf<{ contract_id: string; fen: string; times: string }>(
          await tx.execute(sql`select contract_id, sum(amount_fen) as fen, sum(free_times) as times
            from contract_ledger where contract_id in (${ids.child}, ${ids.parent ?? ids.child}) group by 1`),
        ),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      // Every balance is its opening one plus its ledger, and never below zero.
      for (const r of rows) {
        const opening = r.id === ids.child ? c.child : c.parent;
        const sum = sums.find((s) => s.contract_id === r.id);
        expect(r.balanceFen).toBe(opening.fen + Number(sum?.fen ?? 0));
        expect(r.freeTimes).toBe(opening.times + Number(sum?.times ?? 0));
        expect(r.balanceFen).toBeGreaterThanOrEqual(0);
        expect(r.freeTimes).toBeGreaterThanOrEqual(0);
      }
      return {
        moved: outcomes.filter((o) => o.ok).length,
        refused: outcomes.flatMap((o) => (o.ok ? [] : [o.code])),
        child: byId.get(ids.child)!,
        parent: ids.parent ? byId.get(ids.parent) : undefined,
      };
    };

    it('of two deductions where only one fits, exactly one moves', async () => {
      const seen = await race(
        { ...BASE, ...ACTIVE, action: 'deduct', withParent: true, amount: { fen: 300, times: 0 } },
        2,
      );
      expect(seen).toMatchObject({ moved: 1, refused: ['Business:ContractBalanceInsufficient'] });
      expect(seen.child.balanceFen).toBe(200);
      expect(seen.parent!.balanceFen).toBe(1_300);
    });

    it('of two deductions at the top of the tree where only one fits, exactly one moves', async () => {
      const seen = await race(
        { ...BASE, ...ACTIVE, action: 'deduct', withParent: false, amount: { fen: 300, times: 0 } },
        2,
      );
      expect(seen).toMatchObject({ moved: 1, refused: ['Business:ContractBalanceInsufficient'] });
      expect(seen.child.balanceFen).toBe(200);
    });

    it('of two recharges from a parent that holds one of them, exactly one moves', async () => {
      const seen = await race(
        { ...BASE, ...ACTIVE, action: 'recharge', withParent: true, amount: { fen: 600, times: 6 } },
        2,
      );
      expect(seen).toMatchObject({ moved: 1, refused: ['Business:ParentBalanceInsufficient'] });
      expect(seen.parent).toMatchObject({ balanceFen: 400, freeTimes: 4, cumulativeAllocationFen: 600 });
      expect(seen.child).toMatchObject({ balanceFen: 1_100, freeTimes: 11 });
    });

    it('of eight consumptions, as many move as the balance holds and it ends at what is left', async () => {
      const seen = await race(
        { ...BASE, ...ACTIVE, action: 'consume', withParent: false, amount: { fen: 120, times: 1 } },
        8,
      );
      expect(seen.moved).toBe(4);
      expect(seen.refused).toEqual(Array(4).fill('Business:ContractBalanceInsufficient'));
      expect(seen.child).toMatchObject({ balanceFen: 20, freeTimes: 1, cumulativeConsumptionFen: 480 });
    });
  });
});
