import { DateTime } from 'luxon';
import type { Tx } from '../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { withEachTenantScope, type RequestContext } from '../../platform/tenancy';
import { managementPermissions, REGIONAL_ROLES } from '../menus/menu.catalogue';
import {
  centreDays,
  centreIndicators,
  centreProgrammeUsage,
  centresBelow,
  centreTrackPlayback,
  programmeNames,
  tenantPlace,
  trackNames,
  type CentreDay,
  type CentreIndicators,
  type Span,
} from './music-statistics.repository';
import type {
  MusicStatisticFilter,
  MusicStatisticPageQuery,
  OperationalData,
  OverallIndicators,
  PlanUsageItem,
  PlanUsageRecord,
  TrackPlaybackItem,
  TrackPlaybackRecord,
} from './music-statistics.schemas';

// Music statistics (spec 001 §7 idtMusicStatistic; 000 §2 centre menu analysis/idtMusic, management
// analysis/IdtMusic). A centre reads its own listening; an enterprise or area reads the centres
// below it; the platform's analysis roles read every centre, or those below a tenant they pick.

/** The menu item both the centre's and the management's page sit under (menus/catalogue.ts). */
export const MUSIC_STATISTIC_PERMISSION = 'Menu.Analysis.IdtMusic';

/** The longest range one request may cover (the daily chart draws one point a day). */
export const MAX_RANGE_DAYS = 366;
/** The range when none is given: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** The most rows one Excel sheet holds. */
export const EXPORT_MAX_ROWS = 10_000;

export type StatisticClock = { timeZone: string; today: string };

type Range = { startTime: string; endTime: string; span: Span };

/** The filter's days (defaulted) and the instants they cover in the centres' calendar. */
export const rangeOf = (filter: MusicStatisticFilter, clock: StatisticClock): Range => {
  const zone = clock.timeZone;
  const end = DateTime.fromISO(filter.endTime ?? clock.today, { zone });
  const start = filter.startTime
    ? DateTime.fromISO(filter.startTime, { zone })
    : end.minus({ days: DEFAULT_RANGE_DAYS - 1 });
  if (!start.isValid || !end.isValid || start > end) {
    throw badRequest('ValidationError', 'music-statistics:errors.range-invalid');
  }
  if (end.diff(start, 'days').days + 1 > MAX_RANGE_DAYS) {
    throw badRequest('ValidationError', 'music-statistics:errors.range-too-long', { max: MAX_RANGE_DAYS });
  }
  return {
    startTime: start.toISODate()!,
    endTime: end.toISODate()!,
    span: {
      from: start.startOf('day').toJSDate(),
      until: end.plus({ days: 1 }).startOf('day').toJSDate(),
      timeZone: zone,
    },
  };
};

/**
 * The centres the caller's figures cover: a centre its own (not a branch centre below it), an
 * enterprise or area the centres below it, the platform every centre. Refused (403) without the
 * menu item; a tenant filter outside the caller's reach is refused too (404: no such tenant).
 */
export const centresInReach = async (tx: Tx, ctx: RequestContext, tenantId: string | undefined) => {
  let root: string | null;
  if (ctx.tenant) {
    const allowed =
      ctx.tenant.type === 'Center'
        ? ctx.permissions.has(MUSIC_STATISTIC_PERMISSION)
        : ctx.permissions.has(MUSIC_STATISTIC_PERMISSION) ||
          ctx.roles.some((role) => (REGIONAL_ROLES as readonly string[]).includes(role));
    if (!allowed) throw forbidden();
    // A centre reads its own listening only, not a branch centre below it.
    if (ctx.tenant.type === 'Center') {
      if (tenantId && tenantId !== ctx.tenant.id) throw forbidden();
      return [ctx.tenant.id];
    }
    root = ctx.tenant.id;
  } else {
    if (!managementPermissions(ctx.adminRoles).has(MUSIC_STATISTIC_PERMISSION)) throw forbidden();
    root = null;
  }
  if (tenantId && tenantId !== root) {
    const place = await tenantPlace(tx, tenantId, root);
    if (!place.found) throw notFound('tenant');
    if (!place.inside) throw forbidden();
    root = tenantId;
  }
  return centresBelow(tx, root);
};

