import { describe, expect, it } from 'vitest';
import type { NotificationFieldsFragment } from '../../generated/graphql';
import { targetOf } from './notificationTarget';
import { NO_EXTRA } from './testing/notificationFixtures';

const extra = (values: Partial<NotificationFieldsFragment['extraProperties']> = {}) => ({ ...NO_EXTRA, ...values });

const user = (values: Partial<NotificationFieldsFragment['extraProperties']>) =>
  ({ type: 'User', extraProperties: extra(values) }) as const;

describe('targetOf', () => {
  it('opens the guardian page for new and withdrawn authorizations', () => {
    for (const kind of ['NewAuthorization', 'Deauthorization'] as const) {
      expect(targetOf(user({ guardianId: 'g 1', subjectId: ['s-1'] }), kind)).toEqual({
        kind: 'tab',
        url: '/system/center/detail/userDetail?from=notification&id=g%201',
      });
    }
  });

  it('opens the first child’s page for check-ins, assessments, activations and scheduling', () => {
    for (const kind of [
      'TrainingCheckIn',
      'AssessmentSubmission',
      'ExerciseActivated',
      'SleepActivated',
      'NutritionActivated',
      'TrainingScheduled',
    ] as const) {
      expect(targetOf(user({ subjectId: ['s-1', 's-2'], guardianId: 'g-1' }), kind)).toEqual({
        kind: 'tab',
        url: '/system/center/detail/subjectDetail?from=notification&id=s-1',
      });
    }
  });

  it('opens the personal centre for a certification', () => {
    expect(targetOf(user({}), 'Certified')).toEqual({ kind: 'tab', url: '/system/center/menu/account/personalCenter' });
  });

  it('opens nothing when the id the kind needs is missing, or the kind is unknown', () => {
    expect(targetOf(user({ subjectId: [] }), 'TrainingCheckIn')).toEqual({ kind: 'none' });
    expect(targetOf(user({}), 'NewAuthorization')).toEqual({ kind: 'none' });
    expect(targetOf(user({ subjectId: ['s-1'] }), null)).toEqual({ kind: 'none' });
  });

  it('opens the VRAT indicators for a VratIcon notice and the detail modal for a System one', () => {
    expect(targetOf({ type: 'System', extraProperties: extra({ Icon: 'VratIcon' }) }, null)).toEqual({
      kind: 'tab',
      url: '/system/center/menu/analysis/vrat?tab=Indicators',
    });
    expect(targetOf({ type: 'System', extraProperties: extra({ Icon: 'System' }) }, null)).toEqual({ kind: 'notice' });
    expect(targetOf({ type: 'System', extraProperties: extra() }, null)).toEqual({ kind: 'notice' });
  });
});
