import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import {
  GroupCertificateState,
  GroupCheckBody,
  OfflineCertificateState,
  OfflineCheckBody,
} from './trainer-credentials.schemas';
import { checkGroupCertificateState, checkOfflineCertificateState } from './trainer-credentials.service';

/**
 * Spec 001 §7 checkCertificateState under both plan kinds: the signed-in staff member's trainer
 * certificate state before they deliver a session of the plan. Reads only (a POST in the spec).
 */
export const trainerCredentialRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/rocket/userOfflinePlan/checkCertificateState',
    { schema: { tags: ['Offline plans'], body: OfflineCheckBody, response: { 200: OfflineCertificateState } } },
    (r) => r.inTenantTx((tx, ctx) => checkOfflineCertificateState(tx, ctx, r.body.id, deps.clock())),
  );
  app.post(
    '/api/rocket/groupTrainingPlan/checkCertificateState',
    { schema: { tags: ['Group training plans'], body: GroupCheckBody, response: { 200: GroupCertificateState } } },
    (r) => r.inTenantTx((tx, ctx) => checkGroupCertificateState(tx, ctx, r.body.groupTrainingPlanId, deps.clock())),
  );
};
