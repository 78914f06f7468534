import type { Tx } from '../platform/db/database';
import {
  classHoursRecords,
  contentClassPlanItems,
  contentClassPlans,
  contentFeedbackProperties,
  contentProgramCategories,
  contentTrainingProgramFeedbackProperties,
  contentTrainingPrograms,
  groupMembers,
  groups,
} from '../platform/db/schema/index';
import { insertChild } from './children';

/** The answers' property ids (the program's links to its properties) of the feedback test program. */
export type FeedbackForm = { session: string; note: string; personal: string; guardian: string };

/**
 * A public OneToFour class plan of two sessions, two activities each, whose program has a form of
 * every side: a required and an optional Session property ("Focus", "Note"), a required Personal
 * ("Conduct") and an optional Guardian one ("Practice at home"), each name ending in `tag`.
 */
export const insertFeedbackClassPlan = async (tx: Tx, tag: string): Promise<{ planId: string; form: FeedbackForm }> => {
  const [category] = await tx
    .insert(contentProgramCategories)
    .values({ nameZh: `反馈类别${tag}`, nameEn: `Feedback category ${tag}`, contentStatus: 'Public' })
    .returning({ id: contentProgramCategories.id });
  const [program] = await tx
    .insert(contentTrainingPrograms)
    .values({
      code: `GPF-${tag}`,
      titleZh: `反馈项目${tag}`,
      titleEn: `Feedback program ${tag}`,
      contentStatus: 'Public',
      difficulty: 3,
      minDifficulty: 1,
      maxDifficulty: 20,
    })
    .returning({ id: contentTrainingPrograms.id });
  const property = async (
    formKind: 'Session' | 'Personal' | 'Guardian',
    zh: string,
    en: string,
    isRequired: boolean,
    sortOrder: number,
  ) => {
    const [row] = await tx
      .insert(contentFeedbackProperties)
      .values({
        formKind,
        displayName: { default: zh, zh, en },
        isRequired,
        propertyType: 'String',
        contentStatus: 'Public',
      })
      .returning({ id: contentFeedbackProperties.id });
    const [link] = await tx
      .insert(contentTrainingProgramFeedbackProperties)
      .values({ programId: program!.id, feedbackPropertyId: row!.id, sortOrder })
      .returning({ id: contentTrainingProgramFeedbackProperties.id });
    return link!.id;
  };
  const form = {
    session: await property('Session', `专注度${tag}`, `Focus ${tag}`, true, 0),
    note: await property('Session', `备注${tag}`, `Note ${tag}`, false, 1),
    personal: await property('Personal', `表现${tag}`, `Conduct ${tag}`, true, 2),
    guardian: await property('Guardian', `家中练习${tag}`, `Practice at home ${tag}`, false, 3),
  };
  const [plan] = await tx
    .insert(contentClassPlans)
    .values({
      code: `CPF-${tag}`,
      nameZh: `反馈方案${tag}`,
      nameEn: `Feedback plan ${tag}`,
      sessionCount: 2,
      groupTypes: ['OneToFour'],
      categoryId: category!.id,
      contentStatus: 'Public',
    })
    .returning({ id: contentClassPlans.id });
  await tx
    .insert(contentClassPlanItems)
    .values(
      [1, 2].flatMap((session) =>
        [0, 1].map((position) => ({ planId: plan!.id, session, position, programId: program!.id })),
      ),
    );
  return { planId: plan!.id, form };
};

/** A OneToFour class of `size` fresh children of the centre, each with 10 Offline sessions. */
export const insertFeedbackClass = async (tx: Tx, tenantId: string, name: string, size: number) => {
  const [group] = await tx
    .insert(groups)
    .values({ tenantId, name, type: 'OneToFour', ageStage: 'GradeOrTeenSchool', capacity: 4 })
    .returning({ id: groups.id });
  const children: string[] = [];
  for (let i = 0; i < size; i++) children.push(await insertChild(tx, { tenantId, name: `${name} kid${i}`, years: 8 }));
  await tx.insert(groupMembers).values(children.map((subjectId) => ({ tenantId, groupId: group!.id, subjectId })));
  await tx.insert(classHoursRecords).values(
    children.map((subjectId) => ({
      tenantId,
      subjectId,
      type: 'Offline' as const,
      billingMethod: 'Quantity' as const,
      classHours: 10,
    })),
  );
  return { id: group!.id, children };
};
