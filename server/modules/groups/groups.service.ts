import { DateTime } from 'luxon';
import { fixedCapacityOf, proposeSelection, selectionLimitOf } from '../../../machines/group-selection';
import type { Tx } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound, type ValidationErrorInfo } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { refuseMembershipClashes } from '../calendar/calendar-membership.service';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { ageStageOf, type AgeStage } from '../subject-detail/subject-stage';
import {
  findBoundChildren,
  findChildrenByIds,
  findGroup,
  findGroupChildren,
  findGroupPage,
  findMembersOf,
  insertGroup,
  MASKED_NAME,
  replaceGroupChildren,
  updateGroup,
  type ChildRow,
  type GroupRow,
  type GroupValues,
  findGroupsOfChild,
} from './groups.repository';
import type {
  BoundChildrenRequest,
  GroupBody,
  GroupChild,
  GroupChildListResponse,
  GroupChildrenBody,
  GroupItem,
  GroupListRequest,
  GroupUpdateBody,
} from './groups.schemas';

/** The centre menu's group list (spec 000 §2 traningManage/classList) grants managing groups. */
export const GROUP_PERMISSION = 'Menu.TraningManage.ClassList';

/**
 * The groups a child belongs to, oldest membership first, for the subject-detail card: its caller
 * has already been allowed to see the child, so no class permission is asked for here.
 */
export const groupsOfChild = (tx: Tx, subjectId: string) => findGroupsOfChild(tx, subjectId);

const groupNotFound = () => new AppError(404, 'NotFound', 'groups:not-found');

type Problem = { member: string; key: string; params?: Record<string, number> };

/** A ValidationError in the spec's error shape, one entry per refused field. */
const invalid = (problems: Problem[]) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key, params }) => ({
      message: t(`groups:${key}`, params),
      members: [member],
    }));
    return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
  });

/** The stored values: a OneToN group holds N children, a Class the capacity chosen for it. */
const acceptedGroup = (body: GroupBody, problems: Problem[]): GroupValues => {
  const name = body.name?.trim() ?? '';
  if (name === '') problems.push({ member: 'name', key: 'name-required' });
  const fixed = fixedCapacityOf(body.type);
  if (fixed !== null && body.capacity !== undefined && body.capacity !== fixed) {
    problems.push({ member: 'capacity', key: 'capacity-fixed', params: { count: fixed } });
  }
  if (fixed === null && body.capacity === undefined) problems.push({ member: 'capacity', key: 'capacity-required' });
  return { name, type: body.type, ageStage: body.ageStage, capacity: fixed ?? body.capacity ?? 0 };
};

const item = (row: GroupRow, members: { id: string; name: string }[]): GroupItem => ({
  id: row.id,
  name: row.name,
  type: row.type,
  ageStage: row.ageStage,
  capacity: row.capacity,
  memberCount: members.length,
  groupLinkUsers: members.map(({ id, name }) => ({ id, name })),
  creationTime: row.createdAt.toISOString(),
});

const items = async (tx: Tx, rows: GroupRow[]) => {
  const members = await findMembersOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    item(
      row,
      members.filter((m) => m.groupId === row.id),
    ),
  );
};

const ownGroup = async (tx: Tx, ctx: RequestContext, id: string) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, GROUP_PERMISSION);
  const group = await findGroup(tx, id);
  if (!group) throw groupNotFound();
  return { tenant, group };
};

/** POST /api/rocket/group/getList: the centre's groups, newest first, with their children. */
export const listGroups = async (tx: Tx, ctx: RequestContext, query: GroupListRequest) => {
  requireTenant(ctx);
  requirePermission(ctx, GROUP_PERMISSION);
  const page = await findGroupPage(tx, query);
  return { items: await items(tx, page.items), totalCount: page.totalCount };
};

/**
 * Who may read one class: its managers, and whoever runs its group plans (a coach opens the class
 * page to take attendance without managing the class list). Listing and editing stay the managers'.
 */
const GROUP_READERS = [GROUP_PERMISSION, 'RocketSystem.GroupTrainingPlan'];

/** GET /api/rocket/group/{id}. */
export const getGroup = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireTenant(ctx);
  if (!GROUP_READERS.some((p) => ctx.permissions.has(p))) requirePermission(ctx, GROUP_PERMISSION);
  const group = await findGroup(tx, id);
  if (!group) throw groupNotFound();
  const [one] = await items(tx, [group]);
  return one!;
};

/** POST /api/rocket/group. */
export const createGroup = async (tx: Tx, ctx: RequestContext, body: GroupBody) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, GROUP_PERMISSION);
  const problems: Problem[] = [];
  const values = acceptedGroup(body, problems);
  if (problems.length > 0) throw invalid(problems);
  const row = await insertGroup(tx, tenant.id, values);
  return item(row, []);
};

/**
 * PUT /api/rocket/group. Spec 001 §5: the age stage is locked once the group exists (its
 * children were chosen for it), and the group cannot shrink below the children it has.
 */
