import type { GatewayContext } from '../context';
import type { ContentTrack, ContentTrackPage, ContentTrackPlayUrl, Resolvers } from '../generated/resolvers';
import { contentHistory, contentItemPath, contentPageQuery } from './content-rest';
import { rest } from './errors';

// The music library's tracks (issue 18) at /api/rocket/track: the generic resource endpoints, PUT
// /track/duration and the signed play address. The upload goes straight to REST (multipart).
const TRACK = '/api/rocket/track';
const one = (id: string) => contentItemPath(TRACK, id);

export const contentTrackResolvers: Resolvers<GatewayContext> = {
  Query: {
    contentTracks: (_parent, args, { rest: client, caller }) =>
      rest(() => client.call<ContentTrackPage>({ method: 'GET', path: TRACK, query: contentPageQuery(args), caller })),
    contentTrack: (_parent, { id }, { rest: client, caller }) =>
      rest(() => client.call<ContentTrack>({ method: 'GET', path: one(id), caller })),
    contentTrackHistory: (_parent, { id }, context) => contentHistory(context, TRACK, id),
    contentTrackPlayUrl: (_parent, { id }, { rest: client, caller }) =>
      rest(() => client.call<ContentTrackPlayUrl>({ method: 'GET', path: `${one(id)}/playUrl`, caller })),
  },
  Mutation: {
    createContentTrack: (_parent, { input }, { rest: client, caller }) =>
      rest(() => client.call<ContentTrack>({ method: 'POST', path: TRACK, body: input, caller })),
    updateContentTrack: (_parent, { id, input }, { rest: client, caller }) =>
      rest(() => client.call<ContentTrack>({ method: 'PUT', path: one(id), body: input, caller })),
    setContentTrackDuration: (_parent, { id, duration }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentTrack>({ method: 'PUT', path: `${TRACK}/duration`, body: { id, duration }, caller }),
      ),
    changeContentTrackStatus: (_parent, { id, contentStatus }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentTrack>({
          method: 'PUT',
          path: `${TRACK}/contentStatus`,
          body: { id, contentStatus },
          caller,
        }),
      ),
    moveContentTrack: (_parent, { id, newSortOrder }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentTrack>({
          method: 'PUT',
          path: `${TRACK}/move/${encodeURIComponent(id)}`,
          query: { newSortOrder },
          caller,
        }),
      ),
    deleteContentTrack: async (_parent, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: one(id), caller }));
      return true;
    },
  },
};
