import type { Tx } from '../../platform/db/database';
import type { CoursePlanKind } from '../../platform/db/schema/music-listening';
import { badRequest } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { sessionTrackCodes } from '../music-listening/music-listening.service';
import * as repo from './music-feedback.repository';
import type { MusicFeedbackBody, PlanMusicRecordsQuery } from './music-feedback.schemas';
import { COURSE_PLAN_POLICY } from '../music-listening/course-plan-policies';

// Music feedback (issue 21 item 3; spec 001 §3 "Music feedback: userPlanId, listenedList,
// notListenedList"; §4 "tracks must be selected in order; unselecting cuts the list from the first
// changed position; the unselected remainder is sent as the not-listened list"; §8 "please select
// in order"). The browser's selector keeps the order; the server refuses a list that does not.

const NS = 'music-feedback:';

const planQuery = (kind: CoursePlanKind, planId: string) =>
  kind === 'OFFLINE' ? { userOfflinePlanId: planId } : { groupTrainingPlanId: planId };

/**
 * The listened tracks must be the first ones of the session, in its order (a prefix); the
 * not-listened ones the session's others. Answers the lists in the session's own codes, the
 * not-listened list completed with every track not listened to (the "unselected remainder").
 */
export const orderedFeedback = (
  sessionCodes: readonly string[],
  listened: readonly string[],
  notListened: readonly string[],
): { listenedList: string[]; notListenedList: string[] } => {
  if (sessionCodes.length === 0) throw badRequest('Business:MusicFeedbackNoTracks', `${NS}no-tracks`);
  const indexOf = new Map(sessionCodes.map((code, index) => [code.toLowerCase(), index]));
  const seen = new Set<string>();
  const positions = (codes: readonly string[]) =>
    codes.map((code) => {
      const index = indexOf.get(code.toLowerCase());
      if (index === undefined)
        throw badRequest('Business:MusicFeedbackTrackNotInSession', `${NS}not-in-session`, { code });
      if (seen.has(code.toLowerCase()))
        throw badRequest('Business:MusicFeedbackDuplicateTrack', `${NS}duplicate`, { code });
      seen.add(code.toLowerCase());
      return index;
    });
  const heard = positions(listened);
  positions(notListened);
  // In order: the listened ones are tracks 1..k of the session, sent in that order.
  if (heard.some((index, i) => index !== i)) throw badRequest('Business:MusicFeedbackOutOfOrder', `${NS}out-of-order`);
  return {
    listenedList: sessionCodes.slice(0, heard.length),
    notListenedList: sessionCodes.slice(heard.length),
  };
};

/** POST idtMusic/recordMusicState: the child's music feedback of a session; a retry stores nothing twice. */
export const recordMusicState = async (tx: Tx, ctx: RequestContext, body: MusicFeedbackBody) => {
  const tenant = requireTenant(ctx);
  const kind = body.planKind ?? 'OFFLINE';
  requirePermission(ctx, COURSE_PLAN_POLICY[kind].write);
  // The plan (another centre's is not found), the child in it and the session's tracks in order.
  const codes = await sessionTrackCodes(tx, ctx, kind, {
    userId: body.userId,
    ...planQuery(kind, body.userPlanId),
    num: body.num,
  });
  const lists = orderedFeedback(codes, body.listenedList, body.notListenedList ?? []);
  return repo.upsertFeedback(
    tx,
    tenant.id,
    ctx.userId,
    { kind, planId: body.userPlanId, subjectId: body.userId, num: body.num },
    lists.listenedList,
    lists.notListenedList,
  );
};

/** GET idtMusic/planMusicRecords: a plan's music feedback, session by session (one child, or all). */
export const planMusicRecords = async (tx: Tx, ctx: RequestContext, query: PlanMusicRecordsQuery) => {
  requireTenant(ctx);
  const kind = query.planKind ?? 'OFFLINE';
  requirePermission(ctx, COURSE_PLAN_POLICY[kind].read);
  return { items: await repo.feedbacksOf(tx, kind, query.userPlanId, query.userId) };
};
