import type { OfflinePlanSummaryFieldsFragment } from '../../../generated/graphql';

/** A started V3 plan at session 3 of 12, as the plan lists show it; tests override what they need. */
export const summary = (
  id: string,
  extra: Partial<OfflinePlanSummaryFieldsFragment> = {},
): OfflinePlanSummaryFieldsFragment => ({
  id,
  subjectId: 's-1',
  code: 'OFF-ATT-12',
  displayName: '注意力提升 12 节',
  ilsVersion: 'V3',
  cardVersion: 'v2',
  status: 'Started',
  validity: 'Active',
  isDeleted: false,
  num: 3,
  totalNum: 12,
  canNext: false,
  showNextClass: false,
  interviewPending: false,
  isTry: false,
  mode: 'Offline',
  coachName: '刘洋',
  validFrom: '2026-11-01',
  validUntil: '2027-02-28',
  startedAt: '2026-11-02T02:00:00.000Z',
  endedAt: null,
  creationTime: '2026-11-01T02:00:00.000Z',
  ...extra,
});
