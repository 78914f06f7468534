import type { GatewayContext } from '../context';
import type { ListeningPlanKind, MusicFeedback, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// Spec 001 §7 "Music": POST idtMusic/recordMusicState, GET idtMusic/planMusicRecords.
const BASE = '/api/rocket/idtMusic';

type RestFeedback = Omit<MusicFeedback, 'subjectId'> & { userId: string; planKind: ListeningPlanKind };

const fromRest = ({ userId, ...row }: RestFeedback): MusicFeedback => ({ ...row, subjectId: userId });

export const musicFeedbackResolvers: Resolvers<GatewayContext> = {
  Query: {
    planMusicRecords: async (_parent, { planKind, userPlanId, subjectId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: RestFeedback[] }>({
            method: 'GET',
            path: `${BASE}/planMusicRecords`,
            query: { planKind, userPlanId, userId: subjectId ?? undefined },
            caller,
          }),
        )
      ).items.map(fromRest),
  },
  Mutation: {
    recordMusicState: async (_parent, { input }, { rest: client, caller }) =>
      fromRest(
        await rest(() =>
          client.call<RestFeedback>({
            method: 'POST',
            path: `${BASE}/recordMusicState`,
            body: {
              planKind: input.planKind,
              userPlanId: input.userPlanId,
              userId: input.subjectId,
              num: input.num,
              listenedList: input.listenedList,
              notListenedList: input.notListenedList,
            },
            caller,
          }),
        ),
      ),
  },
};
