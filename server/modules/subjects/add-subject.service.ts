import { keptSubjectValues, subjectFieldRules, subjectProblems } from '../../../machines/subject-fields';
import type { Tx } from '../../platform/db/database';
import { AppError, type ValidationErrorInfo } from '../../platform/errors';
import { translatorFor } from '../../platform/i18n';
import { appendEvent } from '../../platform/outbox';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { centreDay } from '../../platform/time';
import { findCentreCoaches, hasSubjectNamed, insertSubjects } from './subjects.repository';
import type { AddSubjectBody, FormOptionsResponse, NewSubject, SubjectListItem } from './subjects.schemas';
import { subjectItems, type ListSettings } from './subjects.service';

/** The roles a guardian may hold for a child; their names in server/locales/<language>/guardian-roles.json. */
export const GUARDIAN_ROLES = ['Mother', 'Father', 'Grandmother', 'Grandfather', 'Other'] as const;

const MEMBER_OF = { name: 'name', outpatientNumber: 'outpatientNumber', birthDay: 'birthDay' } as const;

/**
 * The children as the tenant's subject front permissions allow them (spec 000 §5 "Add subject"),
 * or a ValidationError naming each refused field (subjects.0.birthDay, ...). Exported for the
 * guardians module, which adds children to a guardian by the same rules.
 */
export const acceptedSubjects = (ctx: RequestContext, subjects: readonly NewSubject[], today: string) => {
  const rules = subjectFieldRules((name) => ctx.features.has(name));
  const problems: { member: string; key: string }[] = [];
  const accepted = subjects.map((subject, index) => {
    const values = {
      name: subject.name ?? '',
      birthDay: subject.birthDay,
      gender: subject.gender,
      outpatientNumber: subject.outpatientNumber ?? '',
      remark: subject.remark ?? '',
    };
    for (const [field, problem] of Object.entries(subjectProblems(values, rules, today))) {
      problems.push({ member: `subjects.${index}.${MEMBER_OF[field as keyof typeof MEMBER_OF]}`, key: problem });
    }
    const kept = keptSubjectValues(values, rules);
    return { ...kept, birthday: kept.birthDay };
  });
  if (problems.length > 0) {
    throw new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
      const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key }) => ({
        message: t(`subjects:${key}`),
        members: [member],
      }));
      return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
    });
  }
  return accepted;
};

/** POST /api/business/subject/subject: children registered without a guardian (registerType Username). */
export const addSubjects = async (
  tx: Tx,
  ctx: RequestContext,
  body: AddSubjectBody,
  settings: ListSettings,
): Promise<SubjectListItem[]> => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const accepted = acceptedSubjects(ctx, body.subjects, centreDay(settings.timeZone));
  const inserted = await insertSubjects(
    tx,
    tenant.id,
    accepted.map(({ name, birthday, gender, outpatientNumber, remark }) => ({
      name,
      birthday,
      gender,
      outpatientNumber,
      remark,
    })),
  );
  // The list and the workbench of everyone who may see children refresh on it.
  await appendEvent(tx, {
    tenantId: tenant.id,
    type: 'SubjectAdded',
    version: 1,
    permission: PERMISSIONS.subjectList,
    payload: { subjectIds: inserted.map((s) => s.id), subjectNames: inserted.map((s) => s.name), by: ctx.userId },
  });
  const items = await subjectItems(
    tx,
    inserted.map((s) => s.id),
    settings,
  );
  // In the order they were given (the list's order is newest first).
  return inserted.flatMap((s) => items.filter((item) => item.id === s.id));
};

/** POST /api/business/subject/check: whether the centre has a child of exactly this name. */
export const checkSameName = async (tx: Tx, ctx: RequestContext, name: string) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  return { hadSame: await hasSubjectNamed(tx, name.trim()) };
};

/** GET /api/business/subject/formOptions: the centre's coaches and the guardian roles, named for the reader. */
export const formOptions = async (
  tx: Tx,
  ctx: RequestContext,
  settings: ListSettings,
): Promise<FormOptionsResponse> => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const t = translatorFor(settings.language);
  return {
    coaches: await findCentreCoaches(tx, tenant.id),
    avaliableGuardianRoles: GUARDIAN_ROLES.map((name) => ({ name, displayName: t(`guardian-roles:${name}`) })),
  };
};
