import { and, asc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database';
import {
  catalogueResources,
  contentBrainMusic,
  contractLedger,
  contractResourcePrices,
  contractResources,
  musicPlans,
  users,
  type CatalogueKind,
} from '../../../../platform/db/schema/index';
import type { ResourceType } from './hfs-resources.schemas';

// The SQL of a contract's resources and their price history. Row-level security (subtree) keeps
// every query to contracts of the caller's tenant and below.

export type ResourceRow = typeof contractResources.$inferSelect;

const operatorName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.userName}, '')`;

/** The rows in the contract (isInContract), of one type or all, in a stable order. */
export const resourceRows = async (tx: Tx, contractId: string, type?: ResourceType) =>
  tx
    .select()
    .from(contractResources)
    .where(
      and(
        eq(contractResources.contractId, contractId),
        eq(contractResources.isInContract, true),
        type ? eq(contractResources.type, type) : undefined,
      ),
    )
    .orderBy(
      asc(contractResources.type),
      asc(contractResources.resourceName),
      asc(contractResources.resourceId),
      asc(contractResources.resourceType),
      asc(contractResources.platform),
    );

export const resourceRow = async (tx: Tx, id: string): Promise<ResourceRow | undefined> => {
  const [row] = await tx.select().from(contractResources).where(eq(contractResources.id, id));
  return row;
};

/** Every row of one resource in a contract, in the contract or taken out of it. */
export const rowsOfResource = async (tx: Tx, contractId: string, type: ResourceType, resourceId: string) =>
  tx
    .select()
    .from(contractResources)
    .where(
      and(
        eq(contractResources.contractId, contractId),
        eq(contractResources.type, type),
        eq(contractResources.resourceId, resourceId),
      ),
    );

export const priceRecords = async (tx: Tx, rowIds: readonly string[]) =>
  rowIds.length === 0
    ? []
    : tx
        .select({
          rowId: contractResourcePrices.resourceRowId,
          priceFen: contractResourcePrices.priceFen,
          createdAt: contractResourcePrices.createdAt,
          operateName: operatorName,
        })
        .from(contractResourcePrices)
        .leftJoin(users, eq(users.id, contractResourcePrices.operatorId))
        .where(inArray(contractResourcePrices.resourceRowId, [...rowIds]))
        .orderBy(sql`${contractResourcePrices.id} desc`);

export type NewRow = {
  tenantId: string;
  contractId: string;
  type: ResourceType;
  resourceId: string;
  resourceName: string;
  resourceType: string | null;
  platform: 'App' | 'Web' | null;
  priceFen: number;
};

/**
 * Puts a row in the contract at a price: a resource taken out earlier comes back (its price
 * history stays with it). Returns the row's id.
 */
export const upsertRow = async (tx: Tx, row: NewRow): Promise<string> => {
  // The unique index is on expressions (coalesce of the class kind and platform), which
  // ON CONFLICT cannot name through drizzle: look the row up first; the index still guards races.
  const [existing] = await tx
    .select({ id: contractResources.id })
    .from(contractResources)
    .where(
      and(
        eq(contractResources.contractId, row.contractId),
        eq(contractResources.type, row.type),
        eq(contractResources.resourceId, row.resourceId),
        sql`coalesce(${contractResources.resourceType}, '') = ${row.resourceType ?? ''}`,
        sql`coalesce(${contractResources.platform}, '') = ${row.platform ?? ''}`,
      ),
    );
  if (existing) {
    await tx
      .update(contractResources)
      .set({ priceFen: row.priceFen, isInContract: true, resourceName: row.resourceName })
      .where(eq(contractResources.id, existing.id));
    return existing.id;
  }
  const [saved] = await tx
    .insert(contractResources)
    .values({ ...row, isInContract: true })
    .returning({ id: contractResources.id });
  return saved!.id;
};

export const setRowPrice = async (tx: Tx, id: string, priceFen: number) =>
  tx.update(contractResources).set({ priceFen }).where(eq(contractResources.id, id));

export const takeOutRows = async (tx: Tx, ids: readonly string[]) =>
  tx
    .update(contractResources)
    .set({ isInContract: false })
    .where(inArray(contractResources.id, [...ids]));

export const recordPrices = async (
  tx: Tx,
  tenantId: string,
  operatorId: string,
  prices: readonly { rowId: string; priceFen: number }[],
) => {
  if (prices.length === 0) return;
  await tx
    .insert(contractResourcePrices)
    .values(prices.map((p) => ({ tenantId, resourceRowId: p.rowId, priceFen: p.priceFen, operatorId })));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CatalogueItem = { resourceId: string; name: string; displayName: string; lessonCount: number | null };

/** The catalogue's items of a kind (music plans for IdtMusicPlan), optionally only those ids. */
export const catalogueItems = async (
  tx: Tx,
  type: ResourceType,
  options: { only?: readonly string[]; exclude?: readonly string[]; filter?: string },
): Promise<CatalogueItem[]> => {
  const like = options.filter?.trim() ? `%${options.filter.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
  // Both kinds are keyed by uuid: anything else cannot be one of them (and would break the cast).
  const only = options.only?.filter((id) => UUID.test(id));
  if (only && only.length === 0) return [];
  const exclude = options.exclude?.filter((id) => UUID.test(id)) ?? [];
  if (type === 'IdtMusicPlan') {
    const rows = await tx
      .select({ id: musicPlans.id, name: musicPlans.name, code: musicPlans.code, count: musicPlans.courseCount })
      .from(musicPlans)
      .where(
        and(
          only ? inArray(musicPlans.id, only) : undefined,
          exclude.length > 0 ? notInArray(musicPlans.id, exclude) : undefined,
          like ? or(ilike(musicPlans.name, like), ilike(musicPlans.code, like)) : undefined,
        ),
      )
      .orderBy(asc(musicPlans.name));
    // Issue 21 item 4: the brain-music programmes plans play as course music are priced here too,
    // so that a finished course music has a price (hfs-music-charge.service.ts).
    const brain = await tx
      .select({
        id: contentBrainMusic.id,
        code: contentBrainMusic.code,
        name: contentBrainMusic.nameZh,
        count: contentBrainMusic.sessionCount,
      })
      .from(contentBrainMusic)
      .where(
        and(
          only ? inArray(contentBrainMusic.id, only) : undefined,
          exclude.length > 0 ? notInArray(contentBrainMusic.id, exclude) : undefined,
          like
            ? or(
                ilike(contentBrainMusic.nameZh, like),
                ilike(contentBrainMusic.nameEn, like),
                ilike(contentBrainMusic.code, like),
              )
            : undefined,
        ),
      )
      .orderBy(asc(contentBrainMusic.code));
    return [...rows, ...brain].map((r) => ({
      resourceId: r.id,
      name: r.code,
      displayName: r.name,
      lessonCount: r.count,
    }));
  }
  const rows = await tx
    .select()
    .from(catalogueResources)
    .where(
      and(
        eq(catalogueResources.kind, type as CatalogueKind),
        only ? inArray(catalogueResources.id, only) : undefined,
        exclude.length > 0 ? notInArray(catalogueResources.id, exclude) : undefined,
        like ? or(ilike(catalogueResources.displayName, like), ilike(catalogueResources.name, like)) : undefined,
      ),
    )
    .orderBy(asc(catalogueResources.displayName));
  return rows.map((r) => ({
    resourceId: r.id,
    name: r.name,
    displayName: r.displayName,
    lessonCount: r.lessonCount,
  }));
};

/** Ledger entries that reverse others (a deleted recharge record), by the entry they reverse. */
export const reversalsOf = async (tx: Tx, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? []
    : tx
        .select({ id: contractLedger.id, reverses: sql<number>`(${contractLedger.details}->>'reverses')::bigint` })
        .from(contractLedger)
        .where(
          sql`(${contractLedger.details}->>'reverses') is not null and (${contractLedger.details}->>'reverses')::bigint in (${sql.join(
            entryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );

/** The reversing entries among these ledger entries. */
export const reversingEntries = async (tx: Tx, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? []
    : tx
        .select({ id: contractLedger.id })
        .from(contractLedger)
        .where(
          and(inArray(contractLedger.id, [...entryIds]), sql`(${contractLedger.details}->>'reverses') is not null`),
        );
