import type { AdapterPayload } from 'oidc-provider';
import type { NewDomainEvent } from '../outbox';

/** The outbox fact that a provider grant has ended: its user signed out, or it was revoked. */
export const SESSION_ENDED = 'SessionEnded';

export type SessionEndedPayload = { grantId: string; accountId: string | null };

/**
 * Platform-wide (no tenant): no request reads it back, only the gateway's feed, which closes
 * the sockets whose token names the grant (gateway/realtime/session-sockets.ts).
 */
export const sessionEndedEvent = (grantId: string, grant: AdapterPayload): NewDomainEvent => {
  const payload: SessionEndedPayload = { grantId, accountId: grant.accountId ?? null };
  return { tenantId: null, type: SESSION_ENDED, version: 1, payload };
};
