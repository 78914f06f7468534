import type { Tx } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/errors';
import { translatorFor, type Language } from '../../platform/i18n';
import { PERMISSIONS } from '../../platform/permissions';
import {
  actAsTenantForAdmin,
  PLATFORM_ADMIN_ROLE,
  requirePermission,
  requireTenant,
  type RequestContext,
} from '../../platform/tenancy';
import { centreDay } from '../../platform/time';
import { groupsOfChild } from '../groups/groups.service';
import { groupPlansOfGroups } from '../group-plans/group-plan-read.service';
import {
  findCoaches,
  findFirstGrant,
  findRoles,
  findSubjectGuardians,
  findSubjectRecord,
  findTenantName,
  listCentreIds,
} from './subject-detail.repository';
import type {
  AdminSubjectInfoQuery,
  PrepareForEditResponse,
  SubjectInfoResponse,
  SubjectLinkedStaffResponse,
  SubjectTenantResponse,
} from './subject-detail.schemas';
import { ageStageOf, stageOf, wholeYears } from './subject-stage';

export type DetailOptions = { language: Language; timeZone: string };

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Access first (immich's requireAccess), then the child, which RLS finds only in this centre. */
const visibleSubject = async (tx: Tx, ctx: RequestContext, subjectId: string) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const subject = await findSubjectRecord(tx, subjectId);
  if (!subject) throw notFound('subject');
  return subject;
};

type SubjectRecord = NonNullable<Awaited<ReturnType<typeof findSubjectRecord>>>;

const describeSubject = async (
  tx: Tx,
  subject: SubjectRecord,
  { language, timeZone }: DetailOptions,
): Promise<SubjectInfoResponse> => {
  const t = translatorFor(language);
  const guardians = await findSubjectGuardians(tx, subject.id);
  const coaches = await findCoaches(tx, subject.id);
  const tenantName = await findTenantName(tx, subject.tenantId);
  const groups = await groupsOfChild(tx, subject.id);
  const plans = await groupPlansOfGroups(
    tx,
    groups.map((g) => g.id),
    language,
  );
  const today = centreDay(timeZone);
  const roleLabel = (roleName: string) => t(`guardian-roles:${roleName}`, { defaultValue: roleName });
  const relationships = [...new Set(guardians.map((g) => roleLabel(g.roleName)))];
  const { createdAt: _createdAt, ...fields } = subject;
  return {
    subjectInfoReturnModel: {
      ...fields,
      age: wholeYears(subject.birthDay, today),
      stage: stageOf(subject.birthDay, today),
      ageStage: ageStageOf(subject.birthDay, today),
      isBind: subject.status === 'Bind',
      isLogout: subject.status === 'Logout',
      relationshipLocale: relationships.length ? relationships.join(language === 'zh-CN' ? '、' : ', ') : null,
      guardians: guardians.map((g) => ({
        id: g.id,
        nickName: g.name,
        roleDefinition: { name: g.roleName, displayName: roleLabel(g.roleName) },
        state: g.state,
      })),
      coachNames: coaches.map((c) => c.name),
      tenantNames: tenantName ? [tenantName] : [],
    },
    groups: groups.map((group) => ({ ...group, groupTrainingPlans: plans.get(group.id) ?? [] })),
    userMusics: [],
  };
};

/** Spec 000 §7 getSubjectInfo: the detail page's card, in the current centre. */
export const getSubjectInfo = async (
  tx: Tx,
  ctx: RequestContext,
  subjectId: string,
  options: DetailOptions,
): Promise<SubjectInfoResponse> => describeSubject(tx, await visibleSubject(tx, ctx, subjectId), options);

/**
 * Spec 000 §2 "The admin subject detail ... the subject is loaded by id", in management mode (no
 * tenant). Only the role named admin may look into a centre; each look sets app.tenant_id, so
 * row-level security still shows exactly one centre at a time. Without a tenantId, the centres
 * are asked in turn: there are few, and a global index of children would be a schema change.
 */
export const getSubjectInfoForAdmin = async (
  tx: Tx,
  ctx: RequestContext,
  query: AdminSubjectInfoQuery,
  options: DetailOptions,
): Promise<SubjectInfoResponse> =>
  describeSubject(tx, await findSubjectAsAdmin(tx, ctx, query.id, query.tenantId), options);

/**
 * The child, for the role named admin in management mode, with the transaction then acting as
 * the child's centre (so the caller's next reads see that centre, and only it). Other modules'
 * management-mode reads of a child (its archives) start here.
 */
export const findSubjectAsAdmin = async (tx: Tx, ctx: RequestContext, subjectId: string, tenantId?: string) => {
  // Access first: a non-admin learns nothing, not even whether the id exists.
  if (!ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)) throw forbidden();
  const centres = tenantId ? [tenantId] : await listCentreIds(tx);
  for (const centreId of centres) {
    await actAsTenantForAdmin(tx, ctx, centreId);
    const subject = await findSubjectRecord(tx, subjectId);
    if (subject) return subject;
  }
  throw notFound('subject');
};

/** The staff who work with the child (its coaches), with their roles in this centre. */
export const getSubjectLinkedStaff = async (
  tx: Tx,
  ctx: RequestContext,
  subjectId: string,
  language: Language,
): Promise<SubjectLinkedStaffResponse> => {
  const subject = await visibleSubject(tx, ctx, subjectId);
  const t = translatorFor(language);
  const coaches = await findCoaches(tx, subject.id);
  const roles = await findRoles(
    tx,
    subject.tenantId,
    coaches.map((c) => c.id),
  );
  return {
    items: coaches.map((coach) => ({
      ...coach,
      roles: roles
        .filter((r) => r.userId === coach.id)
        .map((r) => ({ name: r.roleName, displayName: t(`roles:${r.roleName}`, { defaultValue: r.roleName }) })),
    })),
  };
};

/**
 * The centres the child is granted to. A child's record belongs to one centre (a family known
 * to two centres has a record in each, invisible to the other), so this is the record's own.
 */
export const getSubjectTenants = async (
  tx: Tx,
  ctx: RequestContext,
  subjectId: string,
): Promise<SubjectTenantResponse> => {
  const subject = await visibleSubject(tx, ctx, subjectId);
  const tenantName = await findTenantName(tx, subject.tenantId);
  const firstGrant = await findFirstGrant(tx, subject.id);
  return {
    items: [
      {
        tenantId: subject.tenantId,
        tenantName: tenantName ?? '',
        status: subject.status,
        grantTime: iso(firstGrant ?? subject.createdAt),
      },
    ],
  };
};

/** Spec 000 §7 prepareForEdit: the values the outpatient-number and remark dialogs start from. */
export const prepareSubjectForEdit = async (
  tx: Tx,
  ctx: RequestContext,
  subjectId: string,
): Promise<PrepareForEditResponse> => {
  const { id, name, outpatientNumber, remark } = await visibleSubject(tx, ctx, subjectId);
  return { id, name, outpatientNumber, remark };
};
