import type { Tx } from '../../platform/db/database';
import { TEST_GRADES, type TestGrade } from '../../platform/db/schema/index';
import { AppError, conflict, notFound, type ValidationErrorInfo } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import { findLocation, findRequestPage, findSubject, insertRequest, lockRequest } from './vrat-tests.repository';
import type { TestRequestBody, TestRequestItem, TestRequestListQuery } from './vrat-tests.schemas';
import { UUID } from '../../platform/patterns';

export const VRAT_LIST_PERMISSION = 'Menu.Statistic.VratList';

const isGrade = (value: string): value is TestGrade => (TEST_GRADES as readonly string[]).includes(value);

/** Spec 000 §5 "Add test": location and grade are required, the grade one of the listed ones. */
const acceptedRequest = (body: TestRequestBody) => {
  const locationId = body.locationId?.trim() ?? '';
  const grade = body.grade?.trim() ?? '';
  const problems: { member: string; key: string }[] = [];
  if (locationId === '') problems.push({ member: 'locationId', key: 'location-required' });
  if (grade === '') problems.push({ member: 'grade', key: 'grade-required' });
  else if (!isGrade(grade)) problems.push({ member: 'grade', key: 'grade-invalid' });
  if (problems.length > 0 || !isGrade(grade)) {
    throw new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
      const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key }) => ({
        message: t(`vrat-tests:${key}`),
        members: [member],
      }));
      return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
    });
  }
  return { locationId, grade };
};

/** POST /api/vrclassroom/testRequest: "add a test" from the subject list (spec 000 §2). */
export const requestTest = async (tx: Tx, ctx: RequestContext, body: TestRequestBody): Promise<TestRequestItem> => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const { locationId, grade } = acceptedRequest(body);
  const subject = await findSubject(tx, body.subjectId);
  if (!subject) throw notFound('subject');
  // Spec 000 §4: an unbound or cancelled child cannot be worked with.
  if (subject.status !== 'Bind') throw conflict('Business:SubjectNotBound', 'vrat-tests:not-bound');
  // Row-level security hides another centre's location: it is simply not found.
  const location = UUID.test(locationId) ? await findLocation(tx, locationId) : undefined;
  if (!location) throw new AppError(404, 'NotFound', 'vrat-tests:location-not-found');
  if (!location.isEnabled)
    throw conflict('Business:TestLocationDisabled', 'vrat-tests:location-disabled', { name: location.name });
  const row = await insertRequest(tx, {
    tenantId: tenant.id,
    subjectId: subject.id,
    locationId,
    grade,
    requestedBy: ctx.userId,
  });
  const creationTime = row.createdAt.toISOString();
  await appendEvent(tx, {
    tenantId: tenant.id,
    type: 'VratTestRequested',
    version: 1,
    permission: VRAT_LIST_PERMISSION,
    payload: {
      testRequestId: row.id,
      subjectId: subject.id,
      subjectName: subject.name,
      locationId,
      locationName: location.name,
      grade,
      requestedAt: creationTime,
      by: ctx.userId,
    },
  });
  return {
    id: row.id,
    subjectId: subject.id,
    subjectName: subject.name,
    locationId,
    locationName: location.name,
    grade,
    status: row.status,
    requestedByName: '',
    creationTime,
  };
};

/** GET /api/vrclassroom/testRequest: the centre's requests, newest first. */
export const listRequests = async (tx: Tx, ctx: RequestContext, query: TestRequestListQuery) => {
  requireTenant(ctx);
  requirePermission(ctx, VRAT_LIST_PERMISSION);
  const { items, totalCount } = await findRequestPage(tx, query);
  return {
    totalCount,
    items: items.map(({ requestedByUserName, createdAt, ...rest }) => ({
      ...rest,
      requestedByName: rest.requestedByName || requestedByUserName,
      creationTime: createdAt.toISOString(),
    })),
  };
};

/**
 * A test case of the caller's centre, locked for charging it (spec 002 §7
 * vratDeductAndGetReport): the request with the fields its report shows today. Row-level
 * security leaves another centre's case not found.
 */
export const caseForCharging = async (tx: Tx, ctx: RequestContext, caseId: string): Promise<TestRequestItem> => {
  requireTenant(ctx);
  requirePermission(ctx, VRAT_LIST_PERMISSION);
  const row = UUID.test(caseId) ? await lockRequest(tx, caseId) : undefined;
  if (!row) throw new AppError(404, 'NotFound', 'vrat-tests:case-not-found');
  const { requestedByUserName, createdAt, ...rest } = row;
  return {
    ...rest,
    requestedByName: rest.requestedByName || requestedByUserName,
    creationTime: createdAt.toISOString(),
  };
};
