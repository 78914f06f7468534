import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { appSecrets, tenants } from '../../platform/db/schema/index';

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
