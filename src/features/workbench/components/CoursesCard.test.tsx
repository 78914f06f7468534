// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RealtimeContext, type RealtimeValue } from '../../../shared/realtime/RealtimeContext';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { CoursesCard } from './CoursesCard';
import { fakeRealtime } from '../../../shared/realtime/fakeRealtime.testing';

afterEach(cleanup);

const NOW = '2026-11-25 10:15';
const CREATED_AT = '2026-11-25T02:15:00.000Z';

const course = (id: string, start: string, end: string, name: string, trainer = 'Wang Fang') => ({
  __typename: 'CalendarEvent',
  id,
  subjectName: name,
  userTrainingPlanId: `plan-${id}`,
  planName: 'Attention basics',
  executorName: trainer,
  startTime: `2026-11-25 ${start}`,
  endTime: `2026-11-25 ${end}`,
  courseType: 'Offline',
  groupId: null,
  memberCount: null,
});

const render = (granted: string[], courses: () => unknown[], realtime: RealtimeValue | null = null) => {
  const { client, operations } = stubGraphqlClient((name) =>
    name === 'CurrentPermissions'
      ? { data: { me: { id: 'me', adminRoles: [], tenantPermissions: [], grantedPermissions: granted } } }
      : { data: { userCalendar: courses() } },
  );
  renderWithProviders(
    <RealtimeContext.Provider value={realtime}>
      <CoursesCard now={NOW} />
    </RealtimeContext.Provider>,
    {
      client,
      path: '/system/center/dataPanel/workTable',
      language: 'en-US',
      routes: [{ path: '/system/center/menu/calendar', element: <p>{'calendar opened'}</p> }],
    },
  );
  return { operations };
};

describe('CoursesCard', () => {
  it('lists today’s courses of the centre by time, those over muted, each opening its plan', async () => {
    const { operations } = render(['Business.Calendar.ReadOther'], () => [
      course('a', '09:00', '10:00', 'Tom Li'),
      course('b', '14:00', '15:00', 'Amy Chen', 'Liu Yang'),
    ]);
    const list = await screen.findByRole('list', { name: 'Today’s courses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('09:00–10:00Tom Li Attention basicsWang FangOffline');
    expect(rows[0]).toHaveClass('bp6-text-muted');
    expect(rows[1]).not.toHaveClass('bp6-text-muted');
    expect(within(rows[1]!).getByRole('link', { name: 'Amy Chen' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=plan-b',
    );
    expect(screen.getByText('All trainers')).toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'WorkbenchCourses').map((o) => o.variables)).toContainEqual({
      day: '2026-11-25',
    });
  });

  it('opens a class course on its class page, not as a child plan', async () => {
    render(['Business.Calendar.ReadOther'], () => [
      {
        ...course('c', '15:00', '16:00', 'Sunflower 1:4'),
        userTrainingPlanId: 'group-plan-7',
        groupId: 'group-3',
        memberCount: 4,
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Sunflower 1:4' })).toHaveAttribute(
      'href',
      '/system/center/detail/groupClassDetail?classId=group-3',
    );
  });

  it('says a coach sees their own, and opens the calendar', async () => {
    const user = userEvent.setup();
    render(['Business.Calendar.Read'], () => []);
    expect(await screen.findByText('No courses scheduled today')).toBeInTheDocument();
    expect(screen.getByText('Your courses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    expect(await screen.findByText('calendar opened')).toBeInTheDocument();
  });

  it('does not read the calendar without a calendar permission', async () => {
    const { operations } = render([], () => [course('a', '09:00', '10:00', 'Tom Li')]);
    expect(await screen.findByText('No courses scheduled today')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'WorkbenchCourses')).toBe(false);
  });

  it('follows courses arranged today live', async () => {
    const realtime = fakeRealtime();
    let courses: unknown[] = [];
    render(['Business.Calendar.Read'], () => courses, realtime.value);
    expect(await screen.findByText('No courses scheduled today')).toBeInTheDocument();
    courses = [course('n', '16:00', '17:00', 'New Child')];
    act(() =>
      realtime.events.next({ id: '9', type: 'CourseArranged', version: 1, createdAt: CREATED_AT, payload: {} }),
    );
    expect(await screen.findByRole('link', { name: 'New Child' })).toBeInTheDocument();
    courses = [];
    act(() =>
      realtime.events.next({ id: '10', type: 'CourseCancelled', version: 1, createdAt: CREATED_AT, payload: {} }),
    );
    expect(await screen.findByText('No courses scheduled today')).toBeInTheDocument();
  });
});
