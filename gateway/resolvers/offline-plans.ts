import type { GatewayContext } from '../context';
import type {
  OfflinePlan,
  OfflinePlanAudioPunch,
  OfflinePlanAnswer,
  OfflinePlanFeedbackProperty,
  OfflinePlanFeedbackRecordPage,
  OfflinePlanPunchRecord,
  OfflinePlanSessionPunch,
  OfflinePlanStep,
  OfflinePlanSummary,
  Resolvers,
  SupervisorBoard,
} from '../generated/resolvers';
import { rest } from './errors';
import { withoutNulls } from './without-nulls';

// A child's offline plans (issue 19; spec 001 §7 /api/rocket/userOfflinePlan). The REST answers
// carry form definitions and answers as JSON; the SDL gives them as JSON text, like the content
// library's extraProperties.
const BASE = '/api/rocket/userOfflinePlan';

type RestProperty = {
  id: string;
  formKind: OfflinePlanFeedbackProperty['formKind'];
  displayName: OfflinePlanFeedbackProperty['displayName'];
  isRequired: boolean;
  type: string;
  sortOrder?: number | null;
  extraProperties?: unknown;
};
type RestAnswer = { programFeedbackPropertyId: string; value: unknown };
type RestSummary = Omit<OfflinePlanSummary, '__typename' | 'creationTime'> & { createdAt: string };
type RestItem = Omit<
  OfflinePlan['planItems'][number],
  '__typename' | 'feedbackProperties' | 'feedbacks' | 'guardianFeedbacks'
