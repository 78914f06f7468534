import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import {
  ArrangeCourseBody,
  CalendarEventItem,
  CalendarEventList,
  CourseIdQuery,
  EditCourseBody,
  PlanParams,
  UserCalendarBody,
} from './calendar.schemas';
import { arrangeCourse, cancelCourse, editCourse, planCalendar, userCalendar } from './calendar.service';

const BASE = '/api/business/calendar';

/** Spec 001 §7 "Calendar". */
export const calendarRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Calendar'];
  const clock = () => ({ now: deps.clock(), timeZone: deps.timeZone });
  const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

  app.post(
    `${BASE}/calendar`,
    { schema: { tags, body: ArrangeCourseBody, response: { 200: CalendarEventList } } },
    (request) => request.inTenantTx((tx, ctx) => arrangeCourse(tx, ctx, request.body, clock(), language(request))),
  );

  app.put(
    `${BASE}/calendar`,
    { schema: { tags, body: EditCourseBody, response: { 200: CalendarEventItem } } },
    (request) => request.inTenantTx((tx, ctx) => editCourse(tx, ctx, request.body, clock(), language(request))),
  );

  app.delete(
    `${BASE}/calendar`,
    { schema: { tags, querystring: CourseIdQuery, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await request.inTenantTx((tx, ctx) => cancelCourse(tx, ctx, request.query.id, clock()));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/getUserCalendar`,
    { schema: { tags, body: UserCalendarBody, response: { 200: CalendarEventList } } },
    (request) => request.inTenantTx((tx, ctx) => userCalendar(tx, ctx, request.body, clock(), language(request))),
  );

  app.get(
    `${BASE}/linkTrainingCalendarList/:userTrainingPlanId`,
    { schema: { tags, params: PlanParams, response: { 200: CalendarEventList } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        planCalendar(tx, ctx, request.params.userTrainingPlanId, clock(), language(request)),
      ),
  );
};
