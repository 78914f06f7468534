import type { Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import * as listening from './music-listening.repository';
import * as repo from './music-played-details.repository';
import type { PlayedDetail, PlayedDetailsAnswer } from './music-played-details.schemas';
import { COURSE_PLAN_POLICY } from './course-plan-policies';

// GET idtMusicPlayedDetails/{userPlanItemId} (spec 001 §7 "Music"): how a plan item's course music
// was played, per child and track: times played, first and last listening, progress, finished.
// The item is an offline or group plan's activity; its plan and session decide the course music.
// Ours besides: a plan's id with `num` in place of an item's id (the console's music record knows
// the plan and the session, not an item).

const NS = 'music-played-details:';
const itemNotFound = () => new AppError(404, 'NotFound', `${NS}item-not-found`);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const playedDetails = async (
  tx: Tx,
  ctx: RequestContext,
  userPlanItemId: string,
  query: { userId?: string; num?: number },
): Promise<PlayedDetailsAnswer> => {
  requireTenant(ctx);
  const place =
    (await repo.itemPlace(tx, userPlanItemId)) ??
    (query.num !== undefined ? await repo.planPlace(tx, userPlanItemId, query.num) : null);
  if (!place) throw itemNotFound();
  // The music area is part of the plan (001 §6: the plan's read permission shows it).
  requirePermission(ctx, COURSE_PLAN_POLICY[place.kind].read);
  const children = await repo.planChildren(tx, place, query.userId);
  if (query.userId && children.length === 0) throw new AppError(404, 'NotFound', `${NS}child-not-found`);
  const plan = await listening.findPlan(tx, place.kind, place.planId, children[0]?.id ?? place.planId);
  const tracks = plan?.brainMusicId ? await listening.sessionTracks(tx, plan.brainMusicId, place.num) : [];
  const rows = await repo.listened(tx, place);
  const heard = new Map(rows.map((row) => [`${row.subjectId}/${row.trackCode.toLowerCase()}`, row]));

  const items: PlayedDetail[] = [];
  for (const child of children) {
    const detail = (code: string, row: repo.ListenedRow | undefined) => ({
      userId: child.id,
      userName: child.name,
      code,
      timesPlayed: row?.timesPlayed ?? 0,
      firstListeningTime: iso(row?.firstAt ?? null),
      lastListeningTime: iso(row?.lastAt ?? null),
      progress: row?.progress ?? 0,
      isFinished: row?.isFinished ?? false,
    });
    // The session's tracks in order, listened or not …
    for (const track of tracks) {
      const row = heard.get(`${child.id}/${track.code.toLowerCase()}`);
      heard.delete(`${child.id}/${track.code.toLowerCase()}`);
      items.push({
        ...detail(track.code, row),
        titleZh: track.nameZh,
        titleEn: track.nameEn,
        durationMs: track.durationMs,
        inSession: true,
      });
    }
    // … then what the child heard that is no longer in it (the programme changed, a track withdrawn).
    for (const row of rows) {
      if (row.subjectId !== child.id || !heard.has(`${child.id}/${row.trackCode.toLowerCase()}`)) continue;
      items.push({
        ...detail(row.trackCode, row),
        titleZh: row.titleZh ?? row.trackCode,
        titleEn: row.titleEn ?? row.trackCode,
        durationMs: null,
        inSession: false,
      });
    }
  }
  return { userPlanItemId, planKind: place.kind, planId: place.planId, num: place.num, items };
};
