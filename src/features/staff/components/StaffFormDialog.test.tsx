// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMemberFieldsFragment } from '../../../generated/graphql';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { StaffFormDialog } from './StaffFormDialog';

afterEach(cleanup);

const ROLES = [
  { name: 'coach', displayName: 'Coach' },
  { name: 'manager', displayName: 'Manager' },
];

const member = (extra: Partial<StaffMemberFieldsFragment> = {}): StaffMemberFieldsFragment => ({
  id: 'u-coach',
  membershipId: 'm-coach',
  name: 'Yue Zhang',
  userName: 'coach',
  email: 'coach@atrium.example',
  countryCode: '86',
  phoneNumber: '13800138000',
  gender: 'Female',
  roles: [{ name: 'coach', displayName: 'Coach' }],
  state: 'Effective',
  isActivated: true,
  creationTime: '2026-03-04T09:15:00',
  activationTime: '2026-03-05T10:30:00',
  profileEditable: true,
  ...extra,
});

const render = (editing: StaffMemberFieldsFragment | null) => {
  const onSubmit = vi.fn();
  renderWithProviders(
    <StaffFormDialog
      isOpen
      member={editing}
      roles={ROLES}
      busy={false}
      failure={null}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
    { language: 'en-US' },
  );
  return { onSubmit, user: userEvent.setup() };
};

describe('StaffFormDialog', () => {
  it('says what is missing only on sending, then sends the trimmed invitation', async () => {
    const { onSubmit, user } = render(null);
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a staff member' }));
    expect(dialog.queryByText('Enter the name.')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(dialog.getByText('Enter the name.')).toBeInTheDocument();
    expect(dialog.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(dialog.getByText('Choose at least one role.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText(/^Name/), ' Mei Li ');
    await user.clear(dialog.getByLabelText(/^E-mail/));
    await user.type(dialog.getByLabelText(/^E-mail/), 'mei@atrium.example ');
    await user.click(dialog.getByRole('checkbox', { name: 'Coach' }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Mei Li',
      email: 'mei@atrium.example',
      gender: 'Unknown',
      roleNames: ['coach'],
    });
  });

  it('edits a member, and keeps a profile that is their own locked', async () => {
    const { onSubmit, user } = render(member());
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit staff member' }));
    const name = dialog.getByLabelText(/^Name/);
    expect(name).toHaveValue('Yue Zhang');
    expect(dialog.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    await user.clear(name);
    await user.type(name, 'Yue Z.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Yue Z.', roleNames: ['coach'] }));
    cleanup();

    render(member({ profileEditable: false }));
    const locked = within(await screen.findByRole('dialog', { name: 'Edit staff member' }));
    expect(locked.getByText(/belong to this person's own account/)).toBeInTheDocument();
    expect(locked.getByLabelText(/^Name/)).toBeDisabled();
    expect(locked.getByLabelText(/^E-mail/)).toBeDisabled();
    expect(locked.getByRole('checkbox', { name: 'Coach' })).toBeEnabled();
  });
});
