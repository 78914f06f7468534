import { describe, expect, it } from 'vitest';
import { checkPlanRules, emptyPlanRules, interviewSessionsOf, levelsOf, type PlanRules } from './plan-rules';

const rules = (extra: Partial<PlanRules> = {}): PlanRules => ({ ...emptyPlanRules(), ...extra });

// The template rules' checks (issue 18 item 5), shared by the server's save and the editor's form.
describe('plan rules', () => {
  it('takes empty rules and keeps lists in one order', () => {
    expect(checkPlanRules(emptyPlanRules(), 1)).toEqual({ rules: emptyPlanRules(), problems: [] });
    const { rules: sorted } = checkPlanRules(
      rules({ musicSessions: [3, 1], trial: { sessions: [2, 1], count: 1 } }),
      3,
    );
    expect(sorted?.musicSessions).toEqual([1, 3]);
    expect(sorted?.trial.sessions).toEqual([1, 2]);
  });

  it('names the field and session of every refusal', () => {
    const { problems } = checkPlanRules(
      rules({
        trial: { sessions: [1, 3], count: 0 },
        parentInterview: { afterSessions: [9], every: 12 },
        musicSessions: [2, 2],
      }),
      10,
    );
    expect(problems).toEqual([
      { key: 'trial-not-first', field: 'trialSessions', params: { session: 3 } },
      { key: 'trial-count', field: 'trialCount', params: {} },
      { key: 'every-beyond', field: 'interviewEvery', params: { every: 12, total: 10 } },
      { key: 'session-twice', field: 'musicSessions', params: { session: 2 } },
    ]);
  });

  it('refuses overlapping or backward steps, and levels beyond L1–L20', () => {
    const steps = [
      { fromSession: 2, toSession: 5, change: 1 as const },
      { fromSession: 4, toSession: 6, change: -1 as const },
      { fromSession: 9, toSession: 8, change: 0 as const },
    ];
    const { problems } = checkPlanRules(rules({ difficulty: { startLevel: 3, steps } }), 10);
    expect(problems.map((p) => p.key)).toEqual(['step-overlap', 'step-order']);
    const high = checkPlanRules(
      rules({ difficulty: { startLevel: 18, steps: [{ fromSession: 2, toSession: 5, change: 1 }] } }),
      5,
    );
    expect(high.problems).toEqual([{ key: 'level-above', field: 'difficultySteps', params: { session: 4, max: 20 } }]);
    expect(checkPlanRules(rules({ difficulty: { startLevel: 21, steps: [] } }), 5).problems[0]).toMatchObject({
      key: 'start-level',
      field: 'startLevel',
    });
  });

  it('reads levels and interview sessions as the engine will', () => {
    const r = rules({
      parentInterview: { afterSessions: [3], every: 4 },
      difficulty: { startLevel: 2, steps: [{ fromSession: 2, toSession: 3, change: 1 }] },
    });
    expect(levelsOf(r, 5)).toEqual([2, 3, 4, 4, 4]);
    expect(interviewSessionsOf(r, 8)).toEqual([3, 4, 8]);
  });

  it('refuses what is not rules, naming the field', () => {
    expect(checkPlanRules({ trial: 'x' }, 3).problems[0]).toMatchObject({ key: 'shape' });
    expect(checkPlanRules(null, 3).rules).toBeNull();
  });
});
