import type { GatewayContext } from '../context';
import type {
  AssessmentQuota,
  ChildAssessmentQuota,
  QuotaAssessment,
  QuotaSettings,
  Resolvers,
  SessionDeliveryMethod,
  SessionQuota,
  SessionQuotaChange,
  SessionQuotaInput,
} from '../generated/resolvers';
import { rest } from './errors';
import { withoutNulls } from './without-nulls';

const SESSIONS = '/api/rocket/classHoursSettingRecords';
const ASSESSMENTS = '/api/rocket/assessmentTimesSettingRecords';

// REST names the child userId (spec 001 §3); the graph calls it childId.
type RestQuota = Omit<SessionQuota, 'childId' | '__typename'> & { userId: string };
type RestChange = Omit<SessionQuotaChange, 'details' | '__typename'> & { details: Record<string, unknown> };
type RestAssessment = Omit<AssessmentQuota, 'childId' | '__typename'> & { userId: string };
type Page<T> = { items: T[]; totalCount: number };

const toQuota = ({ userId, ...quota }: RestQuota): SessionQuota => ({ ...quota, childId: userId });
const toAssessment = ({ userId, ...entry }: RestAssessment): AssessmentQuota => ({ ...entry, childId: userId });

/** Only the fields given: REST answers a missing one with the spec's message. */

const quotaBody = ({ childId, ...input }: SessionQuotaInput) => withoutNulls({ userId: childId, ...input });

// Spec 001 §7 "Quotas" (/api/rocket/classHoursSettingRecords, /api/rocket/assessmentTimesSettingRecords).
export const quotaResolvers: Resolvers<GatewayContext> = {
  Query: {
    sessionQuotas: async (_parent, { skipCount, maxResultCount, filter, type, state }, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<Page<RestQuota>>({
          method: 'GET',
          path: `${SESSIONS}/recordsList`,
          query: {
            skipCount,
            maxResultCount,
            filter: filter ?? undefined,
            type: type ?? undefined,
            state: state ?? undefined,
          },
          caller,
        }),
      );
      return { items: page.items.map(toQuota), totalCount: page.totalCount };
    },
    childSessionQuotas: async (_parent, { childId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<RestQuota[]>({
            method: 'GET',
            path: `${SESSIONS}/records/${encodeURIComponent(childId)}`,
            caller,
          }),
        )
      ).map(toQuota),
    sessionQuotaChanges: async (
      _parent,
      { recordId, childId, skipCount, maxResultCount },
      { rest: client, caller },
    ) => {
      const page = await rest(() =>
        client.call<Page<RestChange>>({
          method: 'GET',
          path: `${SESSIONS}/adventRecords`,
          query: { recordId: recordId ?? undefined, userId: childId ?? undefined, skipCount, maxResultCount },
          caller,
        }),
      );
      return {
        items: page.items.map((change) => ({ ...change, details: JSON.stringify(change.details) })),
        totalCount: page.totalCount,
      };
    },
    quotaSettings: (_parent, _args, { rest: client, caller }) =>
      rest(() => client.call<QuotaSettings>({ method: 'GET', path: `${SESSIONS}/roleLimitTypes`, caller })),
    sessionDeliveryMethods: (_parent, _args, { rest: client, caller }) =>
      rest(() =>
        client.call<SessionDeliveryMethod[]>({
          method: 'GET',
          path: '/api/rocket/userOfflinePlan/classDeliveryMethod',
          caller,
        }),
      ),
    assessmentQuotas: async (_parent, { skipCount, maxResultCount, filter, tagId }, { rest: client, caller }) => {
      const page = await rest(() =>
        client.call<Page<RestAssessment>>({
          method: 'GET',
          path: `${ASSESSMENTS}/list`,
          query: { skipCount, maxResultCount, filter: filter ?? undefined, tagId: tagId ?? undefined },
          caller,
        }),
      );
      return { items: page.items.map(toAssessment), totalCount: page.totalCount };
    },
    quotaAssessments: async (_parent, _args, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ assessments: QuotaAssessment[] }>({ method: 'GET', path: `${ASSESSMENTS}/prepare`, caller }),
        )
      ).assessments,
    childAssessmentQuotas: async (_parent, { childId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ items: ChildAssessmentQuota[] }>({
            method: 'GET',
            path: `${ASSESSMENTS}/userAssessmentTimeSetting/${encodeURIComponent(childId)}`,
            caller,
          }),
        )
      ).items,
  },
  Mutation: {
    addSessionQuota: async (_parent, { input }, { rest: client, caller }) =>
      toQuota(
        await rest(() =>
          client.call<RestQuota>({ method: 'POST', path: `${SESSIONS}/add`, body: quotaBody(input), caller }),
        ),
      ),
    updateSessionQuota: async (_parent, { id, input }, { rest: client, caller }) =>
      toQuota(
        await rest(() =>
          client.call<RestQuota>({ method: 'PUT', path: SESSIONS, body: { id, ...quotaBody(input) }, caller }),
        ),
      ),
    disableSessionQuota: async (_parent, { id }, { rest: client, caller }) =>
      toQuota(
        await rest(() => client.call<RestQuota>({ method: 'POST', path: `${SESSIONS}/disable`, body: { id }, caller })),
      ),
    renewSessionQuota: async (_parent, { input }, { rest: client, caller }) =>
      toQuota(
        await rest(() =>
          client.call<RestQuota>({ method: 'POST', path: `${SESSIONS}/renewal`, body: withoutNulls(input), caller }),
        ),
      ),
    useSessionQuota: async (_parent, { id, hours, remark }, { rest: client, caller }) =>
      toQuota(
        await rest(() =>
          client.call<RestQuota>({
            method: 'POST',
            path: `${SESSIONS}/usage`,
            body: withoutNulls({ id, hours, remark }),
            caller,
          }),
        ),
      ),
    deleteSessionQuota: async (_parent, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: `${SESSIONS}/${encodeURIComponent(id)}`, caller }));
      return true;
    },
    addAssessmentQuota: async (_parent, { input: { childId, ...input } }, { rest: client, caller }) =>
      toAssessment(
        await rest(() =>
          client.call<RestAssessment>({
            method: 'POST',
            path: `${ASSESSMENTS}/add`,
            body: withoutNulls({ userId: childId, ...input }),
            caller,
          }),
        ),
      ),
  },
};
