import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  FORCED_LOGOUT_DELAY_MS,
  forcedLogoutMachine,
  isForcedLogoutCode,
  type ForcedLogoutCode,
} from './forced-logout.machine';

const start = () => {
  const clock = new SimulatedClock();
  const announce = vi.fn<(params: { code: ForcedLogoutCode; message: string }) => void>();
  const signOut = vi.fn(async () => {});
  const actor = createActor(
    forcedLogoutMachine.provide({
      actions: { announce: (_, params) => announce(params) },
      actors: { signOut: fromPromise(signOut) },
    }),
    { clock },
  ).start();
  return { actor, clock, announce, signOut };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('forced logout machine', () => {
  it('announces the message at once and signs out only after 2 seconds', async () => {
    const { actor, clock, announce, signOut } = start();
    actor.send({ type: 'logout.force', code: 'Business:CenterStateInvalid', message: '该中心已停用。' });

    expect(announce).toHaveBeenCalledWith({ code: 'Business:CenterStateInvalid', message: '该中心已停用。' });
    expect(actor.getSnapshot().value).toBe('announced');

    clock.increment(FORCED_LOGOUT_DELAY_MS - 1);
    await flush();
    expect(signOut).not.toHaveBeenCalled();

    clock.increment(1);
    await flush();
    expect(signOut).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('signs out once, with one notice, when several requests fail at the same time', async () => {
    const { actor, clock, announce, signOut } = start();
    actor.send({ type: 'logout.force', code: 'Business:UserInTenantRoleFrozen', message: 'frozen' });
    clock.increment(500);
    actor.send({ type: 'logout.force', code: 'Business:UserInTenantRoleFrozen', message: 'frozen' });
    actor.send({ type: 'logout.force', code: 'Business:UserHasNoAvailableTenant', message: 'no tenant' });

    // The later failures did not restart the 2 s: the first one's timer still fires at 2 s.
    clock.increment(FORCED_LOGOUT_DELAY_MS - 500);
    await flush();
    actor.send({ type: 'logout.force', code: 'Business:CenterStateInvalid', message: 'again' });
    clock.increment(10 * FORCED_LOGOUT_DELAY_MS);
    await flush();

    expect(announce).toHaveBeenCalledOnce();
    expect(signOut).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toEqual({ code: 'Business:UserInTenantRoleFrozen', message: 'frozen' });
  });

  it('is over even when the sign-out call fails, and does not try again', async () => {
    const clock = new SimulatedClock();
    const signOut = vi.fn(async (): Promise<void> => {
      throw new Error('provider unreachable');
    });
    const actor = createActor(forcedLogoutMachine.provide({ actors: { signOut: fromPromise(signOut) } }), {
      clock,
    }).start();
    actor.send({ type: 'logout.force', code: 'Business:CenterStateInvalid', message: 'x' });
    clock.increment(FORCED_LOGOUT_DELAY_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('knows the three codes that log out, and no others', () => {
    expect(isForcedLogoutCode('Business:CenterStateInvalid')).toBe(true);
    expect(isForcedLogoutCode('Business:UserInTenantRoleFrozen')).toBe(true);
    expect(isForcedLogoutCode('Business:UserHasNoAvailableTenant')).toBe(true);
    for (const other of ['Forbidden', 'TenantNotChosen', 'UNAUTHENTICATED', 'InternalServerError', '', null, 403]) {
      expect(isForcedLogoutCode(other)).toBe(false);
    }
  });
});
