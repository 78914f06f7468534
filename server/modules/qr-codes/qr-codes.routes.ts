import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  QrCodeQuery,
  QrCodeResponse,
  RegisterPersonalCoachBody,
  ROCKET_QR_KINDS,
  TenantQrCodeQuery,
} from './qr-codes.schemas';
import { issueQrCode } from './qr-codes.service';

// Spec 000 §7 "QR codes": GET for all but RegisterPersonalCoach, which is a POST.
export const qrCodeRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { publicUrl } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const settings = { publicUrl };
  const schema = { tags: ['QrCode'], response: { 200: QrCodeResponse } };

  app.get('/api/business/QrCode/tenant', { schema: { ...schema, querystring: TenantQrCodeQuery } }, (request) =>
    request.inTenantTx((tx, ctx) => issueQrCode(tx, ctx, 'tenant', request.query, settings)),
  );

  app.get('/api/business/QrCode/preview', { schema: { ...schema, querystring: QrCodeQuery } }, (request) =>
    request.inTenantTx((tx, ctx) => issueQrCode(tx, ctx, 'preview', request.query, settings)),
  );

  for (const kind of ROCKET_QR_KINDS) {
    app.get(`/api/rocket/QrCode/${kind}`, { schema: { ...schema, querystring: QrCodeQuery } }, (request) =>
      request.inTenantTx((tx, ctx) => issueQrCode(tx, ctx, kind, request.query, settings)),
    );
  }

  app.post(
    '/api/rocket/QrCode/RegisterPersonalCoach',
    { schema: { ...schema, body: RegisterPersonalCoachBody } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        issueQrCode(tx, ctx, 'RegisterPersonalCoach', { tenantId: request.body.tenantId }, settings),
      ),
  );
};
