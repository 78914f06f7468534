import type { Tx } from '../../platform/db/database';
import type { CoursePlanKind, ListeningPlanKind } from '../../platform/db/schema/music-listening';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import type { Translate } from '../../platform/i18n';
import { appendEvent } from '../../platform/outbox';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { COURSE_PLAN_POLICY } from './course-plan-policies';
import { trackPlayUrl } from '../content/tracks/track.service';
import { chargeFinishedCourseMusic } from '../contracts/hfs/hfs-music-charge.service';
import type { Messenger } from '../../platform/messaging/messenger';
import { chargeNames } from './music-charge.repository';
import * as repo from './music-listening.repository';

// Music listening (issue 21 items 2-5; spec 001 §4 playback, §7 audio tracks, §9 interval 15 s).
// Every rule is the server's: the limit per session, one open play session per child and track,
// progress never backwards and never beyond the track, events throttled to one per interval.

/** Spec 001 §9: progress is saved every 15 s. */
export const LISTENING_INTERVAL_MS = 15_000;
/** A play session with no call for two intervals no longer counts (listening now, a second tab). */
export const HEARTBEAT_EXPIRY_MS = 2 * LISTENING_INTERVAL_MS;
/**
 * The browser's 15 s timer lands a few ms either side of the interval: without slack, a call a
 * little early misses its event and the workbench hears only every other heartbeat (30 s apart,
 * at the edge of the expiry).
 */
const PROGRESS_EVENT_SLACK_MS = 2_000;

const NS = 'music-listening:';

export type Operate = 'START' | 'PROGRESS' | 'PAUSE' | 'STOP' | 'FINISH';

export type AudioTrackCall = {
  userId: string;
  trackCode: string;
  progress: number;
  userOfflinePlanId?: string;
  groupTrainingPlanId?: string;
  userMusicPlanId?: string;
  num: number;
  audioOperate?: Operate;
  platform?: string;
  playSessionId?: string;
};

export type Signing = { key: Uint8Array; now: Date };

/** The app's clock, the caller's language, the centre's day and the messenger (contract reminders). */
type Env = { now: Date; t: Translate; today: string; messenger: Messenger };

/** The plan ids a call may carry, one per plan kind (each kind's calls read their own). */
type PlanIds = { userOfflinePlanId?: string; groupTrainingPlanId?: string; userMusicPlanId?: string };

const PLAN_FIELD: Record<ListeningPlanKind, keyof PlanIds> = {
  OFFLINE: 'userOfflinePlanId',
  GROUP: 'groupTrainingPlanId',
  PROGRAMME: 'userMusicPlanId',
};

const planOf = (kind: ListeningPlanKind, call: PlanIds) => {
  const id = call[PLAN_FIELD[kind]];
  if (!id) throw badRequest('Business:ListeningPlanMissing', `${NS}plan-missing`, { field: PLAN_FIELD[kind] });
  return id;
};

const planNotFound = () => new AppError(404, 'NotFound', `${NS}plan-not-found`);

/**
 * Playing a plan's music, and reading its records, needs the read policy of the plan's kind
 * (course-plan-policies.ts). A child's music programme is read with the child (its tab's rule:
 * the subject list).
 */
const READ_POLICY: Record<ListeningPlanKind, string> = {
  OFFLINE: COURSE_PLAN_POLICY.OFFLINE.read,
  GROUP: COURSE_PLAN_POLICY.GROUP.read,
  PROGRAMME: PERMISSIONS.subjectList,
};
const requirePlanReader = (ctx: RequestContext, kind: ListeningPlanKind) => {
  requireTenant(ctx);
  requirePermission(ctx, READ_POLICY[kind]);
};

