import type { Tx } from '../platform/db/database';
import { subjectArchiveEntries } from '../platform/db/schema/index';

// A plan is arranged only for a child whose two profile lists are filled (001 §4): tests that
// arrange for a fresh child fill them first, as a centre would, with one entry each.

/** One Profile and one DiagnosticInformation entry for each child (a privileged or the centre's transaction). */
export const fillProfile = async (tx: Tx, tenantId: string, ...subjectIds: string[]) => {
  if (subjectIds.length === 0) return;
  await tx.insert(subjectArchiveEntries).values(
    subjectIds.flatMap((subjectId) => [
      {
        tenantId,
        subjectId,
        section: 'Profile' as const,
        title: 'Intake',
        content: 'Lives with both parents; first term at this centre.',
        recordedOn: '2026-01-05',
      },
      {
        tenantId,
        subjectId,
        section: 'DiagnosticInformation' as const,
        title: 'Referral',
        content: 'Attention difficulties noted by the school; no medication.',
        recordedOn: '2026-01-05',
      },
    ]),
  );
};
