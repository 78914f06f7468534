import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { oidcPayloads } from '../db/schema/index';
import { appendEvent } from '../outbox';
import { sessionEndedEvent } from './session-ended';

// Identity tables carry no tenant: the provider works for no tenant and no user.
const SYSTEM = { tenantId: null, userId: null };

/** Rows still alive: no expiry, or an expiry in the future. Expired rows are never handed out. */
const alive = (): SQL => sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`;

/**
 * node-oidc-provider's persistence on PostgreSQL (table oidc_payloads), one adapter per model
 * name (Session, Grant, AuthorizationCode, RefreshToken, Interaction, ...), shared by every
 * process so a sign-in started on one is finished on another.
 */
export class PostgresOidcAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db.transaction(SYSTEM, (tx) =>
      tx
        .insert(oidcPayloads)
        .values({ type: this.type, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: row }),
    );
  }

  private async findWhere(where: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.transaction(SYSTEM, (tx) =>
      tx
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), where, alive()))
        .limit(1),
    );
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // The provider reads `consumed` to refuse a code or a refresh token used twice.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db.transaction(SYSTEM, (tx) =>
      tx
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id))),
    );
  }

  async destroy(id: string): Promise<void> {
    if (this.type === 'Grant') return this.endGrant(id);
    await this.db.transaction(SYSTEM, (tx) =>
      tx.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id))),
    );
  }

  /**
   * A grant goes at sign-out (with its session) and when its refresh token is revoked: its
   * access tokens die with it (REST asks whether it lives), and the gateway hears of it through
   * the outbox and closes the sockets opened with them. Platform-wide, so written as the owner.
   */
  private async endGrant(grantId: string): Promise<void> {
    await this.db.privileged(async (tx) => {
      const [row] = await tx
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, grantId)))
        .returning({ payload: oidcPayloads.payload });
      if (row) await appendEvent(tx, sessionEndedEvent(grantId, row.payload as AdapterPayload));
    });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every model of the grant goes, whatever adapter instance is asked: the provider calls this
    // once per model name, and a grant's tokens must all die together.
    await this.db.transaction(SYSTEM, (tx) => tx.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId)));
  }
}

export const postgresOidcAdapter =
  (db: Database): AdapterFactory =>
  (name: string) =>
    new PostgresOidcAdapter(db, name);

/** Housekeeping only: expired rows are already invisible to the provider. */
export const pruneExpiredOidcPayloads = async (db: Database): Promise<void> => {
  await db.transaction(SYSTEM, (tx) => tx.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`)));
};
