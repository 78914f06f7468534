import { Type, type Static } from 'typebox';
import { IsoDate, Uuid } from '../../platform/schemas';
import { ARCHIVE_CONTENT_MAX, ARCHIVE_SECTIONS, ARCHIVE_TITLE_MAX } from '../../platform/db/schema/index';

// A child's archives (spec 000 §2 "Archives has sub-sections", 001 §4): the paths are not in the
// spec; they follow the other /api/rocket resources (docs: helper C's decisions).

/** A section holds a few dozen entries at most; one page shows them all, newest first. */
export const ARCHIVE_PAGE_SIZE = 100;

const Section = Type.Enum(ARCHIVE_SECTIONS);
const Title = Type.String({ minLength: 1, maxLength: ARCHIVE_TITLE_MAX });
const Content = Type.String({ minLength: 1, maxLength: ARCHIVE_CONTENT_MAX });

/**
 * Where the page was opened from (spec 000 §2 /system/archives?from=center|admin): a centre's staff
 * in their centre, or the role named admin in management mode, who reads any centre's child.
 */
const From = Type.Optional(Type.Union([Type.Literal('center'), Type.Literal('admin')], { default: 'center' }));
export type ArchiveSource = 'center' | 'admin';

export const ArchiveSourceQuery = Type.Object({ from: From });
export type ArchiveSourceQuery = Static<typeof ArchiveSourceQuery>;

export const ArchiveListQuery = Type.Object({
  subjectId: Uuid,
  from: From,
  section: Section,
  skipCount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: ARCHIVE_PAGE_SIZE, default: ARCHIVE_PAGE_SIZE }),
});
export type ArchiveListQuery = Static<typeof ArchiveListQuery>;

export const ArchiveEntryBody = Type.Object({
  subjectId: Uuid,
  section: Section,
  title: Title,
  content: Content,
  recordedOn: IsoDate,
});
export type ArchiveEntryBody = Static<typeof ArchiveEntryBody>;

export const ArchiveEntryUpdateBody = Type.Object({ title: Title, content: Content, recordedOn: IsoDate });
export type ArchiveEntryUpdateBody = Static<typeof ArchiveEntryUpdateBody>;

export const ArchiveEntryParams = Type.Object({ id: Uuid });
export const ArchiveSubjectParams = Type.Object({ subjectId: Uuid });

export const ArchiveEntry = Type.Object({
  id: Type.String(),
  subjectId: Type.String(),
  section: Type.String(),
  title: Type.String(),
  content: Type.String(),
  recordedOn: Type.String(),
  authorId: Type.Union([Type.String(), Type.Null()]),
  authorName: Type.Union([Type.String(), Type.Null()]),
  creationTime: Type.String(),
  lastModificationTime: Type.String(),
});
export type ArchiveEntry = Static<typeof ArchiveEntry>;

/** How many entries each section holds, by section name. */
export const ArchiveCounts = Type.Object(
  Object.fromEntries(ARCHIVE_SECTIONS.map((s) => [s, Type.Integer()])) as Record<
    (typeof ARCHIVE_SECTIONS)[number],
    ReturnType<typeof Type.Integer>
  >,
);

export const ArchiveSummary = Type.Object({
  subjectId: Type.String(),
  subjectName: Type.String(),
  /** Whether the caller may add, edit and delete entries (a bound child, 001 §6). */
  canWrite: Type.Boolean(),
  counts: ArchiveCounts,
});

export const ArchiveList = Type.Object({
  subjectId: Type.String(),
  section: Type.String(),
  totalCount: Type.Integer(),
  items: Type.Array(ArchiveEntry),
});
