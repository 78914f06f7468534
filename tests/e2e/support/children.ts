import type { Page } from '@playwright/test';
import { graphql } from './graphql';
import { uniqueName } from './unique';

/**
 * A child of this run's own, ready for an offline plan: registered by the centre admin, both
 * archive lists filled (the profile check before arranging) and `classHours` offline sessions in
 * its quota. Answers the child's id and name.
 */
export const addPlanReadyChild = async (
  admin: { page: Page; token: () => string },
  child: { namePrefix: string; birthDay: string; gender: 'Male' | 'Female'; intake: string; classHours: number },
) => {
  const call = (query: string, variables: Record<string, unknown>) =>
    graphql(admin.page, admin.token(), query, variables);
  const name = uniqueName(child.namePrefix);
  const added = await call('mutation Add($input: AddSubjectsInput!) { addSubjects(input: $input) { id } }', {
    input: { subjects: [{ name, birthDay: child.birthDay, gender: child.gender }] },
  });
  const childId = (added['addSubjects'] as { id: string }[])[0]!.id;
  for (const section of ['Profile', 'DiagnosticInformation'])
    await call('mutation A($input: AddArchiveEntryInput!) { addArchiveEntry(input: $input) { id } }', {
      input: {
        subjectId: childId,
        section,
        title: '入园评估',
        content: child.intake,
        recordedOn: new Date().toISOString().slice(0, 10),
      },
    });
  await call('mutation Q($input: SessionQuotaInput!) { addSessionQuota(input: $input) { id } }', {
    input: { childId, type: 'Offline', billingMethod: 'Quantity', classHours: child.classHours },
  });
  return { childId, name };
};
