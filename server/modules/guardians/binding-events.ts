import type { Tx } from '../../platform/db/database';
import type { BindingState, SubjectStatus } from '../../platform/db/schema/index';
import { appendEvent } from '../../platform/outbox';
import { PERMISSIONS } from '../../platform/permissions';
import type { RequestContext } from '../../platform/tenancy';
import { notifyColleagues } from '../notifications/notifications.service';

export const SUBJECT_BINDING_CHANGED = 'SubjectBindingChanged';

/**
 * A guardian's links to some children became Bind or Unbind: the subject screens hear it from
 * the outbox, and the colleagues who follow guardians get a new authorization or a
 * deauthorization notice (spec 000 §2, §3 "Notification": guardianName, guardianId,
 * subjectName[], subjectId[]) that opens the guardian's page. The actor is not told.
 */
export const announceBinding = async (
  tx: Tx,
  ctx: RequestContext,
  change: {
    tenantId: string;
    guardian: { id: string; name: string };
    state: BindingState;
    subjects: { id: string; name: string; status: SubjectStatus }[];
  },
) => {
  if (change.subjects.length === 0) return;
  await appendEvent(tx, {
    tenantId: change.tenantId,
    type: SUBJECT_BINDING_CHANGED,
    version: 1,
    permission: PERMISSIONS.subjectList,
    payload: {
      guardianId: change.guardian.id,
      state: change.state,
      subjects: change.subjects.map((s) => ({ subjectId: s.id, status: s.status })),
      by: ctx.userId,
    },
  });
  await notifyColleagues(tx, ctx, {
    kind: change.state === 'Bind' ? 'NewAuthorization' : 'Deauthorization',
    permission: PERMISSIONS.guardianList,
    extraProperties: {
      guardianName: change.guardian.name,
      guardianId: change.guardian.id,
      subjectName: change.subjects.map((s) => s.name),
      subjectId: change.subjects.map((s) => s.id),
    },
  });
};
