// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { NotificationFieldsFragment } from '../../generated/graphql';
import { createI18n } from '../../shared/i18n/createI18n';
import { notificationDetail } from './notificationDetail';
import { NO_EXTRA } from './testing/notificationFixtures';

const extra = (values: Partial<NotificationFieldsFragment['extraProperties']> = {}) => ({ ...NO_EXTRA, ...values });
const user = (values: Partial<NotificationFieldsFragment['extraProperties']>) =>
  ({ type: 'User', extraProperties: extra(values) }) as const;

const zh = createI18n('zh-CN').getFixedT('zh-CN', 'notifications');
const en = createI18n('en-US').getFixedT('en-US', 'notifications');

describe('notificationDetail', () => {
  it('says who checked which child in', () => {
    const checkIn = user({ subjectName: ['王小明'], subjectId: ['s-1'], Desc: '张悦' });
    expect(notificationDetail(checkIn, 'TrainingCheckIn', zh)).toBe('张悦为王小明签到');
    expect(notificationDetail(checkIn, 'TrainingCheckIn', en)).toBe('王小明 checked in by 张悦');
    expect(notificationDetail(user({ subjectName: ['Tom'] }), 'TrainingCheckIn', en)).toBe('Tom checked in');
  });

  it('names guardian and children for authorizations, joining several children', () => {
    const granted = user({ guardianName: 'Li Na', subjectName: ['Tom', 'Amy'] });
    expect(notificationDetail(granted, 'NewAuthorization', en)).toBe('Li Na authorised you to see Tom, Amy');
    expect(notificationDetail(granted, 'Deauthorization', zh)).toBe('Li Na取消了对Tom、Amy的授权');
  });

  it('builds the line of the other kinds from their properties', () => {
    expect(
      notificationDetail(user({ subjectName: ['Tom'], assessmentTitle: 'SNAP-IV' }), 'AssessmentSubmission', en),
    ).toBe('Tom submitted SNAP-IV');
    expect(notificationDetail(user({ subjectName: ['Tom'], planName: 'Bedtime' }), 'SleepActivated', en)).toBe(
      'Bedtime activated for Tom',
    );
    expect(
      notificationDetail(user({ subjectName: ['Tom'], courseName: 'Focus', num: 8 }), 'TrainingScheduled', zh),
    ).toBe('已为Tom安排Focus，共 8 节');
    expect(notificationDetail(user({}), 'Certified', en)).toBe('Your certification was approved');
  });

  it('falls back to the free text or the children when the sentence lacks a piece', () => {
    expect(notificationDetail(user({ subjectName: ['Tom'] }), 'AssessmentSubmission', en)).toBe('Tom');
    expect(notificationDetail(user({ Desc: 'Something happened' }), null, en)).toBe('Something happened');
    expect(notificationDetail(user({}), null, en)).toBe('');
  });

  it('reads a system notice’s summary as text, or says what kind of notice it is', () => {
    const notice = {
      type: 'System',
      extraProperties: extra({ Icon: 'System', Summary: '<p>Down <b>tonight</b></p>' }),
    } as const;
    expect(notificationDetail(notice, null, en)).toBe('Down tonight');
    expect(notificationDetail({ type: 'System', extraProperties: extra({ Icon: 'VratIcon' }) }, null, zh)).toBe(
      'VRAT：打开指标页',
    );
    expect(notificationDetail({ type: 'System', extraProperties: extra({ Icon: 'System' }) }, null, en)).toBe(
      'System notice',
    );
  });
});
