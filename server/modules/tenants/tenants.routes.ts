import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { AppError, badRequest } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import { LOGO_MAX_BYTES } from './logo-image';
import { beforeCloseProject, closeProject, openProject, projectSwitchRecords } from './project-switches.service';
import {
  BeforeCloseResponse,
  ChangeEmailBody,
  FreezeBody,
  LogoParams,
  LogoQuery,
  LogoResponse,
  NextLevelQuery,
  PrepareForEditQuery,
  PrepareForEditResponse,
  ProjectBody,
  ProjectQuery,
  QrLinkResponse,
  ReminderAmountBody,
  SearchQuery,
  SentResponse,
  SwitchRecords,
  TenantBody,
  TenantIdParams,
  TenantIdPathParams,
  TenantItem,
  TenantListQuery,
  TenantOptions,
  TenantPage,
  TenantUpdateBody,
} from './tenants.schemas';
import {
  areaList,
  changeTenantEmail,
  childInstitutions,
  createTenant,
  deleteTenant,
  editTenant,
  enterpriseSearchList,
  findTenants,
  freezeTenant,
  getTenant,
  listTenants,
  nextLevelList,
  prepareForEdit,
  qrCodeLink,
  readLogo,
  sendEmailToTenant,
  setReminderAmounts,
  uploadLogo,
} from './tenants.service';

const BASE = '/api/business/tenant';

/** The one file of a multipart body, read before the transaction opens (a slow upload holds no connection). */
const readUpload = async (request: FastifyRequest) => {
  try {
    const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES } });
    return part ? { fileName: part.filename, data: await part.toBuffer() } : null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'Business:FileTooLarge', 'tenants:logo-too-large', { mb: LOGO_MAX_BYTES / 1024 / 1024 });
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('Business:FileMissing', 'tenants:logo-missing');
    throw error;
  }
};

