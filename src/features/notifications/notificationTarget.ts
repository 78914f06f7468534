import type { NotificationFieldsFragment } from '../../generated/graphql';
import type { UserNotificationKind } from './notificationKind';
import { guardianDetailPath, PATHS, subjectDetailPath, vratIndicatorsPath } from '../../shared/routes/paths';

// Spec 000 §2 "Other routes": where a notification leads.

export type NotificationTarget =
  /** A page of the console, opened in a new tab. */
  | { kind: 'tab'; url: string }
  /** A system notice: its HTML title and summary in a modal with an acknowledge button. */
  | { kind: 'notice' }
  /** Nothing to open (an unknown kind, or the id it needs is missing): marking read is all. */
  | { kind: 'none' };

const guardianPage = (id: string | null): NotificationTarget =>
  id ? { kind: 'tab', url: guardianDetailPath(id, { from: 'notification' }) } : { kind: 'none' };

const subjectPage = (id: string | null | undefined): NotificationTarget =>
  id ? { kind: 'tab', url: subjectDetailPath(id, { from: 'notification' }) } : { kind: 'none' };

/** Where a click on the notification leads (spec 000 §2 "Notification centre"). */
export const targetOf = (
  notification: Pick<NotificationFieldsFragment, 'type' | 'extraProperties'>,
  kind: UserNotificationKind | null,
): NotificationTarget => {
  const extra = notification.extraProperties;
  if (notification.type === 'System') {
    return extra.Icon === 'VratIcon' ? { kind: 'tab', url: vratIndicatorsPath() } : { kind: 'notice' };
  }
  switch (kind) {
    case 'NewAuthorization':
    case 'Deauthorization':
      return guardianPage(extra.guardianId);
    case 'TrainingCheckIn':
    case 'AssessmentSubmission':
    case 'ExerciseActivated':
    case 'SleepActivated':
    case 'NutritionActivated':
    case 'TrainingScheduled':
      return subjectPage(extra.subjectId?.[0]);
    case 'Certified':
      return { kind: 'tab', url: PATHS.personalCentre };
    case 'ContractReminder':
      // The sentence says it all; the contract screens belong to the tenant's managers.
      return { kind: 'none' };
    case null:
      return { kind: 'none' };
  }
};
