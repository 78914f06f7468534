import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../../server/platform/db/database';
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

/** The bare case's one-row update: row 0 is every client's, row c + 1 client c's own. */
export const bump = (row: number) => sql`update bench_counter set n = n + 1 where id = ${row}`;

/**
 * The event row, id and NOTIFY without any ordering: no lock, no tx_id, no index on it. The
 * statement has appendEvent's shape (server/platform/outbox.ts: one statement draws the id,
 * inserts and notifies), so that the two differ only by tx_id and its index.
 */
export const appendUnordered = (tx: Tx, tenantId: string) =>
  tx.execute(sql`with outbox_drawn as (
      select n, id, pg_notify(${'atrium_events'}, id::text) from (
        select n, nextval(pg_get_serial_sequence('domain_events', 'id')) as id
        from generate_series(1, ${1}::int) n) drawn),
    outbox_appended as (
      insert into bench_events (id, tenant_id, type, version, payload, permission, recipients, created_at)
      values ((select id from outbox_drawn where n = ${1}), ${tenantId}, ${'BenchTick'}, ${1}, ${'{}'}, ${null}, ${null}, default))
    select id from outbox_drawn`);

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
    // domain_events without what orders events by transaction: the same columns, defaults,
    // indexes, foreign key and row-level security policies, but no tx_id and so no (tx_id, id)
    // index; ids from the outbox's own sequence. The baseline of an event append without any
    // ordering cost (bench/contracts.bench.ts): the two differ by tx_id and its index only.
    await tx.execute(
      sql`create table bench_events (like domain_events including defaults including constraints including indexes)`,
    );
    await tx.execute(sql`alter table bench_events drop column tx_id`);
    await tx.execute(sql`alter table bench_events add foreign key (tenant_id) references tenants (id)`);
    await tx.execute(sql`alter table bench_events enable row level security`);
    await tx.execute(sql`alter table bench_events force row level security`);
    await tx.execute(
      sql.raw(`do $$ declare p record; begin
        for p in select * from pg_policies where tablename = 'domain_events' loop
          execute format('create policy %I on bench_events as %s for %s to public %s %s', p.policyname, p.permissive,
            p.cmd, 'using (' || p.qual || ')', 'with check (' || p.with_check || ')');
        end loop;
      end $$`),
    );
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
