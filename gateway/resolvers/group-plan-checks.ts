import type { GatewayContext } from '../context';
import type {
  GroupClassBeforeStart,
  GroupPlanCertificateState,
  GroupPlanChildStatus,
  GroupPlanInterviewsNeed,
  Resolvers,
  SubjectClassSessionPage,
} from '../generated/resolvers';
import { rest } from './errors';
import { withoutNulls } from './without-nulls';

// The checks around a class and a child's class sessions (issue 20; REST
// group-plan-checks.routes.ts). checkCertificateState is a POST that changes nothing, so it is a
// query here.
const BASE = '/api/rocket/groupTrainingPlan';

export const groupPlanCheckResolvers: Resolvers<GatewayContext> = {
  Query: {
    groupClassBeforeStart: (_p, { groupTrainingPlanId }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupClassBeforeStart>({
          method: 'GET',
          path: `${BASE}/beforeStartCourse`,
          query: { groupTrainingPlanId },
          caller,
        }),
      ),
    groupPlanChildStatus: (_p, { groupTrainingPlanId }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlanChildStatus>({
          method: 'GET',
          path: `${BASE}/refreshChildStatus`,
          query: { groupTrainingPlanId },
          caller,
        }),
      ),
    groupPlanCertificateState: (_p, { groupTrainingPlanId }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlanCertificateState>({
          method: 'POST',
          path: `${BASE}/checkCertificateState`,
          body: { groupTrainingPlanId },
          caller,
        }),
      ),
    groupPlanInterviewsNeed: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlanInterviewsNeed>({
          method: 'GET',
          path: `${BASE}/parentalInterviewsNeed`,
          query: withoutNulls(args),
          caller,
        }),
      ),
    subjectClassSessions: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<SubjectClassSessionPage>({
          method: 'GET',
          path: `${BASE}/userCourseRecord`,
          query: withoutNulls(args),
          caller,
        }),
      ),
  },
};
