import type { GatewayContext } from '../context';
import type {
  ContentBrainMusic,
  ContentBrainMusicPage,
  ContentMusicCategoryName,
  ContentMusicKind,
  ContentMusicPlan,
  ContentMusicPlanPage,
  ContentMusicTag,
  Resolvers,
} from '../generated/resolvers';
import {
  contentChangeStatus,
  contentDelete,
  contentHistory,
  contentItemPath,
  contentMove,
  contentPageQuery,
} from './content-rest';
import { rest } from './errors';

// Music plans and brain-music programmes (issue 18 items 1, 7) through the content library's
// generic endpoints at spec 001 §7's segments, and the plans' pickers: GET idtMusicCategory, POST
// queryTags. The session picker reads the music library's own list (contentTracks).
const SEGMENT: Record<ContentMusicKind, string> = {
  MusicPlan: '/api/rocket/idtMusicPlan',
  BrainMusic: '/api/rocket/brainMusic',
};
const PLAN = SEGMENT.MusicPlan;
const BRAIN = SEGMENT.BrainMusic;

export const contentMusicResolvers: Resolvers<GatewayContext> = {
  Query: {
    contentMusicPlans: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentMusicPlanPage>({ method: 'GET', path: PLAN, query: contentPageQuery(args), caller }),
      ),
    contentMusicPlan: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<ContentMusicPlan>({ method: 'GET', path: contentItemPath(PLAN, id), caller })),
    contentBrainMusicList: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentBrainMusicPage>({ method: 'GET', path: BRAIN, query: contentPageQuery(args), caller }),
      ),
    contentBrainMusic: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<ContentBrainMusic>({ method: 'GET', path: contentItemPath(BRAIN, id), caller })),
    contentMusicHistory: (_p, { kind, id }, context) => contentHistory(context, SEGMENT[kind], id),
    contentMusicCategories: async (_p, _a, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: ContentMusicCategoryName[] }>({
            method: 'GET',
            path: '/api/rocket/idtMusicCategory',
            caller,
          }),
        )
      ).items,
    contentMusicTags: async (_p, { search, ids, maxResultCount }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: ContentMusicTag[] }>({
            method: 'POST',
            path: '/api/rocket/queryTags',
            body: {
              ...(search ? { search } : {}),
              ...(ids ? { ids } : {}),
              ...(maxResultCount ? { maxResultCount } : {}),
            },
            caller,
          }),
        )
      ).items,
  },
  Mutation: {
    createContentMusicPlan: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<ContentMusicPlan>({ method: 'POST', path: PLAN, body: input, caller })),
    updateContentMusicPlan: (_p, { id, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentMusicPlan>({ method: 'PUT', path: contentItemPath(PLAN, id), body: input, caller }),
      ),
    createContentBrainMusic: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<ContentBrainMusic>({ method: 'POST', path: BRAIN, body: input, caller })),
    updateContentBrainMusic: (_p, { id, input }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentBrainMusic>({ method: 'PUT', path: contentItemPath(BRAIN, id), body: input, caller }),
      ),
    changeContentMusicStatus: (_p, { kind, id, contentStatus }, context) =>
      contentChangeStatus(context, SEGMENT[kind], id, contentStatus),
    moveContentMusic: (_p, { kind, id, newSortOrder }, context) =>
      contentMove(context, SEGMENT[kind], id, newSortOrder),
    deleteContentMusic: (_p, { kind, id }, context) => contentDelete(context, SEGMENT[kind], id),
  },
};
