import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema/index';

const SIGNING_KEYS = 'oidc.signing-keys';
const COOKIE_KEYS = 'oidc.cookie-keys';
const SYSTEM = { tenantId: null, userId: null };

export type OidcSecrets = { signingKeys: { keys: JWK[] }; cookieKeys: string[] };

const makeSigningKeys = async (): Promise<{ keys: JWK[] }> => {
  // RS256 only: every OpenID relying party and every JWT library accepts it, and it is the alg
  // oidc-provider signs ID tokens with unless a client registers another.
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
};

/**
 * A secret made once for the whole deployment. Insert-if-absent then read back: when two
 * processes start together both insert, one wins, and both read the winner's value.
 */
export const sharedSecret = async <T>(db: Database, name: string, make: () => Promise<T>): Promise<T> => {
  const read = () =>
    db.transaction(SYSTEM, async (tx) => {
      const [row] = await tx.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      return row?.value as T | undefined;
    });
  const existing = await read();
  if (existing !== undefined) return existing;
  // Made outside the transaction: RSA key generation takes a while and PGlite has one connection.
  const candidate = await make();
  await db.transaction(SYSTEM, (tx) => tx.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing());
  const winner = await read();
  if (winner === undefined) throw new Error(`app secret ${name} vanished`);
  return winner;
};

export const loadOidcSecrets = async (db: Database): Promise<OidcSecrets> => {
  const signingKeys = await sharedSecret(db, SIGNING_KEYS, makeSigningKeys);
  const cookieKeys = await sharedSecret(db, COOKIE_KEYS, async () => [randomBytes(32).toString('base64url')]);
  return { signingKeys, cookieKeys };
};

// The members of a private JWK that must never leave the process.
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

export const publicJwks = (keys: { keys: JWK[] }): JSONWebKeySet => ({
  keys: keys.keys.map((key) => Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.has(name)))),
});

const cache = new WeakMap<Database, Promise<JSONWebKeySet>>();

/**
 * The embedded provider's public signing keys, for verifying access tokens in the same process
 * without an HTTP round trip. Read once per database handle; keys are never rotated in place.
 */
export const embeddedJwks = (db: Database): Promise<JSONWebKeySet> => {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOidcSecrets(db).then((secrets) => publicJwks(secrets.signingKeys));
    // A failed read (database not up yet) must not stick.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
};
