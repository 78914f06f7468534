import type { GatewayContext } from '../context';
import type { MusicPlayedDetail, MusicPlayedDetails, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// Spec 001 §7 "Music": GET /api/rocket/idtMusicPlayedDetails/{userPlanItemId} (subjectId in GraphQL
// is userId in REST, as music-listening does).

type RestDetail = Omit<MusicPlayedDetail, 'subjectId' | 'subjectName'> & { userId: string; userName: string };
type RestDetails = Omit<MusicPlayedDetails, 'items'> & { items: RestDetail[] };

export const musicPlayedDetailsResolvers: Resolvers<GatewayContext> = {
  Query: {
    musicPlayedDetails: async (_parent, { userPlanItemId, num, subjectId }, { rest: client, caller }) => {
      const answer = await rest(() =>
        client.call<RestDetails>({
          method: 'GET',
          path: `/api/rocket/idtMusicPlayedDetails/${encodeURIComponent(userPlanItemId)}`,
          query: { num: num ?? undefined, userId: subjectId ?? undefined },
          caller,
        }),
      );
      return {
        planKind: answer.planKind,
        planId: answer.planId,
        num: answer.num,
        items: answer.items.map(({ userId, userName, ...row }) => ({
          ...row,
          subjectId: userId,
          subjectName: userName,
        })),
      };
    },
  },
};
