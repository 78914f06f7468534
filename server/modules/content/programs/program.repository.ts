import { and, eq, fillPlaceholders, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database';
import { executeNamedQuery, statementName } from '../../../platform/db/prepared';
import {
  contentFeedbackProperties,
  contentMaterials,
  contentProgramCategories,
  contentTrainingProgramCategories,
  contentTrainingProgramFeedbackProperties,
  contentTrainingProgramMaterials,
  contentTrainingProgramMedia,
  contentTrainingPrograms,
  contentTrainingProgramTargets,
  contentTrainingTargets,
  type ProgramMediaKind,
} from '../../../platform/db/schema/index';
import type { ContentRepository } from '../content-kind';
import { contentTableRepository, type ContentSearch, searchColumns } from '../content-table.repository';
import { programProblems } from './program-problems';
import { CONTENT_PAGE_SIZES } from '../content.schemas';
import type { ProgramItem, ProgramText } from './program.schemas';

/** A program's own columns and the ids it names, as the form sends them. */
export type ProgramValuesStored = {
  code: string;
  titleZh: string;
  titleEn: string;
  difficulty: number;
  difficulty2: number | null;
  minDifficulty: number;
  maxDifficulty: number;
  categoryType: '1' | '2';
  targetIds: string[];
  categoryIds: string[];
  materials: { materialId: string; requiredCount: number }[];
  feedbackPropertyIds: string[];
  imageIds: string[];
  videoIds: string[];
} & Record<ProgramText, string>;

/** A program row with what it names, read with it so the kind's item stays a function of the row. */
export type ProgramRow = typeof contentTrainingPrograms.$inferSelect &
  Pick<ProgramItem, 'targets' | 'categories' | 'materials' | 'feedbackProperties' | 'images' | 'videos'>;

const p = contentTrainingPrograms;
const media = contentTrainingProgramMedia;

const lt = contentTrainingProgramTargets;
const lc = contentTrainingProgramCategories;
const lm = contentTrainingProgramMaterials;
const lf = contentTrainingProgramFeedbackProperties;
const target = contentTrainingTargets;
const category = contentProgramCategories;
const material = contentMaterials;
const property = contentFeedbackProperties;

/** What a program names, each list in the form's order. */
type ProgramLinks = Pick<
  ProgramRow,
  'targets' | 'categories' | 'materials' | 'feedbackProperties' | 'images' | 'videos'
>;

/**
 * One list of what the programs of `ids` name: per program (and `groupBy`), the json array of
 * `object` over `from` in `order`, tagged `list`; `owner` is the link table's program id.
 */
const linkList = (list: SQL, owner: SQL, object: SQL, from: SQL, order: SQL, ids: SQL, groupBy: SQL = owner) =>
  sql`select ${list} as list, ${owner} as program_id, json_agg(${object} order by ${order}) as items
    ${from} where ${owner} = any(${ids}) group by ${groupBy}`;

/**
 * What the programs of `ids` name, all their lists in one statement (one grouped read of each
 * link table through its program index), one row per program and list that has any: a page's
 * twelve programs cost five index reads, not the 72 correlated subqueries per page of reading
 * them beside each row, which were most of a page's time on PGlite (docs/performance.md).
 */
const linksStatement = (ids: SQL) =>
  sql.join(
    [
      linkList(
        sql`'targets'`,
        sql`${lt.programId}`,
        sql`json_build_object('id', ${target.id}, 'nameZh', ${target.nameZh}, 'nameEn', ${target.nameEn})`,
        sql`from ${lt} join ${target} on ${target.id} = ${lt.targetId}`,
        sql`${lt.sortOrder}`,
        ids,
      ),
      linkList(
        sql`'categories'`,
        sql`${lc.programId}`,
        sql`json_build_object('id', ${category.id}, 'nameZh', ${category.nameZh}, 'nameEn', ${category.nameEn},
          'categoryType', ${category.categoryType})`,
        sql`from ${lc} join ${category} on ${category.id} = ${lc.categoryId}`,
        sql`${lc.sortOrder}`,
        ids,
      ),
      linkList(
        sql`'materials'`,
        sql`${lm.programId}`,
        sql`json_build_object('id', ${material.id}, 'nameZh', ${material.nameZh}, 'nameEn', ${material.nameEn},
          'descriptionZh', ${material.descriptionZh}, 'descriptionEn', ${material.descriptionEn},
          'requiredCount', ${lm.requiredCount})`,
        sql`from ${lm} join ${material} on ${material.id} = ${lm.materialId}`,
        sql`${lm.sortOrder}`,
        ids,
      ),
      linkList(
        sql`'feedbackProperties'`,
        sql`${lf.programId}`,
        sql`json_build_object('programFeedbackPropertyId', ${lf.id}, 'id', ${property.id},
          'formKind', ${property.formKind}, 'displayName', ${property.displayName},
          'isRequired', ${property.isRequired}, 'type', ${property.propertyType},
          'extraProperties', ${property.extraProperties})`,
        sql`from ${lf} join ${property} on ${property.id} = ${lf.feedbackPropertyId}`,
        sql`${lf.sortOrder}`,
        ids,
      ),
      // A program's files, one list per kind: 'image' and 'video' become images and videos.
      linkList(
        sql`${media.kind} || 's'`,
        sql`${media.programId}`,
        sql`json_build_object('id', ${media.id}, 'kind', ${media.kind}, 'contentType', ${media.contentType},
          'fileName', ${media.fileName}, 'size', ${media.size})`,
        sql`from ${media}`,
        sql`${media.sortOrder}, ${media.createdAt}`,
        ids,
        sql`${media.programId}, ${media.kind}`,
      ),
    ],
    sql` union all `,
  );

const noLinks = (): ProgramLinks => ({
  targets: [],
  categories: [],
  materials: [],
  feedbackProperties: [],
  images: [],
  videos: [],
});

/** The links statement, built once (its one value, the ids, a placeholder). */
const LINKS = (() => {
  const query = new PgDialect().sqlToQuery(linksStatement(sql`${sql.placeholder('ids')}::uuid[]`));
  return { name: statementName('content_program_links', query.sql), query };
})();

/** The largest page: a page or a find asks for the links of at most this many programs. */
const LINKS_BATCH = Math.max(...CONTENT_PAGE_SIZES);

/**
 * `rows` with what each names, read in one further statement for all of them, prepared once per
 * session (platform/db/prepared.ts; its text is the same for any number of ids, they are one
 * array parameter).
 *
 * The array is padded (with the first id again) to the largest page, so that the planner sees the
 * same size every time. A prepared statement with parameters is planned afresh for its values
 * (a custom plan) until the plan for any values (the generic one, costed for an array of ten) is
 * no dearer than the custom plans' average; with a find's single id among them the custom plans
 * stayed cheaper and the statement was planned on every execution, as long as running it on
 * PGlite. Padded, the generic plan wins from the sixth execution on. A repeated id matches nothing more.
 */
const withLinks = async (tx: Tx, rows: readonly (typeof p.$inferSelect)[]): Promise<ProgramRow[]> => {
  if (rows.length === 0) return [];
  const padded = rows.map((r) => r.id);
  while (padded.length < LINKS_BATCH) padded.push(rows[0]!.id);
  const lists = await executeNamedQuery<{ list: keyof ProgramLinks; program_id: string; items: unknown }>(
    tx,
    LINKS.name,
    // uuids need no quoting in an array literal.
    { sql: LINKS.query.sql, params: fillPlaceholders(LINKS.query.params, { ids: `{${padded.join(',')}}` }) },
  );
  const byProgram = new Map<string, Record<keyof ProgramLinks, unknown[]>>(rows.map((r) => [r.id, noLinks()]));
  for (const { list, program_id, items } of lists) {
    const links = byProgram.get(program_id);
    // Both drivers parse json; text is allowed as the jsonList it replaces allowed it.
    if (links) links[list] = typeof items === 'string' ? (JSON.parse(items) as unknown[]) : (items as unknown[]);
  }
  return rows.map((row) => ({ ...row, ...(byProgram.get(row.id) as ProgramLinks) }));
};

const eachColumn = searchColumns(p.code, p.titleZh, p.titleEn, p.subTitleZh, p.subTitleEn);

/**
 * ILIKE on any of the five columns, as LIKE on their lower-cased copy (search_text, one a line;
 * PostgreSQL's ILIKE lower-cases both sides the same way) behind its trigram index. A line break
 * in the search could match across two of them there, so such a search tests each column.
 */
const programSearch: ContentSearch = (pattern, lines) =>
  lines ? eachColumn(pattern, lines) : sql`${p.searchText} like lower(${pattern})`;

const base = contentTableRepository<ProgramValuesStored, typeof p.$inferSelect>(p, {
  what: 'training program',
  search: programSearch,
  unique: [{ field: 'code', column: p.code, value: (v) => v.code }],
  columnsOf: ({
    targetIds: _t,
    categoryIds: _c,
    materials: _m,
    feedbackPropertyIds: _f,
    imageIds: _i,
    videoIds: _v,
    ...columns
  }) => columns,
  counted: true,
});

/** A program's row with what it names; undefined when there is no such program. */
const find = async (tx: Tx, id: string) => {
  const row = await base.find(tx, id);
  return row ? (await withLinks(tx, [row]))[0] : undefined;
};

/** A program written (its row as RETURNING gave it, without links) read again with what it names. */
const reread = async (tx: Tx, row: { id: string } | undefined) => (row ? find(tx, row.id) : undefined);

/** The ids of `ids` that are not rows of `table` outside the Trash. */
const missing = async (
  tx: Tx,
  table:
    | typeof contentTrainingTargets
    | typeof contentProgramCategories
    | typeof contentMaterials
    | typeof contentFeedbackProperties,
  ids: readonly string[],
) => {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), ne(table.contentStatus, 'Trash')));
  return ids.filter((id) => !found.some((f) => f.id === id));
};