/** Runs `read` once per centre in reach, row-level security pointed at that centre. */
const perCentre = async <T>(
  tx: Tx,
  ctx: RequestContext,
  filter: MusicStatisticFilter,
  clock: StatisticClock,
  read: (span: Span) => Promise<T>,
) => {
  const range = rangeOf(filter, clock);
  const centres = await centresInReach(tx, ctx, filter.tenantId);
  const answers = await withEachTenantScope(tx, centres, () => read(range.span));
  return { range, centres, answers };
};

const minutes = (ms: number) => Math.round(ms / 6_000) / 10;

export const overallIndicators = async (
  tx: Tx,
  ctx: RequestContext,
  filter: MusicStatisticFilter,
  clock: StatisticClock,
): Promise<OverallIndicators> => {
  const { range, centres, answers } = await perCentre(tx, ctx, filter, clock, (span) => centreIndicators(tx, span));
  const sum = (key: keyof CentreIndicators) => answers.reduce((total, a) => total + a[key], 0);
  const started = sum('trackListenCount');
  return {
    startTime: range.startTime,
    endTime: range.endTime,
    centreCount: centres.length,
    // A child belongs to one centre: the centres' distinct listeners add up.
    listenerCount: sum('listenerCount'),
    playCount: sum('playCount'),
    trackListenCount: started,
    finishedCount: sum('finishedCount'),
    completionRate: started === 0 ? 0 : Math.round((sum('finishedOfStarted') / started) * 10_000) / 10_000,
    listenedMinutes: minutes(sum('listenedMs')),
    programmeChildCount: sum('programmeChildCount'),
    newProgrammeCount: sum('newProgrammeCount'),
  };
};

/** Every day of the range, in order, with zeros on days without listening. */
export const operationalData = async (
  tx: Tx,
  ctx: RequestContext,
  filter: MusicStatisticFilter,
  clock: StatisticClock,
): Promise<OperationalData> => {
  const { range, answers } = await perCentre(tx, ctx, filter, clock, (span) => centreDays(tx, span));
  const byDay = new Map<string, CentreDay>();
  for (const row of answers.flat()) {
    const day = byDay.get(row.day);
    byDay.set(
      row.day,
      day
        ? {
            day: row.day,
            listenerCount: day.listenerCount + row.listenerCount,
            playCount: day.playCount + row.playCount,
            finishedCount: day.finishedCount + row.finishedCount,
            listenedMs: day.listenedMs + row.listenedMs,
          }
        : row,
    );
  }
  const days: OperationalData['days'] = [];
  const last = DateTime.fromISO(range.endTime);
  for (let d = DateTime.fromISO(range.startTime); d <= last; d = d.plus({ days: 1 })) {
    const key = d.toISODate()!;
    const row = byDay.get(key);
    days.push({
      day: key,
      listenerCount: row?.listenerCount ?? 0,
      playCount: row?.playCount ?? 0,
      finishedCount: row?.finishedCount ?? 0,
      listenedMinutes: minutes(row?.listenedMs ?? 0),
    });
  }
  return { startTime: range.startTime, endTime: range.endTime, days };
};

const pageOf = <T>(items: T[], query: Pick<MusicStatisticPageQuery, 'skipCount' | 'maxResultCount'>) =>
  items.slice(query.skipCount, query.skipCount + query.maxResultCount);

