import { describe, expect, it } from 'vitest';
import {
  nextUserAssessmentStatus,
  USER_ASSESSMENT_STATUSES,
  userAssessmentAllows,
  type UserAssessmentEvent,
} from './user-assessment.machine';

describe('user assessment lifecycle', () => {
  it('goes from created through the guardian to a ready report', () => {
    expect(nextUserAssessmentStatus('Created', { type: 'guardian.send' })).toBe('SentToGuardian');
    expect(nextUserAssessmentStatus('SentToGuardian', { type: 'answers.save' })).toBe('Answering');
    expect(nextUserAssessmentStatus('Answering', { type: 'answers.save' })).toBe('Answering');
    expect(nextUserAssessmentStatus('Answering', { type: 'answers.complete' })).toBe('ReportedReady');
    expect(nextUserAssessmentStatus('Created', { type: 'answers.complete' })).toBe('ReportedReady');
  });

  it('withdraws a sending only before anything was answered', () => {
    expect(nextUserAssessmentStatus('SentToGuardian', { type: 'guardian.unsend' })).toBe('Created');
    expect(nextUserAssessmentStatus('Answering', { type: 'guardian.unsend' })).toBeNull();
    expect(nextUserAssessmentStatus('Answering', { type: 'guardian.send' })).toBe('Answering');
  });

  it('refuses answers and sending once the report is made', () => {
    const late: UserAssessmentEvent[] = [
      { type: 'answers.save' },
      { type: 'answers.complete' },
      { type: 'guardian.send' },
      { type: 'guardian.unsend' },
    ];
    for (const event of late) expect(userAssessmentAllows('ReportedReady', event)).toBe(false);
  });

  it('obtains only a ready report that needs paying for', () => {
    expect(nextUserAssessmentStatus('ReportedReady', { type: 'report.obtain', needPay: true })).toBe('ReportedReady');
    expect(nextUserAssessmentStatus('ReportedReady', { type: 'report.obtain', needPay: false })).toBeNull();
    for (const status of USER_ASSESSMENT_STATUSES.filter((s) => s !== 'ReportedReady')) {
      expect(userAssessmentAllows(status, { type: 'report.obtain', needPay: true })).toBe(false);
    }
  });
});
