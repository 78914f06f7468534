import type { GatewayContext } from '../context';
import type {
  GroupCourseDetail,
  GroupCoursePage,
  GroupPlan,
  GroupPlanChildPage,
  GroupPlanPage,
  Resolvers,
} from '../generated/resolvers';
import { rest } from './errors';
import { withoutNulls } from './without-nulls';

// A class's group training plan (issue 20; spec 001 §7 /api/rocket/groupTrainingPlan). Every step
// answers the plan's view, so each mutation hands back the plan as it now stands.
const BASE = '/api/rocket/groupTrainingPlan';

export const groupPlanResolvers: Resolvers<GatewayContext> = {
  Query: {
    groupPlan: (_p, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlan>({
          method: 'GET',
          path: `${BASE}/groupTrainingPlanCourse`,
          query: { groupTrainingPlanId: id },
          caller,
        }),
      ),
    groupPlansOfGroup: (_p, { groupId }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlanPage>({ method: 'POST', path: `${BASE}/groupCurrentPlanList`, body: { groupId }, caller }),
      ),
    groupCourses: (_p, { groupTrainingPlanId }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupCoursePage>({
          method: 'GET',
          path: `${BASE}/groupCourseList`,
          query: { groupTrainingPlanId },
          caller,
        }),
      ),
    groupCourseDetail: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupCourseDetail>({
          method: 'GET',
          path: `${BASE}/groupTrainingPlanCourseDetail`,
          query: withoutNulls(args),
          caller,
        }),
      ),
    groupPlanChildren: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlanChildPage>({
          method: 'GET',
          path: `${BASE}/childList`,
          query: withoutNulls(args),
          caller,
        }),
      ),
  },
  Mutation: {
    createGroupPlan: (_p, args, { rest: client, caller }) =>
      rest(() => client.call<GroupPlan>({ method: 'POST', path: `${BASE}/create`, body: withoutNulls(args), caller })),
    startGroupClass: (_p, { id }, ctx) => step(ctx, 'startClass', id),
    startGroupCourse: (_p, { id }, ctx) => step(ctx, 'startCourse', id),
    endGroupCourse: (_p, { id }, ctx) => step(ctx, 'endCourse', id),
    endGroupClass: (_p, { id }, ctx) => step(ctx, 'endClass', id),
    continueGroupClass: (_p, { id }, ctx) => step(ctx, 'continueClass', id),
    markGroupAttendance: (_p, { id, num, children }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlan>({
          method: 'POST',
          path: `${BASE}/punchForChild`,
          body: { id, num, children },
          caller,
        }),
      ),
    adjustGroupPlanDifficulty: (_p, { id, operate }, { rest: client, caller }) =>
      rest(() =>
        client.call<GroupPlan>({
          method: 'POST',
          path: `${BASE}/difficultyAdjustment`,
          body: { id, operate },
          caller,
        }),
      ),
    endGroupPlan: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<GroupPlan>({ method: 'POST', path: `${BASE}/end/${encodeURIComponent(id)}`, caller })),
    restartGroupPlan: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<GroupPlan>({ method: 'POST', path: `${BASE}/restart/${encodeURIComponent(id)}`, caller })),
  },
};

const step = ({ rest: client, caller }: GatewayContext, action: string, id: string) =>
  rest(() => client.call<GroupPlan>({ method: 'POST', path: `${BASE}/${action}`, body: { id }, caller }));
