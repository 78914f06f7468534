// Contract demo data (issue #6 item 9): the group's HFS and VRAT contracts, East Area's HFS
// contract allocated from the group's, Sunrise's Active one allocated from East Area's plus next
// year's not yet enabled, and Harbour's stopped one, with months of recharges, deductions and
// consumption behind them. Every movement goes through the ledger functions, as the console's
// would, so each balance is its ledger's sum; the entries are then dated back to their day.
import { DateTime } from 'luxon';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/database';
import {
  contractLedger,
  contractOperations,
  tenantContracts,
  type ContractOperationType,
  type subjects,
  type UsageKind,
  domainEvents,
} from '../platform/db/schema/index';
import { withTenantScope } from '../platform/tenancy';
import { consume, deduct, recharge, type Mover } from '../modules/contracts/ledger/contract-money.service';
import { createMessenger, type Messenger } from '../platform/messaging/messenger';

type TenantKey = 'group' | 'east' | 'sunrise' | 'harbour';
export type DemoContractKey = 'groupHfs' | 'groupVrat' | 'eastHfs' | 'sunriseHfs' | 'sunriseNext' | 'harbourHfs';

/** What each demo contract is, for the seed's test and the README. */
export const DEMO_CONTRACTS: Readonly<
  Record<DemoContractKey, { tenant: TenantKey; line: 'hfs' | 'vrat'; parent: DemoContractKey | null; state: string }>
> = {
  groupHfs: { tenant: 'group', line: 'hfs', parent: null, state: 'Active' },
  groupVrat: { tenant: 'group', line: 'vrat', parent: null, state: 'Active' },
  eastHfs: { tenant: 'east', line: 'hfs', parent: 'groupHfs', state: 'Active' },
  sunriseHfs: { tenant: 'sunrise', line: 'hfs', parent: 'eastHfs', state: 'Active' },
  sunriseNext: { tenant: 'sunrise', line: 'hfs', parent: 'eastHfs', state: 'NotEnable' },
  harbourHfs: { tenant: 'harbour', line: 'hfs', parent: 'eastHfs', state: 'Deactivate' },
};

// What a centre uses, by the usage records' tabs, with what one use costs (fen).
const USES: readonly { kind: UsageKind; resourceName: string; fen: number }[] = [
  { kind: 'evaluation', resourceName: 'HFS 注意力评估 Attention assessment', fen: 30_000 },
  { kind: 'train', resourceName: '专注力训练方案 Focus training plan', fen: 15_000 },
  { kind: 'class', resourceName: '一对一课 OneToOne class', fen: 8_000 },
  { kind: 'course', resourceName: '执行功能课程 Executive function course', fen: 20_000 },
  { kind: 'music', resourceName: '专注力音乐方案 Focus', fen: 12_000 },
];

type Demo = {
  tenantIds: Record<TenantKey, string>;
  userId: (userName: string) => string;
  subjects: readonly (typeof subjects.$inferInsert)[];
  now: number;
  /** Where the reminders of the seeded movements go: by default only into the log, a seed writes to no one. */
  messenger?: Messenger;
};

