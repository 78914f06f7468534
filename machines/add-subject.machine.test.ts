import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { addSubjectMachine, CONFIRM_DEBOUNCE_MS, type AddSubjectInput } from './add-subject.machine';
import { EMPTY_SUBJECT, type NewSubjectValues } from './subject-fields';

const values = (extra: Partial<NewSubjectValues> = {}): NewSubjectValues => ({
  ...EMPTY_SUBJECT,
  birthDay: '2019-04-09',
  ...extra,
});

const start = (
  options: {
    hadSame?: boolean;
    checkFails?: boolean;
    addFails?: boolean;
    variant?: 'subject' | 'child';
  } = {},
) => {
  const clock = new SimulatedClock();
  const checked: string[] = [];
  const added: AddSubjectInput[] = [];
  const actor = createActor(
    addSubjectMachine.provide({
      actors: {
        checkName: fromPromise(async ({ input }: { input: { name: string } }) => {
          checked.push(input.name);
          if (options.checkFails) throw new Error('The check failed.');
          return { hadSame: options.hadSame ?? false };
        }),
        addSubject: fromPromise(async ({ input }: { input: AddSubjectInput }) => {
          added.push(input);
          if (options.addFails) throw { message: 'The clinic number is taken.' };
        }),
      },
    }),
    { clock, input: { variant: options.variant ?? 'subject', values: EMPTY_SUBJECT } },
  ).start();
  const submit = (v: NewSubjectValues) => actor.send({ type: 'form.submit', values: v });
  const state = () => actor.getSnapshot();
  return { actor, clock, checked, added, submit, state };
};

describe('adding a child', () => {
  it('checks a non-blank trimmed name, then confirms and adds', async () => {
    const { actor, clock, checked, added, submit, state } = start();
    submit(values({ name: '  Lily  ' }));
    expect(state().value).toBe('debouncing');
    clock.increment(CONFIRM_DEBOUNCE_MS - 1);
    expect(state().value).toBe('debouncing');
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(checked).toEqual(['Lily']);
    expect(state().can({ type: 'confirm.accept' })).toBe(true);
    expect(state().can({ type: 'sameName.confirm' })).toBe(false);
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(state().value).toBe('added');
    expect(added).toEqual([{ variant: 'subject', values: values({ name: '  Lily  ' }) }]);
  });

  it('restarts the 300 ms wait on a second submit and keeps the latest values', async () => {
    const { actor, clock, checked, submit } = start();
    submit(values({ name: 'First' }));
    clock.increment(200);
    submit(values({ name: 'Second' }));
    clock.increment(200);
    expect(actor.getSnapshot().value).toBe('debouncing');
    clock.increment(100);
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(checked).toEqual(['Second']);
  });

  it('goes straight to the confirm dialog without a name', () => {
    const { actor, clock, checked, submit } = start();
    submit(values({ name: '   ' }));
    clock.increment(CONFIRM_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(checked).toEqual([]);
  });

  it('asks in red when the name exists: return goes back to the form with the values', async () => {
    const { actor, clock, added, submit } = start({ hadSame: true });
    submit(values({ name: 'Lily', remark: 'kept' }));
    clock.increment(CONFIRM_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('sameName'));
    expect(actor.getSnapshot().can({ type: 'confirm.accept' })).toBe(false);
    actor.send({ type: 'sameName.return' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(values({ name: 'Lily', remark: 'kept' }));
    expect(added).toEqual([]);
  });

  it('asks in red when the name exists: confirm goes on to the confirm dialog, then adds', async () => {
    const { actor, clock, added, submit } = start({ hadSame: true });
    submit(values({ name: 'Lily' }));
    clock.increment(CONFIRM_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('sameName'));
    actor.send({ type: 'sameName.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(added).toHaveLength(1);
  });

  it('goes back to the form from the confirm dialog without adding', () => {
    const { actor, clock, added, submit } = start();
    submit(values());
    clock.increment(CONFIRM_DEBOUNCE_MS);
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(values());
    expect(added).toEqual([]);
  });

  it.each(['subject', 'child'] as const)(
    'reopens the %s form with the values kept and the server’s message when adding fails',
    async (variant) => {
      const { actor, clock, added, submit } = start({ addFails: true, variant });
      submit(values({ outpatientNumber: 'MZ-1' }));
      clock.increment(CONFIRM_DEBOUNCE_MS);
      actor.send({ type: 'confirm.accept' });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(added[0]?.variant).toBe(variant);
      expect(actor.getSnapshot().context).toMatchObject({
        variant,
        values: values({ outpatientNumber: 'MZ-1' }),
        error: 'The clinic number is taken.',
      });
      // The next submit clears the message.
      submit(values({ outpatientNumber: 'MZ-2' }));
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  it('reopens the form when the name check fails', async () => {
    const { actor, clock, submit } = start({ checkFails: true });
    submit(values({ name: 'Lily' }));
    clock.increment(CONFIRM_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('The check failed.');
  });

  it('ends when the form is cancelled, and takes no confirmation while editing', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'confirm.accept' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'sameName.confirm' })).toBe(false);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