/** The files of `ids` that are not uploads of `kind`, free or already this program's. */
const missingMedia = async (tx: Tx, kind: ProgramMediaKind, ids: readonly string[], programId: string | null) => {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, [...ids]),
        eq(media.kind, kind),
        programId === null ? isNull(media.programId) : or(isNull(media.programId), eq(media.programId, programId)),
      ),
    );
  return ids.filter((id) => !found.some((f) => f.id === id));
};

/**
 * Every id the program names is an item of its kind outside the Trash (a file: an upload of its
 * kind, not another program's); otherwise a 400 naming the field and how many are unknown.
 */
const checkReferences = async (tx: Tx, v: ProgramValuesStored, programId: string | null) => {
  const unknown = {
    targetIds: await missing(tx, contentTrainingTargets, v.targetIds),
    categoryIds: await missing(tx, contentProgramCategories, v.categoryIds),
    materials: await missing(
      tx,
      contentMaterials,
      v.materials.map((m) => m.materialId),
    ),
    feedbackPropertyIds: await missing(tx, contentFeedbackProperties, v.feedbackPropertyIds),
    imageIds: await missingMedia(tx, 'image', v.imageIds, programId),
    videoIds: await missingMedia(tx, 'video', v.videoIds, programId),
  };
  const problems = Object.entries(unknown).flatMap(([field, ids]) =>
    ids.length === 0 ? [] : [{ key: 'unknown-items', field, params: { count: ids.length } }],
  );
  if (problems.length > 0) throw programProblems(problems);
};

