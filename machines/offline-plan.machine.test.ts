import { describe, expect, it } from 'vitest';
import {
  isOpenPlan,
  lastSessionDone,
  nextOfflinePlan,
  offlinePlanAllows,
  planValidity,
  type OfflinePlan,
  type OfflinePlanEvent,
} from './offline-plan.machine';

const arranged: OfflinePlan = {
  status: 'None',
  num: 1,
  totalNum: 3,
  canNext: false,
  interviewPending: false,
  isDeleted: false,
};

/** The plan after each event in turn; fails the test on the first the machine refuses. */
const after = (plan: OfflinePlan, ...events: OfflinePlanEvent[]) =>
  events.reduce((p, event) => {
    const next = nextOfflinePlan(p, event);
    if (!next) throw new Error(`refused ${event.type} in ${JSON.stringify(p)}`);
    return next;
  }, plan);

const finish = { type: 'session.finish', interview: false } as const;

describe('a child’s offline plan', () => {
  it('starts at session 1 and moves one session at a time, each activated after it is finished', () => {
    const started = after(arranged, { type: 'plan.start' });
    expect(started).toMatchObject({ status: 'Started', num: 1, canNext: false });
    expect(offlinePlanAllows(started, { type: 'session.next' })).toBe(false);
    const second = after(started, finish, { type: 'session.next' });
    expect(second).toMatchObject({ status: 'Started', num: 2, canNext: false });
  });

  it('does not finish a session twice, nor edit a finished one', () => {
    const done = after(arranged, { type: 'plan.start' }, finish);
    expect(nextOfflinePlan(done, finish)).toBe(null);
    expect(offlinePlanAllows(done, { type: 'session.edit' })).toBe(false);
    expect(offlinePlanAllows(after(done, { type: 'session.next' }), { type: 'session.edit' })).toBe(true);
  });

  it('waits for the parent interview the rules want before the next session', () => {
    const owed = after(arranged, { type: 'plan.start' }, { type: 'session.finish', interview: true });
    expect(owed.interviewPending).toBe(true);
    expect(offlinePlanAllows(owed, { type: 'session.next' })).toBe(false);
    expect(after(owed, { type: 'interview.record' }, { type: 'session.next' }).num).toBe(2);
    expect(offlinePlanAllows(arranged, { type: 'interview.record' })).toBe(false);
  });

  it('has no next after the last session: it asks to end the plan instead', () => {
    const last = after(arranged, { type: 'plan.start' }, finish, { type: 'session.next' }, finish, {
      type: 'session.next',
    });
    expect(last.num).toBe(3);
    const lastDone = after(last, finish);
    expect(lastSessionDone(lastDone)).toBe(true);
    expect(offlinePlanAllows(lastDone, { type: 'session.next' })).toBe(false);
    expect(after(lastDone, { type: 'plan.end' }).status).toBe('Finished');
  });

  it('extends and adjusts by whole sessions within 200, so a finished last session has a next again', () => {
    const lastDone = after(
      { ...arranged, status: 'Started', num: 3, canNext: true },
      { type: 'plan.extend', sessions: 2 },
    );
    expect(lastDone.totalNum).toBe(5);
    expect(after(lastDone, { type: 'session.next' }).num).toBe(4);
    expect(offlinePlanAllows(lastDone, { type: 'plan.extend', sessions: 0 })).toBe(false);
    expect(offlinePlanAllows(lastDone, { type: 'plan.extend', sessions: 1.5 })).toBe(false);
    expect(offlinePlanAllows({ ...lastDone, totalNum: 199 }, { type: 'plan.adjustCourse', sessions: 2 })).toBe(false);
    expect(offlinePlanAllows(arranged, { type: 'plan.adjustCourse', sessions: 1 })).toBe(false);
  });

  it('restarts an ended plan where it stopped, reports and closes it for good', () => {
    const ended = after(arranged, { type: 'plan.start' }, finish, { type: 'plan.end' });
    expect(after(ended, { type: 'plan.restart' })).toMatchObject({ status: 'Started', num: 1, canNext: true });
    const closed = after(ended, { type: 'plan.report' }, { type: 'plan.close' });
    expect(closed.status).toBe('Closed');
    for (const type of ['plan.restart', 'plan.start', 'plan.end', 'plan.suspend'] as const)
      expect(offlinePlanAllows(closed, { type })).toBe(false);
  });

  it('refuses everything once suspended, and a suspended plan no longer blocks another', () => {
    const suspended = after(arranged, { type: 'plan.start' }, { type: 'plan.suspend' });
    expect(suspended).toMatchObject({ status: 'Started', isDeleted: true });
    expect(isOpenPlan(suspended)).toBe(false);
    expect(isOpenPlan(after(arranged, { type: 'plan.start' }))).toBe(true);
    for (const event of [finish, { type: 'plan.end' }, { type: 'plan.suspend' }] as const)
      expect(offlinePlanAllows(suspended, event)).toBe(false);
  });

  it('changes how its sessions are delivered while it runs, not once it has ended or is suspended', () => {
    const changeMode = { type: 'plan.changeMode' } as const;
    const started = after(arranged, { type: 'plan.start' }, finish);
    expect(after(arranged, changeMode)).toEqual(arranged);
    expect(after(started, changeMode)).toEqual(started);
    expect(offlinePlanAllows(after(started, { type: 'plan.end' }), changeMode)).toBe(false);
    expect(offlinePlanAllows(after(started, { type: 'plan.suspend' }), changeMode)).toBe(false);
  });

  it('does not start twice, nor end a plan that never started', () => {
    const started = after(arranged, { type: 'plan.start' });
    expect(offlinePlanAllows(started, { type: 'plan.start' })).toBe(false);
    expect(offlinePlanAllows(arranged, { type: 'plan.end' })).toBe(false);
  });

  it('tells the plan’s validity on a day from its first and last days', () => {
    const period = { validFrom: '2026-12-01', validUntil: '2027-02-28' };
    expect(planValidity(period, '2026-11-30')).toBe('NotStart');
    expect(planValidity(period, '2026-12-01')).toBe('Active');
    expect(planValidity(period, '2027-02-28')).toBe('Active');
    expect(planValidity(period, '2027-03-01')).toBe('Expired');
    expect(planValidity({ validFrom: null, validUntil: null }, '2030-01-01')).toBe('Active');
  });
});