/** The plan (RLS: another centre's is not found), the child in it, the session's tracks and progress. */
const sessionOf = async (tx: Tx, ctx: RequestContext, key: repo.PlanKey) => {
  requirePlanReader(ctx, key.kind);
  const plan = await repo.findPlan(tx, key.kind, key.planId, key.subjectId);
  if (!plan || !plan.subjectOk) throw planNotFound();
  if (key.num < 1 || key.num > plan.totalNum) throw new AppError(404, 'NotFound', `${NS}session-not-found`);
  // A programme is heard session by session: the next opens once the one it is at is heard.
  if (plan.currentOrder !== null && key.num > plan.currentOrder)
    throw new AppError(409, 'Business:ProgrammeSessionNotReached', `${NS}session-not-reached`, {
      order: plan.currentOrder,
      num: key.num,
    });
  const tracks = plan.brainMusicId
    ? await repo.sessionTracks(tx, plan.brainMusicId, key.num)
    : plan.musicPlanId
      ? await repo.musicPlanSessionTracks(tx, plan.musicPlanId, key.num)
      : [];
  const progress = await repo.progressOf(tx, key);
  const byCode = new Map(progress.map((row) => [row.trackCode.toLowerCase(), row]));
  const finished = (code: string) => byCode.get(code.toLowerCase())?.isFinished ?? false;
  // The limit: each of the session's tracks once to the end.
  const limitReached = tracks.length > 0 && tracks.every((track) => finished(track.code));
  return { plan, tracks, byCode, finished, limitReached };
};

const reasonOf = (t: Translate, session: { tracks: unknown[]; limitReached: boolean }) =>
  session.tracks.length === 0 ? t(`${NS}no-tracks`) : session.limitReached ? t(`${NS}limit`) : null;

/**
 * The session's track codes in order, after the checks courseMusic makes (the plan in this centre,
 * the child in it, the session, the read policy), without signing a play URL per track: what the
 * music feedback checks its lists against.
 */
export const sessionTrackCodes = async (
  tx: Tx,
  ctx: RequestContext,
  kind: ListeningPlanKind,
  query: PlanIds & { userId: string; num: number },
): Promise<string[]> => {
  const key = { kind, planId: planOf(kind, query), subjectId: query.userId, num: query.num };
  return (await sessionOf(tx, ctx, key)).tracks.map((track) => track.code);
};

/**
 * The course-music track codes of an offline or group plan's sessions 1..`upTo`, by session, after
 * the checks sessionTrackCodes makes once (a plan's punch target counts every session so far).
 */
export const sessionsTrackCodes = async (
  tx: Tx,
  ctx: RequestContext,
  kind: CoursePlanKind,
  query: PlanIds & { userId: string; upTo: number },
): Promise<Map<number, string[]>> => {
  requirePlanReader(ctx, kind);
  const plan = await repo.findPlan(tx, kind, planOf(kind, query), query.userId);
  if (!plan || !plan.subjectOk) throw planNotFound();
  const byNum = new Map<number, string[]>();
  if (!plan.brainMusicId) return byNum;
  for (const row of await repo.sessionsTrackCodes(tx, plan.brainMusicId, Math.min(query.upTo, plan.totalNum)))
    byNum.set(row.num, [...(byNum.get(row.num) ?? []), row.code]);
  return byNum;
};

/** sessionTrackCodes with each track's titles (the offline plan's audio punch names its tracks). */
export const sessionTrackTitles = async (
  tx: Tx,
  ctx: RequestContext,
  kind: ListeningPlanKind,
  query: PlanIds & { userId: string; num: number },
): Promise<{ code: string; titleZh: string; titleEn: string }[]> => {
  const key = { kind, planId: planOf(kind, query), subjectId: query.userId, num: query.num };
  return (await sessionOf(tx, ctx, key)).tracks.map((t) => ({ code: t.code, titleZh: t.nameZh, titleEn: t.nameEn }));
};

