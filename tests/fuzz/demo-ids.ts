import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/database';
import { groups, subjects, tenantContracts, tenants, users } from '../../server/platform/db/schema/index';
import type { IdPool } from './openapi-cases';

/**
 * Real ids of Sunrise Centre's demo data, picked by a field's name (or, for `{id}`, the path
 * segment before it), so that a request broken in one field has its other ids found and goes as
 * deep into the route as it can.
 */
export const demoIdPool = async (db: Database): Promise<IdPool> => {
  const ids = await db.privileged(async (tx) => {
    const [sunrise] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Sunrise Centre'));
    if (!sunrise) throw new Error('no Sunrise Centre in the demo data');
    const contractOf = async (line: 'hfs' | 'vrat') =>
      (
        await tx
          .select({ id: tenantContracts.id })
          .from(tenantContracts)
          .where(and(eq(tenantContracts.tenantId, sunrise.id), eq(tenantContracts.line, line)))
          .orderBy(asc(tenantContracts.id))
          .limit(1)
      )[0]?.id;
    const [subject] = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.tenantId, sunrise.id))
      .orderBy(asc(subjects.id))
      .limit(1);
    const [coach] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'coach'));
    const [group] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.tenantId, sunrise.id))
      .orderBy(asc(groups.id))
      .limit(1);
    return {
      tenant: sunrise.id,
      hfs: await contractOf('hfs'),
      vrat: await contractOf('vrat'),
      subject: subject?.id,
      user: coach?.id,
      group: group?.id,
    };
  });
  return (name, path) => {
    const contract = (path.includes('/vrclassroom/') ? ids.vrat : ids.hfs) ?? '';
    const byName: [RegExp, string | undefined][] = [
      [/tenant|parent/i, ids.tenant],
      [/contract/i, contract],
      [/subject|child/i, ids.subject],
      [/user|staff|coach/i, ids.user],
      [/group/i, ids.group],
    ];
    for (const [pattern, id] of byName) if (pattern.test(name) && id) return id;
    if (name === 'id') {
      const segment = path.split('/{id}')[0]?.split('/').pop() ?? '';
      const byPath: [RegExp, string | undefined][] = [
        [/tenantContract/i, contract],
        [/tenant/i, ids.tenant],
        [/user/i, ids.user],
        [/group/i, ids.group],
        [/subject/i, ids.subject],
      ];
      for (const [pattern, id] of byPath) if (pattern.test(segment) && id) return id;
    }
    return '';
  };
};
