import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../server/platform/db/database';
import { tenantContracts, tenants, users } from '../../server/platform/db/schema/index';
import { recharge } from '../../server/modules/contracts/ledger/contract-money.service';
import type { Messenger } from '../../server/platform/messaging/messenger';

export type BenchTree = {
  userId: string;
  today: string;
  parent: { tenantId: string; contractId: string };
  /** Contracts of `clients` centres below the parent, each funded from the parent's. */
  siblings: { tenantId: string; contractId: string }[];
  /** Contracts of `clients` tenants at the top of their own trees, funded from outside. */
  tops: { tenantId: string; contractId: string }[];
};

const FUNDING_FEN = 1_000_000_000;
const ACTIVE = { line: 'hfs' as const, status: 'Enabled' as const, startDate: '2000-01-01', endDate: '2999-12-31' };

/**
 * The contracts the bench moves money on, funded through the ledger as the application would,
 * so that every balance can pay for the whole run. Also the bare counter table of the baseline.
 */
export const buildTree = async (
  db: Database,
  clients: number,
  { today, messenger }: { today: string; messenger: Messenger },
): Promise<BenchTree> => {
  const made = await db.privileged(async (tx) => {
    const [user] = await tx.insert(users).values({ userName: 'bench.contracts' }).returning();
    const [parent] = await tx.insert(tenants).values({ name: 'Bench Group', type: 'Enterprise' }).returning();
    const centres = await tx
      .insert(tenants)
      .values(
        Array.from({ length: clients }, (_, i) => ({
          name: `Bench Centre ${i}`,
          type: 'Center' as const,
          parentId: parent!.id,
        })),
      )
      .returning();
    const topTenants = await tx
      .insert(tenants)
      .values(Array.from({ length: clients }, (_, i) => ({ name: `Bench Top ${i}`, type: 'Enterprise' as const })))
      .returning();
    const [parentContract] = await tx
      .insert(tenantContracts)
      .values({ ...ACTIVE, tenantId: parent!.id })
      .returning();
    const siblingContracts = await tx
      .insert(tenantContracts)
      .values(centres.map((c) => ({ ...ACTIVE, tenantId: c.id, parentContractId: parentContract!.id })))
      .returning();
    const topContracts = await tx
      .insert(tenantContracts)
      .values(topTenants.map((t) => ({ ...ACTIVE, tenantId: t.id })))
      .returning();
    await tx.execute(sql`create table bench_counter (id int primary key, n bigint not null default 0)`);
    await tx.execute(sql`insert into bench_counter (id) select g from generate_series(0, ${clients}::int) g`);
    await tx.execute(sql`grant select, update on bench_counter to atrium_app`);
    // domain_events as it was before events were ordered by transaction: no tx_id, no (tx_id, id)
    // index, ids from the outbox's own sequence. The baseline of an event append without any
    // ordering cost (bench/contracts.bench.ts).
    await tx.execute(
      sql`create table bench_events (id bigint primary key, tenant_id uuid, type text not null, version integer not null, payload jsonb not null, permission text, recipients uuid[], created_at timestamptz not null default now())`,
    );
    await tx.execute(sql`create index bench_events_tenant_idx on bench_events (tenant_id, id)`);
    await tx.execute(sql`grant insert on bench_events to atrium_app`);
    return {
      userId: user!.id,
      today,
      parent: { tenantId: parent!.id, contractId: parentContract!.id },
      siblings: siblingContracts.map((c) => ({ tenantId: c.tenantId, contractId: c.id })),
      tops: topContracts.map((c) => ({ tenantId: c.tenantId, contractId: c.id })),
    };
  });
  const mover = { userId: made.userId, today, messenger };
  const fund = { amountFen: FUNDING_FEN, freeTimes: 0, remark: 'bench' };
  await db.transaction({ tenantId: made.parent.tenantId, userId: made.userId }, async (tx) => {
    await recharge(tx, mover, made.parent.contractId, { ...fund, amountFen: FUNDING_FEN * (clients + 1) });
    for (const s of made.siblings) await recharge(tx, mover, s.contractId, fund);
  });
  for (const t of made.tops)
    await db.transaction({ tenantId: t.tenantId, userId: made.userId }, (tx) =>
      recharge(tx, mover, t.contractId, fund),
    );
  return made;
};

/** After the run: every contract's balance still equals the sum of its ledger, or the bench fails. */
export const verifyLedger = async (db: Database): Promise<void> => {
  const wrong = await db.privileged(async (tx) =>
    rowsOf<{ id: string }>(
      await tx.execute(sql`
        select c.id from tenant_contracts c
        left join (select contract_id, sum(amount_fen) as s from contract_ledger group by contract_id) l
          on l.contract_id = c.id
        where c.balance_fen <> coalesce(l.s, 0)`),
    ),
  );
  if (wrong.length > 0) throw new Error(`${wrong.length} contracts no longer equal their ledger`);
};
