import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { users } from '../platform/db/schema/index';
import { verifyPassword } from '../platform/oidc/passwords';
import { DEMO_ACCOUNT_USER_NAMES, DEMO_PASSWORD } from './demo.seed';

/**
 * The seed's accounts that still sign in with the published DEMO_PASSWORD, by user name. An
 * account of that name whose password was changed is not one: nobody knows its password.
 */
export const findDemoAccounts = async (db: Database): Promise<string[]> => {
  const rows = await db.privileged((tx) =>
    tx
      .select({ userName: users.userName, passwordHash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.userName})`,
          DEMO_ACCOUNT_USER_NAMES.map((name) => name.toLowerCase()),
        ),
      )
      .orderBy(users.userName),
  );
  // The seed gives every account the same hash: each distinct hash is checked once (argon2 is slow on purpose).
  const verdicts = new Map<string, Promise<boolean>>();
  const demo = await Promise.all(
    rows.map(async ({ userName, passwordHash }) => {
      if (passwordHash === null) return null;
      if (!verdicts.has(passwordHash)) verdicts.set(passwordHash, verifyPassword(passwordHash, DEMO_PASSWORD));
      return (await verdicts.get(passwordHash)) ? userName : null;
    }),
  );
  return demo.filter((name): name is string => name !== null);
};
