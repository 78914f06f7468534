import type { Tx } from '../../platform/db/database';
import { AppError, forbidden } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import {
  countRecentReportsOf,
  findClientErrorPage,
  insertClientError,
  isMemberOf,
  tenantExists,
} from './client-errors.repository';
import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorCreated,
  type ClientErrorList,
  type ClientErrorListQuery,
  type ClientErrorReport,
} from './client-errors.schemas';

/** The platform role that reads the reports (spec 002 §6: "role named admin"). */
export const CLIENT_ERRORS_READER_ROLE = 'admin';

const requireAdmin = (ctx: RequestContext) => {
  if (!ctx.adminRoles.includes(CLIENT_ERRORS_READER_ROLE)) throw forbidden();
};

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * The tenant a report names is kept only when the reporter works there (or is a platform admin
 * and it exists): a report must not attach itself to someone else's centre. Otherwise the
 * tenant the request itself ran in.
 */
const trustedTenant = async (tx: Tx, ctx: RequestContext, tenantId: string | null | undefined) => {
  if (!tenantId) return ctx.tenant?.id ?? null;
  if (ctx.tenant?.id === tenantId) return tenantId;
  if (await isMemberOf(tx, ctx.userId, tenantId)) return tenantId;
  if (ctx.adminRoles.includes(CLIENT_ERRORS_READER_ROLE) && (await tenantExists(tx, tenantId))) return tenantId;
  return ctx.tenant?.id ?? null;
};

/** Stores a failure the console reported (POST /api/clientErrors). Any signed-in user may report. */
export const reportClientError = async (
  tx: Tx,
  ctx: RequestContext,
  report: ClientErrorReport,
  request: { userAgent: string | undefined },
): Promise<ClientErrorCreated> => {
  // Signed in is the access rule here: inTenantTx has already refused a request without a user.
  const details = report.details ?? null;
  if (details !== null && JSON.stringify(details).length > CLIENT_ERROR_LIMITS.details) {
    throw new AppError(400, 'ClientErrorTooLarge', 'client-errors:details-too-large', {
      limit: CLIENT_ERROR_LIMITS.details,
    });
  }
  if ((await countRecentReportsOf(tx, ctx.userId)) >= CLIENT_ERROR_LIMITS.perUserPerMinute) {
    throw new AppError(429, 'TooManyRequests', 'client-errors:rate-limited');
  }
  const id = await insertClientError(tx, {
    userId: ctx.userId,
    contextTenantId: await trustedTenant(tx, ctx, report.contextTenantId),
    message: report.message.trim() || report.message,
    code: blankToNull(report.code),
    status: report.status ?? null,
    url: blankToNull(report.url),
    operation: blankToNull(report.operation),
    userAgent: blankToNull(report.userAgent) ?? blankToNull(request.userAgent?.slice(0, CLIENT_ERROR_LIMITS.userAgent)),
    details,
  });
  return { id };
};

/** The reports, newest first (GET /api/clientErrors): platform admins only. */
export const listClientErrors = async (
  tx: Tx,
  ctx: RequestContext,
  query: ClientErrorListQuery,
): Promise<ClientErrorList> => {
  requireAdmin(ctx);
  const { rows, totalCount } = await findClientErrorPage(tx, query);
  return {
    totalCount,
    items: rows.map((row) => ({
      ...row,
      id: String(row.id),
      creationTime: row.createdAt.toISOString(),
      details: row.details ?? null,
    })),
  };
};
