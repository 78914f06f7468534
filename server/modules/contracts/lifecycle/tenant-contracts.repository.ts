import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContractState } from '../../../../machines/contract.machine';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database';
import { pageWithTotal, type Paging } from '../../../platform/db/paged';
import {
  contractOperations,
  tenantContracts,
  users,
  type ContractOperationType,
} from '../../../platform/db/schema/index';
import type { ContractLine, ContractRow } from '../contract.types';

// The contract queries (hfs by default; the vrat module passes its line). Row-level security
// decides whose rows are in reach: the caller's tenant and those below it (or, for the platform
// administrator, the target's whole tree).

const ofLine = (line: ContractLine) => and(eq(tenantContracts.line, line), isNull(tenantContracts.deletedAt));

/** The state the spec shows (machines/contract.machine contractState), in SQL, for filters. */
export const stateSql = (today: string): SQL<ContractState> => sql<ContractState>`case
  when ${tenantContracts.status} <> 'Enabled' then ${tenantContracts.status}
  when ${today}::date < ${tenantContracts.startDate} then 'NotActive'
  when ${today}::date > ${tenantContracts.endDate} then 'Expired'
  else 'Active' end`;

export const listContracts = async (
  tx: Tx,
  tenantId: string,
  today: string,
  page: { skip: number; take: number; states: readonly ContractState[] },
  line: ContractLine = 'hfs',
) => {
  const where = and(
    ofLine(line),
    eq(tenantContracts.tenantId, tenantId),
    page.states.length > 0 ? inArray(stateSql(today), [...page.states]) : undefined,
  );
  return pageWithTotal(
    tx,
    tx
      .select()
      .from(tenantContracts)
      .where(where)
      .orderBy(desc(tenantContracts.startDate), desc(tenantContracts.createdAt))
      .$dynamic(),
    { table: tenantContracts, where },
    page,
  );
};

export const findContract = async (
  tx: Tx,
  id: string,
  line: ContractLine = 'hfs',
): Promise<ContractRow | undefined> => {
  const [row] = await tx
    .select()
    .from(tenantContracts)
    .where(and(ofLine(line), eq(tenantContracts.id, id)));
  return row;
};

/** A tenant's latest Active contract of the line: where a child's money comes from. */
export const latestActiveContract = async (
  tx: Tx,
  tenantId: string,
  today: string,
  line: ContractLine = 'hfs',
): Promise<ContractRow | undefined> => {
  const [row] = await tx
    .select()
    .from(tenantContracts)
    .where(
      and(
        ofLine(line),
        eq(tenantContracts.tenantId, tenantId),
        eq(tenantContracts.status, 'Enabled'),
        lte(tenantContracts.startDate, today),
        gte(tenantContracts.endDate, today),
      ),
    )
    .orderBy(desc(tenantContracts.endDate), desc(tenantContracts.createdAt))
    .limit(1);
  return row;
};

/**
 * A contract of the tenant, other than `exceptId`, whose validity meets [start, end] and that
 * still counts (spec 002 §5: NotEnable, NotActive or Active; stopped and expired ones do not).
 */
export const overlappingContract = async (
  tx: Tx,
  tenantId: string,
  range: { start: string; end: string; today: string; exceptId?: string },
  line: ContractLine = 'hfs',
) => {
  const [row] = await tx
    .select({ id: tenantContracts.id, startDate: tenantContracts.startDate, endDate: tenantContracts.endDate })
    .from(tenantContracts)
    .where(
      and(
        ofLine(line),
        eq(tenantContracts.tenantId, tenantId),
        range.exceptId ? ne(tenantContracts.id, range.exceptId) : undefined,
        or(
          eq(tenantContracts.status, 'NotEnable'),
          and(eq(tenantContracts.status, 'Enabled'), gte(tenantContracts.endDate, range.today)),
        ),
        lte(tenantContracts.startDate, range.end),
        gte(tenantContracts.endDate, range.start),
      ),
    )
    .limit(1);
  return row;
};

/** The other counting contracts' ranges, for the date pickers to disable (spec 002 §5). */
export const takenRanges = async (tx: Tx, tenantId: string, today: string, line: ContractLine = 'hfs') =>
  tx
    .select({ id: tenantContracts.id, startDate: tenantContracts.startDate, endDate: tenantContracts.endDate })
    .from(tenantContracts)
    .where(
      and(
        ofLine(line),
        eq(tenantContracts.tenantId, tenantId),
        or(
          eq(tenantContracts.status, 'NotEnable'),
          and(eq(tenantContracts.status, 'Enabled'), gte(tenantContracts.endDate, today)),
        ),
      ),
    )
    .orderBy(tenantContracts.startDate);

export const allContracts = (tx: Tx, tenantId: string, line: ContractLine = 'hfs') =>
  tx
    .select()
    .from(tenantContracts)
    .where(and(ofLine(line), eq(tenantContracts.tenantId, tenantId)));

export const recordOperation = (
  tx: Tx,
  contract: ContractRow,
  operateType: ContractOperationType,
  operatorId: string,
  extra: { endDate?: string; priceFen?: number } = {},
) =>
  tx.insert(contractOperations).values({
    tenantId: contract.tenantId,
    contractId: contract.id,
    operateType,
    operatorId,
    endDate: extra.endDate ?? null,
    priceFen: extra.priceFen ?? null,
  });

export const operatorName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.userName}, '')`;

export const operationRecords = async (
  tx: Tx,
  contractId: string,
  page: Paging,
  types?: readonly ContractOperationType[],
) => {
  const where = and(
    eq(contractOperations.contractId, contractId),
    types ? inArray(contractOperations.operateType, [...types]) : undefined,
  );
  return pageWithTotal(
    tx,
    tx
      .select({
        id: contractOperations.id,
        createdAt: contractOperations.createdAt,
        endDate: contractOperations.endDate,
        operateType: contractOperations.operateType,
        priceFen: contractOperations.priceFen,
        operateName: operatorName,
      })
      .from(contractOperations)
      .leftJoin(users, eq(users.id, contractOperations.operatorId))
      .where(where)
      .orderBy(desc(contractOperations.id))
      .$dynamic(),
    { table: contractOperations, where },
    page,
  );
};

/** A contract by id whatever its line, deleted ones too (row-level security still applies). */
export const contractById = async (tx: Tx, id: string): Promise<ContractRow | undefined> => {
  const [row] = await tx.select().from(tenantContracts).where(eq(tenantContracts.id, id));
  return row;
};

/** The tenants' contracts of the line, deleted ones left out. */
export const contractsOfTenants = (tx: Tx, tenantIds: string[], line: ContractLine) =>
  tx
    .select()
    .from(tenantContracts)
    .where(
      and(
        inArray(tenantContracts.tenantId, tenantIds),
        eq(tenantContracts.line, line),
        isNull(tenantContracts.deletedAt),
      ),
    );

/** A contract's own columns, as a line's service passes them in. */
export type NewValues = Partial<typeof tenantContracts.$inferInsert>;
export type ChangedValues = PgUpdateSetSource<typeof tenantContracts>;

/** The transaction's now(), for a stop time written with the change that stops the contract. */
export const databaseNow = () => sql`now()`;

export const insertContract = async (tx: Tx, values: typeof tenantContracts.$inferInsert): Promise<ContractRow> => {
  const [row] = await tx.insert(tenantContracts).values(values).returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
};

export const updateContract = async (tx: Tx, id: string, values: ChangedValues): Promise<ContractRow | undefined> => {
  const [row] = await tx.update(tenantContracts).set(values).where(eq(tenantContracts.id, id)).returning();
  return row;
};
