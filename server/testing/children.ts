import { DateTime } from 'luxon';
import type { Tx } from '../platform/db/database';
import { subjects } from '../platform/db/schema/index';

/**
 * A child of a centre for one test (a privileged or the centre's transaction), `years` old today:
 * the tests that need a fresh child add what they need to it (a quota, a profile) in the same
 * transaction.
 */
export const insertChild = async (
  tx: Tx,
  child: { tenantId: string; name: string; years: number; status?: 'Bind' | 'Unbind' },
): Promise<string> => {
  const [row] = await tx
    .insert(subjects)
    .values({
      tenantId: child.tenantId,
      name: child.name,
      birthday: DateTime.now().minus({ years: child.years }).toISODate()!,
      status: child.status ?? 'Bind',
    })
    .returning({ id: subjects.id });
  return row!.id;
};
