import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { verificationCodeMachine, type SendCodeInput } from './verification-code.machine';

const start = (sendCode: (input: SendCodeInput) => Promise<{ secondsUntilResend: number }>) => {
  const clock = new SimulatedClock();
  const sent: string[] = [];
  const actor = createActor(
    verificationCodeMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }: { input: SendCodeInput }) => {
          sent.push(input.target);
          return sendCode(input);
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, sent };
};

describe('verification code sending', () => {
  it('sends, then counts down 60 s before another send is allowed', async () => {
    const { actor, clock, sent } = start(async () => ({ secondsUntilResend: 60 }));
    expect(actor.getSnapshot().can({ type: 'code.send', target: 'a@example.com' })).toBe(true);

    actor.send({ type: 'code.send', target: ' a@example.com ' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'code.send', target: 'a@example.com' })).toBe(false);
    await waitFor(actor, (s) => s.matches('coolingDown'));
    expect(sent).toEqual(['a@example.com']);
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 60, sent: true, error: null });

    actor.send({ type: 'code.send', target: 'a@example.com' });
    expect(sent).toHaveLength(1);

    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    for (let i = 0; i < 58; i++) clock.increment(1000);
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'code.send', target: 'a@example.com' })).toBe(true);
  });

  it('does not send to an empty address', () => {
    const { actor, sent } = start(async () => ({ secondsUntilResend: 60 }));
    actor.send({ type: 'code.send', target: '   ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('goes back to idle with the server’s message when the send fails', async () => {
    const { actor } = start(async () => {
      throw { message: 'This e-mail address is used by another account.' };
    });
    actor.send({ type: 'code.send', target: 'taken@example.com' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.message).toBe('This e-mail address is used by another account.');
    expect(actor.getSnapshot().context.sent).toBe(false);
    actor.send({ type: 'code.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('waits out the seconds the server still wants when it says "too soon"', async () => {
    const { actor, clock } = start(async () => {
      throw { message: 'Wait 42 seconds.', retryAfterSeconds: 42 };
    });
    actor.send({ type: 'code.send', target: 'a@example.com' });
    await waitFor(actor, (s) => s.matches('coolingDown'));
    expect(actor.getSnapshot().context.secondsLeft).toBe(42);
    for (let i = 0; i < 41; i++) clock.increment(1000);
    expect(actor.getSnapshot().matches('coolingDown')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