/** Every programme in use in reach, most used first. */
export const planUsageItems = async (
  tx: Tx,
  ctx: RequestContext,
  filter: MusicStatisticFilter,
  clock: StatisticClock,
) => {
  const { range, answers } = await perCentre(tx, ctx, filter, clock, (span) => centreProgrammeUsage(tx, span));
  const merged = new Map<string, Omit<PlanUsageItem, 'code' | 'nameZh' | 'nameEn'>>();
  for (const row of answers.flat()) {
    const key = `${row.kind}:${row.programmeId}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            usageCount: seen.usageCount + row.usageCount,
            newInRange: seen.newInRange + row.newInRange,
            listenerCount: seen.listenerCount + row.listenerCount,
            trackListenCount: seen.trackListenCount + row.trackListenCount,
            finishedCount: seen.finishedCount + row.finishedCount,
          }
        : { ...row },
    );
  }
  const names = await programmeNames(tx, [...new Set([...merged.values()].map((row) => row.programmeId))]);
  const items: PlanUsageItem[] = [...merged.values()]
    .filter((row) => row.usageCount > 0 || row.trackListenCount > 0)
    .map((row) => {
      const name = names.get(row.programmeId);
      return { ...row, code: name?.code ?? '', nameZh: name?.nameZh ?? '', nameEn: name?.nameEn ?? '' };
    })
    .sort(
      (a, b) =>
        b.trackListenCount - a.trackListenCount ||
        b.usageCount - a.usageCount ||
        a.code.localeCompare(b.code) ||
        a.kind.localeCompare(b.kind),
    );
  return { range, items };
};

export const planUsageRecord = async (
  tx: Tx,
  ctx: RequestContext,
  query: MusicStatisticPageQuery,
  clock: StatisticClock,
): Promise<PlanUsageRecord> => {
  const { range, items } = await planUsageItems(tx, ctx, query, clock);
  return { startTime: range.startTime, endTime: range.endTime, items: pageOf(items, query), totalCount: items.length };
};

/** Every track played in reach in the range, most played first. */
export const trackPlaybackItems = async (
  tx: Tx,
  ctx: RequestContext,
  filter: MusicStatisticFilter,
  clock: StatisticClock,
) => {
  const { range, answers } = await perCentre(tx, ctx, filter, clock, (span) => centreTrackPlayback(tx, span));
  const merged = new Map<
    string,
    { code: string; play: number; listeners: number; listens: number; fin: number; ms: number }
  >();
  for (const row of answers.flat()) {
    const key = row.trackCode.toLowerCase();
    const seen = merged.get(key) ?? { code: row.trackCode, play: 0, listeners: 0, listens: 0, fin: 0, ms: 0 };
    merged.set(key, {
      code: seen.code,
      play: seen.play + row.playCount,
      listeners: seen.listeners + row.listenerCount,
      listens: seen.listens + row.trackListenCount,
      fin: seen.fin + row.finishedCount,
      ms: seen.ms + row.listenedMs,
    });
  }
  const names = await trackNames(
    tx,
    [...merged.values()].map((row) => row.code),
  );
  const items: TrackPlaybackItem[] = [...merged.entries()]
    .map(([key, row]) => {
      const name = names.get(key);
      return {
        trackCode: row.code,
        nameZh: name?.nameZh ?? null,
        nameEn: name?.nameEn ?? null,
        courseCode: name?.courseCode ?? null,
        playCount: row.play,
        listenerCount: row.listeners,
        trackListenCount: row.listens,
        finishedCount: row.fin,
        listenedMinutes: minutes(row.ms),
      };
    })
    .sort(
      (a, b) =>
        b.playCount - a.playCount || b.trackListenCount - a.trackListenCount || a.trackCode.localeCompare(b.trackCode),
    );
  return { range, items };
};

export const trackPlaybackRecord = async (
  tx: Tx,
  ctx: RequestContext,
  query: MusicStatisticPageQuery,
  clock: StatisticClock,
): Promise<TrackPlaybackRecord> => {
  const { range, items } = await trackPlaybackItems(tx, ctx, query, clock);
  return { startTime: range.startTime, endTime: range.endTime, items: pageOf(items, query), totalCount: items.length };
};

/** Everything the Excel workbook holds, read in one transaction. */
export const musicStatisticsForExport = async (
  tx: Tx,
  ctx: RequestContext,
  filter: MusicStatisticFilter,
  clock: StatisticClock,
) => {
  const overall = await overallIndicators(tx, ctx, filter, clock);
  const operational = await operationalData(tx, ctx, filter, clock);
  const plans = (await planUsageItems(tx, ctx, filter, clock)).items.slice(0, EXPORT_MAX_ROWS);
  const tracks = (await trackPlaybackItems(tx, ctx, filter, clock)).items.slice(0, EXPORT_MAX_ROWS);
  return { overall, operational, plans, tracks };
};
export type MusicStatisticsExport = Awaited<ReturnType<typeof musicStatisticsForExport>>;
