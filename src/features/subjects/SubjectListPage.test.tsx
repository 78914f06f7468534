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
  coaches: [],
  guardians: [],
  ...extra,
});

const SUNRISE_FEATURES = ['guardian', 'subject1.name', 'subject1.medicalNumber', 'subject1.note'];

/** The current user's permissions, as usePermissions reads them. */
const me = (features: string[] = SUNRISE_FEATURES, granted: string[] = ['Menu.User.Subject', 'Menu.User.User']) => ({
  data: {
    me: {
      __typename: 'CurrentUser',
      id: 'u1',
      adminRoles: [],
      tenantPermissions: features,
      grantedPermissions: granted,
    },
  },
});

/** Answers the permission query, and every other operation with `respond`. */
const answering =
  (respond: (name: string, variables: Record<string, unknown>) => StubResponse, features?: string[]) =>
  (name: string, variables: Record<string, unknown>): StubResponse =>
    name === 'CurrentPermissions' ? me(features) : respond(name, variables);

const lists = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((o) => o.name === 'SubjectList');

const NO_FILTER_VARIABLES = {
  filter: null,
  outpatientNumber: null,
  isCheckIn: null,
  status: null,
  school: null,
  coachName: null,
  remark: null,
};

const page = (items: unknown[], totalCount: number): StubResponse => ({
  data: { subjects: { __typename: 'SubjectPage', items, totalCount } },
});

