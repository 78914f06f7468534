import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/app-deps';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Uuid } from '../../platform/schemas';
import { requestLanguage } from '../../platform/i18n';
import {
  ChangeRoleBody,
  CreateStaffBody,
  FreezeStaffBody,
  IdParams,
  InvitationResponse,
  PrepareForEditResponse,
  SimpleStaffList,
  StaffChangeResponse,
  StaffDetailResponse,
  StaffIdParams,
  StaffListBody,
  StaffListResponse,
  StaffItem,
  StaffProfile,
  UpdateStaffBody,
  UserIdParams,
  UserIdQuery,
} from './staff.schemas';
import {
  changeRoles,
  createStaff,
  freezeStaff,
  listStaff,
  prepareForEdit,
  removeStaff,
  resendInvitation,
  simpleStaffList,
  staffDetail,
  staffMember,
  staffProfile,
  SUPERVISOR_ROLES,
  updateStaff,
} from './staff.service';

const tags = ['Staff'];

/** Spec 000 §7 "Staff and users": the centre's employee management (menu manage/group). */
export const staffRoutes: FastifyPluginAsync<RouteDeps> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const lang = (header: string | undefined) => requestLanguage(header);

  app.post(
    '/api/business/user/list',
    { schema: { tags, body: StaffListBody, response: { 200: StaffListResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) => listStaff(tx, ctx, request.body, lang(request.headers['accept-language']))),
  );

  app.post(
    '/api/business/user',
    { schema: { tags, body: CreateStaffBody, response: { 200: StaffChangeResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        createStaff(tx, ctx, deps, request.body, lang(request.headers['accept-language'])),
      ),
  );

  app.put(
    '/api/business/user',
    { schema: { tags, body: UpdateStaffBody, response: { 200: StaffChangeResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        updateStaff(tx, ctx, deps, request.body, lang(request.headers['accept-language'])),
      ),
  );

  app.delete('/api/business/user', { schema: { tags, querystring: UserIdQuery } }, async (request, reply) => {
    await request.inTenantTx((tx, ctx) => removeStaff(tx, ctx, request.query.id, 'account'));
    return reply.code(204).send(null);
  });

  app.delete('/api/business/user/byTenant', { schema: { tags, querystring: UserIdQuery } }, async (request, reply) => {
    await request.inTenantTx((tx, ctx) => removeStaff(tx, ctx, request.query.id, 'tenant'));
    return reply.code(204).send(null);
  });

  app.post(
    '/api/business/user/prepareForEdit',
    {
      schema: {
        tags,
        body: Type.Object({ userId: Type.Optional(Uuid) }),
        response: { 200: PrepareForEditResponse },
      },
    },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        prepareForEdit(tx, ctx, request.body.userId, lang(request.headers['accept-language'])),
      ),
  );

  app.post(
    '/api/business/user/changeUserRole',
    { schema: { tags, body: ChangeRoleBody, response: { 200: StaffChangeResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) => changeRoles(tx, ctx, request.body, lang(request.headers['accept-language']))),
  );

  // The centre's own freeze of a member. POST /api/business/user/freezeUser (account-settings)
  // is the platform admin roles' (docs/decisions.md); this one is the employee page's.
  app.post(
    '/api/business/user/freezeStaff',
    { schema: { tags, body: FreezeStaffBody, response: { 200: StaffChangeResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) => freezeStaff(tx, ctx, request.body, lang(request.headers['accept-language']))),
  );

  app.post(
    '/api/business/user/sendEmailToUser/:userId',
    { schema: { tags, params: UserIdParams, response: { 200: InvitationResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        resendInvitation(tx, ctx, deps, request.params.userId, lang(request.headers['accept-language'])),
      ),
  );

  app.get('/api/business/user/staffList', { schema: { tags, response: { 200: SimpleStaffList } } }, (request) =>
    request.inTenantTx((tx, ctx) => simpleStaffList(tx, ctx, lang(request.headers['accept-language']))),
  );

  app.get('/api/business/user/supervisorList', { schema: { tags, response: { 200: SimpleStaffList } } }, (request) =>
    request.inTenantTx((tx, ctx) =>
      simpleStaffList(tx, ctx, lang(request.headers['accept-language']), SUPERVISOR_ROLES),
    ),
  );

  app.get(
    '/api/business/user/staffDetail/:staffId',
    { schema: { tags, params: StaffIdParams, response: { 200: StaffDetailResponse } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        staffDetail(tx, ctx, request.params.staffId, lang(request.headers['accept-language'])),
      ),
  );

  // find-my-way prefers a static segment (staffList, resumes, ...) to a parameter, so {id} never
  // shadows the named paths beside it, in this module or in account-settings.
  app.get('/api/business/user/:id', { schema: { tags, params: IdParams, response: { 200: StaffItem } } }, (request) =>
    request.inTenantTx((tx, ctx) => staffMember(tx, ctx, request.params.id, lang(request.headers['accept-language']))),
  );

  app.get(
    '/api/business/user/:id/profile',
    { schema: { tags, params: IdParams, response: { 200: StaffProfile } } },
    (request) =>
      request.inTenantTx((tx, ctx) =>
        staffProfile(tx, ctx, request.params.id, lang(request.headers['accept-language'])),
      ),
  );
};
