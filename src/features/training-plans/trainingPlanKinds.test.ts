import { describe, expect, it } from 'vitest';
import { clockInDays, concernsTab } from './trainingPlanKinds';

describe('clock-in plan helpers', () => {
  it('offers today and the six days before, never before the plan began', () => {
    expect(clockInDays('2026-03-02', '2026-02-24')).toEqual([
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
      '2026-02-24',
    ]);
    expect(clockInDays('2026-03-02', '2026-03-01')).toEqual(['2026-03-02', '2026-03-01']);
  });
  it('reloads a tab only for its own child and kind', () => {
    const event = { type: 'TrainingPlanChanged', payload: { subjectId: 's1', type: 'Sleep' } };
    expect(concernsTab(event, { subjectId: 's1', type: 'Sleep' })).toBe(true);
    expect(concernsTab(event, { subjectId: 's1', type: 'Nutrition' })).toBe(false);
    expect(concernsTab(event, { subjectId: 's2', type: 'Sleep' })).toBe(false);
  });
});
