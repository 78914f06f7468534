import type { Tx } from '../../platform/db/database';
import { translatorFor, type Language } from '../../platform/i18n';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { centreDay } from '../../platform/time';
import { startablePlanColumnFor } from '../music/music.service';
import {
  findCoaches,
  findGuardians,
  findSubjectPage,
  type SubjectFilters,
  type SubjectPageQuery,
} from './subjects.repository';
import type { SubjectListItem, SubjectListRequest, SubjectListResponse } from './subjects.schemas';

const groupBy = <T extends { subjectId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.subjectId, [...(map.get(row.subjectId) ?? []), row]);
  return map;
};

/** The language and time zone a list answer depends on: names of roles, and "checked in today". */
export type ListSettings = { language: Language; timeZone: string };

const page = async (
  tx: Tx,
  query: SubjectFilters & Pick<SubjectPageQuery, 'skipCount' | 'maxResultCount' | 'musicPlanColumn'>,
  { language, timeZone }: ListSettings,
): Promise<SubjectListResponse> => {
  const { rows, totalCount } = await findSubjectPage(tx, { ...query, day: centreDay(timeZone) });
  const ids = rows.map((r) => r.id);
  const coaches = await findCoaches(tx, ids);
  const guardians = await findGuardians(tx, ids);
  const coachesBySubject = groupBy(coaches);
  const guardiansBySubject = groupBy(guardians);
  const t = translatorFor(language);
  return {
    totalCount,
    items: rows.map((row) => {
      const coach = (coachesBySubject.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
      return {
        ...row,
        isBind: row.status === 'Bind',
        isLogout: row.status === 'Logout',
        coachNames: coach.map((c) => c.name),
        coach,
        guardians: (guardiansBySubject.get(row.id) ?? []).map((g) => ({
          id: g.id,
          nickName: g.name,
          roleDefinition: { displayName: t(`guardian-roles:${g.roleName}`, { defaultValue: g.roleName }) },
          isCancelled: g.isCancelled,
        })),
      };
    }),
  };
};

/**
 * One page of the current centre's children, newest first (spec 000 §2 "Subject list"), each
 * with whether it is checked in now (an open check-in on the centre's day). withMusicPlan (ours,
 * off by default) adds each child's startable music plan, so the console's list is one request
 * instead of the list and then startablePlans (issue 16 item 2).
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
  const { withMusicPlan, ...query } = request;
  return page(
    tx,
    { ...query, ...(withMusicPlan ? { musicPlanColumn: startablePlanColumnFor(ctx) } : {}) },
    { language, timeZone },
  );
};

/** These children as the list shows them, in the list's order (for answering a change). */
export const subjectItems = async (tx: Tx, ids: string[], settings: ListSettings): Promise<SubjectListItem[]> =>
  (await page(tx, { ids, skipCount: 0, maxResultCount: Math.max(ids.length, 1) }, settings)).items;
