import { randomInt } from 'node:crypto';
import type { Tx } from '../../platform/db/database';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { Translate } from '../../platform/i18n';
import type { Messenger } from '../../platform/messaging/messenger';
import { limitCodeSending } from '../../platform/rate-limit/code-limits';
import type { RequestContext } from '../../platform/tenancy';
import { guardianCancelled, guardianNotFound, NS, requireGuardianAccess } from './guardian-access';
import { announceBinding } from './binding-events';
import {
  findCentreMembers,
  findChildrenOf,
  findGuardian,
  findGuardianByPhone,
  findGuardianPage,
  findLinksOf,
  insertCoachLinks,
  insertGuardian,
  insertLinks,
  insertSubjects,
  lockGuardian,
  setRegisterCodeSentAt,
} from './guardians.repository';
import type {
  AddChildBody,
  GuardianAndSubjectBody,
  GuardianInfo,
  GuardianListRequest,
  NewSubjectResult,
} from './guardians.schemas';
import { checkGuardianName, checkPhone, toSubjectRows } from './new-subjects';

/** Spec 000 §8 "code sent": one registration code per guardian every 60 s. */
export const REGISTER_CODE_INTERVAL_MS = 60_000;
const REGISTER_CODE_LENGTH = 6;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const roleDisplayName = (t: Translate, roleName: string) => t(`guardian-roles:${roleName}`, { defaultValue: roleName });

/** Spec 000 §2 "Guardian list": newest first, by name or phone, each with their children. */
export const listGuardians = async (tx: Tx, ctx: RequestContext, request: GuardianListRequest, t: Translate) => {
  requireGuardianAccess(ctx);
  const { rows, totalCount } = await findGuardianPage(tx, request);
  const children = await findChildrenOf(
    tx,
    rows.map((r) => r.id),
  );
  return {
    totalCount,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      countryCode: row.countryCode,
      phoneNumber: row.phoneNumber,
      creationTime: iso(row.createdAt),
      cancellationTime: row.cancelledAt ? iso(row.cancelledAt) : null,
      children: children
        .filter((c) => c.guardianId === row.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          status: c.status,
          roleName: c.roleName,
          roleDisplayName: roleDisplayName(t, c.roleName),
          state: c.state,
        })),
    })),
  };
};

/** The guardian and their children, each with every guardian's authorization of it. */
export const guardianInfo = async (
  tx: Tx,
  ctx: RequestContext,
  guardianId: string,
  t: Translate,
): Promise<GuardianInfo> => {
  requireGuardianAccess(ctx);
  const guardian = await findGuardian(tx, guardianId);
  if (!guardian) throw guardianNotFound();
  const children = await findChildrenOf(tx, [guardianId]);
  const links = await findLinksOf(
    tx,
    children.map((c) => c.id),
  );
  return {
    id: guardian.id,
    name: guardian.name,
    countryCode: guardian.countryCode,
    phoneNumber: guardian.phoneNumber,
    email: guardian.email,
    creationTime: iso(guardian.createdAt),
    registerCodeSentAt: guardian.registerCodeSentAt ? iso(guardian.registerCodeSentAt) : null,
    cancellationTime: guardian.cancelledAt ? iso(guardian.cancelledAt) : null,
    children: children.map((c) => ({
      id: c.id,
      name: c.name,
      birthDay: c.birthDay,
      gender: c.gender,
      outpatientNumber: c.outpatientNumber,
      status: c.status,
      roleName: c.roleName,
      roleDisplayName: roleDisplayName(t, c.roleName),
      state: c.state,
      changedAt: iso(c.changedAt),
      links: links
        .filter((l) => l.subjectId === c.id)
        .map((l) => ({ guardianId: l.guardianId, state: l.state, cancelled: l.cancelled })),
    })),
  };
};

/** New children of a guardian, authorized from the start, told to the colleagues as a new authorization. */
const registerChildren = async (
  tx: Tx,
  ctx: RequestContext,
  tenantId: string,
  guardian: { id: string; name: string },
  input: { roleName: string; subjects: AddChildBody['subjects']; coachIds: string[] },
  t: Translate,
  now: Date,
): Promise<NewSubjectResult[]> => {
  const rows = toSubjectRows(ctx, tenantId, input.subjects, now);
  const coaches = await findCentreMembers(tx, tenantId, input.coachIds);
  if (coaches.length !== input.coachIds.length) throw badRequest('Business:CoachNotInCentre', `${NS}coach-unknown`);
  const created = await insertSubjects(tx, rows);
  await insertLinks(
    tx,
    created.map((s) => ({ tenantId, subjectId: s.id, guardianId: guardian.id, roleName: input.roleName })),
  );
  await insertCoachLinks(
    tx,
    created.flatMap((s) => coaches.map((c) => ({ tenantId, subjectId: s.id, coachUserId: c.id }))),
  );
  await announceBinding(tx, ctx, {
    tenantId,
    guardian,
    state: 'Bind',
    subjects: created.map((s) => ({ id: s.id, name: s.name, status: s.status })),
  });
  const role = { displayName: roleDisplayName(t, input.roleName) };
  return created.map((s) => ({
    ...s,
    schoolName: null,
    gradeName: null,
    isBind: true,
    isLogout: false,
    isCheckIn: false,
    coachNames: coaches.map((c) => c.name),
    coach: coaches,
    guardians: [{ id: guardian.id, nickName: guardian.name, roleDefinition: role }],
  }));
};

