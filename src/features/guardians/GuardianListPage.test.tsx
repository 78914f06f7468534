// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { GuardianListPage } from './GuardianListPage';

afterEach(cleanup);

const PATH = '/system/center/menu/user/user';

const guardian = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'GuardianListItem',
  id,
  name,
  countryCode: '86',
  phoneNumber: '13800138000',
  creationTime: '2026-03-04T05:06:00.000Z',
  cancellationTime: null,
  children: [
    {
      __typename: 'GuardianChild',
      id: `${id}-c`,
      name: 'Tom Li',
      status: 'Bind',
      roleDisplayName: 'Mother',
      state: 'Active',
    },
  ],
  ...extra,
});

const page = (items: unknown[], totalCount: number): StubResponse => ({
  data: { guardians: { __typename: 'GuardianPage', items, totalCount } },
});

const setup = (respond: (variables: Record<string, unknown>) => StubResponse, url = PATH) => {
  const stub = stubGraphqlClient((name, variables) => (name === 'GuardianList' ? respond(variables) : 'pending'));
  const view = renderWithToasts(<GuardianListPage />, { client: stub.client, path: PATH, url, language: 'en-US' });
  const lists = () => stub.operations.filter((o) => o.name === 'GuardianList').map((o) => o.variables);
  return { ...view, lists, user: userEvent.setup() };
};

describe('GuardianListPage', () => {
  it('lists the guardians with their children, 12 a page, and pages in the address', async () => {
    const { lists, router, user } = setup(() =>
      page([guardian('g1', 'Mei Li'), guardian('g2', 'Wei Wang', { cancellationTime: '2026-03-05T00:00:00Z' })], 30),
    );
    expect(await screen.findByText('30 guardians')).toBeInTheDocument();
    const [, first, second] = within(screen.getByRole('table', { name: 'Guardians' })).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Mei Li' })).toBeInTheDocument();
    expect(within(first!).getByText('Tom Li')).toBeInTheDocument();
    expect(within(first!).getByText('Authorised')).toBeInTheDocument();
    expect(within(second!).getByText('Account cancelled')).toBeInTheDocument();
    expect(lists()[0]).toEqual({ skipCount: 0, maxResultCount: 12, filter: null });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(lists().at(-1)).toEqual({ skipCount: 12, maxResultCount: 12, filter: null });
  });

  it('searches by name or phone from the first page, and says when nothing matches', async () => {
    const { lists, router, user } = setup(
      (variables) => (variables['filter'] ? page([], 0) : page([guardian('g1', 'Mei Li')], 30)),
      `${PATH}?page=2`,
    );
    expect(await screen.findByText('Mei Li')).toBeInTheDocument();
    const search = within(screen.getByRole('search', { name: 'Search guardians' }));
    await user.type(search.getByLabelText('Name or phone'), 'Zhou');
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?filter=Zhou');
    expect(lists().at(-1)).toEqual({ skipCount: 0, maxResultCount: 12, filter: 'Zhou' });
    expect(await screen.findByText('No guardians yet')).toBeInTheDocument();
    expect(screen.getByText("No guardian's name or phone number contains “Zhou”.")).toBeInTheDocument();
  });

  it('says when there are no guardians, and shows a refusal in place', async () => {
    setup(() => page([], 0));
    expect(
      await screen.findByText('Guardians appear here once they are added with their children.'),
    ).toBeInTheDocument();
    cleanup();

    setup(() => ({ error: new CombinedError({ graphQLErrors: [{ message: 'You are not allowed to do this.' }] }) }));
    expect(await screen.findByText('The guardians could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