export const editGroup = async (tx: Tx, ctx: RequestContext, body: GroupUpdateBody) => {
  const { group } = await ownGroup(tx, ctx, body.id);
  const problems: Problem[] = [];
  const values = acceptedGroup(body, problems);
  if (values.ageStage !== group.ageStage) problems.push({ member: 'ageStage', key: 'age-stage-locked' });
  const children = (await findMembersOf(tx, [group.id])).length;
  if (children > selectionLimitOf(values)) {
    problems.push({ member: 'capacity', key: 'capacity-below-children', params: { count: children } });
  }
  if (problems.length > 0) throw invalid(problems);
  const row = await updateGroup(tx, group.id, values);
  if (!row) throw groupNotFound();
  const [one] = await items(tx, [row]);
  return one!;
};

const child = (row: ChildRow, today: string): GroupChild => ({ ...row, ageStage: ageStageOf(row.birthDay, today) });

/** GET /api/rocket/group/childList/{groupId}: the group's children, by name. */
export const listGroupChildren = async (
  tx: Tx,
  ctx: RequestContext,
  groupId: string,
  today: string,
): Promise<GroupChildListResponse> => {
  const { group } = await ownGroup(tx, ctx, groupId);
  const rows = await findGroupChildren(tx, group.id);
  return { items: rows.map((r) => child(r, today)), totalCount: rows.length };
};

/** Spec 000 §5: before school until 5.5 years, i.e. 66 whole months. */
const SCHOOL_AGE_MONTHS = 66;

/**
 * Birthdays a few days either side of the age-stage bound, so the database narrows the rows and
 * ageStageOf, which counts whole months, has the last word on the children near the bound.
 */
const bornWindow = (ageStage: AgeStage, today: string) => {
  const bound = DateTime.fromISO(today).minus({ months: SCHOOL_AGE_MONTHS });
  return ageStage === 'PreSchool'
    ? { after: bound.minus({ days: 7 }).toISODate()! }
    : { until: bound.plus({ days: 7 }).toISODate()! };
};

/**
 * POST /api/rocket/group/boundChildren (spec 000 §7 "Bound children list", path not shown): the
 * children a group of this age stage may take: bound to the centre, never the masked '***'.
 */
export const listBoundChildren = async (
  tx: Tx,
  ctx: RequestContext,
  query: BoundChildrenRequest,
  today: string,
): Promise<GroupChildListResponse> => {
  requireTenant(ctx);
  requirePermission(ctx, GROUP_PERMISSION);
  const rows = (await findBoundChildren(tx, bornWindow(query.ageStage, today)))
    .map((r) => child(r, today))
    .filter((c) => c.ageStage === query.ageStage);
  return {
    items: rows.slice(query.skipCount, query.skipCount + query.maxResultCount),
    totalCount: rows.length,
  };
};

/** Why a child may not join this group, checked for the children the save adds. */
const refusal = (row: ChildRow, group: GroupRow, today: string) => {
  if (row.name === MASKED_NAME) return conflict('Business:SubjectMasked', 'groups:child-masked');
  if (row.status !== 'Bind') return conflict('Business:SubjectNotBound', 'groups:child-not-bound', { name: row.name });
  if (ageStageOf(row.birthDay, today) !== group.ageStage) {
    return conflict('Business:SubjectAgeStageMismatch', 'groups:child-wrong-age-stage', {
      name: row.name,
      stage: `@groups:age-stages.${group.ageStage === 'PreSchool' ? 'pre-school' : 'grade-or-teen-school'}`,
    });
  }
  return null;
};

/**
 * PUT /api/rocket/group/user (spec 000 §7 "Save group children"): the group's children become
 * exactly userIds. Children who join must be bound, unmasked and of the group's age stage; those
 * already in it may stay after their status or stage changed, so a group can still be edited.
 */
export const saveGroupChildren = async (
  tx: Tx,
  ctx: RequestContext,
  body: GroupChildrenBody,
  today: string,
  // The centre's zone names the clashing hours in a refusal; the seed, which clashes with nothing, omits it.
  timeZone = 'UTC',
) => {
  const { tenant, group } = await ownGroup(tx, ctx, body.groupId);
  const current = (await findGroupChildren(tx, group.id)).map((c) => c.id);
  const outcome = proposeSelection(group, current, body.userIds);
  if (!outcome.accepted) {
    throw badRequest('Business:GroupCapacityExceeded', 'groups:too-many-children', { count: outcome.limit });
  }
  const ids = [...outcome.selection];
  const rows = await findChildrenByIds(tx, ids);
  if (rows.length !== ids.length) throw notFound('subject');
  for (const row of rows) {
    const refused = current.includes(row.id) ? null : refusal(row, group, today);
    if (refused) throw refused;
  }
  // A joining child must be free at the class's future course hours (the calendar's conflict rule).
  const joining = rows.filter((row) => !current.includes(row.id));
  await refuseMembershipClashes(tx, { groupId: group.id, children: joining, timeZone });
  const { added, removed } = await replaceGroupChildren(tx, tenant.id, group.id, ids);
  if (added.length > 0 || removed.length > 0) {
    // The group list and the children's detail pages show who is in which group.
    await appendEvent(tx, {
      tenantId: tenant.id,
      type: 'GroupChildrenChanged',
      version: 1,
      permission: GROUP_PERMISSION,
      payload: { groupId: group.id, added, removed, by: ctx.userId },
    });
  }
  const [one] = await items(tx, [group]);
  return one!;
};
