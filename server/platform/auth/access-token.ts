import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** The `aud` of every access token the embedded provider issues for Atrium's APIs. */
export const ACCESS_TOKEN_AUDIENCE = 'atrium-api';

/**
 * The claim naming the provider grant a user's access token was issued under (with `sid`, the
 * session's). The grant dies with the session at sign-out and with refresh-token revocation.
 */
export const GRANT_CLAIM = 'grant_id';

export type AccessTokenErrorCode = 'missing' | 'invalid' | 'expired' | 'revoked';

/** A bearer token REST must refuse with 401; `code` lets the caller word the WWW-Authenticate. */
export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';
  constructor(
    readonly code: AccessTokenErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type VerifiedAccessToken = {
  userId: string;
  scopes: string[];
  clientId?: string;
  /** The provider session and grant a user's token is bound to; service tokens have neither. */
  sid?: string;
  grantId?: string;
};

export type AccessTokenVerifierOptions = {
  issuer: string;
  audience: string;
  /** The signing keys when the provider runs in this process: no HTTP round trip, no cache to go stale. */
  jwks?: () => Promise<JSONWebKeySet>;
  /**
   * Whether the grant a token names is still alive (not signed out, not revoked). A token that
   * names none (a service's client-credentials token) is not asked about.
   */
  grantAlive?: (grantId: string) => Promise<boolean>;
  /**
   * Tokens already verified, kept by the token string so that the signature check (RS256, about
   * 0.2 ms of CPU) is not run again on every request: each until its `exp` or `maxAgeMs` after it
   * was verified, whichever is first, at most `maxEntries` (the least recently used go first).
   * The grant's liveness is asked on every request all the same. `false`: verify every time.
   */
  verifiedCache?: { maxEntries?: number; maxAgeMs?: number } | false;
};

/**
 * maxAgeMs: a key an external provider withdraws stops admitting a kept token within a minute (jose
 * refetches a remote key set on its own schedule, minutes); maxEntries: a few hundred bytes a token.
 */
const VERIFIED_CACHE = { maxEntries: 1000, maxAgeMs: 60_000 };

export type AccessTokenVerifier = { verify(token: string | undefined | null): Promise<VerifiedAccessToken> };

type KeyResolver = JWTVerifyGetKey;

const discoverJwksUri = async (issuer: string): Promise<URL> => {
  const url = new URL(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`OpenID discovery at ${url.href} answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown; issuer?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`OpenID discovery at ${url.href} has no jwks_uri`);
  return new URL(document.jwks_uri);
};

const scopesOf = (payload: JWTPayload): string[] => {
  const { scope, scp } = payload as { scope?: unknown; scp?: unknown };
  if (typeof scope === 'string') return scope.split(' ').filter(Boolean);
  // Some external providers (Entra ID, Keycloak variants) send an array under scp instead.
  if (Array.isArray(scp)) return scp.filter((s): s is string => typeof s === 'string');
  if (typeof scp === 'string') return scp.split(' ').filter(Boolean);
  return [];
};

/** A small least-recently-used map of verified tokens, each kept until its own deadline. */
const verifiedTokens = ({ maxEntries, maxAgeMs }: { maxEntries: number; maxAgeMs: number }) => {
  const entries = new Map<string, { claims: VerifiedAccessToken; until: number }>();
  return {
    get(token: string): VerifiedAccessToken | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      entries.delete(token);
      if (Date.now() >= entry.until) return undefined;
      // Set again so that the Map's order is the order of last use.
      entries.set(token, entry);
      return entry.claims;
    },
    set(token: string, claims: VerifiedAccessToken, exp: number | undefined) {
      const now = Date.now();
      // jose refuses a token from the second of its exp on (exp <= now, whole seconds).
      const until = Math.min(now + maxAgeMs, exp === undefined ? Infinity : exp * 1000);
      if (until <= now) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { claims, until });
    },
  };
};

export const createAccessTokenVerifier = (opts: AccessTokenVerifierOptions): AccessTokenVerifier => {
  let remote: Promise<KeyResolver> | undefined;
  const remoteKeys = (): Promise<KeyResolver> => {
    // Discovery once per process; a failure is not cached so the next request retries.
    remote ??= discoverJwksUri(opts.issuer).then(
      (uri): KeyResolver => createRemoteJWKSet(uri),
      (error: unknown) => {
        remote = undefined;
        throw error;
      },
    );
    return remote;
  };
  const { jwks } = opts;
  let local: { set: JSONWebKeySet; resolver: KeyResolver } | undefined;
  const localKeys = async (supply: () => Promise<JSONWebKeySet>): Promise<KeyResolver> => {
    const set = await supply();
    // jose's local set indexes the keys; rebuild it only when the supplier hands out a new set.
    if (local?.set !== set) local = { set, resolver: createLocalJWKSet(set) };
    return local.resolver;
  };
  const keys = (): Promise<KeyResolver> => (jwks ? localKeys(jwks) : remoteKeys());

  const verified =
    opts.verifiedCache === false ? undefined : verifiedTokens({ ...VERIFIED_CACHE, ...opts.verifiedCache });

  const verifySignature = async (token: string): Promise<VerifiedAccessToken> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keys(), {
        issuer: opts.issuer,
        audience: opts.audience,
        // RFC 9068 access tokens say so in the header; the embedded provider sets it.
        typ: jwks ? 'at+jwt' : undefined,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new AccessTokenError('expired', 'The access token has expired', { cause: error });
      if (error instanceof errors.JOSEError)
        throw new AccessTokenError('invalid', `Invalid access token: ${error.message}`, { cause: error });
      throw error;
    }
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new AccessTokenError('invalid', 'The access token has no subject');
    const { client_id: clientId, sid, [GRANT_CLAIM]: grantId } = payload as Record<string, unknown>;
    const claims: VerifiedAccessToken = {
      userId: payload.sub,
      scopes: scopesOf(payload),
      ...(typeof clientId === 'string' ? { clientId } : {}),
      ...(typeof sid === 'string' ? { sid } : {}),
      ...(typeof grantId === 'string' ? { grantId } : {}),
    };
    // Only a token that passed every check is kept; a refused one is checked again each time.
    verified?.set(token, claims, payload.exp);
    return claims;
  };

  return {
    async verify(token) {
      if (!token) throw new AccessTokenError('missing', 'No access token');
      const claims = verified?.get(token) ?? (await verifySignature(token));
      // Asked on every request, the token kept or not: sign-out and revocation end it within the
      // liveness check's own few seconds.
      if (claims.grantId !== undefined && opts.grantAlive && !(await opts.grantAlive(claims.grantId)))
        throw new AccessTokenError('revoked', 'The session of this access token has ended');
      return { ...claims, scopes: [...claims.scopes] };
    },
  };
};
