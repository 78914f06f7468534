import type { GatewayContext } from '../context';
import type {
  GroupChildPunch,
  GroupFeedbackKind,
  GroupFeedbackRecordPage,
  GroupPunchSession,
  OfflinePlanAnswer,
  OfflinePlanFeedbackProperty,
  Resolvers,
} from '../generated/resolvers';
import { rest } from './errors';
import { withoutNulls } from './without-nulls';

// A class's feedback (issue 20; spec 001 §7 /api/rocket/groupTrainingPlan forPunch, forChildPunch,
// punch, the feedback lists). REST carries forms and answers as JSON; the SDL gives them as JSON
// text, as the offline plans' resolvers do.
const BASE = '/api/rocket/groupTrainingPlan';

type RestProperty = Omit<OfflinePlanFeedbackProperty, '__typename' | 'extraProperties' | 'sortOrder'> & {
  sortOrder?: number | null;
  extraProperties?: unknown;
};
type RestAnswer = { programFeedbackPropertyId: string; value: unknown };
/** A REST answer: the GraphQL type with its forms and answers as JSON. */
type Rest<T> = Omit<T, '__typename' | 'feedbackProperties' | 'feedbacks' | 'guardianFeedbacks'> & {
  feedbackProperties: RestProperty[];
  feedbacks: RestAnswer[];
  guardianFeedbacks?: RestAnswer[];
};

const propertyOf = (p: RestProperty): OfflinePlanFeedbackProperty => ({
  id: p.id,
  formKind: p.formKind,
  displayName: p.displayName,
  isRequired: p.isRequired,
  type: p.type,
  sortOrder: p.sortOrder ?? 0,
  extraProperties: JSON.stringify(p.extraProperties ?? {}),
});
const answerOf = (a: RestAnswer): OfflinePlanAnswer => ({
  programFeedbackPropertyId: a.programFeedbackPropertyId,
  valueJson: JSON.stringify(a.value),
});
const formOf = <T extends Rest<object>>(item: T) => ({
  ...item,
  feedbackProperties: item.feedbackProperties.map(propertyOf),
  feedbacks: item.feedbacks.map(answerOf),
  ...(item.guardianFeedbacks ? { guardianFeedbacks: item.guardianFeedbacks.map(answerOf) } : {}),
});

/** A value typed by the form engine, sent on as JSON; text that is not JSON goes as text (REST refuses it if wrong). */
const valueOf = (json: string | null | undefined): unknown => {
  if (json === null || json === undefined) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

/** The REST list of each record kind (docs: "Group plan feedback: the calls"). */
const LIST_OF: Record<GroupFeedbackKind, string> = {
  Activity: 'planPunchHistory',
  Personal: 'userPunchHistory',
  Guardian: 'punchHistory',
};

export const groupPlanFeedbackResolvers: Resolvers<GatewayContext> = {
  Query: {
    groupPunchSession: async (_p, args, { rest: client, caller }) => {
      const session = await rest(() =>
        client.call<Omit<GroupPunchSession, 'items'> & { items: Rest<GroupPunchSession['items'][number]>[] }>({
          method: 'GET',
          path: `${BASE}/forPunch`,
          query: withoutNulls(args),
          caller,
        }),
      );
      return { ...session, items: session.items.map(formOf) } as GroupPunchSession;
    },
    groupChildPunch: async (_p, args, { rest: client, caller }) => {
      const punch = await rest(() =>
        client.call<Omit<GroupChildPunch, 'items'> & { items: Rest<GroupChildPunch['items'][number]>[] }>({
          method: 'GET',
          path: `${BASE}/forChildPunch`,
          query: withoutNulls(args),
          caller,
        }),
      );
      return { ...punch, items: punch.items.map(formOf) } as GroupChildPunch;
    },
    groupFeedbackRecords: async (_p, { kind, itemId, ...args }, { rest: client, caller }) => {
      const list = kind === 'Activity' && itemId ? 'planItemPunchHistory' : LIST_OF[kind];
      const page = await rest(() =>
        client.call<{ items: Rest<GroupFeedbackRecordPage['items'][number]>[]; totalCount: number }>({
          method: 'GET',
          path: `${BASE}/${list}`,
          query: withoutNulls({ ...args, planItemId: itemId }),
          caller,
        }),
      );
      return { totalCount: page.totalCount, items: page.items.map(formOf) } as GroupFeedbackRecordPage;
    },
  },
  Mutation: {
    submitGroupFeedback: async (_p, { input }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ id: string }>({
            method: 'POST',
            path: `${BASE}/punch`,
            body: {
              groupTrainingPlanId: input.groupTrainingPlanId,
              num: input.num,
              planItemId: input.itemId,
              ...(input.subjectId ? { subjectId: input.subjectId } : {}),
              forGuardian: input.forGuardian ?? false,
              feedbacks: input.feedbacks.map((f) => ({
                programFeedbackPropertyId: f.programFeedbackPropertyId,
                value: valueOf(f.valueJson),
              })),
            },
            caller,
          }),
        )
      ).id,
  },
};
