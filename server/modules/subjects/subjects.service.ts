import type { Tx } from '../../platform/db/database';
import { translatorFor, type Language } from '../../platform/i18n';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { centreDay } from '../check-ins/check-ins.service';
import { findCoachNames, findGuardians, findSubjectPage } from './subjects.repository';
import type { SubjectListRequest, SubjectListResponse } from './subjects.schemas';

const groupBy = <T extends { subjectId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.subjectId, [...(map.get(row.subjectId) ?? []), row]);
  return map;
};

/**
 * One page of the current centre's children, newest first (spec 000 §2 "Subject list"), each
 * with whether it is checked in now (an open check-in on the centre's day).
 */
export const listSubjects = async (
  tx: Tx,
  ctx: RequestContext,
  request: SubjectListRequest,
  language: Language,
  timeZone: string,
): Promise<SubjectListResponse> => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const { rows, totalCount } = await findSubjectPage(tx, { ...request, day: centreDay(timeZone) });
  const ids = rows.map((r) => r.id);
  const [coaches, guardians] = await Promise.all([findCoachNames(tx, ids), findGuardians(tx, ids)]);
  const coachesBySubject = groupBy(coaches);
  const guardiansBySubject = groupBy(guardians);
  const t = translatorFor(language);
  return {
    totalCount,
    items: rows.map((row) => ({
      ...row,
      isBind: row.status === 'Bind',
      isLogout: row.status === 'Logout',
      coachNames: (coachesBySubject.get(row.id) ?? []).map((c) => c.name),
      guardians: (guardiansBySubject.get(row.id) ?? []).map((g) => ({
        id: g.id,
        nickName: g.name,
        roleDefinition: { displayName: t(`guardian-roles:${g.roleName}`, { defaultValue: g.roleName }) },
      })),
    })),
  };
};
