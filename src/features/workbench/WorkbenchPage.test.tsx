// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { WorkbenchPage } from './WorkbenchPage';

afterEach(cleanup);

const PATH = '/system/center/dataPanel/workTable';

const overview = (items: unknown[], totalCount: number) => ({
  data: {
    me: {
      __typename: 'CurrentUser',
      id: 'u1',
      currentTenant: { __typename: 'TenantNode', id: 't1', displayName: 'Sunshine Centre' },
    },
    subjects: { __typename: 'SubjectPage', totalCount, items },
  },
});

describe('WorkbenchPage', () => {
  it('shows the centre, its number of children and the newest ones', async () => {
    const { client } = stubGraphqlClient(() =>
      overview(
        [
          {
            __typename: 'Subject',
            id: 's1',
            name: 'Lily Chen',
            birthDay: '2019-03-05',
            gender: 'Female',
            guardianNames: ['Mei Chen'],
          },
          {
            __typename: 'Subject',
            id: 's2',
            name: 'Tom Li',
            birthDay: '0001-01-01',
            gender: 'Unknown',
            guardianNames: [],
          },
        ],
        37,
      ),
    );
    const { router } = renderWithProviders(<WorkbenchPage />, {
      client,
      path: PATH,
      language: 'en-US',
      routes: [{ path: '/system/center/menu/user/subject', element: <p>{'subject list opened'}</p> }],
    });

    expect(await screen.findByRole('heading', { name: 'Workbench' })).toBeInTheDocument();
    expect(await screen.findByText('Sunshine Centre')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('Lily Chen')).toBeInTheDocument();
    expect(screen.getByText('05/03/2019')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('Mei Chen')).toBeInTheDocument();
    expect(document.title).toBe('Workbench · Atrium');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View all children' }));
    expect(router.state.location.pathname).toBe('/system/center/menu/user/subject');
  });

  it('tells the user when the centre has no children yet', async () => {
    const { client } = stubGraphqlClient(() => overview([], 0));
    renderWithProviders(<WorkbenchPage />, { client, path: PATH });
    expect(await screen.findByText('暂无儿童')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();
  });
});
