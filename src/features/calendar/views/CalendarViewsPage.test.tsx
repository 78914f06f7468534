// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import { RealtimeContext, type RealtimeValue } from '../../../shared/realtime/RealtimeContext';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { CalendarViewsPage } from './CalendarViewsPage';
import { fakeRealtime } from '../../../shared/realtime/fakeRealtime.testing';

afterEach(cleanup);

// Wednesday 25 November 2026: its week runs from Monday the 23rd to Sunday the 29th.
const NOW = DateTime.local(2026, 11, 25, 10, 15);

const course = (id: string, startTime: string, extra: Record<string, unknown> = {}) => {
  const end = DateTime.fromFormat(startTime, 'yyyy-MM-dd HH:mm').plus({ hours: 1 });
  return {
    __typename: 'CalendarEvent',
    id,
    seriesId: `series-${id}`,
    subjectId: `child-${id}`,
    subjectName: `Child ${id}`,
    userTrainingPlanId: `plan-${id}`,
    planName: 'Attention basics',
    executorId: 'coach-1',
    executorName: 'Wang Fang',
    startTime,
    endTime: `${startTime.slice(0, 11)}${String(end.hour).padStart(2, '0')}:${String(end.minute).padStart(2, '0')}`,
    courseType: 'Offline',
    periodIntervalUnit: null,
    periodIntervalNumber: null,
    courseCount: null,
    parentSMS: true,
    trainerSMS: false,
    parentBeforeHours: 24,
    executorBeforeHours: 24,
    ...extra,
  };
};

const permissions = (granted: string[]): StubResponse => ({
  data: {
    me: { __typename: 'CurrentUser', id: 'me', adminRoles: [], tenantPermissions: [], grantedPermissions: granted },
  },
});

type Setup = { granted?: string[]; courses?: () => unknown[]; language?: Language; realtime?: RealtimeValue | null };

const render = ({ granted = [], courses = () => [], language = 'en-US', realtime = null }: Setup = {}) => {
  const { client, operations } = stubGraphqlClient((name) => {
    if (name === 'CurrentPermissions') return permissions(granted);
    if (name === 'CalendarViewTrainers')
      return {
        data: {
          staffList: [
            { __typename: 'StaffPick', id: 'coach-1', name: 'Wang Fang' },
            { __typename: 'StaffPick', id: 'coach-2', name: 'Liu Yang' },
          ],
        },
      };
    return { data: { userCalendar: courses() } };
  });
  renderWithProviders(
    <RealtimeContext.Provider value={realtime}>
      <CalendarViewsPage now={NOW} />
    </RealtimeContext.Provider>,
    { client, path: '/system/center/menu/calendar', language },
  );
  return { operations };
};

const reads = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((o) => o.name === 'CalendarViewCourses').map((o) => o.variables);

