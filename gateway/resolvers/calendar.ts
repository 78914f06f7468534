import type { GatewayContext } from '../context';
import type { CalendarEvent, Resolvers } from '../generated/resolvers';
import { rest } from './errors';
import { withoutNulls } from './without-nulls';

const BASE = '/api/business/calendar';

type GraphEvent = Omit<CalendarEvent, '__typename'>;
/** REST names a class course's class and group plan and leaves the child's fields null. */
type RestEvent = Omit<GraphEvent, 'subjectName' | 'userTrainingPlanId'> & {
  subjectName: string | null;
  userTrainingPlanId: string | null;
};
type RestList = { items: RestEvent[] };

/**
 * The views show subjectName as who the course is for and userTrainingPlanId as its plan: a class
 * course answers its class's name and its group plan there (groupTrainingPlanId tells them apart).
 */
const toGraph = (e: RestEvent): GraphEvent => ({
  ...e,
  subjectName: e.subjectName ?? e.groupName ?? '',
  userTrainingPlanId: e.userTrainingPlanId ?? e.groupTrainingPlanId ?? '',
});

/** Only the fields given: REST answers a missing one with the spec's message (startMoreEnd and the others). */

// Spec 001 §7 "Calendar" (/api/business/calendar), with the tenant header the caller carries.
export const calendarResolvers: Resolvers<GatewayContext> = {
  Query: {
    planCalendar: async (_parent, { planId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<RestList>({
            method: 'GET',
            path: `${BASE}/linkTrainingCalendarList/${encodeURIComponent(planId)}`,
            caller,
          }),
        )
      ).items.map(toGraph),
    userCalendar: async (_parent, { from, to, executorId }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<RestList>({
            method: 'POST',
            path: `${BASE}/getUserCalendar`,
            body: withoutNulls({ from, to, executorId }),
            caller,
          }),
        )
      ).items.map(toGraph),
  },
  Mutation: {
    arrangeCourse: async (_parent, { input }, { rest: client, caller }) =>
      (
        await rest(() =>
          client.call<RestList>({ method: 'POST', path: `${BASE}/calendar`, body: withoutNulls(input), caller }),
        )
      ).items.map(toGraph),
    editCourse: async (_parent, { input }, { rest: client, caller }) =>
      toGraph(
        await rest(() =>
          client.call<RestEvent>({ method: 'PUT', path: `${BASE}/calendar`, body: withoutNulls(input), caller }),
        ),
      ),
    cancelCourse: async (_parent, { id }, { rest: client, caller }) => {
      await rest(() => client.call<null>({ method: 'DELETE', path: `${BASE}/calendar`, query: { id }, caller }));
      return true;
    },
  },
};