const openRowMenu = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('SubjectListPage', () => {
  it('shows the children of the page with Chinese dates, labels, status and a link to each child', async () => {
    const { client, operations } = stubGraphqlClient(
      answering(() =>
        page(
          [
            subject('s1', '王小明', { outpatientNumber: 'MZ-001', guardianNames: ['王大明', '李芳'] }),
            subject('s2', '陈思', { gender: 'Female', birthDay: '2019-12-01', status: 'Logout' }),
          ],
          2,
        ),
      ),
    );
    renderWithProviders(<SubjectListPage />, { client, path: PATH });

    expect(await screen.findByRole('heading', { name: '儿童列表' })).toBeInTheDocument();
    const first = (await screen.findByRole('rowheader', { name: '王小明' })).closest('tr');
    const cells = within(first as HTMLElement);
    expect(cells.getByText('MZ-001')).toBeInTheDocument();
    expect(cells.getByText('2018/04/09')).toBeInTheDocument();
    expect(cells.getByText('男')).toBeInTheDocument();
    expect(cells.getByText('已授权')).toBeInTheDocument();
    expect(cells.getByText('王大明, 李芳')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: '王小明' })).toHaveAttribute(
      'href',
      '/system/center/detail/subjectDetail?id=s1',
    );
    expect(screen.getByText('女')).toBeInTheDocument();
    const second = within(screen.getByRole('rowheader', { name: '陈思' }).closest('tr') as HTMLElement);
    expect(second.getByText('已注销')).toBeInTheDocument();
    expect(screen.getByText('共 2 名儿童')).toBeInTheDocument();
    expect(lists(operations)[0]?.variables).toEqual({ skipCount: 0, maxResultCount: 12, ...NO_FILTER_VARIABLES });
    expect(document.title).toBe('儿童列表 · Atrium');
  });

  it('cuts a remark of 10 or more characters, with the whole remark at hand', async () => {
    const long = 'Prefers morning sessions with music';
    const { client } = stubGraphqlClient(
      answering(() =>
        page([subject('s1', 'Lily', { remark: long }), subject('s2', 'Tom', { remark: 'Short one' })], 2),
      ),
    );
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    expect(await screen.findByText('Prefers mo…')).toHaveAttribute('aria-label', long);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    expect(screen.getByText('Short one')).toBeInTheDocument();
  });

  it('asks the server for the page, page size and filters in the address', async () => {
    const { client, operations } = stubGraphqlClient(answering(() => page([subject('s7', 'Lily')], 20)));
    renderWithProviders(<SubjectListPage />, {
      client,
      path: PATH,
      url: `${PATH}?page=2&size=6&status=Unbind&isCheckIn=true&coachName=Liu&school=Sun&remark=calm&outpatientNumber=SR`,
      language: 'en-US',
    });

    expect(await screen.findByText('Lily')).toBeInTheDocument();
    expect(lists(operations)[0]?.variables).toEqual({
      skipCount: 6,
      maxResultCount: 6,
      ...NO_FILTER_VARIABLES,
      status: 'Unbind',
      isCheckIn: true,
      coachName: 'Liu',
      school: 'Sun',
      remark: 'calm',
      outpatientNumber: 'SR',
    });
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Unbind');
    expect(screen.getByRole('textbox', { name: 'Coach' })).toHaveValue('Liu');
  });

  it('moves to the next page and changes the page size through the address', async () => {
    const { client, operations } = stubGraphqlClient(answering(() => page([subject('s1', 'Lily')], 30)));
    const { router } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(lists(operations).at(-1)?.variables).toMatchObject({ skipCount: 12, maxResultCount: 12 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '24');
    expect(router.state.location.search).toBe('?size=24');
    expect(lists(operations).at(-1)?.variables).toMatchObject({ skipCount: 0, maxResultCount: 24 });
  });

  it('searches with every filter filled in, back to page 1, and clears them all', async () => {
    const { client, operations } = stubGraphqlClient(
      answering((_name, variables) => (variables['filter'] ? page([], 0) : page([subject('s1', 'Lily')], 30))),
    );
    const { router } = renderWithProviders(<SubjectListPage />, {
      client,
      path: PATH,
      url: `${PATH}?page=3`,
      language: 'en-US',
    });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Search children' }), '  Tom ');
    await user.type(screen.getByRole('textbox', { name: 'Clinic number' }), 'SR-2026');
    await user.type(screen.getByRole('textbox', { name: 'School' }), 'Sunshine');
    await user.type(screen.getByRole('textbox', { name: 'Coach' }), 'Liu');
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'calm');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Check-in' }), 'false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Bind');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      filter: 'Tom',
      outpatientNumber: 'SR-2026',
      school: 'Sunshine',
      coachName: 'Liu',
      remark: 'calm',
      isCheckIn: 'false',
      status: 'Bind',
    });
    expect(lists(operations).at(-1)?.variables).toEqual({
      skipCount: 0,
      maxResultCount: 12,
      filter: 'Tom',
      outpatientNumber: 'SR-2026',
      school: 'Sunshine',
      coachName: 'Liu',
      remark: 'calm',
      isCheckIn: false,
      status: 'Bind',
    });
    expect(await screen.findByText('No children found')).toBeInTheDocument();
    expect(screen.getByText('No child matches these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Lily')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search children' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('follows the back button to the filters before', async () => {
    const { client, operations } = stubGraphqlClient(answering(() => page([subject('s1', 'Lily')], 1)));
    const { router } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'School' }), 'Harbour');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?school=Harbour');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'School' })).toHaveValue(''));
    expect(lists(operations).at(-1)?.variables).toMatchObject({ school: null });
  });

  it('shows a loading state while the page is on its way', async () => {
    const { client } = stubGraphqlClient(answering(() => 'pending'));
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    const { client } = stubGraphqlClient(
      answering(() => ({ error: new CombinedError({ graphQLErrors: [{ message: 'The centre is frozen.' }] }) })),
    );
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    expect(await screen.findByText('The subject list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The centre is frozen.')).toBeInTheDocument();
  });

  it('checks a child in from its row menu after asking, then reloads the list', async () => {
    let checkedIn = false;
    const { client, operations } = stubGraphqlClient(
      answering((name) => {
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
        return page(
          [subject('s1', 'Lily', { isCheckedIn: checkedIn }), subject('s2', 'Tom', { isCheckedIn: true })],
          2,
        );
      }),
    );
    const { toasts: shown } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();

    const lily = within((await screen.findByRole('rowheader', { name: 'Lily' })).closest('tr') as HTMLElement);
    expect(lily.getByText('Not checked in')).toBeInTheDocument();
    expect(within(await openRowMenu(user, 'Tom')).getByRole('menuitem', { name: 'Check out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const listsBefore = lists(operations).length;
    await user.click(within(await openRowMenu(user, 'Lily')).getByRole('menuitem', { name: 'Check in' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Check Lily in now?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));

    expect(operations.find((o) => o.name === 'SubjectCheckIn')?.variables).toEqual({ subjectId: 's1' });
    await waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('Checked in successfully: Lily.'));
    await waitFor(() => expect(lists(operations)).toHaveLength(listsBefore + 1));
  });

  it('tells why a check-in was refused, in the server’s words or the check-in-failed text', async () => {
    const refusal = new CombinedError({
      graphQLErrors: [
        { message: '王小明今天已经签到。', extensions: { code: 'Business:AlreadyCheckedIn', status: 409 } },
      ],
    });
    const { client } = stubGraphqlClient(
      answering((name) => (name === 'SubjectCheckIn' ? { error: refusal } : page([subject('s1', '王小明')], 1))),
    );
    const { toasts: shown } = renderWithProviders(<SubjectListPage />, { client, path: PATH });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '王小明的操作' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '签到' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '签到' }));
    await waitFor(() => expect(shown.showError).toHaveBeenCalledWith(refusal, '签到失败，请重试。'));
    expect(shown.showSuccess).not.toHaveBeenCalled();
  });

  it('offers no check-in for a child that is no longer bound, and adding a child only with a guardian', async () => {
    const { client } = stubGraphqlClient(
      answering(() =>
        page(
          [
            subject('s1', 'Lily', { status: 'Unbind' }),
            subject('s2', 'Tom', {
              guardians: [{ __typename: 'SubjectGuardian', id: 'g1', nickName: 'Ann', roleDisplayName: 'Mother' }],
            }),
          ],
          2,
        ),
      ),
    );
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();
    const lilyMenu = within(await openRowMenu(user, 'Lily'));
    expect(lilyMenu.getByRole('menuitem', { name: 'Edit remark' })).toBeInTheDocument();
    expect(lilyMenu.queryByRole('menuitem', { name: 'Check in' })).not.toBeInTheDocument();
    expect(lilyMenu.queryByRole('menuitem', { name: 'Add a child to a guardian' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      within(await openRowMenu(user, 'Tom')).getByRole('menuitem', { name: 'Add a child to a guardian' }),
    ).toBeInTheDocument();
  });

  it('edits a remark, and warns when the change is refused', async () => {
    let refuse = true;
    const { client, operations } = stubGraphqlClient(
      answering((name, variables) => {
        if (name === 'UpdateSubjectRemark') {
          if (refuse) return { error: new CombinedError({ graphQLErrors: [{ message: 'The child was not found.' }] }) };
          return { data: { updateSubjectRemark: subject('s1', 'Lily', { remark: variables['remark'] }) } };
        }
        return page([subject('s1', 'Lily', { remark: 'Old' })], 1);
      }),
    );
    const { toasts: shown } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();

    await user.click(within(await openRowMenu(user, 'Lily')).getByRole('menuitem', { name: 'Edit remark' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remark of Lily' }));
    const field = dialog.getByRole('textbox', { name: 'Remark' });
    expect(field).toHaveValue('Old');
    await user.clear(field);
    await user.type(field, '  Calm in the mornings ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown.showWarning).toHaveBeenCalledWith('The child was not found.'));
    expect(screen.getByRole('dialog', { name: 'Remark of Lily' })).toBeInTheDocument();

    refuse = false;
    const listsBefore = lists(operations).length;
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('The remark of Lily was saved.'));
    expect(operations.filter((o) => o.name === 'UpdateSubjectRemark').at(-1)?.variables).toEqual({
      id: 's1',
      remark: 'Calm in the mornings',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remark of Lily' })).not.toBeInTheDocument());
    expect(lists(operations).length).toBeGreaterThan(listsBefore);
  });

  it('assigns coaches from the centre’s coaches, starting from the child’s own', async () => {
    const { client, operations } = stubGraphqlClient(
      answering((name) => {
        if (name === 'SubjectFormOptions') {
          return {
            data: {
              subjectFormOptions: {
                __typename: 'SubjectFormOptions',
                coaches: [
                  { __typename: 'CentreCoach', id: 'c1', name: 'Liu Yang' },
                  { __typename: 'CentreCoach', id: 'c2', name: 'Wang Fang' },
                ],
                avaliableGuardianRoles: [],
              },
            },
          };
        }
        if (name === 'AssignSubjectCoaches') return { data: { assignSubjectCoaches: subject('s1', 'Lily') } };
        return page(
          [subject('s1', 'Lily', { coaches: [{ __typename: 'SubjectCoach', id: 'c1', name: 'Liu Yang' }] })],
          1,
        );
      }),
    );
    const { toasts: shown } = renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US' });
    const user = userEvent.setup();

    await user.click(within(await openRowMenu(user, 'Lily')).getByRole('menuitem', { name: 'Assign coaches' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Coaches of Lily' }));
    expect(await dialog.findByRole('checkbox', { name: 'Liu Yang' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Wang Fang' })).not.toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Liu Yang' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Wang Fang' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(operations.find((o) => o.name === 'AssignSubjectCoaches')?.variables).toEqual({
      subjectId: 's1',
      coachUserIds: ['c2'],
    });
    await waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('The coaches of Lily were saved.'));
  });

  it('reloads when a child on the page changes elsewhere or a child is added, and not for other children', async () => {
    const live = liveEvents();
    const { client, operations } = stubGraphqlClient(answering(() => page([subject('s1', 'Lily')], 1)));
    renderWithProviders(<SubjectListPage />, { client, path: PATH, language: 'en-US', realtime: live.value });
    expect(await screen.findByText('Lily')).toBeInTheDocument();
    const count = () => lists(operations).length;
    const before = count();
    const event = (id: string, type: CentreEvent['type'], subjectId: string): CentreEvent => ({
      id,
      type,
      version: 1,
      createdAt: '2026-11-21T02:00:00Z',
      payload: { subjectId },
    });

    act(() => live.events.next(event('1', 'CheckedIn', 'someone-else')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count()).toBe(before);

    act(() => live.events.next(event('2', 'CheckedOut', 's1')));
    await waitFor(() => expect(count()).toBe(before + 1));
    act(() => live.events.next(event('3', 'SubjectAdded', 'new')));
    await waitFor(() => expect(count()).toBe(before + 2));
  });
});
