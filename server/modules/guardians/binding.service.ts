import { nextBinding, type SubjectBinding, type SubjectBindingEvent } from '../../../machines/subject-binding.machine';
import type { Tx } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Translate } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { announceBinding } from './binding-events';
import { guardianCancelled, guardianNotFound, NS, requireGuardianAccess } from './guardian-access';
import {
  findChildrenOf,
  findLinksOf,
  lockGuardian,
  lockSubject,
  setGuardianCancelledAt,
  setLinkState,
  setSubjectStatus,
} from './guardians.repository';
import type { AuthorizationBody } from './guardians.schemas';
import { guardianInfo } from './guardians.service';

/** The child locked (binding changes of one child queue behind each other) with every guardian's link. */
const lockedBinding = async (tx: Tx, subjectId: string) => {
  const subject = await lockSubject(tx, subjectId);
  if (!subject) return undefined;
  const links = await findLinksOf(tx, [subjectId]);
  const binding: SubjectBinding = {
    status: subject.status,
    links: Object.fromEntries(links.map((l) => [l.guardianId, l.state])),
    cancelled: links.filter((l) => l.cancelled).map((l) => l.guardianId),
  };
  return { subject, binding };
};

/** Writes what the machine decided: the changed links (with their date) and the child's status. */
const store = async (tx: Tx, subjectId: string, before: SubjectBinding, after: SubjectBinding, at: Date) => {
  for (const [guardianId, state] of Object.entries(after.links)) {
    if (before.links[guardianId] !== state) await setLinkState(tx, subjectId, guardianId, state, at);
  }
  if (before.status !== after.status) await setSubjectStatus(tx, subjectId, after.status, at);
};

/** Why the machine said no, in words the front desk understands. */
const refusal = (binding: SubjectBinding, event: SubjectBindingEvent, name: string, guardian: string) => {
  if (binding.status === 'Logout') return conflict('Business:SubjectCancelled', `${NS}binding.cancelled`, { name });
  if (binding.cancelled?.includes(event.guardianId)) return guardianCancelled('authorize', guardian, name);
  return event.type === 'binding.authorize'
    ? conflict('Business:AlreadyAuthorized', `${NS}binding.already-authorized`, { name })
    : conflict('Business:AlreadyWithdrawn', `${NS}binding.already-withdrawn`, { name });
};

/**
 * The guardian's withdrawal or renewal of the authorization for one child, recorded at the front
 * desk (spec 000 §4 "Subject binding"; our path, the spec shows none).
 */
export const setAuthorization = async (
  tx: Tx,
  ctx: RequestContext,
  body: AuthorizationBody,
  t: Translate,
  now = new Date(),
) => {
  const tenant = requireGuardianAccess(ctx);
  // Guardian before child, as cancelGuardian locks them: a cancellation in flight is waited for.
  const guardian = await lockGuardian(tx, body.guardianId, 'share');
  if (!guardian) throw guardianNotFound();
  const locked = await lockedBinding(tx, body.subjectId);
  if (!locked) throw notFound('subject');
  if (!(body.guardianId in locked.binding.links)) {
    throw new AppError(404, 'Business:GuardianNotLinked', `${NS}binding.not-linked`, { name: locked.subject.name });
  }
  const event: SubjectBindingEvent = {
    type: body.authorized ? 'binding.authorize' : 'binding.withdraw',
    guardianId: body.guardianId,
  };
  const next = nextBinding(locked.binding, event);
  if (!next) throw refusal(locked.binding, event, locked.subject.name, guardian.name);
  await store(tx, body.subjectId, locked.binding, next, now);
  await announceBinding(tx, ctx, {
    tenantId: tenant.id,
    guardian,
    state: body.authorized ? 'Bind' : 'Unbind',
    subjects: [{ id: locked.subject.id, name: locked.subject.name, status: next.status }],
  });
  return guardianInfo(tx, ctx, body.guardianId, t);
};

/**
 * The guardian's account is cancelled, for good (guardians.cancelled_at): every link in force is
 * withdrawn, and each child no other guardian authorizes is cancelled too (Logout). Afterwards
 * nothing binds through this guardian again; a second cancellation is refused.
 */
export const cancelGuardian = async (
  tx: Tx,
  ctx: RequestContext,
  guardianId: string,
  t: Translate,
  now = new Date(),
) => {
  const tenant = requireGuardianAccess(ctx);
  const guardian = await lockGuardian(tx, guardianId);
  if (!guardian) throw guardianNotFound();
  if (guardian.cancelledAt) throw guardianCancelled('cancel', guardian.name);
  // In id order, so two requests that lock the same children cannot wait on each other.
  const childIds = [...new Set((await findChildrenOf(tx, [guardianId])).map((c) => c.id))].sort();
  const changed: { id: string; name: string; status: SubjectBinding['status'] }[] = [];
  for (const subjectId of childIds) {
    const locked = await lockedBinding(tx, subjectId);
    if (!locked) continue;
    // A link withdrawn before, or a child cancelled already, has nothing left to change.
    const next = nextBinding(locked.binding, { type: 'binding.cancel', guardianId });
    if (!next) continue;
    await store(tx, subjectId, locked.binding, next, now);
    changed.push({ id: subjectId, name: locked.subject.name, status: next.status });
  }
  await setGuardianCancelledAt(tx, guardianId, now);
  await announceBinding(tx, ctx, { tenantId: tenant.id, guardian, state: 'Unbind', subjects: changed });
  return guardianInfo(tx, ctx, guardianId, t);
};
