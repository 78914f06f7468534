import { asc, eq, sql } from 'drizzle-orm';
import type { FeedbackPropertyDefinition } from '../../../../forms/feedback-property.schemas';
import type { Tx } from '../../../platform/db/database';
import {
  contentFeedbackProperties,
  contentTrainingProgramFeedbackProperties,
  type FeedbackFormKind,
} from '../../../platform/db/schema/index';

// The feedback forms of the library's training programs, as the plans that deliver them (a child's
// offline plan, a class's group plan) read them to check and show answers.

/** A form's property: the definition forms/ checks, and whose it is (Session, Personal, Guardian). */
export type FormProperty = FeedbackPropertyDefinition & { formKind: FeedbackFormKind };

/**
 * The forms of these programs, as definitions the shared form engine (forms/) checks, each in the
 * program's order. An answer names the program's link to the property (programFeedbackPropertyId).
 */
export const formsOfPrograms = async (tx: Tx, programIds: readonly string[]) => {
  const forms = new Map<string, FormProperty[]>();
  if (programIds.length === 0) return forms;
  const lf = contentTrainingProgramFeedbackProperties;
  const property = contentFeedbackProperties;
  const rows = await tx
    .select({
      programId: lf.programId,
      id: lf.id,
      formKind: property.formKind,
      displayName: property.displayName,
      isRequired: property.isRequired,
      type: property.propertyType,
      extraProperties: property.extraProperties,
    })
    .from(lf)
    .innerJoin(property, eq(property.id, lf.feedbackPropertyId))
    .where(sql`${lf.programId} in ${programIds}`)
    .orderBy(asc(lf.programId), asc(lf.sortOrder), asc(lf.id));
  for (const { programId, ...row } of rows) {
    const form = forms.get(programId) ?? [];
    form.push({ ...row, sortOrder: form.length, extraProperties: row.extraProperties as Record<string, unknown> });
    forms.set(programId, form);
  }
  return forms;
};
