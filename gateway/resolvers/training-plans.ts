import type { GatewayContext } from '../context';
import type {
  Resolvers,
  TrainingPlan,
  TrainingPlanExercisePage,
  TrainingPlanInfo,
  TrainingPlanPunchPage,
} from '../generated/resolvers';
import { rest } from './errors';
import { withoutNulls } from './without-nulls';

const BASE = '/api/rocket/trainingPlan';

/** Only the fields given: REST answers a missing one with the spec's message. */

// Spec 001 §7 "Training plan" and the clock-in lists; the list queries keep REST's PascalCase.
export const trainingPlanResolvers: Resolvers<GatewayContext> = {
  Query: {
    trainingPlanInfo: (_parent, { subjectId, type }, { rest: client, caller }) =>
      rest(() =>
        client.call<TrainingPlanInfo>({ method: 'POST', path: `${BASE}/userInfo`, body: { subjectId, type }, caller }),
      ),
    trainingPlans: async (_parent, { subjectId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: TrainingPlan[] }>({
            method: 'GET',
            path: BASE,
            query: { SubjectId: subjectId },
            caller,
          }),
        )
      ).items,
    trainingPlanPunches: (
      _parent,
      { subjectId, userTrainingPlanId, skipCount, maxResultCount },
      { rest: client, caller },
    ) =>
      rest(() =>
        client.call<TrainingPlanPunchPage>({
          method: 'GET',
          path: `${BASE}/punchHistory`,
          query: {
            SubjectId: subjectId,
            UserTrainingPlanId: userTrainingPlanId,
            SkipCount: skipCount,
            MaxResultCount: maxResultCount,
          },
          caller,
        }),
      ),
    trainingPlanExercises: (_parent, { subjectId, type, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<TrainingPlanExercisePage>({
          method: 'GET',
          path: `${BASE}/exerciseList`,
          query: { SubjectId: subjectId, Type: type, SkipCount: skipCount, MaxResultCount: maxResultCount },
          caller,
        }),
      ),
  },
  Mutation: {
    activateTrainingPlan: (_parent, { input }, { rest: client, caller }) =>
      rest(() => client.call<TrainingPlan>({ method: 'POST', path: BASE, body: withoutNulls(input), caller })),
    clockInTrainingPlan: (_parent, { input }, { rest: client, caller }) =>
      rest(() =>
        client.call<TrainingPlan>({ method: 'POST', path: `${BASE}/punch`, body: withoutNulls(input), caller }),
      ),
    endTrainingPlan: (_parent, { id }, { rest: client, caller }) =>
      rest(() => client.call<TrainingPlan>({ method: 'POST', path: `${BASE}/end/${encodeURIComponent(id)}`, caller })),
  },
};
