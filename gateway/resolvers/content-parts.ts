import type { GatewayContext } from '../context';
import type { ContentPartKind, Resolvers } from '../generated/resolvers';
import { contentHistory, contentItemPath, contentPageQuery } from './content-rest';
import { rest } from './errors';

// The training parts of the content library (issue 18 item 1) through the generic resource
// endpoints of spec 001 §7, at the segments of its kind-to-segment map.
const SEGMENT: Record<ContentPartKind, string> = {
  FeedbackProperty: '/api/rocket/feedbackProperties',
  TrainingTarget: '/api/rocket/trainingTarget',
  ProgramCategory: '/api/rocket/programCategory',
  Material: '/api/rocket/courseWare',
};

type Page<T> = { items: T[]; totalCount: number };
type RestFeedbackProperty = { extraProperties: Record<string, unknown>; formKind: string; sortOrder: number };
const at = (kind: ContentPartKind, id: string, tail = '') => contentItemPath(SEGMENT[kind], id, tail);

/** The REST item with its settings as JSON text (GraphQL has no JSON scalar here). */
const feedbackPropertyOf = <T extends RestFeedbackProperty>(item: T) => ({
  ...item,
  extraProperties: JSON.stringify(item.extraProperties),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST shapes match the SDL's
type Loose = any;

export const contentPartResolvers: Resolvers<GatewayContext> = {
  Query: {
    contentFeedbackProperties: async (_p, args, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<Page<RestFeedbackProperty>>({
          method: 'GET',
          path: SEGMENT.FeedbackProperty,
          query: contentPageQuery(args),
          caller,
        }),
      );
      return { items: page.items.map(feedbackPropertyOf), totalCount: page.totalCount } as Loose;
    },
    contentFeedbackForm: async (_p, { formKind }, { rest: client, caller }) => {
      // REST filters by the form's kind; a form has tens of properties, read 24 at a time.
      const form: RestFeedbackProperty[] = [];
      for (let skipCount = 0; ; skipCount += 24) {
        const page = await rest(() =>
          client.call<Page<RestFeedbackProperty>>({
            method: 'GET',
            path: SEGMENT.FeedbackProperty,
            query: { skipCount, maxResultCount: 24, formKind },
            caller,
          }),
        );
        form.push(...page.items);
        if (page.items.length < 24 || form.length >= page.totalCount) break;
      }
      return form.map(feedbackPropertyOf) as Loose;
    },
    contentTrainingTargets: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<Loose>({ method: 'GET', path: SEGMENT.TrainingTarget, query: contentPageQuery(args), caller }),
      ),
    contentMaterials: (_p, args, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'GET', path: SEGMENT.Material, query: contentPageQuery(args), caller })),
    contentProgramCategories: (_p, args, { rest: client, caller }) =>
      rest(() =>
        client.call<Loose>({ method: 'GET', path: SEGMENT.ProgramCategory, query: contentPageQuery(args), caller }),
      ),
    contentPartHistory: (_p, { kind, id }, context) => contentHistory(context, SEGMENT[kind], id) as Loose,
  },
  Mutation: {
    createContentFeedbackProperty: async (_p, { input }, { rest: client, caller }) =>
      feedbackPropertyOf(
        await rest(() =>
          client.call<RestFeedbackProperty>({ method: 'POST', path: SEGMENT.FeedbackProperty, body: input, caller }),
        ),
      ) as Loose,
    updateContentFeedbackProperty: async (_p, { id, input }, { rest: client, caller }) =>
      feedbackPropertyOf(
        await rest(() =>
          client.call<RestFeedbackProperty>({ method: 'PUT', path: at('FeedbackProperty', id), body: input, caller }),
        ),
      ) as Loose,
    createContentTrainingTarget: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'POST', path: SEGMENT.TrainingTarget, body: input, caller })),
    updateContentTrainingTarget: (_p, { id, input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'PUT', path: at('TrainingTarget', id), body: input, caller })),
    createContentMaterial: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'POST', path: SEGMENT.Material, body: input, caller })),
    updateContentMaterial: (_p, { id, input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'PUT', path: at('Material', id), body: input, caller })),
    createContentProgramCategory: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'POST', path: SEGMENT.ProgramCategory, body: input, caller })),
    updateContentProgramCategory: (_p, { id, input }, { rest: client, caller }) =>
      rest(() => client.call<Loose>({ method: 'PUT', path: at('ProgramCategory', id), body: input, caller })),
    changeContentPartStatus: async (_p, { kind, id, contentStatus }, { rest: client, caller }) => {
      await rest(() =>
        client.call<unknown>({
          method: 'PUT',
          path: `${SEGMENT[kind]}/contentStatus`,
          body: { id, contentStatus },
          caller,
        }),
      );
      return true;
    },
    moveContentPart: async (_p, { kind, id, newSortOrder }, { rest: client, caller }) => {
      await rest(() =>
        client.call<unknown>({
          method: 'PUT',
          path: `${SEGMENT[kind]}/move/${encodeURIComponent(id)}`,
          query: { newSortOrder },
          caller,
        }),
      );
      return true;
    },
    deleteContentPart: async (_p, { kind, id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: at(kind, id), caller }));
      return true;
    },
  },
};
