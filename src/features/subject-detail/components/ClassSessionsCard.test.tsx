// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubjectClassSessionsQuery } from '../../../generated/graphql';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { ClassSessionsSection } from './ClassSessionsCard';

afterEach(cleanup);

type Session = SubjectClassSessionsQuery['subjectClassSessions']['items'][number];
const session = (
  num: number,
  attendance: 'Attend' | 'Absent',
  endedAt: string | null = '2026-11-20T08:00:00Z',
): Session => ({
  groupTrainingPlanId: 'gp1',
  groupId: 'g1',
  groupName: '周一四人班',
  planName: '注意力班级方案',
  num,
  totalNum: 12,
  startedAt: `2026-11-${String(10 + num).padStart(2, '0')}T07:00:00Z`,
  endedAt,
  attendance,
});

const render = (
  respond: (variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
) => {
  const stub = stubGraphqlClient((name, variables) =>
    name === 'SubjectClassSessions' ? respond(variables) : 'pending',
  );
  renderWithProviders(<ClassSessionsSection subjectId="s1" />, { client: stub.client, language });
  return stub;
};

describe('ClassSessionsCard', () => {
  it('lists the child’s class sessions with class, plan, session, date and attendance', async () => {
    render(() => ({
      data: { subjectClassSessions: { totalCount: 2, items: [session(3, 'Attend', null), session(2, 'Absent')] } },
    }));
    const card = await screen.findByRole('region', { name: /班级课节/ });
    const rows = await within(card).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '班级方案课节日期考勤',
      '周一四人班注意力班级方案第 3 / 12 节2026/11/13 （进行中）出勤',
      '周一四人班注意力班级方案第 2 / 12 节2026/11/12缺勤',
    ]);
    expect(within(card).getByRole('heading')).toHaveTextContent('班级课节 · 2 节');
    // Two sessions fit one page: no pager.
    expect(within(card).queryByRole('navigation')).toBeNull();
  });

  it('pages through many sessions, in English', async () => {
    const stub = render(
      (v) => ({
        data: {
          subjectClassSessions: {
            totalCount: 23,
            items: v['skipCount'] === 0 ? [session(9, 'Attend')] : [session(1, 'Absent')],
          },
        },
      }),
      'en-US',
    );
    const card = await screen.findByRole('region', { name: /Class sessions/ });
    expect(await within(card).findByText('9 of 12')).toBeInTheDocument();
    expect(within(card).getByText('Attended')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Next page' }));
    expect(await within(card).findByText('1 of 12')).toBeInTheDocument();
    expect(within(card).getByText('Absent')).toBeInTheDocument();
    const asked = stub.operations
      .filter((o) => o.name === 'SubjectClassSessions')
      .map((o) => JSON.stringify(o.variables));
    expect([...new Set(asked)]).toEqual([
      JSON.stringify({ subjectId: 's1', skipCount: 0, maxResultCount: 10 }),
      JSON.stringify({ subjectId: 's1', skipCount: 10, maxResultCount: 10 }),
    ]);
  });

  it('says when the child has no class sessions yet', async () => {
    render(() => ({ data: { subjectClassSessions: { totalCount: 0, items: [] } } }), 'en-US');
    expect(await screen.findByText('No class sessions yet')).toBeInTheDocument();
    expect(
      screen.getByText('The classes this child attends will be listed here once a session is marked.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows loading while the sessions are asked for, and the server’s words when they fail', async () => {
    render(() => 'pending');
    expect(await screen.findByText('正在加载班级课节…')).toBeInTheDocument();
    cleanup();
    render(() => ({ error: new CombinedError({ graphQLErrors: [{ message: '无权查看班级课节' }] }) }));
    await waitFor(() => expect(screen.getByText('无权查看班级课节')).toBeInTheDocument());
    expect(screen.queryByRole('table')).toBeNull();
  });
});