> & {
  feedbackProperties: RestProperty[];
  feedbacks: RestAnswer[];
  guardianFeedbacks: RestAnswer[];
};
type RestPlan = RestSummary & {
  subjectName: string;
  canWrite: boolean;
  planItems: RestItem[];
  sessions: OfflinePlan['sessions'];
  nonePlaybook: OfflinePlan['nonePlaybook'];
};
type RestRecordPage = {
  items: (Omit<OfflinePlanFeedbackRecordPage['items'][number], '__typename' | 'feedbackProperties' | 'feedbacks'> & {
    feedbackProperties: RestProperty[];
    feedbacks: RestAnswer[];
  })[];
  totalCount: number;
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
const summaryOf = ({ createdAt, ...plan }: RestSummary): OfflinePlanSummary => ({ ...plan, creationTime: createdAt });

/** A value typed by the form engine, sent on as JSON; text that is not JSON is refused by REST as a value. */
const valueOf = (json: string | null | undefined): unknown => {
  if (json === null || json === undefined) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

export const offlinePlanResolvers: Resolvers<GatewayContext> = {
  Query: {
    offlinePlans: async (_p, args, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<{ items: RestSummary[]; totalCount: number }>({
          method: 'GET',
          path: `${BASE}/currentList`,
          query: { subjectId: args.subjectId, skipCount: args.skipCount, maxResultCount: args.maxResultCount },
          caller,
        }),
      );
      return { items: page.items.map(summaryOf), totalCount: page.totalCount };
    },
    offlinePlanPunchTargets: (_p, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<{
          timesSetting: boolean;
          programTarget: { targetCount: number; realFinishedCodes: string[] };
          audioTarget: { targetCount: number; realFinishedCodes: string[] };
        }>({
          method: 'GET',
          path: `${BASE}/forPunch`,
          query: { id },
          caller,
        }),
      ),
    offlinePlanAudioPunch: (_p, { id, num }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanAudioPunch>({
          method: 'GET',
          path: `${BASE}/punchForAudio`,
          query: { id, num },
          caller,
        }),
      ),
    offlinePlanSessionPunch: (_p, { id, num }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanSessionPunch>({
          method: 'GET',
          path: `${BASE}/forNumPunch`,
          query: num === null || num === undefined ? { id } : { id, num },
          caller,
        }),
      ),
    offlinePlanList: async (_p, args, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<{ items: { subjectName: string; plan: RestSummary }[]; totalCount: number }>({
          method: 'GET',
          path: `${BASE}/tenantList`,
          query: {
            status: args.status ?? undefined,
            coachId: args.coachId ?? undefined,
            filter: args.filter ?? undefined,
            skipCount: args.skipCount,
            maxResultCount: args.maxResultCount,
          },
          caller,
        }),
      );
      return {
        items: page.items.map((row) => ({ subjectName: row.subjectName, plan: summaryOf(row.plan) })),
        totalCount: page.totalCount,
      };
    },
    offlinePlan: async (_p, { id }, { rest: client, caller }) => {
      const { subjectName, canWrite, planItems, sessions, nonePlaybook, ...summary } = await rest(() =>
        client.call<RestPlan>({ method: 'GET', path: `${BASE}/find`, query: { id }, caller }),
      );
      return {
        summary: summaryOf(summary),
        subjectName,
        canWrite,
        sessions,
        nonePlaybook,
        planItems: planItems.map((item) => ({
          ...item,
          feedbackProperties: item.feedbackProperties.map(propertyOf),
          feedbacks: item.feedbacks.map(answerOf),
          guardianFeedbacks: item.guardianFeedbacks.map(answerOf),
        })),
      };
    },
    offlinePlanBeforeCreate: (_p, { subjectId }, { rest: client, caller }) =>
      rest(() => client.call({ method: 'GET', path: `${BASE}/beforeCreate/${encodeURIComponent(subjectId)}`, caller })),
    offlinePlanTrialCheck: (_p, query, { rest: client, caller }) =>
      rest(() => client.call({ method: 'GET', path: `${BASE}/trialCheck`, query, caller })),
    supervisorBoard: (_p, { coachId }, { rest: client, caller }) =>
      rest(() =>
        client.call<SupervisorBoard>({
          method: 'GET',
          path: `${BASE}/supervisorBoard`,
          query: coachId ? { coachId } : {},
          caller,
        }),
      ),
    offlinePlanFeedbackRecords: async (_p, query, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<RestRecordPage>({ method: 'GET', path: `${BASE}/feedbackRecords`, query, caller }),
      );
      return {
        totalCount: page.totalCount,
        items: page.items.map((r) => ({
          ...r,
          feedbackProperties: r.feedbackProperties.map(propertyOf),
          feedbacks: r.feedbacks.map(answerOf),
        })),
      };
    },
  },
  Mutation: {
    arrangeOfflinePlan: (_p, { input }, { rest: client, caller }) =>
      rest(() => client.call<OfflinePlanStep>({ method: 'POST', path: BASE, body: withoutNulls(input), caller })),
    punchOfflinePlanAudio: (_p, { id, num }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanAudioPunch>({ method: 'POST', path: `${BASE}/audioPunch`, body: { id, num }, caller }),
      ),
    punchOfflinePlanSession: (_p, { id, num }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanPunchRecord>({
          method: 'POST',
          path: `${BASE}/punch`,
          body: num === null || num === undefined ? { id } : { id, num },
          caller,
        }),
      ),
    startOfflinePlan: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<OfflinePlanStep>({ method: 'POST', path: `${BASE}/start`, body: { id }, caller })),
    submitOfflinePlanFeedback: async (_p, { input }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ id: string }>({
            method: 'POST',
            path: `${BASE}/done`,
            body: {
              userOfflineTrainingPlanId: input.planId,
              num: input.num,
              planItemId: input.planItemId,
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
    markOfflinePlanItemNotStarted: async (_p, { planItemId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ id: string }>({ method: 'POST', path: `${BASE}/notStarted`, body: { planItemId }, caller }),
        )
      ).id,
    finishOfflinePlanSession: (_p, { id, num, attendance }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanStep>({
          method: 'POST',
          path: `${BASE}/numDone`,
          body: { id, num, ...(attendance ? { attendance } : {}) },
          caller,
        }),
      ),
    recordOfflinePlanInterview: (_p, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanStep>({ method: 'POST', path: `${BASE}/parentalInterview`, body: { id }, caller }),
      ),
    activateNextOfflinePlanSession: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<OfflinePlanStep>({ method: 'POST', path: `${BASE}/startNext`, body: { id }, caller })),
    endOfflinePlan: (_p, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanStep>({ method: 'POST', path: `${BASE}/end/${encodeURIComponent(id)}`, caller }),
      ),
    restartOfflinePlan: (_p, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanStep>({ method: 'POST', path: `${BASE}/restart/${encodeURIComponent(id)}`, caller }),
      ),
    adjustOfflinePlanDifficulty: async (_p, { planItemId, operate }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ id: string }>({
            method: 'POST',
            path: `${BASE}/difficultyAdjustment`,
            body: { planItemId, operate },
            caller,
          }),
        )
      ).id,
    adjustOfflinePlanCourse: (_p, { id, kind, programCode }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanStep>({
          method: 'POST',
          path: `${BASE}/courseAdjustment`,
          body: { id, kind, ...(programCode ? { programCode } : {}) },
          caller,
        }),
      ),
    extendOfflinePlan: (_p, { id, count }, { rest: client, caller }) =>
      rest(() =>
        client.call<OfflinePlanStep>({ method: 'POST', path: `${BASE}/extendClasses`, body: { id, count }, caller }),
      ),
    suspendOfflinePlan: (_p, { id }, { rest: client, caller }) =>
      rest(() => client.call<OfflinePlanStep>({ method: 'DELETE', path: BASE, query: { id }, caller })),
  },
};

/** GraphQL's nulls for what was not given; REST takes such fields left out. */
