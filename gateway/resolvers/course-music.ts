import type { GatewayContext } from '../context';
import type { CourseMusicPlan, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// Ours: GET/PUT /api/rocket/courseMusicPlan, a plan's course music.
const PATH = '/api/rocket/courseMusicPlan';

export const courseMusicResolvers: Resolvers<GatewayContext> = {
  Query: {
    courseMusicPlan: (_parent, { planKind, planId }, { rest: client, caller }) =>
      rest(() => client.call<CourseMusicPlan>({ method: 'GET', path: PATH, query: { planKind, planId }, caller })),
  },
  Mutation: {
    setCourseMusicPlan: (_parent, { input }, { rest: client, caller }) =>
      rest(() =>
        client.call<CourseMusicPlan>({
          method: 'PUT',
          path: PATH,
          body: {
            planKind: input.planKind,
            planId: input.planId,
            brainMusicId: input.brainMusicId,
            ...(input.confirm ? { confirm: true } : {}),
          },
          caller,
        }),
      ),
  },
};
