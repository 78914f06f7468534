// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { SubjectListPage } from './SubjectListPage';

afterEach(cleanup);

const PATH = '/system/center/menu/user/subject';

const subject = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Subject',
  id,
  name,
  birthDay: '2018-04-09',
  gender: 'Male',
  outpatientNumber: null,
  schoolName: null,
  gradeName: null,
  remark: null,
  status: 'Bind',
  coachNames: [],
  guardianNames: [],
  ...extra,
});

const page = (items: unknown[], totalCount: number): StubResponse => ({
  data: { subjects: { __typename: 'SubjectPage', items, totalCount } },
});

describe('SubjectListPage', () => {
  it('shows the children of the page with Chinese dates and labels', async () => {
    const { client, operations } = stubGraphqlClient(() =>
      page(
        [
          subject('s1', '王小明', { outpatientNumber: 'MZ-001', guardianNames: ['王大明', '李芳'] }),
          subject('s2', '陈思', { gender: 'Female', birthDay: '2019-12-01' }),
        ],
        2,
      ),
    );
    renderWithProviders(<SubjectListPage />, { client, path: PATH });

    expect(await screen.findByRole('heading', { name: '儿童列表' })).toBeInTheDocument();
    const first = (await screen.findByRole('rowheader', { name: '王小明' })).closest('tr');
    expect(first).not.toBeNull();
    const cells = within(first as HTMLElement);
    expect(cells.getByText('MZ-001')).toBeInTheDocument();
    expect(cells.getByText('2018/04/09')).toBeInTheDocument();
    expect(cells.getByText('男')).toBeInTheDocument();
    expect(cells.getByText('王大明, 李芳')).toBeInTheDocument();
    expect(screen.getByText('女')).toBeInTheDocument();
    expect(screen.getByText('共 2 名儿童')).toBeInTheDocument();
    expect(operations[0]).toEqual({
      name: 'SubjectList',
      variables: { skipCount: 0, maxResultCount: 12, filter: null },
    });
    expect(document.title).toBe('儿童列表 · Atrium');
  });

  it('asks the server for the page and page size in the address', async () => {
    const { client, operations } = stubGraphqlClient(() => page([subject('s7', 'Lily')], 20));
    renderWithProviders(<SubjectListPage />, { client, path: PATH, url: `${PATH}?page=2&size=6`, language: 'en-US' });

    expect(await screen.findByText('Lily')).toBeInTheDocument();
    expect(operations[0]?.variables).toEqual({ skipCount: 6, maxResultCount: 6, filter: null });
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('6');
  });

  it('moves to the next page and changes the page size through the address', async () => {
    const { client, operations } = stubGraphqlClient(() => page([subject('s1', 'Lily')], 30));
    const { router } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(operations.at(-1)?.variables).toMatchObject({ skipCount: 12, maxResultCount: 12 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '24');
    expect(router.state.location.search).toBe('?size=24');
    expect(operations.at(-1)?.variables).toMatchObject({ skipCount: 0, maxResultCount: 24 });
  });

  it('searches with the text typed, and clears the filter', async () => {
    const { client, operations } = stubGraphqlClient((_name, variables) =>
      variables['filter'] ? page([], 0) : page([subject('s1', 'Lily')], 1),
    );
    const { router } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Search children' }), '  Tom ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.search).toBe('?filter=Tom');
    expect(operations.at(-1)?.variables).toMatchObject({ filter: 'Tom', skipCount: 0 });
    expect(await screen.findByText('No children found')).toBeInTheDocument();
    expect(screen.getByText('No child matches “Tom”.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Lily')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search children' })).toHaveValue('');
  });

  it('shows a loading state while the page is on its way', async () => {
    const { client } = stubGraphqlClient(() => 'pending');
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    const { client } = stubGraphqlClient(() => ({
      error: new CombinedError({ graphQLErrors: [{ message: 'The centre is frozen.' }] }),
    }));
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    expect(await screen.findByText('The subject list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The centre is frozen.')).toBeInTheDocument();
  });
});
