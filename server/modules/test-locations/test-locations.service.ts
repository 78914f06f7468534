import type { Tx } from '../../platform/db/database';
import { TEST_LOCATION_COUNTRY_CODES } from '../../platform/db/schema/index';
import { AppError, conflict, forbidden, type ValidationErrorInfo } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import {
  countRequestsAt,
  deleteLocation,
  findLocation,
  findLocationPage,
  insertLocation,
  updateLocation,
  type TestLocationRow,
  type TestLocationValues,
} from './test-locations.repository';
import type { TestLocationBody, TestLocationItem, TestLocationListQuery } from './test-locations.schemas';
import { EMAIL } from '../../platform/patterns';

export const LOCATION_PERMISSION = 'Menu.Manage.Location';
/** Requesting a test from the subject list reads the enabled locations too (spec 000 §2). */
const READ_PERMISSIONS = [LOCATION_PERMISSION, 'Menu.User.Subject'] as const;

// A pragmatic address check: something@something.tld, no spaces.
export const DEFAULT_COUNTRY_CODE = '86';

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const locationNotFound = () => new AppError(404, 'NotFound', 'test-locations:not-found');

/** The stored values, or a ValidationError in the spec's error shape naming each refused field. */
export const acceptedLocation = (body: TestLocationBody): TestLocationValues => {
  const values: TestLocationValues = {
    name: body.name?.trim() ?? '',
    email: blankToNull(body.email),
    countryCode: body.countryCode?.trim() || DEFAULT_COUNTRY_CODE,
    phone: blankToNull(body.phone),
    location: blankToNull(body.location),
    // Spec 001 §5: new locations default to inactive.
    isEnabled: body.isEnabled ?? false,
  };
  const problems: { member: string; key: string }[] = [];
  if (values.name === '') problems.push({ member: 'name', key: 'name-required' });
  if (values.email !== null && !EMAIL.test(values.email)) problems.push({ member: 'email', key: 'email-invalid' });
  if (!(TEST_LOCATION_COUNTRY_CODES as readonly string[]).includes(values.countryCode)) {
    problems.push({ member: 'countryCode', key: 'country-code-invalid' });
  }
  if (problems.length > 0) {
    throw new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
      const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key }) => ({
        message: t(`test-locations:${key}`, { codes: TEST_LOCATION_COUNTRY_CODES.join(', ') }),
        members: [member],
      }));
      return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
    });
  }
  return values;
};

const item = (row: TestLocationRow): TestLocationItem => ({
  id: row.id,
  tenantId: row.tenantId,
  name: row.name,
  email: row.email,
  countryCode: row.countryCode,
  phone: row.phone,
  location: row.location,
  isEnabled: row.isEnabled,
  creationTime: row.createdAt.toISOString(),
});

const requireAnyPermission = (ctx: RequestContext, permissions: readonly string[]) => {
  if (!permissions.some((p) => ctx.permissions.has(p))) throw forbidden();
};

export const listLocations = async (tx: Tx, ctx: RequestContext, query: TestLocationListQuery) => {
  const tenant = requireTenant(ctx);
  requireAnyPermission(ctx, READ_PERMISSIONS);
  if (query.tenantId && query.tenantId !== tenant.id) throw forbidden();
  // Only managers see disabled locations; the add-test form asks for enabled ones.
  const enabled = ctx.permissions.has(LOCATION_PERMISSION) ? query.enabled : true;
  const { items, totalCount } = await findLocationPage(tx, { ...query, enabled });
  return { items: items.map(item), totalCount };
};

export const getLocation = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireTenant(ctx);
  requirePermission(ctx, LOCATION_PERMISSION);
  const row = await findLocation(tx, id);
  if (!row) throw locationNotFound();
  return item(row);
};

const changed = async (
  tx: Tx,
  tenantId: string,
  type: 'TestLocationCreated' | 'TestLocationUpdated' | 'TestLocationDeleted',
  row: { id: string; name: string },
  by: string,
) =>
  appendEvent(tx, {
    tenantId,
    type,
    version: 1,
    permission: LOCATION_PERMISSION,
    payload: { locationId: row.id, name: row.name, by },
  });

export const createLocation = async (tx: Tx, ctx: RequestContext, body: TestLocationBody) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, LOCATION_PERMISSION);
  const row = await insertLocation(tx, tenant.id, acceptedLocation(body));
  await changed(tx, tenant.id, 'TestLocationCreated', row, ctx.userId);
  return item(row);
};

export const editLocation = async (tx: Tx, ctx: RequestContext, id: string, body: TestLocationBody) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, LOCATION_PERMISSION);
  const values = acceptedLocation(body);
  const current = await findLocation(tx, id);
  if (!current) throw locationNotFound();
  // An edit that does not mention the switch keeps it as it is.
  const row = await updateLocation(tx, id, { ...values, isEnabled: body.isEnabled ?? current.isEnabled });
  if (!row) throw locationNotFound();
  await changed(tx, tenant.id, 'TestLocationUpdated', row, ctx.userId);
  return item(row);
};

export const removeLocation = async (tx: Tx, ctx: RequestContext, id: string) => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, LOCATION_PERMISSION);
  const current = await findLocation(tx, id);
  if (!current) throw locationNotFound();
  // Requests keep pointing at their location: it stays until they are gone.
  const requests = await countRequestsAt(tx, id);
  if (requests > 0)
    throw conflict('Business:TestLocationInUse', 'test-locations:in-use', { name: current.name, count: requests });
  await deleteLocation(tx, id);
  await changed(tx, tenant.id, 'TestLocationDeleted', current, ctx.userId);
};
