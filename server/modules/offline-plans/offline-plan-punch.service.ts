import type { Tx } from '../../platform/db/database';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { boundSubjectOf, requireReader, requireWriter } from './offline-plan-access';
import { audioSessionOf, unheardOf, type AudioSession } from './offline-plan-audio.service';
import { planConflict, planNotFound } from './offline-plan.errors';
import { findPunches, insertPunchOnce, type PunchRow } from './offline-plan-punch.repository';
import { getPlan } from './offline-plan-read.service';
import { planEvent } from './offline-plan.service';
import { findItems, findPlan, type PlanRow } from './offline-plans.repository';
import type {
  AudioPunchView,
  NumPunchBody,
  NumPunchQuery,
  NumPunchView,
  PunchBody,
} from './offline-plan-punch.schemas';

// The offline plan's punches (check-ins; spec 001 §7 punch, forNumPunch, punchForNum,
// punchForAudio, audioPunch). A punch records that a session's targets were done, once: the
// session punch (its training activities each answered or marked not started, and on a v1 card
// its audio punch when it has course music), the audio punch (every course-music track of the
// session heard to the end, from the listening records). A retry answers the stored punch.

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const recordOf = (row: PunchRow) => ({
  id: row.id,
  planId: row.planId,
  num: row.num,
  kind: row.kind,
  codes: row.codes,
  punchedAt: row.punchedAt.toISOString(),
});

const readable = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireReader(ctx);
  const plan = await findPlan(tx, id);
  if (!plan) throw planNotFound();
  return plan;
};

/** The session to punch: one the plan has reached, on a plan that is running or ended, not filed away. */
const sessionNum = (plan: PlanRow, num: number | undefined) => {
  const n = num ?? plan.num;
  if (n > plan.totalNum) throw planNotFound();
  if (plan.isDeleted) throw planConflict('suspended');
  if (plan.status === 'Closed') throw planConflict('closed');
  if (plan.status === 'None') throw planConflict('not-started');
  if (n > plan.num) throw planConflict('punch-session-not-reached', { num: n, current: plan.num });
  return n;
};

const audioView = (plan: PlanRow, session: AudioSession): AudioPunchView => {
  const punched = new Set((session.punch?.codes ?? []).map((c) => c.toLowerCase()));
  const heard = new Set(session.listenedList.map((c) => c.toLowerCase()));
  return {
    planId: plan.id,
    num: session.num,
    cardVersion: plan.cardVersion,
    required: session.required,
    punched: session.punch !== null,
    punchedAt: iso(session.punch?.punchedAt),
    canPunch: session.trackCodes.length > 0 && unheardOf(session).length === 0,
    listenedList: session.listenedList,
    tracks: session.trackCodes.map((code) => ({
      code,
      titleZh: session.titles.get(code)?.titleZh ?? code,
      titleEn: session.titles.get(code)?.titleEn ?? code,
      listened: heard.has(code.toLowerCase()),
      isPunched: punched.has(code.toLowerCase()),
    })),
  };
};

/** GET punchForAudio?id&num: the session's course music with isPunched, and its audio punch. */
export const punchForAudio = async (tx: Tx, ctx: RequestContext, query: NumPunchQuery): Promise<AudioPunchView> => {
  const plan = await readable(tx, ctx, query.id);
  const num = query.num ?? plan.num;
  if (num > plan.totalNum) throw planNotFound();
  return audioView(plan, await audioSessionOf(tx, ctx, plan, num));
};

/**
 * POST audioPunch {id, num}: stores the session's audio punch, the tracks heard as punched. A
 * session without course music, or with a track not heard to the end, is a 409 saying so.
 */
