import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database';
import {
  contentTrainingProgramCategories,
  contentTrainingProgramFeedbackProperties,
  contentTrainingProgramMaterials,
  contentTrainingPrograms,
  contentTrainingProgramTargets,
} from '../../platform/db/schema/index';
import { classPlansInCategory } from './plans/plan-usage';

/**
 * Who uses a content item, by name (issue 18 "Bad input": deleting an item that a template or a
 * running plan uses is refused with the users named). A kind's `usedBy`; the service refuses the
 * delete when it names anyone.
 */
export type ContentUsers = (tx: Tx, id: string) => Promise<string[]>;

/**
 * The programs naming a part through one link table, each as its code and both titles (the
 * refusal is rendered in the caller's language, but a name is the editor's own text in both).
 */
const programsLinkedBy =
  (link: PgTable, column: AnyPgColumn, programId: AnyPgColumn): ContentUsers =>
  async (tx, id) => {
    const p = contentTrainingPrograms;
    const rows = await tx
      .select({ code: p.code, titleZh: p.titleZh, titleEn: p.titleEn })
      .from(link)
      .innerJoin(p, eq(p.id, programId))
      .where(eq(column, id))
      .orderBy(asc(p.sortOrder), asc(p.code));
    return rows.map((r) => `${r.code} ${r.titleZh} / ${r.titleEn}`);
  };

/** The training programs that name a part (issue 18 item 1): its targets, categories, materials, form. */
export const programsUsingPart: Record<'target' | 'category' | 'material' | 'feedbackProperty', ContentUsers> = {
  target: programsLinkedBy(
    contentTrainingProgramTargets,
    contentTrainingProgramTargets.targetId,
    contentTrainingProgramTargets.programId,
  ),
  // A category also files class plans (trainingPlanV2): they are named too.
  category: async (tx, id) => [
    ...(await programsLinkedBy(
      contentTrainingProgramCategories,
      contentTrainingProgramCategories.categoryId,
      contentTrainingProgramCategories.programId,
    )(tx, id)),
    ...(await classPlansInCategory(tx, id)),
  ],
  material: programsLinkedBy(
    contentTrainingProgramMaterials,
    contentTrainingProgramMaterials.materialId,
    contentTrainingProgramMaterials.programId,
  ),
  feedbackProperty: programsLinkedBy(
    contentTrainingProgramFeedbackProperties,
    contentTrainingProgramFeedbackProperties.feedbackPropertyId,
    contentTrainingProgramFeedbackProperties.programId,
  ),
};