/** GET userCourseProgress: the session's course music, where the child is in each track. */
export const courseMusic = async (
  tx: Tx,
  ctx: RequestContext,
  signing: Signing,
  t: Translate,
  kind: ListeningPlanKind,
  query: PlanIds & { userId: string; num: number },
) => {
  const key = { kind, planId: planOf(kind, query), subjectId: query.userId, num: query.num };
  const session = await sessionOf(tx, ctx, key);
  const tracks = [];
  for (const track of session.tracks) {
    const stored = session.byCode.get(track.code.toLowerCase());
    tracks.push({
      code: track.code,
      courseCode: track.courseCode,
      titleZh: track.nameZh,
      titleEn: track.nameEn,
      durationMs: track.durationMs,
      playUrl: (await trackPlayUrl(tx, ctx, signing, track.id)).url,
      boneConductionVolume: session.plan.audioType === 'BoneConduction' ? BONE_CONDUCTION_VOLUME : null,
      lastProgress: stored?.lastProgress ?? 0,
      isFinished: stored?.isFinished ?? false,
    });
  }
  const reason = reasonOf(t, session);
  return {
    planKind: kind,
    planId: key.planId,
    subjectId: key.subjectId,
    num: key.num,
    audioType: session.plan.audioType,
    tracks,
    canListen: reason === null,
    cannotListenReason: reason,
  };
};

/** The programme has no per-track volume yet: bone-conduction programmes play at this level. */
const BONE_CONDUCTION_VOLUME = 60;

/** GET userCourseAudioTrackProgresses: 001 §3 "Audio progress record" of the session. */
export const audioTrackProgresses = async (
  tx: Tx,
  ctx: RequestContext,
  kind: ListeningPlanKind,
  query: PlanIds & { userId: string; num: number },
) => {
  const key = { kind, planId: planOf(kind, query), subjectId: query.userId, num: query.num };
  const session = await sessionOf(tx, ctx, key);
  return { items: [...session.byCode.values()] };
};

type Answer = {
  canListen: boolean;
  cannotListenReason: string | null;
  playSessionId: string | null;
  lastProgress: number;
};