export const seedDemoContracts = async (tx: Tx, demo: Demo): Promise<Record<DemoContractKey, string>> => {
  const messenger = demo.messenger ?? createMessenger();
  // The seed's role is the owner, which row-level security limits too when it is not a superuser:
  // the group is the top of the tree, so its subtree holds every demo contract.
  return withTenantScope(tx, demo.tenantIds.group, async () => {
    const today = DateTime.fromMillis(demo.now, { zone: 'utc' }).startOf('day');
    const day = (daysFromToday: number) => today.plus({ days: daysFromToday }).toISODate()!;
    const at = (daysAgo: number) => today.minus({ days: daysAgo }).plus({ hours: 10 }).toJSDate();

    const ids = {} as Record<DemoContractKey, string>;
    const contract = async (
      key: DemoContractKey,
      values: { startDay: number; endDay: number; createdDaysAgo: number; remark: string; vrat?: boolean },
    ) => {
      const spec = DEMO_CONTRACTS[key];
      const [row] = await tx
        .insert(tenantContracts)
        .values({
          tenantId: demo.tenantIds[spec.tenant],
          line: spec.line,
          parentContractId: spec.parent ? ids[spec.parent] : null,
          // Enabled while the history is written; the NotEnable and the stopped one are set at the end.
          status: 'Enabled',
          startDate: day(values.startDay),
          endDate: day(values.endDay),
          ...(values.vrat ? { unitPriceFen: 20_000, buyPriceFen: 12_000, setSellingPrice: true } : {}),
          reminderAmountFen: 500_000,
          remark: values.remark,
          createdBy: demo.userId(spec.tenant === 'group' ? 'admin' : spec.tenant === 'east' ? 'enterprise' : 'area'),
          createdAt: at(values.createdDaysAgo),
        })
        .returning({ id: tenantContracts.id });
      ids[key] = row!.id;
    };
    await contract('groupHfs', { startDay: -270, endDay: 460, createdDaysAgo: 272, remark: '年度框架合同' });
    await contract('groupVrat', {
      startDay: -270,
      endDay: 460,
      createdDaysAgo: 272,
      remark: 'VRAT two-year contract',
      vrat: true,
    });
    await contract('eastHfs', { startDay: -240, endDay: 400, createdDaysAgo: 241, remark: '' });
    await contract('sunriseHfs', { startDay: -210, endDay: 150, createdDaysAgo: 211, remark: '旗舰中心' });
    await contract('harbourHfs', { startDay: -200, endDay: 160, createdDaysAgo: 201, remark: '' });
    await contract('sunriseNext', {
      startDay: 151,
      endDay: 380,
      createdDaysAgo: 12,
      remark: 'Next year, to be enabled',
    });

    // Each movement on its day, oldest first, dated back afterwards: in this one transaction every
    // new row's created_at is now(), so the rows still carrying it are the ones just written.
    const on = async (daysAgo: number, who: string, move: (tx: Tx, mover: Mover) => Promise<unknown>) => {
      await move(tx, { userId: demo.userId(who), today: day(-daysAgo), messenger });
      await tx
        .update(contractLedger)
        .set({ createdAt: at(daysAgo) })
        .where(eq(contractLedger.createdAt, sql`now()`));
    };
    const money = (yuan: number, remark = '', freeTimes = 0) => ({ amountFen: yuan * 100, freeTimes, remark });

    await on(270, 'admin', (t, m) => recharge(t, m, ids.groupHfs, money(500_000, '首期合同款 First instalment')));
    await on(270, 'admin', (t, m) => recharge(t, m, ids.groupVrat, money(200_000, 'VRAT 合同款', 50)));
    await on(240, 'enterprise', (t, m) => recharge(t, m, ids.eastHfs, money(200_000, 'East Area allocation')));
    await on(210, 'area', (t, m) => recharge(t, m, ids.sunriseHfs, money(80_000, '开业首充')));
    await on(200, 'area', (t, m) => recharge(t, m, ids.harbourHfs, money(50_000)));
    await on(150, 'admin', (t, m) => recharge(t, m, ids.groupHfs, money(200_000, '第二期合同款 Second instalment')));
    await on(120, 'area', (t, m) => deduct(t, m, ids.sunriseHfs, money(5_000, '多充退回 Over-recharge returned')));
    await on(90, 'area', (t, m) => recharge(t, m, ids.sunriseHfs, money(30_000, '追加 Top-up')));
    await on(60, 'enterprise', (t, m) => recharge(t, m, ids.eastHfs, money(50_000)));
    await on(45, 'admin', (t, m) => deduct(t, m, ids.groupVrat, money(10_000, '价格调整 Price correction')));
    await on(12, 'area', (t, m) => recharge(t, m, ids.sunriseNext, money(10_000, '预充 Advance for next year')));

    // Consumption: Sunrise every ten days over six months, Harbour until it was stopped. Few enough
    // that the whole demo seed stays quick (demo.seed.int.test.ts): each one is a transaction's work.
    const childrenOf = (tenant: TenantKey) =>
      demo.subjects.filter((s) => s.tenantId === demo.tenantIds[tenant] && s.status === 'Bind');
    const uses = (tenant: TenantKey, contractKey: DemoContractKey, operator: string, daysAgo: readonly number[]) =>
      daysAgo.map((d, i) => ({ d, tenant, contractKey, operator, i }));
    const consumption = [
      ...uses(
        'sunrise',
        'sunriseHfs',
        'centeradmin',
        Array.from({ length: 18 }, (_, i) => 185 - i * 10),
      ),
      ...uses(
        'harbour',
        'harbourHfs',
        'sarah.ho',
        Array.from({ length: 6 }, (_, i) => 170 - i * 24),
      ),
    ].sort((a, b) => b.d - a.d);
    for (const u of consumption) {
      const children = childrenOf(u.tenant);
      const child = children[(u.i * 7) % children.length]!;
      const use = USES[u.i % USES.length]!;
      await on(u.d, u.operator, (t, m) =>
        consume(t, m, ids[u.contractKey], {
          amountFen: use.fen,
          freeTimes: 0,
          usageKind: use.kind,
          details: { subjectId: child.id, childName: child.name, resourceName: use.resourceName },
        }),
      );
    }

    // Harbour's contract was stopped, then what was left partly taken back; the next-year one waits.
    const stoppedDaysAgo = 25;
    await tx
      .update(tenantContracts)
      .set({ status: 'Deactivate', stoppedAt: at(stoppedDaysAgo) })
      .where(eq(tenantContracts.id, ids.harbourHfs));
    await on(20, 'area', (t, m) => deduct(t, m, ids.harbourHfs, money(10_000, '停用退回 Returned after stop')));
    await tx.update(tenantContracts).set({ status: 'NotEnable' }).where(eq(tenantContracts.id, ids.sunriseNext));

    // The operation records (spec 002 §4) of the lifecycle above.
    const operations: { key: DemoContractKey; type: ContractOperationType; daysAgo: number; who: string }[] = [
      { key: 'groupHfs', type: 'Create', daysAgo: 272, who: 'admin' },
      { key: 'groupHfs', type: 'Enable', daysAgo: 271, who: 'admin' },
      { key: 'groupVrat', type: 'Create', daysAgo: 272, who: 'admin' },
      { key: 'groupVrat', type: 'Enable', daysAgo: 271, who: 'admin' },
      { key: 'eastHfs', type: 'Create', daysAgo: 241, who: 'enterprise' },
      { key: 'eastHfs', type: 'Enable', daysAgo: 241, who: 'enterprise' },
      { key: 'sunriseHfs', type: 'Create', daysAgo: 211, who: 'area' },
      { key: 'sunriseHfs', type: 'Enable', daysAgo: 211, who: 'area' },
      { key: 'harbourHfs', type: 'Create', daysAgo: 201, who: 'area' },
      { key: 'harbourHfs', type: 'Enable', daysAgo: 201, who: 'area' },
      { key: 'harbourHfs', type: 'Stop', daysAgo: stoppedDaysAgo, who: 'area' },
      { key: 'sunriseNext', type: 'Create', daysAgo: 12, who: 'area' },
    ];
    await tx.insert(contractOperations).values(
      operations.map((o) => ({
        tenantId: demo.tenantIds[DEMO_CONTRACTS[o.key].tenant],
        contractId: ids[o.key],
        operateType: o.type,
        operatorId: demo.userId(o.who),
        createdAt: at(o.daysAgo),
      })),
    );
    // The movements above told the outbox, as every movement does; months-old history is not news
    // to anyone's open screen, and a fresh installation's event feed starts empty.
    await tx.delete(domainEvents).where(eq(domainEvents.type, 'ContractChanged'));
    return ids;
  });
};
