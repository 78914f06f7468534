import { describe, expect, it } from 'vitest';
import { staffActionsFor } from './staffActions';

describe('staffActionsFor', () => {
  it('offers what the membership machine allows', () => {
    expect(staffActionsFor({ id: 'u1', state: 'Effective' }, 'me')).toEqual(['edit', 'freeze', 'history', 'remove']);
    expect(staffActionsFor({ id: 'u1', state: 'Frozen' }, 'me')).toEqual(['edit', 'unfreeze', 'history', 'remove']);
    expect(staffActionsFor({ id: 'u1', state: 'Invited' }, 'me')).toEqual(['edit', 'resend', 'history', 'remove']);
  });

  it('never offers to freeze or remove one’s own place', () => {
    expect(staffActionsFor({ id: 'me', state: 'Effective' }, 'me')).toEqual(['edit', 'history']);
  });
});
