import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { trainerCredentials } from '../../platform/db/schema/index';

/** The trainer's credentials in the current centre (row-level security keeps other centres' out). */
export const findCredentialsOf = (tx: Tx, tenantId: string, trainerId: string) =>
  tx
    .select()
    .from(trainerCredentials)
    .where(and(eq(trainerCredentials.tenantId, tenantId), eq(trainerCredentials.trainerId, trainerId)));

export type CredentialRow = Awaited<ReturnType<typeof findCredentialsOf>>[number];
