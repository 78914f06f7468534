import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
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
import { contentTableRepository, searchColumns } from '../content-table.repository';
import { programProblems } from './program-problems';
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

type ProgramTableRow = typeof contentTrainingPrograms.$inferSelect;
/** A program row with what it names, read with it so the kind's item stays a function of the row. */
export type ProgramRow = ProgramTableRow &
  Pick<ProgramItem, 'targets' | 'categories' | 'materials' | 'feedbackProperties' | 'images' | 'videos'>;

const p = contentTrainingPrograms;
const media = contentTrainingProgramMedia;

const base = contentTableRepository<ProgramValuesStored, ProgramTableRow>(p, {
  what: 'training program',
  search: searchColumns(p.code, p.titleZh, p.titleEn, p.subTitleZh, p.subTitleEn),
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
});

/** What the given rows name, each list in the form's order. */
const withLinks = async (tx: Tx, rows: ProgramTableRow[]): Promise<ProgramRow[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lt = contentTrainingProgramTargets;
  const lc = contentTrainingProgramCategories;
  const lm = contentTrainingProgramMaterials;
  const lf = contentTrainingProgramFeedbackProperties;
  const [targets, categories, materials, properties, files] = await Promise.all([
    tx
      .select({
        programId: lt.programId,
        id: contentTrainingTargets.id,
        nameZh: contentTrainingTargets.nameZh,
        nameEn: contentTrainingTargets.nameEn,
      })
      .from(lt)
      .innerJoin(contentTrainingTargets, eq(contentTrainingTargets.id, lt.targetId))
      .where(inArray(lt.programId, ids))
      .orderBy(asc(lt.sortOrder)),
    tx
      .select({
        programId: lc.programId,
        id: contentProgramCategories.id,
        nameZh: contentProgramCategories.nameZh,
        nameEn: contentProgramCategories.nameEn,
        categoryType: contentProgramCategories.categoryType,
      })
      .from(lc)
      .innerJoin(contentProgramCategories, eq(contentProgramCategories.id, lc.categoryId))
      .where(inArray(lc.programId, ids))
      .orderBy(asc(lc.sortOrder)),
    tx
      .select({
        programId: lm.programId,
        id: contentMaterials.id,
        nameZh: contentMaterials.nameZh,
        nameEn: contentMaterials.nameEn,
        descriptionZh: contentMaterials.descriptionZh,
        descriptionEn: contentMaterials.descriptionEn,
        requiredCount: lm.requiredCount,
      })
      .from(lm)
      .innerJoin(contentMaterials, eq(contentMaterials.id, lm.materialId))
      .where(inArray(lm.programId, ids))
      .orderBy(asc(lm.sortOrder)),
    tx
      .select({
        programId: lf.programId,
        programFeedbackPropertyId: lf.id,
        id: contentFeedbackProperties.id,
        formKind: contentFeedbackProperties.formKind,
        displayName: contentFeedbackProperties.displayName,
        isRequired: contentFeedbackProperties.isRequired,
        type: contentFeedbackProperties.propertyType,
        extraProperties: contentFeedbackProperties.extraProperties,
      })
      .from(lf)
      .innerJoin(contentFeedbackProperties, eq(contentFeedbackProperties.id, lf.feedbackPropertyId))
      .where(inArray(lf.programId, ids))
      .orderBy(asc(lf.sortOrder)),
    tx
      .select({
        programId: media.programId,
        id: media.id,
        kind: media.kind,
        contentType: media.contentType,
        fileName: media.fileName,
        size: media.size,
      })
      .from(media)
      .where(inArray(media.programId, ids))
      .orderBy(asc(media.sortOrder), asc(media.createdAt)),
  ]);
  const of = <T extends { programId: string | null }>(list: T[], id: string) =>
    list.filter((x) => x.programId === id).map(({ programId: _, ...rest }) => rest);
  return rows.map((row) => ({
    ...row,
    targets: of(targets, row.id),
    categories: of(categories, row.id),
    materials: of(materials, row.id),
    feedbackProperties: of(properties, row.id),
    images: of(files, row.id).filter((f) => f.kind === 'image'),
    videos: of(files, row.id).filter((f) => f.kind === 'video'),
  }));
};

const one = async (tx: Tx, row: ProgramTableRow | undefined) => (row ? (await withLinks(tx, [row]))[0] : undefined);

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
  const lf = contentTrainingProgramFeedbackProperties;
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
  ...(base as unknown as ContentRepository<ProgramValuesStored, ProgramRow>),
  async page(tx, query) {
    const page = await base.page(tx, query);
    return { items: await withLinks(tx, page.items), totalCount: page.totalCount };
  },
  find: async (tx, id) => one(tx, await base.find(tx, id)),
  async insert(tx, values, by) {
    await checkReferences(tx, values, null);
    const row = await base.insert(tx, values, by);
    await writeLinks(tx, row.id, values);
    return (await one(tx, row)) as ProgramRow;
  },
  async update(tx, id, values, by) {
    await checkReferences(tx, values, id);
    const row = await base.update(tx, id, values, by);
    if (!row) return undefined;
    await writeLinks(tx, id, values);
    return one(tx, row);
  },
  setStatus: async (tx, id, status, by) => one(tx, await base.setStatus(tx, id, status, by)),
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
