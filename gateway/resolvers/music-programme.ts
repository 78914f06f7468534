import type { GatewayContext } from '../context';
import type { MusicProgramme, Resolvers, SubjectFasPlanDetail } from '../generated/resolvers';
import { rest } from './errors';

const BASE = '/api/rocket/idtMusic';

// Spec 001 §7 "Music" and "Class music programme" calls (server/modules/music/music-programme.*).
export const musicProgrammeResolvers: Resolvers<GatewayContext> = {
  Query: {
    subjectFasPlanDetail: (_parent, { userId }, { rest: client, caller }) =>
      rest(() =>
        client.call<SubjectFasPlanDetail>({
          method: 'GET',
          path: `${BASE}/subjectFasPlanDetail`,
          query: { userId },
          caller,
        }),
      ),
    musicPlanDetail: (_parent, { userPlanId }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicProgramme>({
          method: 'GET',
          path: `${BASE}/musicPlanDetail/${encodeURIComponent(userPlanId)}`,
          caller,
        }),
      ),
    musicProgrammeProgress: (_parent, { userId, musicType }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicProgramme>({
          method: 'GET',
          path: `${BASE}/programme/progress`,
          query: { userId, musicType },
          caller,
        }),
      ),
  },
  Mutation: {
    submitMusicProgramme: (_parent, { userId, edit, musicType, order }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicProgramme>({
          method: 'POST',
          path: `${BASE}/programme`,
          body: { userId, edit, musicType, ...(order == null ? {} : { order }) },
          caller,
        }),
      ),
  },
};
