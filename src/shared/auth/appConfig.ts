import { sessionTimeoutMinutesOf } from '../errors/sessionExpiry';
import { knownTimeZone } from '../time/centreZone';

// GET /app-config.json (served by the gateway): the OIDC settings the SPA needs at boot. It is
// fetched rather than inlined because the page's CSP forbids inline scripts.
export type AppConfig = {
  authority: string;
  clientId: string;
  scope: string;
  /** Minutes of inactivity before the next request signs out (spec 000 §9); 120 when absent. */
  sessionTimeoutMinutes: number;
  /** The centres' time zone (the server's TIMEZONE); absent or unknown, the browser's is used. */
  timeZone?: string;
  /**
   * The provider's endpoints as its discovery document gives them (gateway/oidc-metadata.ts), so
   * that oidc-client-ts need not fetch it before the token exchange; absent, it fetches it.
   */
  metadata?: Record<string, string>;
};

export const APP_CONFIG_URL = '/app-config.json';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const parseAppConfig = (value: unknown): AppConfig => {
  if (!isRecord(value)) throw new Error('app-config.json is not an object');
  const { authority, clientId, scope, sessionTimeoutMinutes, timeZone, metadata } = value;
  if (typeof authority !== 'string' || !authority) throw new Error('app-config.json has no authority');
  if (typeof clientId !== 'string' || !clientId) throw new Error('app-config.json has no clientId');
  if (typeof scope !== 'string' || !scope) throw new Error('app-config.json has no scope');
  const zone = knownTimeZone(timeZone);
  const endpoints = metadataOf(metadata, authority);
  return {
    authority,
    clientId,
    scope,
    sessionTimeoutMinutes: sessionTimeoutMinutesOf(sessionTimeoutMinutes),
    ...(zone ? { timeZone: zone } : {}),
    ...(endpoints ? { metadata: endpoints } : {}),
  };
};

/** The metadata if it is the authority's and all strings; anything else is left for the fetch. */
const metadataOf = (value: unknown, authority: string): Record<string, string> | undefined => {
  if (!isRecord(value) || value['issuer'] !== authority) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, field]) => typeof field === 'string')
    ? Object.fromEntries(entries as [string, string][])
    : undefined;
};

/**
 * The browser's cache decides (the gateway allows five minutes, privately): the two documents of
 * a sign-in, the redirect and /callback, then read it once.
 */
export const loadAppConfig = async (fetchFn: typeof fetch = fetch): Promise<AppConfig> => {
  const response = await fetchFn(APP_CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${APP_CONFIG_URL}: HTTP ${response.status}`);
  return parseAppConfig(await response.json());
};
