import type { GatewayContext } from '../context';
import type { Resolvers, Subject } from '../generated/resolvers';
import { rest } from './errors';
import { selects } from './selection';

/** A child as REST's subject list answers it (spec 000 §3 "Subject"). */
export type RestSubject = {
  id: string;
  name: string;
  birthDay: string;
  gender: string;
  outpatientNumber: string | null;
  schoolName: string | null;
  gradeName: string | null;
  remark: string | null;
  status: string;
  isCheckIn: boolean;
  coachNames: string[];
  coach: { id: string; name: string }[];
  guardians: { id: string; nickName: string; roleDefinition: { displayName: string }; isCancelled: boolean }[];
  /** Only from the list asked withMusicPlan (null: no startable plan). */
  musicPlanId?: string | null;
};

/** REST's child as the GraphQL Subject (exported: other resolvers answer children too). */
export const toSubject = ({ guardians, isCheckIn, coach, ...subject }: RestSubject): Subject => ({
  ...subject,
  isCheckedIn: isCheckIn,
  coaches: coach,
  guardianNames: guardians.map((g) => g.nickName),
  guardians: guardians.map((g) => ({
    id: g.id,
    nickName: g.nickName,
    roleDisplayName: g.roleDefinition.displayName,
    isCancelled: g.isCancelled,
  })),
});

/** GraphQL leaves an argument out or sends null; REST wants the field absent then. */
const given = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );

export const subjectResolvers: Resolvers<GatewayContext> = {
  Query: {
    subjects: async (_parent, { skipCount, maxResultCount, ...filters }, { rest: client, caller }, info) => {
      // The console's list shows each child's music plan: asked of the list itself, the page is
      // one REST call (one token check, one request context) instead of two (issue 16 item 2).
      const withMusicPlan = selects(info, ['items', 'musicPlanId']);
      const page = await rest(() =>
        client.call<{ items: RestSubject[]; totalCount: number }>({
          method: 'POST',
          path: '/api/business/subject/getList',
          body: { skipCount, maxResultCount, ...given(filters), ...(withMusicPlan ? { withMusicPlan } : {}) },
          caller,
        }),
      );
      return { totalCount: page.totalCount, items: page.items.map(toSubject) };
    },
    subjectNameTaken: async (_parent, { name }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<{ hadSame: boolean }>({
            method: 'POST',
            path: '/api/business/subject/check',
            body: { name },
            caller,
          }),
        )
      ).hadSame,
    subjectFormOptions: (_parent, _args, { rest: client, caller }) =>
      rest(() =>
        client.call<{
          coaches: { id: string; name: string }[];
          avaliableGuardianRoles: { name: string; displayName: string }[];
        }>({ method: 'GET', path: '/api/business/subject/formOptions', caller }),
      ),
  },
  Mutation: {
    updateSubjectRemark: async (_parent, { id, remark }, { rest: client, caller }) =>
      toSubject(
        await rest(() =>
          client.call<RestSubject>({
            method: 'PUT',
            path: '/api/business/subject/remark',
            body: { id, remark: remark ?? null },
            caller,
          }),
        ),
      ),
    updateSubjectOutpatientNumber: async (_parent, { id, outpatientNumber }, { rest: client, caller }) =>
      toSubject(
        await rest(() =>
          client.call<RestSubject>({
            method: 'PUT',
            path: '/api/business/subject/outpatientNumber',
            body: { subjectId: id, outpatientNumber: outpatientNumber ?? null },
            caller,
          }),
        ),
      ),
    assignSubjectCoaches: async (_parent, { subjectId, coachUserIds }, { rest: client, caller }) =>
      toSubject(
        await rest(() =>
          client.call<RestSubject>({
            method: 'POST',
            path: '/api/business/userCoach/assign',
            body: { userId: subjectId, coachUserIds },
            caller,
          }),
        ),
      ),
    addSubjects: async (_parent, { input }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<RestSubject[]>({
            method: 'POST',
            path: '/api/business/subject/subject',
            body: {
              ...given({ name: input.name }),
              registerType: 'Username',
              subjects: input.subjects.map((s) => ({ ...given(s), birthDay: s.birthDay, gender: s.gender })),
            },
            caller,
          }),
        )
      ).map(toSubject),
  },
};
