import { centreMembershipAt, type CentreMembershipState } from '../../../machines/centre-membership.machine';

export type StaffAction = 'edit' | 'freeze' | 'unfreeze' | 'resend' | 'remove' | 'history';

const isMembershipState = (value: string): value is CentreMembershipState =>
  value === 'Invited' || value === 'Effective' || value === 'Frozen';

/**
 * What the row offers: what the membership machine allows, minus changes to one's own place
 * (the server refuses those too).
 */
export const staffActionsFor = (member: { id: string; state: string }, selfId: string | null): StaffAction[] => {
  if (!isMembershipState(member.state)) return ['history'];
  const snapshot = centreMembershipAt(member.state);
  const self = member.id === selfId;
  const actions: StaffAction[] = ['edit'];
  if (!self && snapshot.can({ type: 'membership.freeze' })) actions.push('freeze');
  if (!self && snapshot.can({ type: 'membership.unfreeze' })) actions.push('unfreeze');
  if (snapshot.can({ type: 'membership.resendInvitation' })) actions.push('resend');
  actions.push('history');
  if (!self && snapshot.can({ type: 'membership.remove' })) actions.push('remove');
  return actions;
};
