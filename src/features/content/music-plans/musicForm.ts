import type {
  BrainAudioType,
  ContentBrainMusicInput,
  ContentMusicPlanInput,
  ContentMusicSessionFieldsFragment,
  MusicCategory,
  MusicType,
} from '../../../generated/graphql';

// The form of a music plan or a brain-music programme: code, names, the kind's own choices, and
// its sessions, each an ordered list of tracks (kept whole, so the form can name and play them);
// the server checks the tracks exist, are not in the Trash and, for a plan, are of its course.

export type MusicTrackPick = ContentMusicSessionFieldsFragment['tracks'][number];

export type MusicFormValues = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessions: MusicTrackPick[][];
  musicType: MusicType;
  category: MusicCategory;
  tagIds: string[];
  audioType: BrainAudioType;
  sortOrder: string;
};

export const MUSIC_TYPES: readonly MusicType[] = ['Fas', 'CmSmo'];
export const MUSIC_CATEGORIES: readonly MusicCategory[] = [
  'Attention',
  'Emotion',
  'Sleep',
  'Language',
  'Social',
  'Sensory',
];
export const BRAIN_AUDIO_TYPES: readonly BrainAudioType[] = ['BrainAudio', 'BoneConduction'];
/** The track course a plan's music type plays (the server refuses others). */
export const COURSE_OF_MUSIC_TYPE: Record<MusicType, string> = { Fas: 'FAS', CmSmo: 'CMSMO' };
export const MUSIC_MAX_SESSIONS = 200;
export const SESSION_MAX_TRACKS = 30;
const MAX_SORT_ORDER = 1_000_000;

export const emptyMusic = (): MusicFormValues => ({
  code: '',
  nameZh: '',
  nameEn: '',
  sessions: [[]],
  musicType: 'Fas',
  category: 'Attention',
  tagIds: [],
  audioType: 'BrainAudio',
  sortOrder: '',
});

type ProgrammeLike = {
  code: string;
  nameZh: string;
  nameEn: string;
  sortOrder: number;
  sessions: readonly ContentMusicSessionFieldsFragment[];
  musicType?: MusicType;
  category?: MusicCategory;
  tags?: readonly { id: string }[];
  audioType?: BrainAudioType;
};

export const musicFormValuesOf = (p: ProgrammeLike): MusicFormValues => ({
  ...emptyMusic(),
  code: p.code,
  nameZh: p.nameZh,
  nameEn: p.nameEn,
  sessions: p.sessions.map((s) => s.tracks.map((t) => ({ ...t }))),
  ...(p.musicType ? { musicType: p.musicType } : {}),
  ...(p.category ? { category: p.category } : {}),
  ...(p.tags ? { tagIds: p.tags.map((t) => t.id) } : {}),
  ...(p.audioType ? { audioType: p.audioType } : {}),
  sortOrder: String(p.sortOrder),
});

export type MusicProblem = { key: string; params?: Record<string, string | number> };

/** What the form refuses before saving (the server says the same, and checks the tracks). */
export const musicProblems = (values: MusicFormValues, plan: boolean) => {
  const problems: Partial<Record<keyof MusicFormValues, MusicProblem>> = {};
  for (const field of ['code', 'nameZh', 'nameEn'] as const)
    if (values[field].trim() === '') problems[field] = { key: 'required' };
  if (values.sessions.length === 0) problems.sessions = { key: 'sessions-required' };
  const empty = values.sessions.findIndex((s) => s.length === 0);
  if (empty >= 0) problems.sessions = { key: 'session-empty', params: { session: empty + 1 } };
  const course = COURSE_OF_MUSIC_TYPE[values.musicType];
  values.sessions.forEach((s, n) => {
    const other = plan ? s.find((t) => t.courseCode !== course) : undefined;
    if (other && !problems.sessions)
      problems.sessions = {
        key: 'track-course',
        params: { session: n + 1, track: other.code, course: other.courseCode, expected: course },
      };
  });
  const order = values.sortOrder.trim();
  if (order !== '' && !(/^\d+$/.test(order) && Number(order) <= MAX_SORT_ORDER))
    problems.sortOrder = { key: 'range', params: { min: 0, max: MAX_SORT_ORDER } };
  return problems;
};

const common = (values: MusicFormValues) => ({
  code: values.code.trim(),
  nameZh: values.nameZh.trim(),
  nameEn: values.nameEn.trim(),
  sessions: values.sessions.map((s) => ({ trackIds: s.map((t) => t.id) })),
  sortOrder: values.sortOrder.trim() === '' ? null : Number(values.sortOrder.trim()),
});

export const musicPlanInputOf = (values: MusicFormValues): ContentMusicPlanInput => ({
  ...common(values),
  musicType: values.musicType,
  category: values.category,
  tagIds: values.tagIds,
});

export const brainMusicInputOf = (values: MusicFormValues): ContentBrainMusicInput => ({
  ...common(values),
  audioType: values.audioType,
});

/** A programme's, a track's or a tag's name in the reader's language. */
export const musicName = (p: { nameZh: string; nameEn: string }, language: string) =>
  language.startsWith('zh') ? p.nameZh : p.nameEn;
