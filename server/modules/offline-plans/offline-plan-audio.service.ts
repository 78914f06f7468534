import type { Tx } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy';
import { audioPunches, sessionTrackTitles } from '../music-listening/music-listening.service';
import { planConflict } from './offline-plan.errors';
import { findPunches, type PunchRow } from './offline-plan-punch.repository';
import type { PlanRow } from './offline-plans.repository';

// A session's audio punch (spec 001 §3 numPunchOutput.audioRecordPunch {punched, listenedList},
// iLs tracks with isPunched; §4 "v1 also needs the audio punch if present"). Its source is the
// music listening records (server/modules/music-listening): the session's course-music tracks and
// the tracks the child heard to the end. Kept apart from offline-plan-punch.service.ts so that
// ending a class (offline-plan.service.ts) can ask it without importing the punch's steps.

export type AudioSession = {
  num: number;
  /** The session's course-music tracks, in the programme's order. */
  trackCodes: string[];
  /** Their titles, by code. */
  titles: Map<string, { titleZh: string; titleEn: string }>;
  /** The tracks heard to the end in this session, in the order they were finished. */
  listenedList: string[];
  /** The v1 card's session has course music: ending its class waits for the audio punch. */
  required: boolean;
  punch: PunchRow | null;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The plan's sessions' listened tracks (one read for the plan), session → codes. */
export const listenedBySession = async (tx: Tx, ctx: RequestContext, plan: PlanRow) => {
  const { items } = await audioPunches(tx, ctx, 'OFFLINE', { userOfflinePlanId: plan.id, userId: plan.subjectId });
  return new Map(items.map((row) => [row.num, row.listenedList]));
};

/** Session `num`'s course music, what was heard of it and its audio punch, if stored. */
export const audioSessionOf = async (
  tx: Tx,
  ctx: RequestContext,
  plan: PlanRow,
  num: number,
): Promise<AudioSession> => {
  const tracks = await sessionTrackTitles(tx, ctx, 'OFFLINE', {
    userOfflinePlanId: plan.id,
    userId: plan.subjectId,
    num,
  });
  const trackCodes = tracks.map((t) => t.code);
  const titles = new Map(tracks.map((t) => [t.code, { titleZh: t.titleZh, titleEn: t.titleEn }]));
  const listenedList = (await listenedBySession(tx, ctx, plan)).get(num) ?? [];
  const punch = (await findPunches(tx, plan.id, num)).find((row) => row.kind === 'Audio') ?? null;
  return { num, trackCodes, titles, listenedList, required: plan.cardVersion === 'v1' && trackCodes.length > 0, punch };
};

/** The session's tracks not heard to the end yet. */
export const unheardOf = (session: AudioSession) =>
  session.trackCodes.filter((code) => !session.listenedList.some((heard) => same(heard, code)));

/**
 * Ending a class on a v1 card (001 §4): the session's audio punch, when it has course music, must
 * be stored first; a 409 Business:OfflinePlanAudioPunchFirst says how many tracks are not heard.
 */
export const requireAudioPunch = async (tx: Tx, ctx: RequestContext, plan: PlanRow) => {
  if (plan.cardVersion !== 'v1') return;
  const session = await audioSessionOf(tx, ctx, plan, plan.num);
  if (session.required && !session.punch) throw planConflict('audio-punch-first', { count: unheardOf(session).length });
};
