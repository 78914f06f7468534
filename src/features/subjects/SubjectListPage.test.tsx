// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { BehaviorSubject, Subject } from 'rxjs';
import { CombinedError, type Client } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../shared/errors/ErrorHandlingContext';
import type { Language } from '../../shared/i18n/languages';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../../shared/realtime/RealtimeContext';
import { renderWithProviders as renderPage } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { SubjectListPage } from './SubjectListPage';

afterEach(cleanup);

const toasts = () => ({
  onOperation: vi.fn(),
  onError: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  showSuccess: vi.fn(),
});

const liveEvents = () => {
  const events = new Subject<CentreEvent>();
  const value: RealtimeValue = {
    status$: new BehaviorSubject('live' as const),
    status: () => 'live',
    centreEvents: { events$: events.asObservable(), lastEventAt$: new BehaviorSubject<number | null>(null) },
  };
  return { value, events };
};

/** The page as the app mounts it: with the console's toasts and, when given, the live events. */
const renderWithProviders = (
  element: ReactElement,
  options: { client: Client; path: string; url?: string; language?: Language; realtime?: RealtimeValue },
) => {
  const handling = toasts();
  const view = renderPage(
    <ErrorHandlingContext.Provider value={handling satisfies ErrorHandlingValue}>
      <RealtimeContext.Provider value={options.realtime ?? null}>{element}</RealtimeContext.Provider>
    </ErrorHandlingContext.Provider>,
    options,
  );
  return { ...view, toasts: handling };
};

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
  isCheckedIn: false,
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

  it('shows who is checked in, and checks a child in after asking, then reloads the list', async () => {
    let checkedIn = false;
    const { client, operations } = stubGraphqlClient((name) => {
      if (name === 'SubjectCheckIn') {
        checkedIn = true;
        return {
          data: {
            checkIn: {
              __typename: 'CheckInChange',
              id: 'c1',
              subjectId: 's1',
              checkInTime: '2026-11-21T02:00:00Z',
              checkOutTime: null,
            },
          },
        };
      }
      return page([subject('s1', 'Lily', { isCheckedIn: checkedIn }), subject('s2', 'Tom', { isCheckedIn: true })], 2);
    });
    const { toasts: shown } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();

    const lily = within((await screen.findByRole('rowheader', { name: 'Lily' })).closest('tr') as HTMLElement);
    const tom = within(screen.getByRole('rowheader', { name: 'Tom' }).closest('tr') as HTMLElement);
    expect(lily.getByText('Not checked in')).toBeInTheDocument();
    expect(tom.getByText('Checked in')).toBeInTheDocument();
    expect(tom.getByRole('button', { name: 'Check out' })).toBeInTheDocument();

    const listsBefore = operations.filter((o) => o.name === 'SubjectList').length;
    await user.click(lily.getByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Check Lily in now?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));

    expect(operations.find((o) => o.name === 'SubjectCheckIn')?.variables).toEqual({ subjectId: 's1' });
    await waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('Checked in successfully: Lily.'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const reloaded = within(screen.getByRole('rowheader', { name: 'Lily' }).closest('tr') as HTMLElement);
    expect(await reloaded.findByRole('button', { name: 'Check out' })).toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'SubjectList')).toHaveLength(listsBefore + 1);
  });

  it('tells why a check-in was refused, in the server’s words or the check-in-failed text', async () => {
    const refusal = new CombinedError({
      graphQLErrors: [
        { message: '王小明今天已经签到。', extensions: { code: 'Business:AlreadyCheckedIn', status: 409 } },
      ],
    });
    const { client } = stubGraphqlClient((name) =>
      name === 'SubjectCheckIn' ? { error: refusal } : page([subject('s1', '王小明')], 1),
    );
    const { toasts: shown } = renderWithProviders(<SubjectListPage />, { client, path: PATH });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '签到' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '签到' }));
    await waitFor(() => expect(shown.showError).toHaveBeenCalledWith(refusal, '签到失败，请重试。'));
    expect(shown.showSuccess).not.toHaveBeenCalled();
  });

  it('offers no check-in for a child that is no longer bound', async () => {
    const { client } = stubGraphqlClient(() => page([subject('s1', 'Lily', { status: 'Unbind' })], 1));
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    expect(await screen.findByText('Lily')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('reloads when a child on the page is checked in or out elsewhere, and not for other children', async () => {
    const live = liveEvents();
    const { client, operations } = stubGraphqlClient(() => page([subject('s1', 'Lily')], 1));
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US', realtime: live.value });
    expect(await screen.findByText('Lily')).toBeInTheDocument();
    const lists = () => operations.filter((o) => o.name === 'SubjectList').length;
    const before = lists();
    const event = (id: string, type: string, subjectId: string): CentreEvent => ({
      id,
      type,
      version: 1,
      createdAt: '2026-11-21T02:00:00Z',
      payload: { subjectId },
    });

    act(() => live.events.next(event('1', 'CheckedIn', 'someone-else')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lists()).toBe(before);

    act(() => live.events.next(event('2', 'CheckedOut', 's1')));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });
});
