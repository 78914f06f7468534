import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { users } from '../../platform/db/schema/index';

/** users.show_module_flag, the stored flag of spec 000 §2 that sends a centre user to /system/showModule. */
export const findShowModuleFlag = async (tx: Tx, userId: string): Promise<string | null> => {
  const [row] = await tx.select({ flag: users.showModuleFlag }).from(users).where(eq(users.id, userId));
  return row?.flag ?? null;
};
