import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Tx } from '../../platform/db/database';
import {
  ActivateAccountBody,
  ActivateAccountResponse,
  ActivateNewEmailBody,
  ActivateNewEmailResponse,
  LinkCheckResponse,
  NeedRegisterResponse,
  TokenQuery,
} from './activation.schemas';
import { activateAccount, activateNewEmail, checkTokenAndUser, needRegister } from './activation.service';

const tags = ['Account activation'];
// Opened from an e-mail before anyone signs in: the token is the only credential.
const config = { public: true };

/** Spec 000 §4 "Account activation page states", "E-mail update page states"; §7 "Account". */
export const activationRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const { db } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // No user and no tenant to begin with: the service points both at what the link names.
  const inLinkTx = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction({ tenantId: null, userId: null }, fn);

  app.get(
    '/api/business/user/checkTokenAndUser',
    { config, schema: { tags, querystring: TokenQuery, response: { 200: LinkCheckResponse } } },
    (request) => inLinkTx((tx) => checkTokenAndUser(tx, request.query.token)),
  );

  app.get(
    '/api/us/contentAdmin/needRegister',
    { config, schema: { tags, querystring: TokenQuery, response: { 200: NeedRegisterResponse } } },
    (request) => inLinkTx((tx) => needRegister(tx, request.query.token)),
  );

  app.post(
    '/api/business/user/activateAccount',
    { config, schema: { tags, body: ActivateAccountBody, response: { 200: ActivateAccountResponse } } },
    (request) => inLinkTx((tx) => activateAccount(tx, request.body)),
  );

  app.post(
    '/api/business/user/activateNewEmail',
    { config, schema: { tags, body: ActivateNewEmailBody, response: { 200: ActivateNewEmailResponse } } },
    (request) => inLinkTx((tx) => activateNewEmail(tx, request.body.token)),
  );
};
