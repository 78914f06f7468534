import type { GatewayContext } from '../context';
import type {
  Assessment,
  AssessmentQrCode,
  AssessmentReportScore,
  AssessmentQuestionnaire,
  Resolvers,
  UserAssessment,
} from '../generated/resolvers';
import { rest } from './errors';

const ROCKET = '/api/rocket';
const UA = `${ROCKET}/userAssessment`;

type Page<T> = { items: T[]; totalCount: number };
type RestDetail = UserAssessment & { questionnaires: AssessmentQuestionnaire[]; answers: Record<string, string> };
type RestReport = UserAssessment & {
  report: { questionnaires: AssessmentReportScore[]; totalScore: number; maxScore: number };
};

// Spec 001 §7 "Assessments". REST answers each child's assessment with its assessment's id and
// title embedded, so a list is one call and needs no loader per row.
export const assessmentResolvers: Resolvers<GatewayContext> = {
  Query: {
    assessments: (_parent, { subjectId, filter, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<Page<Assessment>>({
          method: 'GET',
          path: `${ROCKET}/assessment`,
          query: { subjectId: subjectId ?? undefined, filter: filter ?? undefined, skipCount, maxResultCount },
          caller,
        }),
      ),
    childAssessments: (_parent, { subjectId, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<Page<UserAssessment>>({
          method: 'GET',
          path: UA,
          query: { subjectId, skipCount, maxResultCount },
          caller,
        }),
      ),
    centreAssessments: (_parent, { filter, status, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<Page<UserAssessment>>({
          method: 'POST',
          path: `${UA}/userAssessmentsPaged`,
          body: { filter: filter ?? undefined, status: status ?? undefined, skipCount, maxResultCount },
          caller,
        }),
      ),
    userAssessment: async (_parent, { id }, { rest: client, caller }) => {
      const { questionnaires, answers, ...assessment } = await rest(() =>
        client.call<RestDetail>({ method: 'GET', path: `${UA}/${encodeURIComponent(id)}`, caller }),
      );
      return { assessment, questionnaires, answers: JSON.stringify(answers) };
    },
    assessmentReport: async (_parent, { userAssessmentId }, { rest: client, caller }) => {
      const { report, ...assessment } = await rest(() =>
        client.call<RestReport>({ method: 'GET', path: `${UA}/report`, query: { userAssessmentId }, caller }),
      );
      return { assessment, ...report };
    },
    assessmentQrCode: (_parent, { userAssessmentId, subjectId, assessmentId }, { rest: client, caller }) =>
      rest(() =>
        client.call<AssessmentQrCode>({
          method: 'GET',
          path: `${ROCKET}/QrCode/UserAssessment`,
          query: { userAssessmentId, subjectId: subjectId ?? undefined, assessmentId: assessmentId ?? undefined },
          caller,
        }),
      ),
  },
  Mutation: {
    createUserAssessments: async (_parent, { subjectId, assessmentIds }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: UserAssessment[] }>({
            method: 'POST',
            path: UA,
            body: { subjectId, assessmentIds },
            caller,
          }),
        )
      ).items,
    arrangePlanAssessment: async (_parent, { planId, assessmentIds }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: UserAssessment[] }>({
            method: 'POST',
            path: `${ROCKET}/userOfflinePlan/mediumAssessment`,
            body: { planId, assessmentIds },
            caller,
          }),
        )
      ).items,
    sendUserAssessments: async (_parent, { userAssessmentIds, send }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: UserAssessment[] }>({
            method: 'POST',
            path: `${UA}/send`,
            body: { userAssessmentIds, send },
            caller,
          }),
        )
      ).items,
    submitAssessmentAnswers: (_parent, { id, answers, isComplete, finishedPage }, { rest: client, caller }) =>
      rest(() =>
        client.call<UserAssessment>({
          method: 'POST',
          path: `${UA}/${encodeURIComponent(id)}/answers`,
          body: { answers, isComplete, finishedPage },
          caller,
        }),
      ),
    obtainAssessmentReport: (_parent, { userAssessmentId }, { rest: client, caller }) =>
      rest(() =>
        client.call<UserAssessment>({
          method: 'POST',
          path: `${UA}/obtainReport/${encodeURIComponent(userAssessmentId)}`,
          caller,
        }),
      ),
    changeAssessmentStatus: (_parent, { id, contentStatus }, { rest: client, caller }) =>
      rest(() =>
        client.call<Assessment>({
          method: 'PUT',
          path: `${ROCKET}/assessment/contentStatus`,
          body: { id, contentStatus },
          caller,
        }),
      ),
    moveAssessment: async (_parent, { id, newSortOrder }, { rest: client, caller }) => {
      await rest(() =>
        client.call<null>({
          method: 'PUT',
          path: `${ROCKET}/assessment/move/${encodeURIComponent(id)}`,
          query: { newSortOrder },
          caller,
        }),
      );
      return true;
    },
  },
};
