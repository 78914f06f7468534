import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (m=19456 KiB, t=2, p=1: OWASP's minimum for
// argon2id); its Algorithm enum is a const enum that isolatedModules cannot import.
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
};
