import type { ContentTrackFieldsFragment, ContentTrackInput } from '../../../generated/graphql';

/** The longest code, course code and name the server accepts (server/modules/content/tracks). */
export const TRACK_CODE_MAX = 50;
export const TRACK_COURSE_CODE_MAX = 20;
export const TRACK_NAME_MAX = 100;
/** The largest sort order the server accepts. */
export const MAX_SORT_ORDER = 1_000_000;
/** The longest duration, in seconds (10 hours). */
export const TRACK_MAX_SECONDS = 36_000;
/** An upload's size limit: 20 MiB. */
export const TRACK_MAX_BYTES = 20 * 1024 * 1024;
/** What the file chooser offers; the server decides by the bytes. */
export const AUDIO_ACCEPT = '.wav,.mp3,audio/wav,audio/x-wav,audio/mpeg';
/** The course codes the demo library and the music programmes use (spec 001 §3 musicType Fas or CmSmo). */
export const COURSE_CODES = ['FAS', 'CMSMO'] as const;

export type TrackFormValues = {
  code: string;
  courseCode: string;
  nameZh: string;
  nameEn: string;
  sortOrder: string;
  /** Seconds, as typed; only when editing (PUT /track/duration). */
  duration: string;
};

export const EMPTY_TRACK: TrackFormValues = {
  code: '',
  courseCode: 'FAS',
  nameZh: '',
  nameEn: '',
  sortOrder: '',
  duration: '',
};

export const formValuesOf = (track: ContentTrackFieldsFragment): TrackFormValues => ({
  code: track.code,
  courseCode: track.courseCode,
  nameZh: track.nameZh,
  nameEn: track.nameEn,
  sortOrder: String(track.sortOrder),
  duration: track.duration === null || track.duration === undefined ? '' : String(track.duration),
});

export type TrackProblem = 'required' | 'too-long' | 'range' | 'duration';

const LIMITS = {
  code: TRACK_CODE_MAX,
  courseCode: TRACK_COURSE_CODE_MAX,
  nameZh: TRACK_NAME_MAX,
  nameEn: TRACK_NAME_MAX,
};

/** What the form refuses before sending; the server checks the same and names the field too. */
export const trackProblems = (values: TrackFormValues): Partial<Record<keyof TrackFormValues, TrackProblem>> => {
  const problems: Partial<Record<keyof TrackFormValues, TrackProblem>> = {};
  for (const field of ['code', 'courseCode', 'nameZh', 'nameEn'] as const) {
    const text = values[field].trim();
    if (text === '') problems[field] = 'required';
    else if ([...text].length > LIMITS[field]) problems[field] = 'too-long';
  }
  const order = values.sortOrder.trim();
  if (order !== '' && (!/^\d+$/.test(order) || Number(order) > MAX_SORT_ORDER)) problems.sortOrder = 'range';
  const duration = values.duration.trim();
  if (duration !== '' && (!/^\d+(\.\d{1,3})?$/.test(duration) || Number(duration) > TRACK_MAX_SECONDS))
    problems.duration = 'duration';
  return problems;
};

/** The input the mutations take: an empty sort order puts the track at the end of the list. */
export const inputOf = (values: TrackFormValues): ContentTrackInput => ({
  code: values.code.trim(),
  courseCode: values.courseCode.trim().toUpperCase(),
  nameZh: values.nameZh.trim(),
  nameEn: values.nameEn.trim(),
  sortOrder: values.sortOrder.trim() === '' ? null : Number(values.sortOrder.trim()),
});

/** A track's name in the reader's language. */
export const trackName = (track: { nameZh: string; nameEn: string }, language: string) =>
  language.startsWith('zh') ? track.nameZh : track.nameEn;

/** Seconds as m:ss (or h:mm:ss), rounded to the second; a dash for none. */
export const formatDuration = (seconds: number | null | undefined): string => {
  if (seconds === null || seconds === undefined) return '—';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
