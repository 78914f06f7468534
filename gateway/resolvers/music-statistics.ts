import type { GatewayContext } from '../context';
import type {
  MusicOperationalData,
  MusicOverallIndicators,
  MusicPlanUsagePage,
  MusicStatisticFilter,
  MusicTrackPlaybackPage,
  Resolvers,
} from '../generated/resolvers';
import { rest } from './errors';

const BASE = '/api/rocket/idtMusicStatistic';

/** GraphQL nulls are "no filter" to REST, which takes absent fields for that. */
const given = (filter: MusicStatisticFilter | null | undefined) =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value != null));

// Spec 001 §7: POST idtMusicStatistic overallIndicators, operationalData, planUsageRecord, trackPlaybackRecord.
export const musicStatisticResolvers: Resolvers<GatewayContext> = {
  Query: {
    musicOverallIndicators: (_parent, { filter }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicOverallIndicators>({
          method: 'POST',
          path: `${BASE}/overallIndicators`,
          body: given(filter),
          caller,
        }),
      ),
    musicOperationalData: (_parent, { filter }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicOperationalData>({
          method: 'POST',
          path: `${BASE}/operationalData`,
          body: given(filter),
          caller,
        }),
      ),
    musicPlanUsageRecord: (_parent, { filter, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicPlanUsagePage>({
          method: 'POST',
          path: `${BASE}/planUsageRecord`,
          body: { ...given(filter), skipCount, maxResultCount },
          caller,
        }),
      ),
    musicTrackPlaybackRecord: (_parent, { filter, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicTrackPlaybackPage>({
          method: 'POST',
          path: `${BASE}/trackPlaybackRecord`,
          body: { ...given(filter), skipCount, maxResultCount },
          caller,
        }),
      ),
  },
};
