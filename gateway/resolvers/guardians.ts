import type { GatewayContext } from '../context';
import type { GuardianDetail, GuardianPage, RegisterCodeSent, Resolvers } from '../generated/resolvers';
import { rest } from './errors';
import { toSubject, type RestSubject } from './subjects';

// Spec 000 §7 "Subjects and guardians": thin calls to the guardian REST routes.
export const guardianResolvers: Resolvers<GatewayContext> = {
  Query: {
    guardians: (_parent, { skipCount, maxResultCount, filter }, { rest: client, caller }) =>
      rest(() =>
        client.call<GuardianPage>({
          method: 'POST',
          path: '/api/business/subject/getGuardianList',
          body: { skipCount, maxResultCount, ...(filter ? { filter } : {}) },
          caller,
        }),
      ),
    guardian: (_parent, { id }, { rest: client, caller }) =>
      rest(() =>
        client.call<GuardianDetail>({
          method: 'POST',
          path: `/api/business/subject/getGuardianInfo/${encodeURIComponent(id)}`,
          caller,
        }),
      ),
  },
  Mutation: {
    addGuardian: async (_parent, { input }, { rest: client, caller }) => {
      const { coachIds, ...guardian } = input;
      const added = await rest(() =>
        client.call<{ guardianId: string; subjects: RestSubject[] }>({
          method: 'POST',
          path: '/api/business/subject/guardianAndSubject',
          body: { ...guardian, coaches: coachIds },
          caller,
        }),
      );
      return { guardianId: added.guardianId, subjects: added.subjects.map(toSubject) };
    },
    addChildToGuardian: async (_parent, { input }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<RestSubject[]>({ method: 'POST', path: '/api/business/subject/child', body: input, caller }),
        )
      ).map(toSubject),
    setGuardianAuthorization: (_parent, args, { rest: client, caller }) =>
      rest(() =>
        client.call<GuardianDetail>({
          method: 'POST',
          path: '/api/business/subject/authorization',
          body: args,
          caller,
        }),
      ),
    cancelGuardian: (_parent, { guardianId }, { rest: client, caller }) =>
      rest(() =>
        client.call<GuardianDetail>({
          method: 'POST',
          path: '/api/business/subject/cancelGuardian',
          body: { guardianId },
          caller,
        }),
      ),
    sendGuardianRegisterCode: (_parent, { guardianId }, { rest: client, caller }) =>
      rest(() =>
        client.call<RegisterCodeSent>({
          method: 'POST',
          path: '/api/business/subject/sendRegisterCode',
          body: { guardianId },
          caller,
        }),
      ),
  },
};
