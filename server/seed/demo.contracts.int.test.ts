import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractState } from '../../machines/contract.machine';
import { contractLedger, tenantContracts, tenants, users } from '../platform/db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../platform/db/testing';
import { centreDay } from '../platform/time';
import { DEMO_CONTRACTS, type DemoContractKey } from './demo.contracts';
import { seedDemoData } from './demo.seed';

const LEDGER_KINDS_OF = {
  recharge: ['Recharge', 'Deduct'],
  consumption: ['Consumption'],
  allocation: ['Allocation', 'AllocationReturn'],
} as const;

describe.each(testEngines())('demo contracts on %s', (engine) => {
  let test: TestDatabase;
  let contracts: (typeof tenantContracts.$inferSelect & { tenantName: string })[] = [];
  let ledger: (typeof contractLedger.$inferSelect)[] = [];

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await seedDemoData(test.db);
    ({ contracts, ledger } = await test.db.privileged(async (tx) => ({
      contracts: (
        await tx
          .select({ c: tenantContracts, tenantName: tenants.name })
          .from(tenantContracts)
          .innerJoin(tenants, eq(tenants.id, tenantContracts.tenantId))
      ).map((r) => ({ ...r.c, tenantName: r.tenantName })),
      ledger: await tx.select().from(contractLedger),
    })));
  });
  afterAll(() => test.dispose());

  // Both ends of the day line: the demo must read the same in any centre's calendar.
  const todays = [centreDay('Pacific/Kiritimati'), centreDay('Pacific/Pago_Pago')];
  const TENANT_NAMES = {
    group: 'Bright Minds Group',
    east: 'East Area',
    sunrise: 'Sunrise Centre',
    harbour: 'Harbour Centre',
  } as const;
  const find = (key: DemoContractKey) => {
    const spec = DEMO_CONTRACTS[key];
    const found = contracts.filter(
      (c) =>
        c.tenantName === TENANT_NAMES[spec.tenant] &&
        c.line === spec.line &&
        todays.every((today) => contractState(c, today) === spec.state),
    );
    expect(found, key).toHaveLength(1);
    return found[0]!;
  };
  const entries = (contractId: string, kinds?: readonly string[]) =>
    ledger.filter((e) => e.contractId === contractId && (!kinds || kinds.includes(e.kind)));
  const sum = (es: readonly { amountFen: number }[]) => es.reduce((s, e) => s + e.amountFen, 0);

  it('gives each tenant the contracts of issue 6 item 9, in their states, allocated down the tree', () => {
    expect(contracts).toHaveLength(Object.keys(DEMO_CONTRACTS).length);
    for (const key of Object.keys(DEMO_CONTRACTS) as DemoContractKey[]) {
      const parent = DEMO_CONTRACTS[key].parent;
      expect(find(key).parentContractId, key).toBe(parent ? find(parent).id : null);
    }
    expect(find('groupHfs').balanceFen).toBeGreaterThan(0);
    expect(find('groupVrat')).toMatchObject({ freeTimes: 50, unitPriceFen: 20_000 });
    expect(find('groupVrat').balanceFen).toBeGreaterThan(0);
    expect(find('sunriseHfs').balanceFen).toBeGreaterThan(0);
    expect(find('harbourHfs').stoppedAt).not.toBeNull();
  });

  it('keeps every contract within its parent contract and clear of its siblings, as the server requires of new ones', () => {
    for (const c of contracts) {
      const parent = contracts.find((p) => p.id === c.parentContractId);
      if (parent) expect(c.endDate <= parent.endDate, `${c.tenantName} ${c.endDate}`).toBe(true);
      const overlapping = contracts.filter(
        (o) =>
          o.id !== c.id &&
          o.tenantId === c.tenantId &&
          o.line === c.line &&
          o.startDate <= c.endDate &&
          c.startDate <= o.endDate,
      );
      expect(overlapping, c.tenantName).toEqual([]);
    }
  });

  it('keeps every seeded balance and running total equal to its ledger', () => {
    for (const c of contracts) {
      const label = `${c.tenantName} ${c.line} ${c.status}`;
      expect(c.balanceFen, label).toBe(sum(entries(c.id)));
      expect(c.freeTimes, label).toBe(entries(c.id).reduce((s, e) => s + e.freeTimes, 0));
      expect(c.cumulativeRechargeFen, label).toBe(sum(entries(c.id, LEDGER_KINDS_OF.recharge)));
      expect(c.cumulativeConsumptionFen, label).toBe(0 - sum(entries(c.id, LEDGER_KINDS_OF.consumption)));
      expect(c.cumulativeAllocationFen, label).toBe(0 - sum(entries(c.id, LEDGER_KINDS_OF.allocation)));
      const children = contracts.filter((child) => child.parentContractId === c.id);
      const handedOn = children.reduce((s, child) => s + child.cumulativeRechargeFen, 0);
      expect(c.cumulativeAllocationFen, `${label}: handed on what its children received`).toBe(handedOn);
    }
  });

  it('has months of recharges, deductions and every kind of consumption, none in the future', () => {
    const months = new Set(ledger.map((e) => e.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(ledger.every((e) => e.createdAt.getTime() < Date.now())).toBe(true);
    const kinds = new Set(ledger.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['Allocation', 'AllocationReturn', 'Consumption', 'Deduct', 'Recharge']);
    const consumption = ledger.filter((e) => e.kind === 'Consumption');
    expect(new Set(consumption.map((e) => e.usageKind))).toEqual(
      new Set(['evaluation', 'train', 'class', 'course', 'music']),
    );
    // Each names whom it served: a child, or for a class session charged once, the class.
    for (const e of consumption) {
      const details = e.details as Record<string, unknown>;
      expect(details).toMatchObject({ resourceName: expect.any(String) });
      expect(typeof (details['childName'] ?? details['groupName']), JSON.stringify(details)).toBe('string');
    }
    expect(entries(find('sunriseHfs').id, ['Consumption']).length).toBeGreaterThanOrEqual(15);
    expect(entries(find('harbourHfs').id, ['Consumption']).length).toBeGreaterThan(5);
  });

  it('gives the platform admin a phone number for the contract verification code, and every record an operator', async () => {
    const [admin] = await test.db.privileged((tx) =>
      tx.select({ phone: users.phoneNumber }).from(users).where(eq(users.userName, 'admin')),
    );
    expect(admin?.phone).toMatch(/^\d{11}$/);
    // Every record names who made it: the records' operator column is never empty.
    expect(ledger.every((e) => e.operatorId)).toBe(true);
  });
});
