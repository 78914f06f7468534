import { setup } from 'xstate';

// A staff member's place in a centre (spec 000 §3 "Centre membership", §4 "Centre membership").
// Effective and Frozen are the spec's states; Invited is a place whose activation link has not
// been used yet (memberships.activated_at is null): it does not let the person into the centre.
export type CentreMembershipState = 'Invited' | 'Effective' | 'Frozen';

export type CentreMembershipEvent =
  | { type: 'membership.activate' }
  | { type: 'membership.resendInvitation' }
  | { type: 'membership.freeze' }
  | { type: 'membership.unfreeze' }
  | { type: 'membership.changeRoles' }
  | { type: 'membership.remove' };

export const centreMembershipMachine = setup({
  types: { events: {} as CentreMembershipEvent },
  actions: {
    // Named no-op actions: snapshot.can() is false for a transition with neither target nor
    // actions, and the server and the UI both ask can().
    resendInvitation: () => {},
    changeRoles: () => {},
  },
}).createMachine({
  id: 'centreMembership',
  initial: 'Invited',
  states: {
    Invited: {
      on: {
        'membership.activate': 'Effective',
        'membership.resendInvitation': { actions: 'resendInvitation' },
        'membership.changeRoles': { actions: 'changeRoles' },
        'membership.remove': 'Removed',
      },
    },
    // Spec 000 §4: Effective goes to frozen via operate Freeze, and back via Unfreeze.
    Effective: {
      on: {
        'membership.freeze': 'Frozen',
        'membership.changeRoles': { actions: 'changeRoles' },
        'membership.remove': 'Removed',
      },
    },
    Frozen: {
      on: {
        'membership.unfreeze': 'Effective',
        'membership.changeRoles': { actions: 'changeRoles' },
        'membership.remove': 'Removed',
      },
    },
    Removed: { type: 'final' },
  },
});

/** The lifecycle state of a stored membership: its state column and whether it was activated. */
export const membershipStateOf = (row: { state: 'Effective' | 'Frozen'; activated: boolean }): CentreMembershipState =>
  row.activated ? row.state : 'Invited';

export const centreMembershipAt = (state: CentreMembershipState) =>
  centreMembershipMachine.resolveState({ value: state, context: undefined });
