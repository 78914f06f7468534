import type { GatewayContext } from '../context';
import type { ContentTag, ContentTagPage, Resolvers } from '../generated/resolvers';
import { contentHistory, contentPageQuery } from './content-rest';
import { rest } from './errors';

// Spec 001 §7 "Generic resource endpoints" (issue 18): the content library's kinds under
// /api/rocket/{resource}; tags first.
const TAG = '/api/rocket/tag';

export const contentResolvers: Resolvers<GatewayContext> = {
  Query: {
    contentTags: (_parent, args, { rest: client, caller }) =>
      rest(() => client.call<ContentTagPage>({ method: 'GET', path: TAG, query: contentPageQuery(args), caller })),
    contentTag: (_parent, { id }, { rest: client, caller }) =>
      rest(() => client.call<ContentTag>({ method: 'GET', path: `${TAG}/${encodeURIComponent(id)}`, caller })),
    contentTagHistory: (_parent, { id }, context) => contentHistory(context, TAG, id),
  },
  Mutation: {
    createContentTag: (_parent, { input }, { rest: client, caller }) =>
      rest(() => client.call<ContentTag>({ method: 'POST', path: TAG, body: input, caller })),
    updateContentTag: (_parent, { id, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentTag>({ method: 'PUT', path: `${TAG}/${encodeURIComponent(id)}`, body: input, caller }),
      ),
    changeContentTagStatus: (_parent, { id, contentStatus }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentTag>({ method: 'PUT', path: `${TAG}/contentStatus`, body: { id, contentStatus }, caller }),
      ),
    moveContentTag: (_parent, { id, newSortOrder }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentTag>({
          method: 'PUT',
          path: `${TAG}/move/${encodeURIComponent(id)}`,
          query: { newSortOrder },
          caller,
        }),
      ),
    deleteContentTag: async (_parent, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: `${TAG}/${encodeURIComponent(id)}`, caller }));
      return true;
    },
  },
};