/** A playback call: START, PROGRESS, PAUSE, STOP or FINISH (the path decides, not audioOperate). */
export const playAudioTrack = async (
  tx: Tx,
  ctx: RequestContext,
  env: Env,
  kind: ListeningPlanKind,
  operate: Operate,
  call: AudioTrackCall,
): Promise<Answer> => {
  const tenant = requireTenant(ctx);
  const key = { kind, planId: planOf(kind, call), subjectId: call.userId, num: call.num };
  const session = await sessionOf(tx, ctx, key);
  const track = session.tracks.find((row) => row.code.toLowerCase() === call.trackCode.toLowerCase());
  if (!track) throw new AppError(404, 'NotFound', `${NS}track-not-found`, { code: call.trackCode });
  const code = track.code;
  if (call.progress > track.durationMs)
    throw badRequest('Business:ListeningProgressBeyondTrack', `${NS}progress-beyond-track`, {
      progress: call.progress,
      duration: track.durationMs,
    });
  const stored = session.byCode.get(code.toLowerCase());
  const lastProgress = stored?.lastProgress ?? 0;
  const refuse = (reason: string): Answer => ({
    canListen: false,
    cannotListenReason: reason,
    playSessionId: null,
    lastProgress,
  });

  if (operate === 'START') {
    // A retried start of a session still open answers it again.
    if (call.playSessionId) {
      const open = await repo.findPlaySession(tx, call.playSessionId);
      if (open && !open.ended && sameTarget(open, key, code))
        return { canListen: true, cannotListenReason: null, playSessionId: open.id, lastProgress };
    }
    if (session.limitReached || session.finished(code)) return refuse(env.t(`${NS}limit`));
    await repo.endStaleSession(tx, key.subjectId, code, new Date(env.now.getTime() - HEARTBEAT_EXPIRY_MS), env.now);
    await repo.ensureProgress(tx, tenant.id, key, code, ctx.userId, env.now);
    const from = Math.max(lastProgress, Math.min(call.progress, track.durationMs));
    const id = await repo.openPlaySession(tx, tenant.id, key, code, from, ctx.userId, env.now);
    if (!id) return refuse(env.t(`${NS}another-tab`));
    await appendEvent(tx, {
      tenantId: tenant.id,
      type: 'ListeningStarted',
      version: 1,
      payload: { playSessionId: id, ...payloadOf(key, code), progress: from },
    });
    return { canListen: true, cannotListenReason: null, playSessionId: id, lastProgress };
  }

  if (!call.playSessionId) throw playSessionNotFound();
  const play = await repo.findPlaySession(tx, call.playSessionId);
  if (!play || !sameTarget(play, key, code)) throw playSessionNotFound();
  if (play.ended) {
    // A retried stop or finish answers as the first did; anything else on an ended session stops.
    if (operate === 'STOP' || (operate === 'FINISH' && session.finished(code)))
      return { canListen: true, cannotListenReason: null, playSessionId: play.id, lastProgress };
    return refuse(env.t(`${NS}session-ended`));
  }

  const finish = operate === 'FINISH';
  const progress = finish ? track.durationMs : call.progress;
  const stored2 = await repo.advanceProgress(tx, key, code, progress, finish, env.now);
  if (finish && session.plan.brainMusicId)
    await chargeCourseMusic(tx, ctx, env, key, session.plan.brainMusicId, session.tracks);
  if (finish && kind === 'PROGRAMME' && (await sessionComplete(tx, key, session.tracks)))
    await repo.advanceProgrammeOrder(tx, key.planId, key.num, env.now);
  const ends = finish || operate === 'STOP';
  const lastEvent = play.lastEventAt === null ? null : new Date(play.lastEventAt);
  const progressEventDue =
    operate === 'PROGRESS' &&
    progress > play.progress &&
    (lastEvent === null || env.now.getTime() - lastEvent.getTime() >= LISTENING_INTERVAL_MS - PROGRESS_EVENT_SLACK_MS);
  // A pause leaves "listening now" at once (the playing → paused change only: a retry says nothing).
  const pausedNow = operate === 'PAUSE' && !play.paused;
  await repo.touchPlaySession(
    tx,
    play.id,
    progress,
    { paused: operate === 'PAUSE', end: ends, eventAt: progressEventDue || ends || pausedNow ? env.now : null },
    env.now,
  );
  const type = finish
    ? 'ListeningFinished'
    : operate === 'STOP' || pausedNow
      ? 'ListeningStopped'
      : progressEventDue
        ? 'ListeningProgress'
        : null;
  if (type)
    await appendEvent(tx, {
      tenantId: tenant.id,
      type,
      version: 1,
      payload: { playSessionId: play.id, ...payloadOf(key, code), progress: stored2 },
    });
  return { canListen: true, cannotListenReason: null, playSessionId: play.id, lastProgress: stored2 };
};

/**
 * Issue 21 item 4: the session's course music (every track of the programme's session, 001 §3
 * "Course-music plan") finished by the child is charged to the centre's HFS contract once. Asked
 * at every finish, not only the one this transaction sees completing it: two tabs finishing the
 * last two tracks at once each see the other's as open, and the contract lock the charge takes
 * before it asks `complete` again lets the second of them read both. A contract that cannot pay
 * refuses the finish (409), as the session's charge refuses finishing a session.
 */
/** Every track of the session finished by the child (what a charge and a programme's next session wait for). */
const sessionComplete = async (tx: Tx, key: repo.PlanKey, tracks: repo.SessionTrackRow[]) => {
  const done = new Set(
    (await repo.progressOf(tx, key)).filter((row) => row.isFinished).map((row) => row.trackCode.toLowerCase()),
  );
  return tracks.length > 0 && tracks.every((track) => done.has(track.code.toLowerCase()));
};

const chargeCourseMusic = async (
  tx: Tx,
  ctx: RequestContext,
  env: Env,
  key: repo.PlanKey,
  brainMusicId: string,
  tracks: repo.SessionTrackRow[],
) => {
  const complete = () => sessionComplete(tx, key, tracks);
  const tenant = requireTenant(ctx);
  await chargeFinishedCourseMusic(
    tx,
    { userId: ctx.userId, today: env.today, messenger: env.messenger },
    {
      tenantId: tenant.id,
      planId: key.planId,
      subjectId: key.subjectId,
      num: key.num,
      brainMusicId,
      ...(await chargeNames(tx, key.subjectId, brainMusicId)),
    },
    complete,
  );
};