describe('CalendarViewsPage', () => {
  it('shows the week Monday first, each course in its day at its hour, today marked', async () => {
    const { operations } = render({
      granted: ['Business.Calendar.ReadOther'],
      courses: () => [course('a', '2026-11-23 09:00'), course('b', '2026-11-27 15:30', { courseType: 'Online' })],
    });
    const monday = await screen.findByRole('group', { name: 'Monday 23/11/2026' });
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Monday 23/11/2026',
      'Tuesday 24/11/2026',
      'Wednesday 25/11/2026',
      'Thursday 26/11/2026',
      'Friday 27/11/2026',
      'Saturday 28/11/2026',
      'Sunday 29/11/2026',
    ]);
    const a = within(monday).getByRole('button', { name: 'Child a 09:00–10:00 Wang Fang Offline' });
    // 09:00 is one hour of the thirteen from 08:00 down the column; a course is one hour tall.
    expect(parseFloat(a.style.top)).toBeCloseTo((1 / 13) * 100, 3);
    expect(parseFloat(a.style.height)).toBeCloseTo((1 / 13) * 100, 3);
    const friday = screen.getByRole('group', { name: 'Friday 27/11/2026' });
    const b = within(friday).getByRole('button', { name: 'Child b 15:30–16:30 Wang Fang Online' });
    expect(parseFloat(b.style.top)).toBeCloseTo((7.5 / 13) * 100, 3);
    expect(screen.getByRole('group', { name: 'Wednesday 25/11/2026' })).toHaveClass('is-today');
    expect(monday).not.toHaveClass('is-today');
    expect(new Set(reads(operations).map((v) => JSON.stringify(v)))).toEqual(
      new Set([JSON.stringify({ from: '2026-11-23', to: '2026-11-29', executorId: null })]),
    );
  });

  it('puts courses at one time side by side', async () => {
    render({
      granted: ['Business.Calendar.ReadOther'],
      courses: () => [course('a', '2026-11-24 10:00'), course('b', '2026-11-24 10:00', { executorName: 'Liu Yang' })],
    });
    const tuesday = await screen.findByRole('group', { name: 'Tuesday 24/11/2026' });
    const blocks = within(tuesday).getAllByRole('button');
    expect(blocks.map((b) => [parseFloat(b.style.left), parseFloat(b.style.width)])).toEqual([
      [0, 50],
      [50, 50],
    ]);
  });

  it('moves by week, back to today, and to a day view', async () => {
    const user = userEvent.setup();
    const { operations } = render({ granted: ['Business.Calendar.ReadOther'] });
    expect(await screen.findByText('No courses this week')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(reads(operations).at(-1)).toMatchObject({ from: '2026-11-30', to: '2026-12-06' }));
    expect(screen.getByRole('heading', { name: '30/11/2026 – 06/12/2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(reads(operations).at(-1)).toMatchObject({ from: '2026-11-16', to: '2026-11-22' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    await waitFor(() => expect(reads(operations).at(-1)).toMatchObject({ from: '2026-11-25', to: '2026-11-25' }));
    expect(await screen.findByText('No courses on this day')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wednesday 25/11/2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(reads(operations).at(-1)).toMatchObject({ from: '2026-11-26', to: '2026-11-26' }));
  });

  it('filters by trainer, found by search, for a reader of everyone’s calendar', async () => {
    const user = userEvent.setup();
    const { operations } = render({ granted: ['Business.Calendar.ReadOther'] });
    const select = await screen.findByRole('combobox', { name: 'Trainer' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search trainers' }), 'liu');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All trainers', 'Liu Yang']);
    await user.selectOptions(select, 'coach-2');
    await waitFor(() => expect(reads(operations).at(-1)).toMatchObject({ executorId: 'coach-2' }));
    expect(screen.queryByText('You see your own courses only.')).toBeNull();
  });

  it('shows a coach their own calendar only, says so, and offers no trainer filter', async () => {
    const { operations } = render({
      granted: ['Business.Calendar', 'Business.Calendar.Read'],
      courses: () => [course('a', '2026-11-25 11:00')],
    });
    expect(await screen.findByText('You see your own courses only.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Child a/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Trainer' })).toBeNull();
    expect(operations.some((o) => o.name === 'CalendarViewTrainers')).toBe(false);
    expect(reads(operations).every((v) => v['executorId'] === null)).toBe(true);
  });

  it('opens a course’s details: child, plan link, time, trainer, reminders', async () => {
    const user = userEvent.setup();
    render({
      granted: ['Business.Calendar.ReadOther'],
      courses: () => [
        course('a', '2026-11-26 14:00', { periodIntervalUnit: 'Day', periodIntervalNumber: 7, courseCount: 4 }),
      ],
      language: 'zh-CN',
    });
    await user.click(await screen.findByRole('button', { name: 'Child a 14:00–15:00 Wang Fang 线下' }));
    const dialog = await screen.findByRole('dialog', { name: '课程详情' });
    expect(within(dialog).getByRole('link', { name: 'Attention basics' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=plan-a',
    );
    expect(dialog).toHaveTextContent('2026/11/26 14:00–15:00');
    expect(dialog).toHaveTextContent('每 7 天一次，共 4 节');
    expect(dialog).toHaveTextContent('短信提醒家长，提前 24 小时');
    expect(dialog).not.toHaveTextContent('短信提醒教练');
  });

  it('reads again when a course is arranged, and shows it without a reload', async () => {
    const realtime = fakeRealtime();
    let courses: unknown[] = [];
    const { operations } = render({
      granted: ['Business.Calendar', 'Business.Calendar.Read'],
      courses: () => courses,
      realtime: realtime.value,
    });
    expect(await screen.findByText('No courses this week')).toBeInTheDocument();
    courses = [course('new', '2026-11-28 16:00')];
    act(() =>
      realtime.events.next({
        id: '7',
        type: 'CourseArranged',
        version: 1,
        createdAt: NOW.toISO()!,
        payload: { eventIds: ['new'] },
      }),
    );
    const saturday = await screen.findByRole('group', { name: 'Saturday 28/11/2026' });
    expect(await within(saturday).findByRole('button', { name: /Child new/ })).toBeInTheDocument();
    // A check-in is not the calendar's business.
    const before = reads(operations).length;
    act(() => realtime.events.next({ id: '8', type: 'CheckedIn', version: 1, createdAt: NOW.toISO()!, payload: {} }));
    await new Promise((r) => setTimeout(r, 120));
    expect(reads(operations).length).toBe(before);
  });
});
