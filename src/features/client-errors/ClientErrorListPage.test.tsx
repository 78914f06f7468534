// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { CLIENT_ERRORS_PATH, ClientErrorListPage } from './ClientErrorListPage';

afterEach(cleanup);

const report = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ClientError',
  id,
  creationTime: '2026-03-04T05:06:00.000Z',
  userName: 'coach',
  tenantName: 'Sunrise Centre',
  code: 'InternalServerError',
  status: 500,
  message: 'Something went wrong on our side.',
  url: '/system/center/menu/user/subject',
  operation: 'SubjectList',
  ...extra,
});

const page = (items: unknown[], totalCount: number): StubResponse => ({
  data: { clientErrors: { __typename: 'ClientErrorPage', items, totalCount } },
});

describe('ClientErrorListPage', () => {
  it('lists the reports with time, user, tenant, code, status, message and page', async () => {
    const { client, operations } = stubGraphqlClient(() =>
      page([report('1'), report('2', { userName: null, tenantName: null, code: null, status: null })], 2),
    );
    renderWithProviders(<ClientErrorListPage />, { client, path: CLIENT_ERRORS_PATH });

    expect(await screen.findByRole('heading', { name: '客户端错误' })).toBeInTheDocument();
    expect(screen.getByText('共 2 条报告')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '控制台上报的错误，最新的在前' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getByText('coach')).toBeInTheDocument();
    expect(first.getByText('Sunrise Centre')).toBeInTheDocument();
    expect(first.getByText('InternalServerError')).toBeInTheDocument();
    expect(first.getByText('500')).toBeInTheDocument();
    expect(first.getByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(first.getByText('/system/center/menu/user/subject')).toBeInTheDocument();
    expect(first.getByRole('rowheader', { name: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/ })).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('—')).toHaveLength(4);
    expect(operations[0]).toEqual({ name: 'ClientErrorList', variables: { skipCount: 0, maxResultCount: 12 } });
  });

  it('pages through the reports', async () => {
    const { client, operations } = stubGraphqlClient(() => page([report('1')], 30));
    const { router } = renderWithProviders(<ClientErrorListPage />, {
      client,
      path: CLIENT_ERRORS_PATH,
      language: 'en-US',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(operations.at(-1)?.variables).toEqual({ skipCount: 12, maxResultCount: 12 });
  });

  it('says so when nothing was reported, and shows a refusal in place', async () => {
    const empty = stubGraphqlClient(() => page([], 0));
    renderWithProviders(<ClientErrorListPage />, { client: empty.client, path: CLIENT_ERRORS_PATH, language: 'en-US' });
    expect(await screen.findByText('No errors reported')).toBeInTheDocument();
    cleanup();

    const refused = stubGraphqlClient(() => ({
      error: new CombinedError({ graphQLErrors: [{ message: 'You are not allowed to do this.' }] }),
    }));
    renderWithProviders(<ClientErrorListPage />, {
      client: refused.client,
      path: CLIENT_ERRORS_PATH,
      language: 'en-US',
    });
    expect(await screen.findByText('The client errors could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
