import type { TFunction } from 'i18next';
import type { NotificationFieldsFragment } from '../../generated/graphql';
import type { UserNotificationKind } from './notificationKind';
import { htmlToText } from './safeHtml';

type Detailed = Pick<NotificationFieldsFragment, 'type' | 'extraProperties'>;

/**
 * The detail line under the title (spec 000 §2), built from the extra properties the kind
 * carries, in the console's language. `t` is bound to the `notifications` namespace. When a
 * piece the sentence needs is missing, the free text (Desc) or the children's names stand in.
 */
export const notificationDetail = (
  notification: Detailed,
  kind: UserNotificationKind | null,
  t: TFunction<'notifications'>,
): string => {
  const extra = notification.extraProperties;
  if (notification.type === 'System') {
    if (extra.Summary) {
      const summary = htmlToText(extra.Summary);
      if (summary) return summary;
    }
    return extra.Icon === 'VratIcon' ? t('detail.vrat') : t('detail.system');
  }

  const subjects = (extra.subjectName ?? []).filter(Boolean).join(t('detail.list-separator'));
  const fallback = extra.Desc ?? subjects;
  switch (kind) {
    case 'NewAuthorization':
    case 'Deauthorization':
      return extra.guardianName && subjects
        ? t(kind === 'NewAuthorization' ? 'detail.new-authorization' : 'detail.deauthorization', {
            guardian: extra.guardianName,
            subjects,
          })
        : fallback;
    case 'TrainingCheckIn':
      if (!subjects) return fallback;
      // Desc names the member of staff who checked the child in.
      return extra.Desc
        ? t('detail.training-check-in', { subjects, by: extra.Desc })
        : t('detail.training-check-in-anonymous', { subjects });
    case 'AssessmentSubmission':
      return subjects && extra.assessmentTitle
        ? t('detail.assessment-submission', { subjects, assessment: extra.assessmentTitle })
        : fallback;
    case 'ExerciseActivated':
    case 'SleepActivated':
    case 'NutritionActivated':
      return subjects && extra.planName ? t('detail.activated', { subjects, plan: extra.planName }) : fallback;
    case 'TrainingScheduled':
      if (!subjects || !extra.courseName) return fallback;
      return extra.num
        ? t('detail.training-scheduled-sessions', { subjects, course: extra.courseName, num: extra.num })
        : t('detail.training-scheduled', { subjects, course: extra.courseName });
    case 'Certified':
      return extra.Desc ?? t('detail.certified');
    case 'ContractReminder':
      // Desc is the reminder's sentence, written in the recipient's language when it was sent.
      return extra.Desc ?? t('detail.contract-reminder');
    case null:
      return fallback;
  }
};
