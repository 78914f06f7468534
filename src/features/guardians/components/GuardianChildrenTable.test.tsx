// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { GuardianChildrenTable, type GuardianChild } from './GuardianChildrenTable';

afterEach(cleanup);

const MUM = 'g-mum';
const child = (id: string, status: string, links: [string, string][], cancelled: string[] = []): GuardianChild => ({
  id,
  name: `child ${id}`,
  birthDay: '2019-05-04',
  gender: 'Female',
  outpatientNumber: null,
  status,
  roleName: 'Mother',
  roleDisplayName: 'Mother',
  state: links.find(([g]) => g === MUM)?.[1] ?? 'Bind',
  changedAt: '2026-11-21T03:00:00Z',
  links: links.map(([guardianId, state]) => ({ guardianId, state, cancelled: cancelled.includes(guardianId) })),
});

const render = (items: GuardianChild[], handlers = { onWithdraw: vi.fn(), onAuthorize: vi.fn() }) => {
  renderWithProviders(<GuardianChildrenTable guardianId={MUM} items={items} {...handlers} />, {
    client: stubGraphqlClient(() => 'pending').client,
    path: '/',
    language: 'en-US',
  });
  return handlers;
};

describe('GuardianChildrenTable', () => {
  it('offers only what the binding machine allows for each child', async () => {
    const handlers = render([
      child('a', 'Bind', [[MUM, 'Bind']]),
      child('b', 'Unbind', [[MUM, 'Unbind']]),
      child('c', 'Logout', [[MUM, 'Unbind']]),
      // Mum withdrew, dad still authorizes: mum may authorize again, not withdraw again.
      child('d', 'Bind', [
        [MUM, 'Unbind'],
        ['g-dad', 'Bind'],
      ]),
    ]);
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    expect(
      within(row('child a'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Withdraw authorisation']);
    expect(
      within(row('child b'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Authorise again']);
    expect(within(row('child c')).queryAllByRole('button')).toHaveLength(0);
    expect(within(row('child c')).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(row('child d'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Authorise again']);

    await userEvent.click(within(row('child a')).getByRole('button'));
    expect(handlers.onWithdraw).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    expect(within(row('child b')).getByText('04/05/2019')).toBeInTheDocument();
  });

  it('offers nothing for a cancelled guardian, even where the child stays authorized by another', () => {
    render([
      child(
        'e',
        'Bind',
        [
          [MUM, 'Unbind'],
          ['g-dad', 'Bind'],
        ],
        [MUM],
      ),
    ]);
    const row = screen.getByRole('row', { name: /child e/ });
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(within(row).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(row).getByText('Authorised')).toBeInTheDocument();
  });
});
