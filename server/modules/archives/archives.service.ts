import type { Tx } from '../../platform/db/database';
import { ARCHIVE_SECTIONS, type ArchiveSection } from '../../platform/db/schema/index';
import { notFound } from '../../platform/errors';
import { PERMISSIONS, SKIP_ARCHIVE_FEATURE } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { archiveConflict, archiveInvalid, entryNotFound } from './archives.errors';
import {
  countEntries,
  deleteEntry,
  findEntry,
  findEntryWithAuthor,
  findSubject,
  insertEntry,
  listEntries,
  updateEntry,
  type ArchiveRow,
} from './archives.repository';
import { findSubjectAsAdmin } from '../subject-detail/subject-detail.service';
import type {
  ArchiveEntry,
  ArchiveEntryBody,
  ArchiveEntryUpdateBody,
  ArchiveListQuery,
  ArchiveSource,
} from './archives.schemas';

// A child's archives (issue 19 item 1; spec 000 §2, 001 §4): six sections of dated entries the
// staff write. Whoever may read the child (the subject list's permission, as the subject detail
// checks) reads and writes its archives; writing also needs the child bound to the centre, as a
// plan does (001 §6 "editing needs isBind and not isLogout").

type Subject = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

/**
 * The child, which row-level security finds only in this centre; access first. From management
 * mode (from=admin), the role named admin finds it in its centre, and only reads.
 */
const readableSubject = async (
  tx: Tx,
  ctx: RequestContext,
  subjectId: string,
  from: ArchiveSource = 'center',
): Promise<Subject & { writable: boolean }> => {
  if (from === 'admin') return { ...(await findSubjectAsAdmin(tx, ctx, subjectId)), writable: false };
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const subject = await findSubject(tx, subjectId);
  if (!subject) throw notFound('subject');
  return { ...subject, writable: subject.status === 'Bind' };
};

const writableSubject = async (tx: Tx, ctx: RequestContext, subjectId: string) => {
  const subject = await readableSubject(tx, ctx, subjectId);
  if (subject.status !== 'Bind') throw archiveConflict('subject-not-bound');
  return subject;
};

/** Whether the centre may arrange a plan before the child's profile is filled (001 §4). */
export const canSkipArchive = (ctx: RequestContext) => ctx.features.has(SKIP_ARCHIVE_FEATURE);

/**
 * "The subject's two profile lists" (001 §4, 000 §5 "both subject archive questionnaire counts"):
 * how many Profile and DiagnosticInformation entries the child has. For other modules, which have
 * checked their own access to the child already.
 */
export const archiveCounts = async (tx: Tx, subjectId: string) => {
  const counts = await countEntries(tx, subjectId);
  return { profile: counts.get('Profile') ?? 0, diagnosticInformation: counts.get('DiagnosticInformation') ?? 0 };
};

const allCounts = async (tx: Tx, subjectId: string) => {
  const counts = await countEntries(tx, subjectId);
  return Object.fromEntries(ARCHIVE_SECTIONS.map((s) => [s, counts.get(s) ?? 0])) as Record<ArchiveSection, number>;
};

const entryOf = (row: { entry: ArchiveRow; authorName: string | null }): ArchiveEntry => ({
  id: row.entry.id,
  subjectId: row.entry.subjectId,
  section: row.entry.section,
  title: row.entry.title,
  content: row.entry.content,
  recordedOn: row.entry.recordedOn,
  authorId: row.entry.authorId,
  // A staff member without a display name still wrote it: null lets the console say "unknown".
  authorName: row.authorName || null,
  creationTime: row.entry.createdAt.toISOString(),
  lastModificationTime: row.entry.updatedAt.toISOString(),
});

/** GET summary/{subjectId}: the child's name, every section's count and whether the caller may write. */
export const archiveSummary = async (tx: Tx, ctx: RequestContext, subjectId: string, from?: ArchiveSource) => {
  const subject = await readableSubject(tx, ctx, subjectId, from);
  return {
    subjectId: subject.id,
    subjectName: subject.name,
    canWrite: subject.writable,
    counts: await allCounts(tx, subject.id),
  };
};

/** GET: one section's entries, newest first. */
export const listArchive = async (tx: Tx, ctx: RequestContext, query: ArchiveListQuery) => {
  const subject = await readableSubject(tx, ctx, query.subjectId, query.from);
  const counts = await countEntries(tx, subject.id);
  const rows = await listEntries(tx, subject.id, query.section, {
    skip: query.skipCount,
    take: query.maxResultCount,
  });
  return {
    subjectId: subject.id,
    section: query.section,
    totalCount: counts.get(query.section) ?? 0,
    items: rows.map(entryOf),
  };
};

/** Text as written, without the blanks around it; blank alone is refused, naming the field. */
const cleaned = (body: ArchiveEntryUpdateBody, today: string) => {
  const title = body.title.trim();
  const content = body.content.trim();
  if (!title) throw archiveInvalid('title', 'title-required');
  if (!content) throw archiveInvalid('content', 'content-required');
  if (body.recordedOn > today) throw archiveInvalid('recordedOn', 'recorded-in-future');
  return { title, content, recordedOn: body.recordedOn };
};

const answer = async (tx: Tx, id: string) => entryOf((await findEntryWithAuthor(tx, id))!);

/** POST: a new entry in one section of a bound child's archives, written by the caller. */
export const addEntry = async (tx: Tx, ctx: RequestContext, body: ArchiveEntryBody, today: string) => {
  const tenant = requireTenant(ctx);
  const subject = await writableSubject(tx, ctx, body.subjectId);
  const { id } = await insertEntry(tx, {
    tenantId: tenant.id,
    subjectId: subject.id,
    section: body.section,
    ...cleaned(body, today),
    authorId: ctx.userId,
  });
  return answer(tx, id);
};

/** The entry, locked, with its bound child: an entry of another centre is not found. */
const entryForChange = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const entry = await findEntry(tx, id, true);
  if (!entry) throw entryNotFound();
  await writableSubject(tx, ctx, entry.subjectId);
  return entry;
};

/** PUT {id}: a corrected title, text or day; the section and the author stay. */
export const editEntry = async (
  tx: Tx,
  ctx: RequestContext,
  id: string,
  body: ArchiveEntryUpdateBody,
  today: string,
) => {
  const entry = await entryForChange(tx, ctx, id);
  await updateEntry(tx, entry.id, cleaned(body, today));
  return answer(tx, entry.id);
};

/** DELETE {id}: the entry is gone (the console asks first). */
export const removeEntry = async (tx: Tx, ctx: RequestContext, id: string) => {
  const entry = await entryForChange(tx, ctx, id);
  await deleteEntry(tx, entry.id);
  return { id: entry.id, subjectId: entry.subjectId, section: entry.section };
};
