import DataLoader from 'dataloader';
import type { GatewayContext } from '../context';
import type { MusicFasValidity, MusicPlaylist, MusicStart, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

const BASE = '/api/rocket/idtMusic';

type StartablePlans = { items: { subjectId: string; planId: string }[] };

// One loader per request (the context object lives as long as the request): a page of children
// asks REST once for all their startable plans, not once per row.
const loaders = new WeakMap<GatewayContext, DataLoader<string, string | null>>();

const startablePlanLoader = (context: GatewayContext) => {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader<string, string | null>(
      async (subjectIds) => {
        const { items } = await rest(() =>
          context.rest.call<StartablePlans>({
            method: 'POST',
            path: `${BASE}/startablePlans`,
            body: { subjectIds },
            caller: context.caller,
          }),
        );
        const planOf = new Map(items.map((item) => [item.subjectId, item.planId]));
        return subjectIds.map((id) => planOf.get(id) ?? null);
      },
      // REST takes up to 100 ids at a time.
      { maxBatchSize: 100 },
    );
    loaders.set(context, loader);
  }
  return loader;
};

// Spec 000 §4 "Music start from the subject list", 001 §7 "Music".
export const musicResolvers: Resolvers<GatewayContext> = {
  Subject: {
    // The subject list answers it with the page (withMusicPlan); children from anywhere else
    // (a mutation's answer) are asked of startablePlans, one call per request.
    musicPlanId: (subject, _args, context) =>
      subject.musicPlanId !== undefined ? subject.musicPlanId : startablePlanLoader(context).load(subject.id),
  },
  Query: {
    musicFasValidity: (_parent, { subjectId, planId }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicFasValidity>({
          method: 'POST',
          path: `${BASE}/fasValidity`,
          body: { subjectId, planId },
          caller,
        }),
      ),
    musicPlaylist: (_parent, { subjectId, planId }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicPlaylist>({ method: 'GET', path: `${BASE}/playlist`, query: { subjectId, planId }, caller }),
      ),
  },
  Mutation: {
    startMusicPlan: (_parent, { subjectId, planId }, { rest: client, caller }) =>
      rest(() =>
        client.call<MusicStart>({
          method: 'POST',
          path: `${BASE}/startMusicPlan`,
          body: { subjectId, planId },
          caller,
        }),
      ),
  },
};