const playSessionNotFound = () => new AppError(404, 'Business:PlaySessionNotFound', `${NS}play-session-not-found`);

const sameTarget = (play: repo.PlaySessionRow, key: repo.PlanKey, code: string) =>
  play.subjectId === key.subjectId &&
  play.planKind === key.kind &&
  play.planId === key.planId &&
  play.num === key.num &&
  play.trackCode.toLowerCase() === code.toLowerCase();

const payloadOf = (key: repo.PlanKey, trackCode: string) => ({
  subjectId: key.subjectId,
  planKind: key.kind,
  planId: key.planId,
  num: key.num,
  trackCode,
});

const iso = (value: Date | string) => new Date(value).toISOString();

/** Who is listening now in the tenant: open, not paused, a call within two intervals. */
export const listeningNow = async (tx: Tx, ctx: RequestContext, now: Date) => {
  requireTenant(ctx);
  // Who listens, in which plan: for those who may read either kind of plan.
  if (!ctx.permissions.has(COURSE_PLAN_POLICY.OFFLINE.read) && !ctx.permissions.has(COURSE_PLAN_POLICY.GROUP.read))
    throw forbidden();
  const rows = await repo.listeningNow(tx, new Date(now.getTime() - HEARTBEAT_EXPIRY_MS));
  return {
    items: rows.map((row) => ({
      ...row,
      trackTitleZh: row.trackTitleZh ?? row.trackCode,
      trackTitleEn: row.trackTitleEn ?? row.trackCode,
      durationMs: row.durationMs ?? 0,
      since: iso(row.since),
      lastProgressAt: iso(row.lastProgressAt),
    })),
  };
};

/** The plan as the caller may see it, or 404 (another centre's: RLS hides it). */
const visiblePlan = async (
  tx: Tx,
  ctx: RequestContext,
  kind: ListeningPlanKind,
  planId: string,
  subjectId?: string,
) => {
  requirePlanReader(ctx, kind);
  const plan = await repo.findPlan(tx, kind, planId, subjectId ?? '00000000-0000-0000-0000-000000000000');
  if (!plan || (subjectId && !plan.subjectOk)) throw planNotFound();
};

/** 001 §3 "Music record: userAudioPunch list of {num, listenedList}". */
export const audioPunches = async (
  tx: Tx,
  ctx: RequestContext,
  kind: ListeningPlanKind,
  query: PlanIds & { userId: string },
) => {
  const planId = planOf(kind, query);
  await visiblePlan(tx, ctx, kind, planId, query.userId);
  const punches = new Map<number, string[]>();
  for (const row of await repo.finishedTracks(tx, kind, planId, query.userId))
    punches.set(row.num, [...(punches.get(row.num) ?? []), row.trackCode]);
  return { items: [...punches].map(([num, listenedList]) => ({ num, listenedList })) };
};

/** Play history: the first listening of each track per session and child. */
export const listeningHistory = async (
  tx: Tx,
  ctx: RequestContext,
  kind: ListeningPlanKind,
  query: PlanIds & { userId?: string },
) => {
  const planId = planOf(kind, query);
  await visiblePlan(tx, ctx, kind, planId, query.userId);
  const rows = await repo.history(tx, kind, planId, query.userId);
  return {
    items: rows.map((row) => ({
      ...row,
      trackTitleZh: row.trackTitleZh ?? row.trackCode,
      trackTitleEn: row.trackTitleEn ?? row.trackCode,
      startedAt: iso(row.startedAt),
      finishedAt: row.finishedAt === null ? null : iso(row.finishedAt),
    })),
  };
};

/** Links a plan to a brain-music programme: the course-music plan (the seed; programme dialogs later). */
export const linkCourseMusic = (tx: Tx, tenantId: string, kind: CoursePlanKind, planId: string, brainMusicId: string) =>
  repo.linkCourseMusic(tx, tenantId, kind, planId, brainMusicId);
