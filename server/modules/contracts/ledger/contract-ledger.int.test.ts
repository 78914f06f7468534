import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contractLedger, domainEvents, tenantContracts, tenants, users } from '../../../platform/db/schema/index';
import { rowsOf } from '../../../platform/db/database';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../platform/db/testing';
import { AppError } from '../../../platform/errors';
import { deleteContract } from './contract-ledger.service';
import { consume, deduct, recharge } from './contract-money.service';
import { createMessenger } from '../../../platform/messaging/messenger';

const TODAY = '2026-06-01';

describe.each(testEngines('sensitive'))('the contracts ledger on %s', (engine) => {
  let test: TestDatabase;
  const id: Record<'group' | 'east' | 'sunrise' | 'harbour', string> = {
    group: '',
    east: '',
    sunrise: '',
    harbour: '',
  };
  let userId = '';
  const contract: Record<'group' | 'east' | 'sunrise' | 'harbour', string> = {
    group: '',
    east: '',
    sunrise: '',
    harbour: '',
  };

  // Each request runs in the caller's tenant, as the application role, under row-level security.
  const as = <T>(tenant: keyof typeof id, fn: Parameters<TestDatabase['db']['transaction']>[1]) =>
    test.db.transaction({ tenantId: id[tenant], userId }, fn) as Promise<T>;
  const mover = () => ({ userId, today: TODAY, messenger: createMessenger() });
  const balance = async (key: keyof typeof id) =>
    (
      await test.db.privileged((tx) => tx.select().from(tenantContracts).where(eq(tenantContracts.id, contract[key])))
    )[0]!;
  const codeOf = async (work: Promise<unknown>) => {
    try {
      await work;
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      // drizzle wraps the driver's error; its cause holds PostgreSQL's message.
      return String((error as { cause?: unknown }).cause ?? error);
    }
  };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await test.db.privileged(async (tx) => {
      const [group] = await tx.insert(tenants).values({ name: 'Bright Minds Group', type: 'Enterprise' }).returning();
      const [east] = await tx
        .insert(tenants)
        .values({ name: 'East Area', type: 'Area', parentId: group!.id })
        .returning();
      const centres = await tx
        .insert(tenants)
        .values([
          { name: 'Sunrise Centre', type: 'Center', parentId: east!.id },
          { name: 'Harbour Centre', type: 'Center', parentId: east!.id },
        ])
        .returning();
      Object.assign(id, { group: group!.id, east: east!.id, sunrise: centres[0]!.id, harbour: centres[1]!.id });
      const [user] = await tx.insert(users).values({ userName: 'ledger-tester' }).returning();
      userId = user!.id;
      const base = { line: 'hfs' as const, status: 'Enabled' as const, startDate: '2026-01-01', endDate: '2026-12-31' };
      const [g] = await tx
        .insert(tenantContracts)
        .values({ ...base, tenantId: id.group })
        .returning();
      const [e] = await tx
        .insert(tenantContracts)
        .values({ ...base, tenantId: id.east, parentContractId: g!.id })
        .returning();
      const [s] = await tx
        .insert(tenantContracts)
        .values({ ...base, tenantId: id.sunrise, parentContractId: e!.id })
        .returning();
      const [h] = await tx
        .insert(tenantContracts)
        .values({ ...base, tenantId: id.harbour, parentContractId: e!.id, status: 'NotEnable' })
        .returning();
      Object.assign(contract, { group: g!.id, east: e!.id, sunrise: s!.id, harbour: h!.id });
    });
  });
  afterAll(() => test.dispose());

  it('keeps the tenant tree in tenant_closure, and the application role cannot write it', async () => {
    const pairs = await test.db.privileged((tx) =>
      tx.execute(sql`select count(*)::int as n from tenant_closure where descendant_id = ${id.sunrise}`),
    );
    expect(rowsOf<{ n: number }>(pairs)[0]!.n).toBe(3);
    expect(
      await codeOf(
        as('sunrise', (tx) => tx.execute(sql`insert into tenant_closure values (${id.sunrise}, ${id.group}, 1)`)),
      ),
    ).toMatch(/permission denied/);
  });

  it('moves money down the tree: the top from outside, each child from its parent', async () => {
    await as('group', (tx) =>
      recharge(tx, mover(), contract.group, { amountFen: 1_000_000, freeTimes: 0, remark: 'paid' }),
    );
    await as('group', (tx) => recharge(tx, mover(), contract.east, { amountFen: 300_000, freeTimes: 0, remark: '' }));
    await as('east', (tx) => recharge(tx, mover(), contract.sunrise, { amountFen: 120_050, freeTimes: 0, remark: '' }));
    expect((await balance('group')).balanceFen).toBe(700_000);
    expect(await balance('east')).toMatchObject({
      balanceFen: 179_950,
      cumulativeAllocationFen: 120_050,
      cumulativeRechargeFen: 300_000,
    });
    expect((await balance('sunrise')).balanceFen).toBe(120_050);
  });

  it('refuses to hand on more than the parent holds, and moves nothing then', async () => {
    expect(
      await codeOf(
        as('east', (tx) => recharge(tx, mover(), contract.harbour, { amountFen: 179_951, freeTimes: 0, remark: '' })),
      ),
    ).toBe('Business:ParentBalanceInsufficient');
    expect((await balance('east')).balanceFen).toBe(179_950);
    expect((await balance('harbour')).balanceFen).toBe(0);
  });

  it('lets a centre see its own contract but not touch its sibling or its parent', async () => {
    const seen = await as<{ id: string }[]>('sunrise', (tx) =>
      tx.select({ id: tenantContracts.id }).from(tenantContracts),
    );
    expect(seen.map((r) => r.id)).toEqual([contract.sunrise]);
    expect(
      await codeOf(
        as('sunrise', (tx) => recharge(tx, mover(), contract.harbour, { amountFen: 1, freeTimes: 0, remark: '' })),
      ),
    ).toBe('Business:ContractNotFound');
  });

  it('deducts back to the parent, consumes only on an Active contract, and refuses to go below zero', async () => {
    await as('east', (tx) => deduct(tx, mover(), contract.sunrise, { amountFen: 50, freeTimes: 0, remark: 'fix' }));
    expect((await balance('east')).balanceFen).toBe(180_000);
    await as('sunrise', (tx) =>
      consume(tx, mover(), contract.sunrise, { amountFen: 20_000, freeTimes: 0, usageKind: 'evaluation', details: {} }),
    );
    expect(await balance('sunrise')).toMatchObject({ balanceFen: 100_000, cumulativeConsumptionFen: 20_000 });
    expect(
      await codeOf(
        as('east', (tx) => deduct(tx, mover(), contract.sunrise, { amountFen: 100_001, freeTimes: 0, remark: '' })),
      ),
    ).toBe('Business:ContractBalanceInsufficient');
    expect(
      await codeOf(
        as('harbour', (tx) =>
          consume(tx, mover(), contract.harbour, { amountFen: 1, freeTimes: 0, usageKind: 'train', details: {} }),
        ),
      ),
    ).toBe('Business:ContractActionNotAllowed');
  });

  it('refuses recharge on a stopped contract (409) but deducts from it', async () => {
    await test.db.privileged((tx) =>
      tx.update(tenantContracts).set({ status: 'Deactivate' }).where(eq(tenantContracts.id, contract.sunrise)),
    );
    expect(
      await codeOf(
        as('east', (tx) => recharge(tx, mover(), contract.sunrise, { amountFen: 1, freeTimes: 0, remark: '' })),
      ),
    ).toBe('Business:ContractActionNotAllowed');
    await as('east', (tx) => deduct(tx, mover(), contract.sunrise, { amountFen: 100_000, freeTimes: 0, remark: '' }));
    expect((await balance('sunrise')).balanceFen).toBe(0);
  });

  it('deletes a NotEnable contract with its balance returned to the parent', async () => {
    await as('east', (tx) => recharge(tx, mover(), contract.harbour, { amountFen: 30_000, freeTimes: 0, remark: '' }));
    const before = (await balance('east')).balanceFen;
    const deleted = await as<{ returnedFen: number }>('east', (tx) =>
      deleteContract(tx, mover(), contract.harbour, ''),
    );
    expect(deleted.returnedFen).toBe(30_000);
    expect((await balance('east')).balanceFen).toBe(before + 30_000);
    expect(
      await codeOf(
        as('east', (tx) => deduct(tx, mover(), contract.harbour, { amountFen: 1, freeTimes: 0, remark: '' })),
      ),
    ).toBe('Business:ContractNotFound');
  });

  it('keeps every balance and total equal to its ledger, and tells both tenants of each move', async () => {
    const sums = await test.db.privileged((tx) =>
      tx
        .select({
          contractId: contractLedger.contractId,
          balance: sql<number>`sum(${contractLedger.amountFen})::bigint`.mapWith(Number),
        })
        .from(contractLedger)
        .groupBy(contractLedger.contractId),
    );
    for (const key of ['group', 'east', 'sunrise', 'harbour'] as const) {
      const row = await balance(key);
      expect(sums.find((s) => s.contractId === row.id)?.balance ?? 0).toBe(row.balanceFen);
      expect(row.cumulativeRechargeFen - row.cumulativeConsumptionFen - row.cumulativeAllocationFen).toBe(
        row.balanceFen,
      );
    }
    const events = await test.db.privileged((tx) =>
      tx.select({ tenantId: domainEvents.tenantId }).from(domainEvents).where(eq(domainEvents.type, 'ContractChanged')),
    );
    expect(events.filter((e) => e.tenantId === id.sunrise).length).toBeGreaterThan(0);
    expect(events.filter((e) => e.tenantId === id.east).length).toBeGreaterThan(0);
  });
});