/**
 * Spec 000 §3 "Guardian add": a new guardian with their children. A phone number already used
 * by a guardian of the centre is refused, naming that guardian: the children are then added to
 * them with "add child", so one parent never becomes two records.
 */
export const addGuardianWithSubjects = async (
  tx: Tx,
  ctx: RequestContext,
  body: GuardianAndSubjectBody,
  t: Translate,
  now = new Date(),
) => {
  const tenant = requireGuardianAccess(ctx);
  const name = checkGuardianName(body.name);
  const countryCode = body.countryCode ?? '86';
  const phoneNumber = checkPhone(countryCode, body.phoneNumber);
  const taken = await findGuardianByPhone(tx, countryCode, phoneNumber);
  const inserted = taken
    ? undefined
    : await insertGuardian(tx, { tenantId: tenant.id, name, countryCode, phoneNumber });
  if (!inserted) {
    const holder = taken ?? (await findGuardianByPhone(tx, countryCode, phoneNumber));
    // A cancelled account keeps its number: pointing at it ("add the child there") would be a dead end.
    if (holder?.cancelledAt) throw guardianCancelled('phone', holder.name);
    throw conflict('Business:GuardianPhoneTaken', `${NS}guardian.phone-taken`, { name: holder?.name ?? '' });
  }
  const subjects = await registerChildren(
    tx,
    ctx,
    tenant.id,
    { id: inserted.id, name },
    { roleName: body.roleName, subjects: body.subjects, coachIds: [...new Set(body.coaches ?? [])] },
    t,
    now,
  );
  return { guardianId: inserted.id, subjects };
};

/** Spec 000 §7 "Add child: guardianId, subjects": more children for a guardian the centre knows. */
export const addChildren = async (tx: Tx, ctx: RequestContext, body: AddChildBody, t: Translate, now = new Date()) => {
  const tenant = requireGuardianAccess(ctx);
  const guardian = await lockGuardian(tx, body.guardianId, 'share');
  if (!guardian) throw guardianNotFound();
  if (guardian.cancelledAt) throw guardianCancelled('add-child', guardian.name);
  return registerChildren(
    tx,
    ctx,
    tenant.id,
    guardian,
    { roleName: body.roleName, subjects: body.subjects, coachIds: [] },
    t,
    now,
  );
};

/**
 * Spec 000 §7 sendRegisterCode: a registration code by SMS to the guardian's phone, at most one
 * every 60 s per guardian (the row is locked, so two clicks cannot both send).
 */
export const sendRegisterCode = async (
  tx: Tx,
  ctx: RequestContext,
  guardianId: string,
  deps: { messenger: Messenger; t: Translate },
  now = new Date(),
) => {
  const tenant = requireGuardianAccess(ctx);
  const guardian = await lockGuardian(tx, guardianId);
  if (!guardian) throw guardianNotFound();
  if (guardian.cancelledAt) throw guardianCancelled('register-code', guardian.name);
  const last = guardian.registerCodeSentAt;
  const waitMs = last ? last.getTime() + REGISTER_CODE_INTERVAL_MS - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(429, 'Business:VerificationCodeTooFrequent', `${NS}code-too-soon`, { seconds }, () => ({
      details: String(seconds),
    }));
  }
  const recipient = `+${guardian.countryCode} ${guardian.phoneNumber}`;
  await limitCodeSending(tx, { senderId: ctx.userId, recipient, tenantId: tenant.id });
  const code = String(randomInt(0, 10 ** REGISTER_CODE_LENGTH)).padStart(REGISTER_CODE_LENGTH, '0');
  await deps.messenger.send(tx, {
    channel: 'sms',
    recipient,
    subject: deps.t(`${NS}register-code.subject`),
    body: deps.t(`${NS}register-code.body`, { name: guardian.name, centre: tenant.name, code }),
    userId: null,
  });
  await setRegisterCodeSentAt(tx, guardianId, now);
  return { secondsUntilResend: REGISTER_CODE_INTERVAL_MS / 1000, message: deps.t(`${NS}code-sent`) };
};
