import { eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { contentTrainingProgramMedia, type ProgramMediaKind } from '../../../platform/db/schema/index';

export type ProgramMediaRow = typeof contentTrainingProgramMedia.$inferSelect;

const m = contentTrainingProgramMedia;

export const findMedia = async (tx: Tx, id: string): Promise<ProgramMediaRow | undefined> =>
  (await tx.select().from(m).where(eq(m.id, id)))[0];

export const insertMedia = async (
  tx: Tx,
  values: { kind: ProgramMediaKind; storageKey: string; contentType: string; fileName: string; size: number },
  by: string,
) => {
  const [row] = await tx
    .insert(m)
    .values({ ...values, createdBy: by })
    .returning();
  if (!row) throw new Error('the program file insert returned no row');
  return row;
};

/** The file joins the program's files, after the ones it has (PUT /trainingProgram/vid). */
export const attachMedia = async (tx: Tx, id: string, programId: string, sortOrder: number) =>
  tx.update(m).set({ programId, sortOrder }).where(eq(m.id, id));
