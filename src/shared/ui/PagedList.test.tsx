// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../i18n/languages';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PagedList } from './PagedList';

afterEach(cleanup);

type Query = Parameters<typeof PagedList<string>>[0]['query'];

const setup = ({
  query,
  page = 1,
  pageSize = 12,
  language = 'en-US',
}: {
  query: Query;
  page?: number;
  pageSize?: number;
  language?: Language;
}) => {
  const update = vi.fn();
  renderWithProviders(
    <PagedList
      query={query}
      paging={{ page, pageSize, update }}
      loadFailedTitle="The list could not be loaded"
      empty={{ icon: 'people', title: 'Nobody yet', description: 'Invite someone.' }}
      renderTable={(items) => (
        <ul aria-label="names">
          {items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    />,
    { language },
  );
  return { update, user: userEvent.setup() };
};

const loaded = (items: string[], totalCount: number): Query => ({
  list: { items, totalCount },
  fetching: false,
  error: undefined,
});

describe('PagedList', () => {
  it('says it is loading until the first page arrives', () => {
    setup({ query: { list: undefined, fetching: true, error: undefined } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the first load fails', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'You may not see this list.' }] });
    setup({ query: { list: undefined, fetching: false, error } });
    expect(screen.getByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('You may not see this list.')).toBeInTheDocument();
  });

  it('says what an empty list means, without a pager', () => {
    setup({ query: loaded([], 0) });
    expect(screen.getByRole('heading', { name: 'Nobody yet' })).toBeInTheDocument();
    expect(screen.getByText('Invite someone.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the page with its pager, and asks for another page or size through update', async () => {
    const { update, user } = setup({ query: loaded(['Ann', 'Bo'], 30), page: 2, pageSize: 12 });
    expect(screen.getByRole('list', { name: 'names' })).toHaveTextContent('AnnBo');
    expect(screen.getByRole('navigation', { name: 'Page 2 of 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(update).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(update).toHaveBeenLastCalledWith({ page: 1 });
    // A new size starts again at the first page.
    await user.selectOptions(screen.getByLabelText('Per page'), '24');
    expect(update).toHaveBeenLastCalledWith({ pageSize: 24, page: 1 });
  });

  it('keeps the pager on a later page that came back empty, so the user can go back', () => {
    setup({ query: loaded([], 12), page: 2 });
    expect(screen.queryByRole('heading', { name: 'Nobody yet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('speaks Chinese in the pager', () => {
    setup({ query: loaded(['Ann'], 30), language: 'zh-CN' });
    expect(screen.getByRole('navigation', { name: '第 1 / 3 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByLabelText('每页条数')).toHaveValue('12');
  });
});
