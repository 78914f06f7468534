import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  appSecrets,
  groups,
  subjects,
  tenants,
  userAssessments,
  vratTestRequests,
} from '../../platform/db/schema/index';

const QR_SECRET = 'qr.signing-key';

/**
 * The HS256 key of QR tokens, made once for the whole deployment. Insert-if-absent then read
 * back: two first requests at once both insert, one wins, both read the winner's key.
 */
export const qrSigningKey = async (tx: Tx): Promise<Uint8Array> => {
  const read = async () => {
    const [row] = await tx.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, QR_SECRET));
    return typeof row?.value === 'string' ? row.value : undefined;
  };
  let secret = await read();
  if (secret === undefined) {
    await tx
      .insert(appSecrets)
      .values({ name: QR_SECRET, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    secret = await read();
  }
  if (secret === undefined) throw new Error('the QR signing key could not be stored');
  return new Uint8Array(Buffer.from(secret, 'base64url'));
};

/** Tenants are platform rows: any signed-in user may read the tree. */
export const tenantExists = async (tx: Tx, tenantId: string): Promise<boolean> => {
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  return row !== undefined;
};

/**
 * Whether `id` names something of `tenantId` a code may point at: a child, a VRAT test request, a
 * class or a child's assessment (its report's code). Read under row-level security (pointed at
 * that tenant by the caller), and the tenant named again, so another centre's row is never found.
 */
export const referenceExists = async (tx: Tx, tenantId: string, id: string): Promise<boolean> => {
  const lookups = [
    tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.id, id), eq(subjects.tenantId, tenantId))),
    tx
      .select({ id: vratTestRequests.id })
      .from(vratTestRequests)
      .where(and(eq(vratTestRequests.id, id), eq(vratTestRequests.tenantId, tenantId))),
    tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, id), eq(groups.tenantId, tenantId))),
    tx
      .select({ id: userAssessments.id })
      .from(userAssessments)
      .where(and(eq(userAssessments.id, id), eq(userAssessments.tenantId, tenantId))),
  ];
  for (const lookup of lookups) if ((await lookup.limit(1)).length > 0) return true;
  return false;
};
