import { describe, expect, it } from 'vitest';
import { ageStageOf, stageOf, wholeYears } from './subject-stage';

describe('subject stage (spec 000 §3 bounds 3, 5.5, 13, 18)', () => {
  it.each([
    ['2026-01-01', '0-3', 'PreSchool'],
    ['2023-11-02', '0-3', 'PreSchool'],
    ['2023-11-01', '3-5.5', 'PreSchool'],
    ['2021-05-02', '3-5.5', 'PreSchool'],
    ['2021-05-01', '5.5-13', 'GradeOrTeenSchool'],
    ['2013-11-02', '5.5-13', 'GradeOrTeenSchool'],
    ['2013-11-01', '13-18', 'GradeOrTeenSchool'],
    ['2008-11-01', '18+', 'GradeOrTeenSchool'],
  ] as const)('a child born %s is in band %s and stage %s on 2026-11-01', (birthday, stage, ageStage) => {
    expect(stageOf(birthday, '2026-11-01')).toBe(stage);
    expect(ageStageOf(birthday, '2026-11-01')).toBe(ageStage);
  });

  it('counts whole years, the birthday itself included', () => {
    expect(wholeYears('2018-11-01', '2026-11-01')).toBe(8);
    expect(wholeYears('2018-11-02', '2026-11-01')).toBe(7);
  });

  it('never counts a negative age for a birthday in the future', () => {
    expect(wholeYears('2027-01-01', '2026-11-01')).toBe(0);
    expect(stageOf('2027-01-01', '2026-11-01')).toBe('0-3');
  });
});
