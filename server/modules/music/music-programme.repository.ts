import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { contentMusicPlans, subjectMusicProgrammes, type MusicType } from '../../platform/db/schema/index';

// Row-level security keeps subject_music_programmes to the current centre; the content library's
// plans are the platform's, read here only when published (Public).

const programmeColumns = {
  id: subjectMusicProgrammes.id,
  subjectId: subjectMusicProgrammes.subjectId,
  musicType: subjectMusicProgrammes.musicType,
  planId: subjectMusicProgrammes.planId,
  currentOrder: subjectMusicProgrammes.currentOrder,
  createdAt: subjectMusicProgrammes.createdAt,
  updatedAt: subjectMusicProgrammes.updatedAt,
  code: contentMusicPlans.code,
  nameZh: contentMusicPlans.nameZh,
  nameEn: contentMusicPlans.nameEn,
  sessionCount: contentMusicPlans.sessionCount,
};
export type ProgrammeRow = {
  id: string;
  subjectId: string;
  musicType: MusicType;
  planId: string;
  currentOrder: number;
  createdAt: Date;
  updatedAt: Date;
  code: string;
  nameZh: string;
  nameEn: string;
  sessionCount: number;
};

const selectProgrammes = (tx: Tx) =>
  tx
    .select(programmeColumns)
    .from(subjectMusicProgrammes)
    .innerJoin(contentMusicPlans, eq(contentMusicPlans.id, subjectMusicProgrammes.planId));

export const findProgrammes = (tx: Tx, subjectId: string): Promise<ProgrammeRow[]> =>
  selectProgrammes(tx)
    .where(eq(subjectMusicProgrammes.subjectId, subjectId))
    .orderBy(asc(subjectMusicProgrammes.musicType));

/** `lock` makes two desks editing the same programme queue. */
export const findProgramme = async (
  tx: Tx,
  subjectId: string,
  musicType: MusicType,
  { lock = false } = {},
): Promise<ProgrammeRow | undefined> => {
  const query = selectProgrammes(tx).where(
    and(eq(subjectMusicProgrammes.subjectId, subjectId), eq(subjectMusicProgrammes.musicType, musicType)),
  );
  const [row] = lock ? await query.for('update', { of: subjectMusicProgrammes }) : await query;
  return row;
};

export const findProgrammeById = async (tx: Tx, id: string): Promise<ProgrammeRow | undefined> => {
  const [row] = await selectProgrammes(tx).where(eq(subjectMusicProgrammes.id, id));
  return row;
};

/** The content library's first published plan of the type (by its sort order): what is generated. */
export const findPublishedPlan = async (tx: Tx, musicType: MusicType) => {
  const [row] = await tx
    .select({ id: contentMusicPlans.id, sessionCount: contentMusicPlans.sessionCount })
    .from(contentMusicPlans)
    .where(and(eq(contentMusicPlans.musicType, musicType), eq(contentMusicPlans.contentStatus, 'Public')))
    .orderBy(asc(contentMusicPlans.sortOrder), asc(contentMusicPlans.id))
    .limit(1);
  return row;
};

/** Adds the programme; a concurrent add of the same child and type loses on the unique key. */
export const insertProgramme = async (
  tx: Tx,
  values: { tenantId: string; subjectId: string; musicType: MusicType; planId: string; createdBy: string },
) => {
  const [row] = await tx
    .insert(subjectMusicProgrammes)
    .values({ ...values, currentOrder: 1 })
    .onConflictDoNothing()
    .returning({ id: subjectMusicProgrammes.id });
  return row;
};

export const setProgrammeOrder = (tx: Tx, id: string, currentOrder: number) =>
  tx
    .update(subjectMusicProgrammes)
    .set({ currentOrder, updatedAt: new Date() })
    .where(eq(subjectMusicProgrammes.id, id));
