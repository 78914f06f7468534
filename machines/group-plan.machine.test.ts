import { describe, expect, it } from 'vitest';
import {
  assignedGroupPlan,
  groupPlanAllows,
  isOpenGroupPlan,
  lastClassDone,
  nextGroupPlan,
  type GroupPlan,
  type GroupPlanEvent,
} from './group-plan.machine';

const assigned = assignedGroupPlan(2, 5);

/** The plan after each event in turn; fails the test on the first the machine refuses. */
const after = (plan: GroupPlan, ...events: GroupPlanEvent[]) =>
  events.reduce((p, event) => {
    const next = nextGroupPlan(p, event);
    if (!next) throw new Error(`refused ${event.type} in ${JSON.stringify(p)}`);
    return next;
  }, plan);

const start = { type: 'class.start' } as const;
const end = { type: 'class.end' } as const;
const next = { type: 'class.continue' } as const;
const courseStart = { type: 'course.start' } as const;
const courseEnd = { type: 'course.end' } as const;

describe('a class’s group training plan', () => {
  it('is started by its first class, which runs a course, takes attendance, ends and continues to the next', () => {
    expect(assigned).toMatchObject({ status: 'NotStarted', num: 1, classState: 'Idle' });
    const running = after(assigned, start);
    expect(running).toMatchObject({ status: 'Started', num: 1, classState: 'ClassStarted', courseOpen: false });
    expect(groupPlanAllows(running, { type: 'class.attend' })).toBe(true);
    const inCourse = after(running, courseStart);
    expect(inCourse.courseOpen).toBe(true);
    const ended = after(inCourse, courseEnd, end);
    expect(ended).toMatchObject({ classState: 'ClassEnded', num: 1 });
    expect(after(ended, next)).toMatchObject({ status: 'Started', num: 2, classState: 'Idle', courseOpen: false });
  });

  it('does not start a class twice, nor take attendance outside a running class', () => {
    const running = after(assigned, start);
    expect(groupPlanAllows(running, start)).toBe(false);
    expect(groupPlanAllows(assigned, { type: 'class.attend' })).toBe(false);
    expect(groupPlanAllows(after(running, end), { type: 'class.attend' })).toBe(false);
    expect(groupPlanAllows(after(running, end), start)).toBe(false);
  });

  it('ends a class only with its course closed, and the course only inside a class', () => {
    const inCourse = after(assigned, start, courseStart);
    expect(groupPlanAllows(inCourse, end)).toBe(false);
    expect(groupPlanAllows(inCourse, courseStart)).toBe(false);
    expect(groupPlanAllows(assigned, courseStart)).toBe(false);
    expect(groupPlanAllows(after(assigned, start), courseEnd)).toBe(false);
    expect(groupPlanAllows(after(assigned, start, end), courseStart)).toBe(false);
  });

  it('has no next class after the last one: it is ended instead', () => {
    const last = after(assigned, start, end, next, start, end);
    expect(last.num).toBe(2);
    expect(lastClassDone(last)).toBe(true);
    expect(groupPlanAllows(last, next)).toBe(false);
    expect(groupPlanAllows(after(assigned, start), next)).toBe(false);
    expect(after(last, { type: 'plan.end' }).status).toBe('Ended');
  });

  it('ends early between classes but never in the middle of one, nor before it started', () => {
    expect(groupPlanAllows(assigned, { type: 'plan.end' })).toBe(false);
    expect(groupPlanAllows(after(assigned, start), { type: 'plan.end' })).toBe(false);
    expect(after(assigned, start, end, { type: 'plan.end' }).status).toBe('Ended');
  });

  it('restarts an ended plan where it stopped, and an open plan blocks another', () => {
    const ended = after(assigned, start, end, { type: 'plan.end' });
    expect(isOpenGroupPlan(ended)).toBe(false);
    expect(isOpenGroupPlan(assigned)).toBe(true);
    const restarted = after(ended, { type: 'plan.restart' });
    expect(restarted).toMatchObject({ status: 'Started', num: 1, classState: 'ClassEnded' });
    expect(after(restarted, next).num).toBe(2);
    expect(groupPlanAllows(assigned, { type: 'plan.restart' })).toBe(false);
    expect(groupPlanAllows(restarted, { type: 'plan.restart' })).toBe(false);
    for (const event of [start, end, next, courseStart] as const) expect(groupPlanAllows(ended, event)).toBe(false);
  });

  it('moves the group’s difficulty one level at a time within L1–L20, once the plan runs', () => {
    const up = { type: 'difficulty.adjust', operate: 'Increase' } as const;
    const down = { type: 'difficulty.adjust', operate: 'Decrease' } as const;
    expect(groupPlanAllows(assigned, up)).toBe(false);
    const running = after(assigned, start);
    expect(after(running, up).difficulty).toBe(6);
    expect(after(running, down, down).difficulty).toBe(3);
    expect(groupPlanAllows({ ...running, difficulty: 20 }, up)).toBe(false);
    expect(groupPlanAllows({ ...running, difficulty: 1 }, down)).toBe(false);
    expect(groupPlanAllows(after(running, end, { type: 'plan.end' }), up)).toBe(false);
  });
});