export const audioPunch = async (tx: Tx, ctx: RequestContext, body: NumPunchBody): Promise<AudioPunchView> => {
  requireWriter(ctx);
  const plan = await findPlan(tx, body.id, true);
  if (!plan) throw planNotFound();
  const subject = await boundSubjectOf(tx, plan);
  const num = sessionNum(plan, body.num);
  const session = await audioSessionOf(tx, ctx, plan, num);
  if (!session.punch) {
    if (session.trackCodes.length === 0) throw planConflict('audio-punch-no-music', { num });
    const unheard = unheardOf(session);
    if (unheard.length > 0) throw planConflict('audio-punch-not-heard', { count: unheard.length });
    const { punch, created } = await insertPunchOnce(tx, {
      tenantId: plan.tenantId,
      planId: plan.id,
      num,
      kind: 'Audio',
      codes: session.trackCodes,
      punchedBy: ctx.userId,
    });
    session.punch = punch;
    if (created)
      await planEvent(tx, plan, 'OfflinePlanChanged', { action: 'AudioPunched', subject, by: ctx.userId, num });
  }
  return audioView(plan, session);
};

/** What the session's punch waits for: open activities, and on a v1 card its audio punch. */
const sessionState = async (tx: Tx, ctx: RequestContext, plan: PlanRow, num: number) => {
  const items = await findItems(tx, plan.id, num);
  const open = items.filter(({ item }) => item.hasDone === null).length;
  const audio = await audioSessionOf(tx, ctx, plan, num);
  const punch = (await findPunches(tx, plan.id, num)).find((row) => row.kind === 'Session') ?? null;
  return { items, open, audio, punch, audioOpen: audio.required && !audio.punch };
};

/**
 * POST/PUT punch {id, num?} and punchForNum {id, num}: stores the session's punch. An activity
 * without feedback (409 Business:OfflinePlanFeedbackFirst) or a v1 session's missing audio punch
 * (409 Business:OfflinePlanAudioPunchFirst) refuses it; a retry answers the stored punch.
 */
export const punchSession = async (tx: Tx, ctx: RequestContext, body: PunchBody) => {
  requireWriter(ctx);
  const plan = await findPlan(tx, body.id, true);
  if (!plan) throw planNotFound();
  const subject = await boundSubjectOf(tx, plan);
  const num = sessionNum(plan, body.num);
  const state = await sessionState(tx, ctx, plan, num);
  if (state.punch) return recordOf(state.punch);
  if (state.open > 0) throw planConflict('feedback-first', { count: state.open });
  if (state.audioOpen) throw planConflict('audio-punch-first', { count: unheardOf(state.audio).length });
  const { punch, created } = await insertPunchOnce(tx, {
    tenantId: plan.tenantId,
    planId: plan.id,
    num,
    kind: 'Session',
    codes: [...new Set(state.items.map(({ program }) => program.code))],
    punchedBy: ctx.userId,
  });
  if (created) await planEvent(tx, plan, 'OfflinePlanChanged', { action: 'Punched', subject, by: ctx.userId, num });
  return recordOf(punch);
};

/** GET forNumPunch?id&num: the session's punch and, per activity, its numPunchOutput. */
export const forNumPunch = async (
  tx: Tx,
  ctx: RequestContext,
  query: NumPunchQuery,
  language: Language,
  today: string,
): Promise<NumPunchView> => {
  const plan = await readable(tx, ctx, query.id);
  const num = query.num ?? plan.num;
  if (num > plan.totalNum) throw planNotFound();
  const state = await sessionState(tx, ctx, plan, num);
  const detail = await getPlan(tx, ctx, plan.id, language, today);
  const audioRecordPunch = { punched: state.audio.punch !== null, listenedList: state.audio.listenedList };
  return {
    planId: plan.id,
    num,
    cardVersion: plan.cardVersion,
    punched: state.punch !== null,
    punchedAt: iso(state.punch?.punchedAt),
    canPunch: state.punch === null && num <= plan.num && state.open === 0 && !state.audioOpen,
    audioRequired: state.audio.required,
    items: detail.planItems
      .filter((item) => item.num === num)
      .map((item) => ({
        id: item.id,
        programCode: item.trainingProgram.code,
        title: item.trainingProgram.title,
        hasDone: item.hasDone,
        numPunchOutput: {
          feedbacks: item.feedbacks.length + item.guardianFeedbacks.length,
          hasDone: item.hasDone,
          audioRecordPunch,
        },
      })),
  };
};
