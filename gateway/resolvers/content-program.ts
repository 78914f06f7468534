import type { GatewayContext } from '../context';
import type { ContentProgramPlayAuth, Resolvers } from '../generated/resolvers';
import { contentHistory, contentItemPath, contentPageQuery } from './content-rest';
import { rest } from './errors';

// Training programs (issue 18 item 7) at /api/rocket/trainingProgram: the generic resource
// endpoints, PUT /trainingProgram/vid and GET /File/PlayAuth (spec 001 §7). Uploads go straight to
// REST (multipart).
const PROGRAM = '/api/rocket/trainingProgram';
const one = (id: string) => contentItemPath(PROGRAM, id);

type RestProgram = { feedbackProperties: { extraProperties: Record<string, unknown> }[] };
type Page<T> = { items: T[]; totalCount: number };

/** The REST item with each form property's settings as JSON text (GraphQL has no JSON scalar here). */
const programOf = <T extends RestProgram>(item: T) => ({
  ...item,
  feedbackProperties: item.feedbackProperties.map((p) => ({
    ...p,
    extraProperties: JSON.stringify(p.extraProperties),
  })),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST shapes match the SDL's
type Loose = any;

const call = async (
  context: GatewayContext,
  request: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; query?: Record<string, string | number> },
) => programOf(await rest(() => context.rest.call<RestProgram>({ ...request, caller: context.caller }))) as Loose;

export const contentProgramResolvers: Resolvers<GatewayContext> = {
  Query: {
    contentTrainingPrograms: async (_p, args, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<Page<RestProgram>>({ method: 'GET', path: PROGRAM, query: contentPageQuery(args), caller }),
      );
      return { items: page.items.map(programOf), totalCount: page.totalCount } as Loose;
    },
    contentTrainingProgram: (_p, { id }, context) => call(context, { method: 'GET', path: one(id) }),
    contentTrainingProgramHistory: (_p, { id }, context) => contentHistory(context, PROGRAM, id),
    contentProgramPlayAuth: (_p, { vid }, { rest: client, caller }) =>
      rest(() =>
        client.call<ContentProgramPlayAuth>({
          method: 'GET',
          path: '/api/rocket/File/PlayAuth',
          query: { vid },
          caller,
        }),
      ),
  },
  Mutation: {
    createContentTrainingProgram: (_p, { input }, context) =>
      call(context, { method: 'POST', path: PROGRAM, body: input }),
    updateContentTrainingProgram: (_p, { id, input }, context) =>
      call(context, { method: 'PUT', path: one(id), body: input }),
    attachContentTrainingProgramVideo: (_p, { id, vid }, context) =>
      call(context, { method: 'PUT', path: `${PROGRAM}/vid`, body: { id, vid } }),
    changeContentTrainingProgramStatus: (_p, { id, contentStatus }, context) =>
      call(context, { method: 'PUT', path: `${PROGRAM}/contentStatus`, body: { id, contentStatus } }),
    moveContentTrainingProgram: (_p, { id, newSortOrder }, context) =>
      call(context, { method: 'PUT', path: `${PROGRAM}/move/${encodeURIComponent(id)}`, query: { newSortOrder } }),
    deleteContentTrainingProgram: async (_p, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: one(id), caller }));
      return true;
    },
  },
};
