import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Tx } from '../../platform/db/database';
import { subjects, type MusicType } from '../../platform/db/schema/index';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { archiveCounts } from '../archives/archives.service';
import { GROUP_PLAN_WRITE } from '../group-plans/group-plan-access';
import { stageOf } from '../subject-detail/subject-stage';
import { findLatestFas } from './music.repository';
import {
  findProgramme,
  findProgrammeById,
  findProgrammes,
  findPublishedPlan,
  insertProgramme,
  setProgrammeOrder,
  type ProgrammeRow,
} from './music-programme.repository';
import type {
  MusicProgramme,
  MusicProgrammeRequest,
  ProgressQuery,
  UserPlanParams,
  UserQuery,
} from './music-programme.schemas';

const toProgramme = (row: ProgrammeRow): MusicProgramme => ({
  id: row.id,
  userId: row.subjectId,
  musicType: row.musicType,
  planId: row.planId,
  code: row.code,
  planNameZh: row.nameZh,
  planNameEn: row.nameEn,
  count: row.sessionCount,
  order: row.currentOrder,
  creationTime: row.createdAt.toISOString(),
  lastModificationTime: row.updatedAt.toISOString(),
});

/**
 * Spec 001 §4 "Edit ... If order>1 the user may continue the previous progress or start from the
 * first": an edit keeps the current order or sets 1; an add starts at 1. Anything else is refused.
 */
export const programmeOrderAllowed = (current: number | undefined, requested: number): boolean =>
  current === undefined ? requested === 1 : requested === 1 || requested === current;

/** The child, readable by the caller (another centre's child is not found: row-level security). */
const readableChild = async (tx: Tx, ctx: RequestContext, userId: string) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const [child] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status, birthday: subjects.birthday })
    .from(subjects)
    .where(eq(subjects.id, userId));
  if (!child) throw notFound('subject');
  return child;
};

const fasOf = async (tx: Tx, userId: string) => {
  const fas = await findLatestFas(tx, userId);
  return { hasFas: !!fas, reportedAt: fas?.reportedAt.toISOString() ?? null, tagNames: fas?.tagNames ?? [] };
};

const isArchiveComplete = async (tx: Tx, userId: string) => {
  const counts = await archiveCounts(tx, userId);
  return counts.profile > 0 && counts.diagnosticInformation > 0;
};

/** GET subjectFasPlanDetail?userId: the child's programmes, its FAS result and the archive rule. */
export const subjectFasPlanDetail = async (tx: Tx, ctx: RequestContext, query: UserQuery) => {
  const child = await readableChild(tx, ctx, query.userId);
  return {
    userId: child.id,
    fas: await fasOf(tx, child.id),
    archiveComplete: await isArchiveComplete(tx, child.id),
    items: (await findProgrammes(tx, child.id)).map(toProgramme),
  };
};

/** Class music programme "FAS existence by userId" (001 §7). */
export const fasExistence = async (tx: Tx, ctx: RequestContext, query: UserQuery) => {
  const child = await readableChild(tx, ctx, query.userId);
  return fasOf(tx, child.id);
};

const programmeNotFound = (musicType: MusicType) =>
  new AppError(404, 'Business:MusicProgrammeNotFound', 'music:programme-not-found', {
    type: `@music:type-${musicType}`,
  });

/** Class music programme "progress (userId, musicType)": code, count and order, before editing. */
export const programmeProgress = async (tx: Tx, ctx: RequestContext, query: ProgressQuery) => {
  const child = await readableChild(tx, ctx, query.userId);
  const row = await findProgramme(tx, child.id, query.musicType);
  if (!row) throw programmeNotFound(query.musicType);
  return toProgramme(row);
};

/** GET musicPlanDetail/{userPlanId}: one programme of a child of this centre. */
export const musicPlanDetail = async (tx: Tx, ctx: RequestContext, params: UserPlanParams) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const row = await findProgrammeById(tx, params.userPlanId);
  if (!row) throw new AppError(404, 'Business:MusicProgrammeNotFound', 'music:programme-id-not-found');
  return toProgramme(row);
};

/**
 * Class music programme "submit (userId, edit, musicType, order)" (001 §4, §5, §6): editing music
 * needs group-plan write; not for an unbound child nor the infant stage; both archive
 * questionnaire counts must be non-zero; a FAS programme needs the child's FAS (HFS assessment)
 * result. Add starts at session 1; edit continues at the current session or restarts at 1.
 */
export const submitProgramme = async (
  tx: Tx,
  ctx: RequestContext,
  body: MusicProgrammeRequest,
  timeZone: string,
  now = new Date(),
) => {
  const tenant = requireTenant(ctx);
  const child = await readableChild(tx, ctx, body.userId);
  if (!ctx.permissions.has(GROUP_PLAN_WRITE)) throw forbidden('music:programme-forbidden');
  const name = child.name || '';
  if (child.status !== 'Bind') throw conflict('Business:SubjectNotBound', 'music:programme-not-bound', { name });
  const today = DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? '';
  if (stageOf(child.birthday, today) === '0-3')
    throw conflict('Business:MusicProgrammeInfant', 'music:programme-infant');
  if (!(await isArchiveComplete(tx, child.id))) {
    throw conflict('Business:ArchiveIncomplete', 'music:programme-archive-incomplete', { name });
  }
  if (body.musicType === 'Fas' && !(await findLatestFas(tx, child.id))) {
    throw conflict('Business:NoHfsResult', 'music:programme-no-hfs');
  }
  const order = body.order ?? 1;
  const current = await findProgramme(tx, child.id, body.musicType, { lock: true });
  if (!body.edit && current) {
    throw conflict('Business:MusicProgrammeExists', 'music:programme-exists', {
      type: `@music:type-${body.musicType}`,
    });
  }
  if (body.edit && !current) throw programmeNotFound(body.musicType);
  if (!programmeOrderAllowed(current?.currentOrder, order) || (current && order > current.sessionCount)) {
    throw badRequest('Business:MusicProgrammeOrderInvalid', 'music:programme-order-invalid', {
      current: current?.currentOrder ?? 1,
    });
  }
  let id: string;
  if (current) {
    id = current.id;
    await setProgrammeOrder(tx, id, order);
  } else {
    const plan = await findPublishedPlan(tx, body.musicType);
    if (!plan) {
      throw conflict('Business:MusicPlanUnavailable', 'music:programme-no-plan', {
        type: `@music:type-${body.musicType}`,
      });
    }
    const inserted = await insertProgramme(tx, {
      tenantId: tenant.id,
      subjectId: child.id,
      musicType: body.musicType,
      planId: plan.id,
      createdBy: ctx.userId,
    });
    if (!inserted) {
      throw conflict('Business:MusicProgrammeExists', 'music:programme-exists', {
        type: `@music:type-${body.musicType}`,
      });
    }
    id = inserted.id;
  }
  const saved = await findProgrammeById(tx, id);
  if (!saved) throw new Error('the saved programme was not read back');
  return toProgramme(saved);
};
