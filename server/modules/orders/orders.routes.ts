import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContractLine } from '../../platform/db/schema/index';
import { requestLanguage } from '../../platform/i18n';
import { centreDay } from '../../platform/time';
import { sendWorkbook } from '../../platform/workbook';
import { orderWorkbook } from './orders.excel';
import { OrderFilter, OrderListQuery, OrderListResponse, VratCostOverview } from './orders.schemas';
import { listOrders, ordersForExport, vratCostOverview } from './orders.service';

const tags = ['Orders'];

/** Spec 002 §7: the order lists of both lines and their Excel exports. */
export const orderRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { timeZone } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const exportOrders = async (
    request: FastifyRequest,
    reply: FastifyReply,
    line: ContractLine,
    filter: OrderFilter,
  ) => {
    const { orders, vcat } = await request.inTenantTx(async (tx, ctx) => ({
      orders: await ordersForExport(tx, ctx, line, filter, timeZone),
      vcat: ctx.features.has('vrat1.showVCAT'),
    }));
    const language = requestLanguage(request.headers['accept-language']);
    const workbook = await orderWorkbook(orders, { line, vcat, language, timeZone });
    return sendWorkbook(reply, workbook);
  };

  app.get(
    '/api/rocket/hfsOrder/orderList',
    { schema: { tags, querystring: OrderListQuery, response: { 200: OrderListResponse } } },
    (request) => request.inTenantTx((tx, ctx) => listOrders(tx, ctx, 'hfs', request.query, timeZone)),
  );

  app.get('/api/rocket/hfsOrder/excelDownload', { schema: { tags, querystring: OrderFilter } }, (request, reply) =>
    exportOrders(request, reply, 'hfs', request.query),
  );

  app.post(
    '/api/vrclassroom/order/orderList',
    { schema: { tags, body: OrderListQuery, response: { 200: OrderListResponse } } },
    (request) => request.inTenantTx((tx, ctx) => listOrders(tx, ctx, 'vrat', request.body, timeZone)),
  );

  app.post('/api/vrclassroom/order/orderListExcel', { schema: { tags, body: OrderFilter } }, (request, reply) =>
    exportOrders(request, reply, 'vrat', request.body),
  );

  // Not in the spec's list (its path is not shown): the centre's VRAT fee overview (menu
  // hfs/vartCostOverview), spec 002 §3 "VRAT balance summary".
  app.get('/api/vrclassroom/order/costOverview', { schema: { tags, response: { 200: VratCostOverview } } }, (request) =>
    request.inTenantTx((tx, ctx) => vratCostOverview(tx, ctx, centreDay(timeZone, deps.clock()))),
  );
};