/** The program's links replaced by the ones in `v`, in the form's order. */
const writeLinks = async (tx: Tx, programId: string, v: ProgramValuesStored) => {
  await tx.delete(contentTrainingProgramTargets).where(eq(contentTrainingProgramTargets.programId, programId));
  await tx.delete(contentTrainingProgramCategories).where(eq(contentTrainingProgramCategories.programId, programId));
  await tx.delete(contentTrainingProgramMaterials).where(eq(contentTrainingProgramMaterials.programId, programId));
  if (v.targetIds.length > 0)
    await tx
      .insert(contentTrainingProgramTargets)
      .values(v.targetIds.map((targetId, sortOrder) => ({ programId, targetId, sortOrder })));
  if (v.categoryIds.length > 0)
    await tx
      .insert(contentTrainingProgramCategories)
      .values(v.categoryIds.map((categoryId, sortOrder) => ({ programId, categoryId, sortOrder })));
  if (v.materials.length > 0)
    await tx
      .insert(contentTrainingProgramMaterials)
      .values(v.materials.map((m, sortOrder) => ({ programId, ...m, sortOrder })));
  // The form's rows keep their ids (an answer's programFeedbackPropertyId) while they stay in it.
  await tx
    .delete(lf)
    .where(
      and(
        eq(lf.programId, programId),
        v.feedbackPropertyIds.length === 0 ? undefined : notInArray(lf.feedbackPropertyId, v.feedbackPropertyIds),
      ),
    );
  if (v.feedbackPropertyIds.length > 0)
    await tx
      .insert(lf)
      .values(
        v.feedbackPropertyIds.map((feedbackPropertyId, sortOrder) => ({ programId, feedbackPropertyId, sortOrder })),
      )
      .onConflictDoUpdate({
        target: [lf.programId, lf.feedbackPropertyId],
        set: { sortOrder: sql`excluded.sort_order` },
      });
  // Files left out of the form go with it (their bytes stay in storage: docs/decisions.md).
  const kept = [...v.imageIds, ...v.videoIds];
  await tx
    .delete(media)
    .where(and(eq(media.programId, programId), kept.length === 0 ? undefined : notInArray(media.id, kept)));
  for (const [sortOrder, id] of [...v.imageIds.entries(), ...v.videoIds.entries()])
    await tx.update(media).set({ programId, sortOrder }).where(eq(media.id, id));
};

