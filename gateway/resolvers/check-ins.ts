import type { GatewayContext } from '../context';
import type { CheckInChange, CheckInDay, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// Spec 000 §7 "Check-in": the day's list, and in / out with {subjectId}.
export const checkInResolvers: Resolvers<GatewayContext> = {
  Query: {
    checkIns: (_parent, { date, skipCount, maxResultCount }, { rest: client, caller }) =>
      rest(() =>
        client.call<CheckInDay>({
          method: 'GET',
          path: '/api/business/checkIn',
          query: { skipCount, maxResultCount, ...(date ? { date } : {}) },
          caller,
        }),
      ),
  },
  Mutation: {
    checkIn: (_parent, { subjectId }, { rest: client, caller }) =>
      rest(() =>
        client.call<CheckInChange>({ method: 'POST', path: '/api/business/checkIn/in', body: { subjectId }, caller }),
      ),
    checkOut: (_parent, { subjectId }, { rest: client, caller }) =>
      rest(() =>
        client.call<CheckInChange>({ method: 'POST', path: '/api/business/checkIn/out', body: { subjectId }, caller }),
      ),
  },
};
