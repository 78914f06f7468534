import { randomBytes } from 'node:crypto';

/**
 * A name no earlier run or attempt has used on this lane's database, so that a spec finds only
 * what it made itself (a retry or a second run meets no leftovers of the same name).
 */
export const uniqueName = (base: string): string => `${base}-${randomBytes(3).toString('hex')}`;
