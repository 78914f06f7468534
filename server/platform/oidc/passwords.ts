import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (m=19456 KiB, t=2, p=1: OWASP's minimum for
// argon2id); its Algorithm enum is a const enum that isolatedModules cannot import.
export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for an account without a password yet (invited, not registered): nothing can match it. */
export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
};
