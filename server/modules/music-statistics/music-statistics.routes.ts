import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteDeps } from '../../platform/app-deps';
import { requestLanguage } from '../../platform/i18n';
import { centreDay } from '../../platform/time';
import { sendWorkbook } from '../../platform/workbook';
import { musicStatisticsWorkbook } from './music-statistics.excel';
import {
  MusicStatisticFilter,
  MusicStatisticPageQuery,
  OperationalData,
  OverallIndicators,
  PlanUsageRecord,
  TrackPlaybackRecord,
} from './music-statistics.schemas';
import {
  musicStatisticsForExport,
  operationalData,
  overallIndicators,
  planUsageRecord,
  trackPlaybackRecord,
} from './music-statistics.service';

const tags = ['Music statistics'];
const BASE = '/api/rocket/idtMusicStatistic';

/** Spec 001 §7 "POST idtMusicStatistic overallIndicators, operationalData, planUsageRecord, trackPlaybackRecord"; the Excel is ours. */
export const musicStatisticRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const clock = () => ({ timeZone: deps.timeZone, today: centreDay(deps.timeZone, deps.clock()) });

  app.post(
    `${BASE}/overallIndicators`,
    { schema: { tags, body: MusicStatisticFilter, response: { 200: OverallIndicators } } },
    (request) => request.inTenantTx((tx, ctx) => overallIndicators(tx, ctx, request.body, clock())),
  );

  app.post(
    `${BASE}/operationalData`,
    { schema: { tags, body: MusicStatisticFilter, response: { 200: OperationalData } } },
    (request) => request.inTenantTx((tx, ctx) => operationalData(tx, ctx, request.body, clock())),
  );

  app.post(
    `${BASE}/planUsageRecord`,
    { schema: { tags, body: MusicStatisticPageQuery, response: { 200: PlanUsageRecord } } },
    (request) => request.inTenantTx((tx, ctx) => planUsageRecord(tx, ctx, request.body, clock())),
  );

  app.post(
    `${BASE}/trackPlaybackRecord`,
    { schema: { tags, body: MusicStatisticPageQuery, response: { 200: TrackPlaybackRecord } } },
    (request) => request.inTenantTx((tx, ctx) => trackPlaybackRecord(tx, ctx, request.body, clock())),
  );

  app.post(`${BASE}/excel`, { schema: { tags, body: MusicStatisticFilter } }, async (request, reply) => {
    const data = await request.inTenantTx((tx, ctx) => musicStatisticsForExport(tx, ctx, request.body, clock()));
    const language = requestLanguage(request.headers['accept-language']);
    return sendWorkbook(
      reply,
      await musicStatisticsWorkbook(data, { language, timeZone: deps.timeZone, now: deps.clock() }),
    );
  });
};
