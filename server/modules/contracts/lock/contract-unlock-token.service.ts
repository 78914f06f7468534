import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { sharedSecret } from '../../../platform/oidc/oidc.keys';
import type { ContractCaller, ContractLine, UnlockProof } from '../contract.types';

// Spec 002 §4 "Verification lock", §9: the contract area stays unlocked for 600 s after a code is
// confirmed. The proof is a short-lived token the console sends back as the `authenticate` header.

export const UNLOCK_PERIOD_SECONDS = 600;
export const UNLOCK_HEADER = 'authenticate';

const SECRET_NAME = 'contracts.unlock-key';
// Keeps these tokens from being accepted anywhere else that might share an HS256 secret.
const AUDIENCE = 'atrium-contract-unlock';

/** The deployment's one unlock key, made on first start and kept in app_secrets like OIDC's. */
export const loadUnlockKey = async (db: Database): Promise<Uint8Array> => {
  const encoded = await sharedSecret(db, SECRET_NAME, async () => randomBytes(32).toString('base64url'));
  return Buffer.from(encoded, 'base64url');
};

export const signUnlockToken = (
  key: Uint8Array,
  { userId, line }: { userId: string; line: ContractLine },
  now: Date = new Date(),
): Promise<string> => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ line })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNLOCK_PERIOD_SECONDS)
    .sign(key);
};

/** True when `token` unlocks `line` for `userId` now: signed by us, unexpired, same user, same line. */
export const unlockTokenValid = async (
  key: Uint8Array,
  token: string,
  expected: { userId: string; line: ContractLine },
): Promise<boolean> => {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
    return payload.sub === expected.userId && payload['line'] === expected.line;
  } catch {
    return false;
  }
};

/** 412 with the line as `details`, so the console relocks only that line (spec 002 §8 "Code 412"). */
export const contractLocked = (line: ContractLine) =>
  new AppError(412, 'Business:ContractLocked', 'contracts:contracts.unlock.locked', {}, () => ({ details: line }));

/**
 * The tokens the header carries. The console holds one per line and sends those it has, comma
 * separated, because one GraphQL request may reach both lines' REST calls. "Bearer " is allowed.
 */
const headerTokens = (raw: UnlockProof['header']): string[] => {
  const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return value
    .split(',')
    .map((part) => part.trim().replace(/^Bearer\s+/i, ''))
    .filter(Boolean)
    .slice(0, 2);
};

/**
 * Refuses a contract call with 412 Business:ContractLocked when the caller's profile needs the
 * verification-code unlock (spec 002 §6) and the request carries no valid unlock token for this
 * user and line. Callers whose profile needs no verification pass untouched.
 */
export const assertUnlocked = async (proof: UnlockProof, caller: ContractCaller, line: ContractLine): Promise<void> =>
  assertUnlockedFor(proof, { userId: caller.ctx.userId, rules: caller.rules }, line);

/** assertUnlocked for a call that has no target tenant (the console's check of its stored token). */
export const assertUnlockedFor = async (
  proof: UnlockProof,
  caller: { userId: string; rules: Pick<ContractCaller['rules'], 'needsVerification'> },
  line: ContractLine,
): Promise<void> => {
  if (!caller.rules.needsVerification) return;
  const { key } = proof;
  // A wiring fault, not the caller's: refuse loudly rather than let a locked call through.
  if (!key) throw new Error('contract unlock routes are not registered: no unlock key');
  const expected = { userId: caller.userId, line };
  const verdicts = await Promise.all(headerTokens(proof.header).map((token) => unlockTokenValid(key, token, expected)));
  if (!verdicts.includes(true)) throw contractLocked(line);
};
