import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  musicProgrammeMachine,
  orderToSend,
  type MusicProgrammeInput,
  type ProgrammeProgress,
  type ProgrammeSubmission,
} from './music-programme.machine';

// Spec 001 §4 "Music programme": add submits at once; edit reads the progress first and, past the
// first session, continues it or starts from the first; §5: FAS needs an HFS result, both archive
// questionnaires must be filled.

const CHILD = 'child-1';
const NAMES = { planNameZh: '专注音乐', planNameEn: 'Focus music' };

const start = (
  input: Partial<MusicProgrammeInput> = {},
  options: { progress?: ProgrammeProgress; loadFails?: boolean; submitFails?: boolean } = {},
) => {
  const submitted: ProgrammeSubmission[] = [];
  let loads = 0;
  const actor = createActor(
    musicProgrammeMachine.provide({
      actors: {
        loadProgress: fromPromise(async () => {
          loads += 1;
          if (options.loadFails) throw { message: 'Network down' };
          return options.progress ?? { code: 'FAS-1', count: 12, order: 4, ...NAMES };
        }),
        submitProgramme: fromPromise<unknown, ProgrammeSubmission>(async ({ input }) => {
          submitted.push(input);
          if (options.submitFails) throw { message: 'The child already has this programme.' };
          return { id: 'programme-1', ...input };
        }),
      },
    }),
    {
      input: { userId: CHILD, mode: { kind: 'add' }, hasFas: true, archiveComplete: true, ...input },
    },
  ).start();
  return { actor, submitted, loads: () => loads };
};

describe('the music programme dialog: add', () => {
  it('submits the chosen type at order 1 and ends saved with the answer', async () => {
    const { actor, submitted } = start();
    expect(actor.getSnapshot().value).toBe('choosingType');
    actor.send({ type: 'type.select', musicType: 'Fas' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(submitted).toEqual([{ userId: CHILD, edit: false, musicType: 'Fas', order: 1 }]);
    expect(actor.getSnapshot().context.saved).toMatchObject({ id: 'programme-1' });
  });

  it('sends nothing without a type and says one is needed', () => {
    const { actor, submitted } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('choosingType');
    expect(actor.getSnapshot().context.missing).toBe(true);
    actor.send({ type: 'type.select', musicType: 'CmSmo' });
    expect(actor.getSnapshot().context.missing).toBe(false);
    expect(submitted).toEqual([]);
  });

  it('refuses FAS without an HFS result (CMSMO only)', () => {
    const { actor } = start({ hasFas: false });
    actor.send({ type: 'type.select', musicType: 'Fas' });
    expect(actor.getSnapshot().context.musicType).toBeNull();
    actor.send({ type: 'type.select', musicType: 'CmSmo' });
    expect(actor.getSnapshot().context.musicType).toBe('CmSmo');
  });

  it('asks for the archives first when a questionnaire count is zero', () => {
    const { actor, submitted } = start({ archiveComplete: false });
    expect(actor.getSnapshot().value).toBe('archiveMissing');
    actor.send({ type: 'submit' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(submitted).toEqual([]);
  });

  it('a refused submit returns to the step with the error, and a second try clears it', async () => {
    const { actor, submitted } = start({}, { submitFails: true });
    actor.send({ type: 'type.select', musicType: 'CmSmo' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('choosingType') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ message: 'The child already has this programme.' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('choosingType') && s.context.error !== null);
    expect(submitted).toHaveLength(2);
  });
});

describe('the music programme dialog: edit in two steps', () => {
  const edit = { mode: { kind: 'edit', musicType: 'Fas' } } as const;

  it('reads the progress, then continues at its order', async () => {
    const { actor, submitted, loads } = start(edit);
    expect(actor.getSnapshot().value).toBe('loadingProgress');
    await waitFor(actor, (s) => s.matches('choosingStart'));
    expect(loads()).toBe(1);
    expect(actor.getSnapshot().context.progress).toEqual({ code: 'FAS-1', count: 12, order: 4, ...NAMES });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.missing).toBe(true);
    actor.send({ type: 'start.select', choice: 'continue' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([{ userId: CHILD, edit: true, musicType: 'Fas', order: 4 }]);
  });

  it('restarts from the first session when asked', async () => {
    const { actor, submitted } = start(edit);
    await waitFor(actor, (s) => s.matches('choosingStart'));
    actor.send({ type: 'start.select', choice: 'restart' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted[0]?.order).toBe(1);
  });

  it('at the first session there is nothing to choose: it submits order 1', async () => {
    const { actor, submitted } = start(edit, { progress: { code: 'FAS-1', count: 12, order: 1, ...NAMES } });
    await waitFor(actor, (s) => s.matches('choosingStart'));
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([{ userId: CHILD, edit: true, musicType: 'Fas', order: 1 }]);
  });

  it('a failed progress read offers a retry', async () => {
    const { actor, loads } = start(edit, { loadFails: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('loadFailed') && loads() === 2);
  });

  it('cannot be closed while the submit is out; it can before', async () => {
    const { actor } = start(edit);
    await waitFor(actor, (s) => s.matches('choosingStart'));
    actor.send({ type: 'start.select', choice: 'continue' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
  });
});

describe('orderToSend', () => {
  it('continues only past the first session', () => {
    expect(orderToSend({ code: 'x', count: 10, order: 5, ...NAMES }, 'continue')).toBe(5);
    expect(orderToSend({ code: 'x', count: 10, order: 5, ...NAMES }, 'restart')).toBe(1);
    expect(orderToSend({ code: 'x', count: 10, order: 1, ...NAMES }, 'continue')).toBe(1);
    expect(orderToSend(null, null)).toBe(1);
  });
});