/** Programs' SQL: the generic table's, with the lists each program names read and written beside it. */
export const programRepository: ContentRepository<ProgramValuesStored, ProgramRow> = {
  ...base,
  async page(tx, query) {
    const page = await base.page(tx, query);
    return { items: await withLinks(tx, page.items), totalCount: page.totalCount };
  },
  find,
  async insert(tx, values, by) {
    await checkReferences(tx, values, null);
    const row = await base.insert(tx, values, by);
    await writeLinks(tx, row.id, values);
    return (await reread(tx, row)) as ProgramRow;
  },
  async update(tx, id, values, by) {
    await checkReferences(tx, values, id);
    const row = await base.update(tx, id, values, by);
    if (!row) return undefined;
    await writeLinks(tx, id, values);
    return reread(tx, row);
  },
  setStatus: async (tx, id, status, by) => reread(tx, await base.setStatus(tx, id, status, by)),
};

/** The stored values of a program row, as the form and the history compare them. */
export const programValuesOf = (row: ProgramRow): ProgramValuesStored => ({
  code: row.code,
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  subTitleZh: row.subTitleZh,
  subTitleEn: row.subTitleEn,
  difficulty: row.difficulty,
  difficulty2: row.difficulty2,
  minDifficulty: row.minDifficulty,
  maxDifficulty: row.maxDifficulty,
  categoryType: row.categoryType,
  contentZh: row.contentZh,
  contentEn: row.contentEn,
  precautionsZh: row.precautionsZh,
  precautionsEn: row.precautionsEn,
  possibleDifficultiesZh: row.possibleDifficultiesZh,
  possibleDifficultiesEn: row.possibleDifficultiesEn,
  groupTeachingZh: row.groupTeachingZh,
  groupTeachingEn: row.groupTeachingEn,
  targetIds: row.targets.map((x) => x.id),
  categoryIds: row.categories.map((x) => x.id),
  materials: row.materials.map((m) => ({ materialId: m.id, requiredCount: m.requiredCount })),
  feedbackPropertyIds: row.feedbackProperties.map((f) => f.id),
  imageIds: row.images.map((f) => f.id),
  videoIds: row.videos.map((f) => f.id),
});
