import type { ContentKind } from '../content-kind';
import { checkSortOrder, checkText, type ProblemKey } from '../content-problems';
import { programmesPlayingTrackNames } from '../music/music-usage';
import { trackRepository, type TrackRow, type TrackValuesStored } from './track.repository';
import {
  TRACK_CODE_MAX,
  TRACK_COURSE_CODE_MAX,
  TRACK_NAME_MAX,
  TrackBody,
  TrackItem,
  TrackValues,
  type TrackItem as TrackItemType,
} from './track.schemas';

/** A duration in milliseconds as the item's seconds. */
export const secondsOf = (ms: number | null) => (ms === null ? null : ms / 1000);

/**
 * Music library tracks under /api/rocket/track (spec 001 §3 resource kind "track"; §7 PUT
 * /track/duration). Codes are unique whatever their case; the course code groups them (FAS, CMSMO).
 * The audio file and its duration are not in the body: they come with an upload (track.routes.ts).
 */
export const trackKind: ContentKind<TrackValuesStored, TrackRow, TrackItemType> = {
  segment: 'track',
  openApiTag: 'Content: music library tracks',
  body: TrackBody,
  item: TrackItem,
  values: TrackValues,
  defaults: { code: '', courseCode: '', nameZh: '', nameEn: '', sortOrder: 0 },
  accept(body) {
    const problems: ProblemKey[] = [];
    const code = checkText(problems, 'code', body['code'], { required: true, max: TRACK_CODE_MAX });
    const courseCode = checkText(problems, 'courseCode', body['courseCode'], {
      required: true,
      max: TRACK_COURSE_CODE_MAX,
    });
    const nameZh = checkText(problems, 'nameZh', body['nameZh'], { required: true, max: TRACK_NAME_MAX });
    const nameEn = checkText(problems, 'nameEn', body['nameEn'], { required: true, max: TRACK_NAME_MAX });
    const sortOrder = checkSortOrder(problems, body['sortOrder']);
    return { values: { code, courseCode: courseCode.toUpperCase(), nameZh, nameEn, sortOrder }, problems };
  },
  valuesOf: (row) => ({
    code: row.code,
    courseCode: row.courseCode,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    sortOrder: row.sortOrder,
  }),
  fieldsOf: (row) => ({
    code: row.code,
    courseCode: row.courseCode,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    duration: secondsOf(row.durationMs),
    audio:
      row.audioStorageKey === null
        ? null
        : {
            fileName: row.audioFileName ?? '',
            contentType: row.audioContentType ?? '',
            size: row.audioSize ?? 0,
          },
  }),
  repository: trackRepository,
  usedBy: programmesPlayingTrackNames,
  filesOf: (row) => (row.audioStorageKey === null ? [] : [row.audioStorageKey]),
};
