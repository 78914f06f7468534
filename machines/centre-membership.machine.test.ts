import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { centreMembershipAt, centreMembershipMachine, membershipStateOf } from './centre-membership.machine';

describe('centre membership', () => {
  it('an invitation not yet accepted is Invited whatever its state column says', () => {
    expect(membershipStateOf({ state: 'Effective', activated: false })).toBe('Invited');
    expect(membershipStateOf({ state: 'Frozen', activated: true })).toBe('Frozen');
  });

  it('freezes only an effective member and re-enables only a frozen one', () => {
    expect(centreMembershipAt('Effective').can({ type: 'membership.freeze' })).toBe(true);
    expect(centreMembershipAt('Effective').can({ type: 'membership.unfreeze' })).toBe(false);
    expect(centreMembershipAt('Frozen').can({ type: 'membership.unfreeze' })).toBe(true);
    expect(centreMembershipAt('Invited').can({ type: 'membership.freeze' })).toBe(false);
    const [frozen] = transition(centreMembershipMachine, centreMembershipAt('Effective'), {
      type: 'membership.freeze',
    });
    expect(frozen.value).toBe('Frozen');
  });

  it('resends an invitation only while it is open', () => {
    expect(centreMembershipAt('Invited').can({ type: 'membership.resendInvitation' })).toBe(true);
    expect(centreMembershipAt('Effective').can({ type: 'membership.resendInvitation' })).toBe(false);
  });
});
