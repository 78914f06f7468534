import { createHash } from 'node:crypto';

/**
 * Whom a rate limit counts against: the bearer token (its SHA-256, so no token sits in memory),
 * else the address. Not the token's subject: the gateway does not verify signatures (REST does),
 * so keying by an unverified `sub` would let anyone forge a token naming a colleague's id and use
 * up that colleague's allowance. A token stands for one sign-in; REST refuses forged ones.
 */
export const callerKey = (authorization: string | null | undefined, address: string | undefined): string => {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (token) return `token:${createHash('sha256').update(token).digest('base64url')}`;
  return `address:${address ?? 'unknown'}`;
};