/** Spec 002 §7 "Tenants" (/api/business/tenant) and the project switches (issue #6 items 1 and 2). */
export const tenantRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  // Registered inside this plugin only: every other route keeps refusing multipart bodies.
  await fastify.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['Tenants'];

  app.get(BASE, { schema: { tags, querystring: TenantListQuery, response: { 200: TenantPage } } }, (request) =>
    request.inTenantTx((tx, ctx) => listTenants(tx, ctx, request.query)),
  );

  app.post(`${BASE}/simple`, { schema: { tags, body: TenantBody, response: { 200: TenantItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => createTenant(tx, ctx, request.body)),
  );

  app.put(`${BASE}/simple`, { schema: { tags, body: TenantUpdateBody, response: { 200: TenantItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => editTenant(tx, ctx, request.body)),
  );

  app.get(
    `${BASE}/prepareForEdit`,
    { schema: { tags, querystring: PrepareForEditQuery, response: { 200: PrepareForEditResponse } } },
    (request) => request.inTenantTx((tx, ctx) => prepareForEdit(tx, ctx, request.query.id)),
  );

  app.post(`${BASE}/freeze`, { schema: { tags, body: FreezeBody, response: { 200: TenantItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => freezeTenant(tx, ctx, request.body)),
  );

  app.put(
    `${BASE}/reminderAmount`,
    { schema: { tags, body: ReminderAmountBody, response: { 200: TenantItem } } },
    (request) => request.inTenantTx((tx, ctx) => setReminderAmounts(tx, ctx, request.body)),
  );

  app.put(
    `${BASE}/changeTenantEmail`,
    { schema: { tags, body: ChangeEmailBody, response: { 200: TenantItem } } },
    (request) => request.inTenantTx((tx, ctx) => changeTenantEmail(tx, ctx, request.body)),
  );

  app.post(
    `${BASE}/sendEmailToTenant/:tenantId`,
    { schema: { tags, params: TenantIdPathParams, response: { 200: SentResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        sendEmailToTenant(tx, ctx, deps, request.params.tenantId, requestLanguage(request.headers['accept-language'])),
      ),
  );

  app.get(
    `${BASE}/qRCodeLink/:tenantId`,
    { schema: { tags, params: TenantIdPathParams, response: { 200: QrLinkResponse } } },
    (request) => request.inTenantTx((tx, ctx) => qrCodeLink(tx, ctx, deps, request.params.tenantId)),
  );

  const searchSchema = { tags, querystring: SearchQuery, response: { 200: TenantOptions } };
  app.get(`${BASE}/areaList`, { schema: searchSchema }, (request) =>
    request.inTenantTx((tx, ctx) => areaList(tx, ctx, request.query)),
  );
  app.get(`${BASE}/enterpriseSearchList`, { schema: searchSchema }, (request) =>
    request.inTenantTx((tx, ctx) => enterpriseSearchList(tx, ctx, request.query)),
  );
  app.get(`${BASE}/find`, { schema: searchSchema }, (request) =>
    request.inTenantTx((tx, ctx) => findTenants(tx, ctx, request.query)),
  );

  app.get(
    `${BASE}/nextLevelList`,
    { schema: { tags, querystring: NextLevelQuery, response: { 200: TenantOptions } } },
    (request) => request.inTenantTx((tx, ctx) => nextLevelList(tx, ctx, request.query.tenantId)),
  );

  app.get(
    `${BASE}/childInstitutions/:tenantId`,
    { schema: { tags, params: TenantIdPathParams, response: { 200: TenantPage } } },
    (request) => request.inTenantTx((tx, ctx) => childInstitutions(tx, ctx, request.params.tenantId)),
  );

  app.post(
    `${BASE}/tenantProfile/logo`,
    { schema: { tags, consumes: ['multipart/form-data'], querystring: LogoQuery, response: { 200: LogoResponse } } },
    async (request) => {
      const file = await readUpload(request);
      const { logo, replacedKey } = await request.inTenantTx((tx, ctx) =>
        uploadLogo(tx, ctx, deps, request.query.tenantId, file),
      );
      // After the commit: a rolled-back replacement must still find the old logo's bytes.
      if (replacedKey) await deps.storage.remove(replacedKey);
      return logo;
    },
  );

  // Public: an <img> sends no bearer token, and a logo is shown to whoever the tenant shows it to.
  // Its address holds two random ids, so the list of logos cannot be walked.
  app.get(
    `${BASE}/logo/:tenantId/:fileId`,
    { config: { public: true }, schema: { tags, params: LogoParams } },
    async (request, reply) => {
      const logo = await readLogo(deps, request.params.tenantId, request.params.fileId);
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(logo.data);
    },
  );

  // Project switches: open and close take tenantId and projectFeatureName (spec 002 §7).
  const switchSchema = { tags: ['Project switches'], body: ProjectBody };
  app.post(`${BASE}/openProject`, { schema: switchSchema }, (request) =>
    request.inTenantTx((tx, ctx) => openProject(tx, ctx, request.body)),
  );
  app.post(`${BASE}/closeProject`, { schema: switchSchema }, (request) =>
    request.inTenantTx((tx, ctx) => closeProject(tx, ctx, request.body)),
  );
  app.get(
    `${BASE}/beforeCloseProject`,
    { schema: { tags: ['Project switches'], querystring: ProjectQuery, response: { 200: BeforeCloseResponse } } },
    (request) => request.inTenantTx((tx, ctx) => beforeCloseProject(tx, ctx, request.query)),
  );
  app.get(
    `${BASE}/projectSwitchRecords`,
    { schema: { tags: ['Project switches'], querystring: ProjectQuery, response: { 200: SwitchRecords } } },
    (request) => request.inTenantTx((tx, ctx) => projectSwitchRecords(tx, ctx, request.query)),
  );

  // Registered last: the static paths above (areaList, find, ...) must not be read as an id.
  app.get(`${BASE}/:id`, { schema: { tags, params: TenantIdParams, response: { 200: TenantItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => getTenant(tx, ctx, request.params.id)),
  );

  app.delete(
    `${BASE}/:id`,
    { schema: { tags, params: TenantIdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await request.inTenantTx((tx, ctx) => deleteTenant(tx, ctx, request.params.id));
      return reply.code(204).send(null);
    },
  );
};
