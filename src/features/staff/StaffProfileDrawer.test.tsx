// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  StaffCurrentUserQuery,
  StaffMemberFieldsFragment,
  StaffMembersQuery,
  StaffProfileQuery,
  StaffRolesQuery,
} from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { STAFF_PATH, StaffPage } from './StaffPage';

// The browser journey (tests/e2e/staff-detail.spec.ts) runs in Chinese; this opens a colleague's
// profile from employee management in English: its labels, formatted values and failure state.

afterEach(cleanup);

const ME: StaffCurrentUserQuery = {
  me: { id: 'u-admin', currentTenant: { id: 't-sunrise', displayName: 'Sunrise Centre' } },
};
const ROLES: StaffRolesQuery = { staffRoles: [{ name: 'coach', displayName: '教练' }] };

const member: StaffMemberFieldsFragment = {
  id: 'u-coach',
  membershipId: 'm-coach',
  name: '张悦',
  userName: 'coach',
  email: 'coach@atrium.example',
  countryCode: '86',
  phoneNumber: '13800138000',
  gender: 'Female',
  roles: [{ name: 'coach', displayName: '教练' }],
  state: 'Effective',
  isActivated: true,
  creationTime: '2026-03-04T09:15:00',
  activationTime: '2026-03-05T10:30:00',
  profileEditable: false,
};

const MEMBERS: StaffMembersQuery = { staffMembers: { totalCount: 1, items: [member] } };

type Profile = StaffProfileQuery['staffProfile'];

const profile = (extra: Partial<Profile> = {}): Profile => ({
  id: 'u-coach',
  name: '张悦',
  userName: 'coach',
  gender: 'Female',
  // No offset: read as the browser's local time, so the shown date does not depend on the zone.
  birthday: '1990-07-08T00:00:00',
  email: 'coach@atrium.example',
  countryCode: '86',
  phoneNumber: '13800138000',
  // The server's display name is Chinese here: the drawer must show the role in the interface's language.
  roles: [{ name: 'coach', displayName: '教练' }],
  membership: {
    id: 'm-coach',
    displayName: 'Sunrise Centre',
    state: 'Effective',
    roles: [{ name: 'coach', displayName: '教练' }],
    creationTime: '2026-03-04T09:15:00',
    activationTime: '2026-03-05T10:30:00',
  },
  coachedSubjectCount: 3,
  ...extra,
});

const render = (answer: StubResponse) => {
  const stub = stubGraphqlClient((name) => {
    if (name === 'StaffCurrentUser') return { data: ME };
    if (name === 'StaffRoles') return { data: ROLES };
    if (name === 'StaffMembers') return { data: MEMBERS };
    if (name === 'StaffProfile') return answer;
    return 'pending';
  });
  renderWithToasts(<StaffPage />, { client: stub.client, path: STAFF_PATH, language: 'en-US' });
  return stub;
};

/** What the profile shows beside each label, in order. */
const facts = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

const openProfile = async () => {
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: '张悦', description: 'Open the profile of 张悦' }));
  // Blueprint's drawer has no dialog role of its own; its class is what the journey reads too.
  await screen.findByRole('heading', { name: /张悦|Staff profile/ });
  return document.querySelector<HTMLElement>('.bp6-drawer') as HTMLElement;
};

describe('A colleague’s profile in English', () => {
  it('shows the profile’s labels and English values: a day-first date, year-first date-times (spec 000 §1)', async () => {
    const { operations } = render({ data: { staffProfile: profile() } satisfies StaffProfileQuery });
    const drawer = await openProfile();

    expect(await within(drawer).findByRole('heading', { name: '张悦' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Staff profile')).toBeInTheDocument();
    expect(facts(drawer)).toEqual([
      ['User name', 'coach'],
      ['E-mail', 'coach@atrium.example'],
      ['Phone', '+86 13800138000'],
      ['Gender', 'Female'],
      ['Birthday', '08/07/1990'],
      ['Centre', 'Sunrise Centre'],
      ['Roles', 'Coach'],
      ['State', 'Active'],
      ['Place created', '2026/03/04 09:15'],
      ['Activated', '2026/03/05 10:30'],
      ['Children coached', '3'],
    ]);
    expect(operations.find((o) => o.name === 'StaffProfile')?.variables).toEqual({ userId: 'u-coach' });
  });

  it('says what is missing: no e-mail, phone or birthday, and an invitation not yet accepted', async () => {
    render({
      data: {
        staffProfile: profile({
          email: null,
          phoneNumber: null,
          birthday: null,
          gender: 'Unknown',
          membership: { ...profile().membership, state: 'Invited', activationTime: null },
          coachedSubjectCount: 0,
        }),
      } satisfies StaffProfileQuery,
    });
    const drawer = await openProfile();

    await within(drawer).findByLabelText('Staff profile');
    expect(Object.fromEntries(facts(drawer))).toMatchObject({
      'E-mail': '—',
      Phone: '—',
      Gender: 'Unknown',
      Birthday: '—',
      State: 'Invited',
      Activated: 'Not yet (invitation open)',
      'Children coached': '0',
    });
  });

  it('says the profile could not be loaded, with the server’s reason, when the colleague is not found', async () => {
    render({
      error: new CombinedError({ graphQLErrors: [{ message: 'This staff member is not in this centre.' }] }),
    });
    const drawer = await openProfile();

    expect(await within(drawer).findByText('The profile could not be loaded')).toBeInTheDocument();
    expect(within(drawer).getByText('This staff member is not in this centre.')).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Staff profile' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('term')).not.toBeInTheDocument();
  });
});
