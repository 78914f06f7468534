import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/database';
import {
  contentBrainMusic,
  contentClassPlans,
  contentFeedbackProperties,
  contentMaterials,
  contentMusicPlans,
  contentNewOfflinePlans,
  contentOfflinePlans,
  contentProgramCategories,
  contentReminderTemplates,
  contentTags,
  contentTracks,
  contentTrainingPrograms,
  contentTrainingTargets,
  groups,
  groupTrainingPlanItems,
  groupTrainingPlans,
  subjectArchiveEntries,
  subjects,
  tenantContracts,
  tenants,
  users,
  userTrainingPlans,
} from '../../server/platform/db/schema/index';
import type { IdPool } from './openapi-cases';

/**
 * Real ids of Sunrise Centre's demo data, picked by a field's name (or, for `{id}`, the path
 * segment before it), so that a request broken in one field has its other ids found and goes as
 * deep into the route as it can.
 */
export const demoIdPool = async (db: Database): Promise<IdPool> => {
  const ids = await db.privileged(async (tx) => {
    const [sunrise] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Sunrise Centre'));
    if (!sunrise) throw new Error('no Sunrise Centre in the demo data');
    const contractOf = async (line: 'hfs' | 'vrat') =>
      (
        await tx
          .select({ id: tenantContracts.id })
          .from(tenantContracts)
          .where(and(eq(tenantContracts.tenantId, sunrise.id), eq(tenantContracts.line, line)))
          .orderBy(asc(tenantContracts.id))
          .limit(1)
      )[0]?.id;
    const [subject] = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.tenantId, sunrise.id))
      .orderBy(asc(subjects.id))
      .limit(1);
    const [coach] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'coach'));
    const [group] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.tenantId, sunrise.id))
      .orderBy(asc(groups.id))
      .limit(1);
    // The content library's first kind: a demo tag for /api/rocket/tag/{id} and its status body.
    const [tag] = await tx.select({ id: contentTags.id }).from(contentTags).orderBy(asc(contentTags.id)).limit(1);
    // The music library: a demo track for /api/rocket/track/{id}, its audio and PUT /track/duration.
    const [track] = await tx
      .select({ id: contentTracks.id })
      .from(contentTracks)
      .orderBy(asc(contentTracks.id))
      .limit(1);
    // The training parts: one demo item each for /api/rocket/{segment}/{id} and their status bodies.
    const firstOf = async (
      table:
        typeof contentTrainingTargets | typeof contentMaterials | typeof contentMusicPlans | typeof contentBrainMusic,
    ) => (await tx.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0]?.id;
    const [category] = await tx
      .select({ id: contentProgramCategories.id })
      .from(contentProgramCategories)
      .orderBy(asc(contentProgramCategories.id))
      .limit(1);
    const [property] = await tx
      .select({ id: contentFeedbackProperties.id })
      .from(contentFeedbackProperties)
      .orderBy(asc(contentFeedbackProperties.id))
      .limit(1);
    // Reminder templates: a demo template for /api/rocket/reminderTemplate/{id}.
    const [reminder] = await tx
      .select({ id: contentReminderTemplates.id })
      .from(contentReminderTemplates)
      .orderBy(asc(contentReminderTemplates.id))
      .limit(1);
    // Training programmes: a demo programme for /api/rocket/trainingProgram/{id}.
    const [program] = await tx
      .select({ id: contentTrainingPrograms.id })
      .from(contentTrainingPrograms)
      .orderBy(asc(contentTrainingPrograms.id))
      .limit(1);
    // Plans: a demo template of each kind and a class plan, for /{segment}/{id} and PUT …/rules.
    const planOf = async (
      table: typeof contentOfflinePlans | typeof contentNewOfflinePlans | typeof contentClassPlans,
    ) => (await tx.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0]?.id;
    const offlinePlan = await planOf(contentOfflinePlans);
    const newOfflinePlan = await planOf(contentNewOfflinePlans);
    // A child's archives: a demo entry for /api/rocket/subjectArchive/{id}.
    const [archiveEntry] = await tx
      .select({ id: subjectArchiveEntries.id })
      .from(subjectArchiveEntries)
      .where(eq(subjectArchiveEntries.tenantId, sunrise.id))
      .orderBy(asc(subjectArchiveEntries.id))
      .limit(1);
    // A child's clock-in plan: the fuzzed child's own when it has one, for punchHistory's two ids.
    const [trainingPlan] = await tx
      .select({ id: userTrainingPlans.id })
      .from(userTrainingPlans)
      .where(eq(userTrainingPlans.tenantId, sunrise.id))
      .orderBy(sql`${userTrainingPlans.subjectId} = ${subject?.id ?? null} desc`, asc(userTrainingPlans.id))
      .limit(1);
    // A class's group training plan, once the demo has one: /groupTrainingPlan/{end,restart}/{id} and its bodies.
    const [groupPlan] = await tx
      .select({ id: groupTrainingPlans.id })
      .from(groupTrainingPlans)
      .where(eq(groupTrainingPlans.tenantId, sunrise.id))
      .orderBy(asc(groupTrainingPlans.id))
      .limit(1);
    // An activity of that plan's current session: the feedback calls' planItemId.
    const [groupItem] = groupPlan
      ? await tx
          .select({ id: groupTrainingPlanItems.id })
          .from(groupTrainingPlanItems)
          .innerJoin(groupTrainingPlans, eq(groupTrainingPlans.id, groupTrainingPlanItems.planId))
          .where(
            and(
              eq(groupTrainingPlanItems.planId, groupPlan.id),
              eq(groupTrainingPlanItems.num, groupTrainingPlans.num),
            ),
          )
          .orderBy(asc(groupTrainingPlanItems.position))
          .limit(1)
      : [];
    const parts: Record<string, string | undefined> = {
      trainingTarget: await firstOf(contentTrainingTargets),
      courseWare: await firstOf(contentMaterials),
      programCategory: category?.id,
      feedbackProperties: property?.id,
      reminderTemplate: reminder?.id,
      trainingPlanTemplate: offlinePlan,
      OfflineTrainingPlan: newOfflinePlan,
      offlineTrainingPlan: newOfflinePlan,
      trainingPlanV2: await planOf(contentClassPlans),
      trainingProgram: program?.id,
      // Music plans and brain music: a demo one of each for /idtMusicPlan/{id} and /brainMusic/{id}.
      idtMusicPlan: await firstOf(contentMusicPlans),
      brainMusic: await firstOf(contentBrainMusic),
      subjectArchive: archiveEntry?.id,
      trainingPlan: trainingPlan?.id,
      groupTrainingPlan: groupPlan?.id,
    };
    return {
      parts,
      tag: tag?.id,
      track: track?.id,
      tenant: sunrise.id,
      hfs: await contractOf('hfs'),
      vrat: await contractOf('vrat'),
      subject: subject?.id,
      trainingPlan: trainingPlan?.id,
      user: coach?.id,
      group: group?.id,
      groupPlan: groupPlan?.id,
      groupItem: groupItem?.id,
    };
  });
  return (name, path) => {
    const contract = (path.includes('/vrclassroom/') ? ids.vrat : ids.hfs) ?? '';
    if (/planItemId/i.test(name) && path.includes('/groupTrainingPlan/') && ids.groupItem) return ids.groupItem;
    const byName: [RegExp, string | undefined][] = [
      [/tenant|parent/i, ids.tenant],
      [/contract/i, contract],
      [/subject|child/i, ids.subject],
      [/groupTrainingPlanId/i, ids.groupPlan],
      [/trainingPlanId/i, ids.trainingPlan],
      [/user|staff|coach/i, ids.user],
      [/group/i, ids.group],
    ];
    for (const [pattern, id] of byName) if (pattern.test(name) && id) return id;
    if (name === 'id' && path.startsWith('/api/rocket/tag/') && ids.tag) return ids.tag;
    const part = ids.parts[path.split('/')[3] ?? ''];
    if (name === 'id' && part) return part;
    if (name === 'id' && path.startsWith('/api/rocket/track/') && ids.track) return ids.track;
    if (name === 'id') {
      const segment = path.split('/{id}')[0]?.split('/').pop() ?? '';
      const byPath: [RegExp, string | undefined][] = [
        [/tenantContract/i, contract],
        [/tenant/i, ids.tenant],
        [/user/i, ids.user],
        [/group/i, ids.group],
        [/subject/i, ids.subject],
      ];
      for (const [pattern, id] of byPath) if (pattern.test(segment) && id) return id;
    }
    return '';
  };
};
