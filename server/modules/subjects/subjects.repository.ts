import { and, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from '../../platform/db/database';
import {
  checkIns,
  guardians,
  memberships,
  membershipRoles,
  schools,
  subjectCoaches,
  subjectCounts,
  subjectGuardians,
  subjects,
  subjectSearchPieces,
  users,
  type Gender,
  type PieceField,
  type SubjectStatus,
} from '../../platform/db/schema/index';

export type SubjectFilters = {
  filter?: string | undefined;
  outpatientNumber?: string | undefined;
  isCheckIn?: boolean | undefined;
  status?: SubjectStatus | undefined;
  school?: string | undefined;
  coachName?: string | undefined;
  remark?: string | undefined;
  /** Only these children (to answer a change with the row as the list shows it). */
  ids?: readonly string[] | undefined;
};

export type SubjectPageQuery = SubjectFilters & {
  skipCount: number;
  maxResultCount: number;
  /** The centre's calendar day (YYYY-MM-DD) whose open check-ins mark a child as checked in. */
  day: string;
  /** Given, each row also answers musicPlanId from this column over the child's id. */
  musicPlanColumn?: ((subjectId: AnyPgColumn) => SQL<string | null>) | undefined;
};

/** A substring pattern for ILIKE, or undefined for a blank text; the user's % and _ are letters, not wildcards. */
const containing = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, '\\$&')}%` : undefined;
};

const openCheckIn = (tx: Tx, day: string) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(checkIns)
      .where(and(eq(checkIns.subjectId, subjects.id), eq(checkIns.day, day), isNull(checkIns.checkedOutAt))),
  );

/** The search text as typed, without surrounding blanks; undefined when blank. */
const searched = (text: string | undefined) => text?.trim() || undefined;

/** Three characters or more: subject_search_pieces has suffixes to look the text up by. */
const hasPieces = (text: string) => [...text].length >= 3;

/**
 * One or two characters (a Chinese surname, say): subject_search_grams gives every such piece of
 * the lower-cased name and outpatient number, so containment of the lower-cased text is exact,
 * and the centre's index of them answers it (migration 0010). Written as the index is.
 */
const inNameOrNumber = (text: string) =>
  sql`subject_search_grams(${subjects.name}, ${subjects.outpatientNumber}) @> array[lower(${text})]`;

/**
 * The same test as inNameOrNumber, row by row: when the page walks the list's order instead of
 * using the pieces' index, the planner evaluates this cheaper test first (the pieces of a name
 * cost some 30 µs a row to make) and makes the pieces only for the rows that pass.
 */
const inNameOrNumberRowByRow = (text: string) =>
  sql`(strpos(lower(${subjects.name}), lower(${text})) > 0 or strpos(lower(${subjects.outpatientNumber}), lower(${text})) > 0)`;

/**
 * The outpatient number holding one or two characters, ignoring case: subject_search_grams' index
 * narrows, the number itself decides (the grams are the name's too).
 */
const numberHoldingShort = (text: string) =>
  and(inNameOrNumber(text), sql`strpos(lower(${subjects.outpatientNumber}), lower(${text})) > 0`)!;

/** Three characters or more, ignoring case, in some of a child's texts (migration 0013). */
type PieceSearch = { text: string; fields: PieceField[] };

/**
 * The pieces where `text` occurs in one of `fields`, once per child and text: a suffix starting
 * with the lower-cased text (a range of the centre's index), which is the text's first occurrence
 * when the text is not in what comes before it plus the text's first characters but one. The
 * planner folds lower() and left() of the parameter into constants, so starts_with becomes the
 * index's range (both are LEAKPROOF); strpos is not, and is checked after the centre's policy.
 */
const pieceMatch = ({ text, fields }: PieceSearch) =>
  and(
    inArray(subjectSearchPieces.field, fields),
    sql`starts_with(${subjectSearchPieces.piece}, lower(${text}))`,
    sql`strpos(${subjectSearchPieces.head} || left(lower(${text}), -1), lower(${text})) = 0`,
  )!;

const pieceSubjects = (tx: Tx, search: PieceSearch) =>
  tx.select({ id: subjectSearchPieces.subjectId }).from(subjectSearchPieces).where(pieceMatch(search));

/**
 * A lower-cased copy of a column (migration 0011) holding `text`, ignoring case: LIKE on the copy
 * is ILIKE on the column, as PostgreSQL lower-cases both sides of ILIKE, without lower-casing each
 * row's text again to check it.
 */
const lowerCopyHolding = (copy: AnyPgColumn, text: string) => like(copy, sql`lower(${containing(text)!})`);

type Conditions = {
  where: SQL | undefined;
  /** The same matches, with tests that only make walking the list's order cheaper. */
  pageWhere: SQL | undefined;
  /** No filter but the status, if any: subject_counts holds the count (migration 0011). */
  countedByStatus: boolean;
  /** The one filter is a search of three characters or more: the pieces answer it alone. */
  onlyPieces: PieceSearch | undefined;
  /**
   * Filters whose matches are each read from the table whichever way the page is found: the
   * children of a search's pieces, or of a coach, looked up one by one.
   */
  readsEveryMatch: boolean;
};

// Each filter narrows on its own.
const conditions = (tx: Tx, query: SubjectFilters & { day: string }): Conditions => {
  const all: (SQL | undefined)[] = [];
  // Not in the count: there the pieces' index answers alone, without reading a row.
  const pageOnly: SQL[] = [];
  const pieces: PieceSearch[] = [];
  const filter = searched(query.filter);
  if (filter && hasPieces(filter)) {
    pieces.push({ text: filter, fields: ['n', 'o'] });
  } else if (filter) {
    all.push(inNameOrNumber(filter));
    pageOnly.push(inNameOrNumberRowByRow(filter));
  }
  const number = searched(query.outpatientNumber);
  if (number && hasPieces(number)) pieces.push({ text: number, fields: ['o'] });
  else if (number) all.push(numberHoldingShort(number));
  for (const search of pieces) all.push(inArray(subjects.id, pieceSubjects(tx, search)));
  // The remark, any length: its lower-cased copy tested exactly from the centre's remark index.
  const remark = searched(query.remark);
  if (remark) all.push(lowerCopyHolding(subjects.remarkSearch, remark));
  const school = containing(query.school);
  if (school) {
    all.push(
      inArray(subjects.schoolId, tx.select({ id: schools.id }).from(schools).where(ilike(schools.name, school))),
    );
  }
  const coach = containing(query.coachName);
  if (coach) {
    // Driven from the few children of the matching coaches, not checked child by child.
    all.push(
      inArray(
        subjects.id,
        tx
          .select({ id: subjectCoaches.subjectId })
          .from(subjectCoaches)
          .where(
            inArray(
              subjectCoaches.coachUserId,
              tx.select({ id: users.id }).from(users).where(ilike(users.name, coach)),
            ),
          ),
      ),
    );
  }
  if (query.isCheckIn !== undefined) {
    all.push(query.isCheckIn ? openCheckIn(tx, query.day) : sql`not ${openCheckIn(tx, query.day)}`);
  }
  if (query.ids) all.push(inArray(subjects.id, [...query.ids]));
  const countedByStatus = all.length === 0;
  if (query.status) all.push(eq(subjects.status, query.status));
  const where = all.length === 0 ? undefined : and(...all);
  return {
    where,
    pageWhere: pageOnly.length === 0 ? where : and(where, ...pageOnly),
    countedByStatus,
    onlyPieces: all.length === 1 ? pieces[0] : undefined,
    readsEveryMatch: pieces.length > 0 || coach !== undefined,
  };
};

const newestFirst = [desc(subjects.createdAt), desc(subjects.id)];

type PageIds = { ids: string[]; totalCount: number };

/** The centre's children, or those in one status, from the counts the triggers keep exact. */
const countByStatus = async (tx: Tx, status: SubjectStatus | undefined) => {
  const [total] = await tx
    .select({ value: sql<number>`coalesce(sum(${subjectCounts.count}), 0)::int` })
    .from(subjectCounts)
    .where(status ? eq(subjectCounts.status, status) : undefined);
  return Number(total?.value ?? 0);
};

const countMatches = async (tx: Tx, where: SQL | undefined) => {
  const [total] = await tx.select({ value: count() }).from(subjects).where(where);
  return total?.value ?? 0;
};

/**
 * The count, then the page's ids in the list's order: the count is the centre's counter without
 * a filter but the status, otherwise it reads an index (or an exact one's bitmap) without the
 * rows; the page walks the order (index-only without a filter) or sorts the matches, as the
 * planner finds cheaper. A page past the end is not looked for.
 */
const countThenPage = async (
  tx: Tx,
  { where, pageWhere, countedByStatus }: Conditions,
  query: SubjectPageQuery,
): Promise<PageIds> => {
  const totalCount = countedByStatus ? await countByStatus(tx, query.status) : await countMatches(tx, where);
  if (query.skipCount >= totalCount) return { ids: [], totalCount };
  const page = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(pageWhere)
    .orderBy(...newestFirst)
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { ids: page.map((row) => row.id), totalCount };
};

/**
 * Matches read once, then counted and paged in memory: for filters whose matches must each be
 * read from the table anyway (readsEveryMatch), which counting and paging apart would read twice.
 */
const matchesOnce = async (tx: Tx, where: SQL, query: SubjectPageQuery): Promise<PageIds> => {
  const [row] = rowsOf<{ total: number; ids: string[] }>(
    await tx.execute(sql`
      with matches as materialized (
        select ${subjects.id} as id, ${subjects.createdAt} as created_at from ${subjects} where ${where}
      )
      select (select count(*) from matches)::int as total,
        array(select id::text from matches order by matches.created_at desc, matches.id desc
              offset ${query.skipCount} limit ${query.maxResultCount}) as ids`),
  );
  return { ids: row?.ids ?? [], totalCount: Number(row?.total ?? 0) };
};

/**
 * A search alone, from its pieces alone: the count, then the page's ids in the list's order,
 * read from the centre's range of the pieces' index without the table. A child found in both its
 * name and its number is one match, so two texts are grouped by child; one text is not, as a
 * child has at most one first occurrence in it.
 */
const piecesPage = async (tx: Tx, search: PieceSearch, query: SubjectPageQuery): Promise<PageIds> => {
  const byChild = search.fields.length > 1;
  // A new builder each time: drizzle's builders change in place.
  const matches = () => {
    const found = tx
      .select({ subjectId: subjectSearchPieces.subjectId, createdAt: subjectSearchPieces.createdAt })
      .from(subjectSearchPieces)
      .where(pieceMatch(search));
    return byChild ? found.groupBy(subjectSearchPieces.subjectId, subjectSearchPieces.createdAt) : found;
  };
  const [total] = await tx.select({ value: count() }).from(matches().as('matches'));
  const totalCount = total?.value ?? 0;
  if (query.skipCount >= totalCount) return { ids: [], totalCount };
  const page = await matches()
    .orderBy(desc(subjectSearchPieces.createdAt), desc(subjectSearchPieces.subjectId))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { ids: page.map((row) => row.subjectId), totalCount };
};

// Row-level security limits every query here to the current centre; no tenant filter needed.
export const findSubjectPage = async (tx: Tx, query: SubjectPageQuery) => {
  const found = conditions(tx, query);
  const { ids, totalCount } = found.onlyPieces
    ? await piecesPage(tx, found.onlyPieces, query)
    : found.pageWhere && found.readsEveryMatch
      ? await matchesOnce(tx, found.pageWhere, query)
      : await countThenPage(tx, found, query);
  if (ids.length === 0) return { rows: [], totalCount };
  // The page's few rows by primary key, with what the list shows of them.
  const rows = await tx
    .select({
      id: subjects.id,
      name: subjects.name,
      birthDay: subjects.birthday,
      gender: subjects.gender,
      outpatientNumber: subjects.outpatientNumber,
      schoolName: schools.name,
      gradeName: subjects.gradeName,
      remark: subjects.remark,
      status: subjects.status,
      isCheckIn: sql<boolean>`${openCheckIn(tx, query.day)}`,
      ...(query.musicPlanColumn ? { musicPlanId: query.musicPlanColumn(subjects.id) } : {}),
    })
    .from(subjects)
    .leftJoin(schools, eq(schools.id, subjects.schoolId))
    .where(inArray(subjects.id, ids))
    .orderBy(...newestFirst);
  return { rows, totalCount };
};

export const findCoaches = async (tx: Tx, subjectIds: string[]) =>
  subjectIds.length === 0
    ? []
    : tx
        .select({ subjectId: subjectCoaches.subjectId, id: users.id, name: users.name })
        .from(subjectCoaches)
        .innerJoin(users, eq(users.id, subjectCoaches.coachUserId))
        .where(inArray(subjectCoaches.subjectId, subjectIds))
        .orderBy(users.name);

export const findGuardians = async (tx: Tx, subjectIds: string[]) =>
  subjectIds.length === 0
    ? []
    : tx
        .select({
          subjectId: subjectGuardians.subjectId,
          id: guardians.id,
          name: guardians.name,
          roleName: subjectGuardians.roleName,
          isCancelled: sql<boolean>`${guardians.cancelledAt} is not null`,
        })
        .from(subjectGuardians)
        .innerJoin(guardians, and(eq(guardians.id, subjectGuardians.guardianId)))
        .where(inArray(subjectGuardians.subjectId, subjectIds));

/** The child, when it belongs to the current centre (row-level security hides the others). */
export const findSubjectById = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
};

export const updateSubject = async (
  tx: Tx,
  id: string,
  change: { remark: string | null } | { outpatientNumber: string | null },
) => {
  const rows = await tx
    .update(subjects)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(subjects.id, id))
    .returning({ id: subjects.id });
  return rows.length > 0;
};

export const hasSubjectNamed = async (tx: Tx, name: string) => {
  const [row] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.name, name)).limit(1);
  return row !== undefined;
};

// Coaches are those holding a coaching role in an effective membership of this centre. The
// membership tables also show users their own rows in other centres, hence the tenant filter.
const COACH_ROLES = ['coach', 'SeniorCoach'];

export const findCentreCoaches = async (tx: Tx, tenantId: string) =>
  tx
    .selectDistinct({ id: users.id, name: users.name })
    .from(membershipRoles)
    .innerJoin(memberships, eq(memberships.id, membershipRoles.membershipId))
    .innerJoin(users, eq(users.id, membershipRoles.userId))
    .where(
      and(
        eq(membershipRoles.tenantId, tenantId),
        inArray(membershipRoles.roleName, COACH_ROLES),
        eq(memberships.state, 'Effective'),
        // An invitation not yet accepted is no coach, and its account's name is not the centre's to read.
        isNotNull(memberships.activatedAt),
      ),
    )
    .orderBy(users.name, users.id);

export const replaceSubjectCoaches = async (tx: Tx, tenantId: string, subjectId: string, coachUserIds: string[]) => {
  await tx.delete(subjectCoaches).where(eq(subjectCoaches.subjectId, subjectId));
  if (coachUserIds.length > 0) {
    await tx.insert(subjectCoaches).values(coachUserIds.map((coachUserId) => ({ tenantId, subjectId, coachUserId })));
  }
};

export type SubjectInsert = {
  name: string;
  birthday: string;
  gender: Gender;
  outpatientNumber: string | null;
  remark: string | null;
};

export const insertSubjects = async (tx: Tx, tenantId: string, rows: SubjectInsert[]) => {
  // Several children in one request are registered in their order: the first is the oldest.
  const now = Date.now();
  const inserted = await tx
    .insert(subjects)
    .values(rows.map((row, i) => ({ ...row, tenantId, createdAt: new Date(now + i) })))
    .returning({ id: subjects.id, name: subjects.name });
  return inserted;
};
