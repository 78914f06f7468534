import { Type, type Static } from 'typebox';
import { IsoDate, Uuid } from '../../platform/schemas';

// Spec 001 §7 "POST idtMusicStatistic overallIndicators, operationalData, planUsageRecord,
// trackPlaybackRecord"; 002 §7 says their response shapes are not shown: these are ours
// (docs/decisions.md "Music statistics"). Filters: a date range of days in the tenant's calendar
// (both included; default the last 30 days up to today) and, for a caller above centres, a tenant
// (the centres below it). The two records page as everywhere (skipCount, maxResultCount).

const filterFields = {
  startTime: Type.Optional(IsoDate),
  endTime: Type.Optional(IsoDate),
  tenantId: Type.Optional(Uuid),
};
export const MusicStatisticFilter = Type.Object(filterFields);
export type MusicStatisticFilter = Static<typeof MusicStatisticFilter>;

export const MusicStatisticPageQuery = Type.Object({
  ...filterFields,
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 10 }),
});
export type MusicStatisticPageQuery = Static<typeof MusicStatisticPageQuery>;

/** The range the figures are for, as the server read the filter (ISO days, both included). */
const Range = { startTime: IsoDate, endTime: IsoDate };

export const OverallIndicators = Type.Object({
  ...Range,
  /** Centres the figures cover (1 for a centre). */
  centreCount: Type.Integer(),
  /** Children who began listening to a course track in the range. */
  listenerCount: Type.Integer(),
  /** Play sessions begun in the range (each start of a track in the player). */
  playCount: Type.Integer(),
  /** Course tracks begun in the range (a child, a plan, a session and a track, counted once). */
  trackListenCount: Type.Integer(),
  /** Course tracks finished in the range. */
  finishedCount: Type.Integer(),
  /** Of the course tracks begun in the range, the share finished (0..1, 4 decimals). */
  completionRate: Type.Number(),
  /** How far the children got in the tracks begun in the range, in minutes (1 decimal). */
  listenedMinutes: Type.Number(),
  /** Children with a music programme (FAS or CMSMO) at the end of the range. */
  programmeChildCount: Type.Integer(),
  /** Music programmes added in the range. */
  newProgrammeCount: Type.Integer(),
});
export type OverallIndicators = Static<typeof OverallIndicators>;

export const OperationalDay = Type.Object({
  day: IsoDate,
  listenerCount: Type.Integer(),
  playCount: Type.Integer(),
  finishedCount: Type.Integer(),
  listenedMinutes: Type.Number(),
});
export type OperationalDay = Static<typeof OperationalDay>;

export const OperationalData = Type.Object({ ...Range, days: Type.Array(OperationalDay) });
export type OperationalData = Static<typeof OperationalData>;

export const ProgrammeKind = Type.Union([Type.Literal('CourseMusic'), Type.Literal('Fas'), Type.Literal('CmSmo')]);
export type ProgrammeKind = Static<typeof ProgrammeKind>;

export const PlanUsageItem = Type.Object({
  programmeId: Type.String(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** CourseMusic: a brain-music programme plans play; Fas, CmSmo: a music plan children follow. */
  kind: ProgrammeKind,
  /** Plans (CourseMusic) or children (Fas, CmSmo) using it. */
  usageCount: Type.Integer(),
  /** Of those, added in the range. */
  newInRange: Type.Integer(),
  /** Listening in the range (course music only; 0 for music plans). */
  listenerCount: Type.Integer(),
  trackListenCount: Type.Integer(),
  finishedCount: Type.Integer(),
});
export type PlanUsageItem = Static<typeof PlanUsageItem>;

export const TrackPlaybackItem = Type.Object({
  trackCode: Type.String(),
  /** Null for a code the library no longer has. */
  nameZh: Type.Union([Type.String(), Type.Null()]),
  nameEn: Type.Union([Type.String(), Type.Null()]),
  courseCode: Type.Union([Type.String(), Type.Null()]),
  playCount: Type.Integer(),
  listenerCount: Type.Integer(),
  trackListenCount: Type.Integer(),
  finishedCount: Type.Integer(),
  listenedMinutes: Type.Number(),
});
export type TrackPlaybackItem = Static<typeof TrackPlaybackItem>;

const page = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ ...Range, items: Type.Array(item), totalCount: Type.Integer() });

export const PlanUsageRecord = page(PlanUsageItem);
export type PlanUsageRecord = Static<typeof PlanUsageRecord>;
export const TrackPlaybackRecord = page(TrackPlaybackItem);
export type TrackPlaybackRecord = Static<typeof TrackPlaybackRecord>;
