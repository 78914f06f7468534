// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import type { CentreEvent } from '../../../shared/realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../../../shared/realtime/RealtimeContext';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { clockOf, ListeningNowCard } from './ListeningNowCard';
import { fakeRealtime } from '../../../shared/realtime/fakeRealtime.testing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const T0 = Date.parse('2026-11-25T02:15:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const row = (id: string, name: string, progress: number, lastProgressAt = T0, num = 3) => ({
  __typename: 'ListeningNow',
  playSessionId: id,
  subjectId: `child-${id}`,
  subjectName: name,
  planKind: 'OFFLINE',
  planId: `plan-${id}`,
  num,
  trackCode: `T-${id}`,
  trackTitleZh: `森林晨曲 ${id}`,
  trackTitleEn: `Forest morning ${id}`,
  durationMs: 240_000,
  progress,
  since: iso(T0 - 60_000),
  lastProgressAt: iso(lastProgressAt),
});

const event = (id: string, type: CentreEvent['type'], payload: Record<string, unknown>, createdAt: number) => ({
  id,
  type,
  version: 1,
  createdAt: iso(createdAt),
  payload,
});

const render = (
  language: Language,
  listening: () => StubResponse | unknown[],
  options: { granted?: string[]; realtime?: RealtimeValue | null; clock?: () => number } = {},
) => {
  const granted = options.granted ?? ['RocketSystem.UserOfflinePlan'];
  const { client, operations } = stubGraphqlClient((name) => {
    if (name === 'CurrentPermissions')
      return { data: { me: { id: 'me', adminRoles: [], tenantPermissions: [], grantedPermissions: granted } } };
    const answer = listening();
    return Array.isArray(answer) ? { data: { listeningNow: answer } } : answer;
  });
  renderWithProviders(
    <RealtimeContext.Provider value={options.realtime ?? null}>
      <ListeningNowCard {...(options.clock ? { clock: options.clock } : {})} />
    </RealtimeContext.Provider>,
    { client, path: '/system/center/dataPanel/workTable', language },
  );
  return { operations };
};

const rowsOf = () => screen.queryAllByTestId('listening-now-row');

describe('ListeningNowCard', () => {
  it('lists who is listening with the track in English, the session, progress and since', async () => {
    render('en-US', () => [row('a', 'Tom Li', 90_000), row('b', 'Amy Chen', 0, T0, 1)], { clock: () => T0 });
    expect(await screen.findByRole('heading', { name: 'Listening now' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('listening-now-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Tom Li');
    expect(rows[0]).toHaveTextContent('Forest morning a');
    expect(rows[0]).toHaveTextContent('Session 3');
    expect(rows[0]).toHaveTextContent('1:30 / 4:00');
    const bar = within(rows[0]!).getByRole('progressbar', { name: 'Tom Li: 1:30 / 4:00' });
    expect(bar).toHaveAttribute('aria-valuenow', '38');
    expect(rows[1]).toHaveTextContent('Session 1');
    expect(screen.getByTestId('listening-now-count')).toHaveTextContent('2');
  });

  it('in Chinese: the Chinese title and labels', async () => {
    render('zh-CN', () => [row('a', '李小明', 61_000)], { clock: () => T0 });
    expect(await screen.findByRole('heading', { name: '正在收听' })).toBeInTheDocument();
    const [first] = await screen.findAllByTestId('listening-now-row');
    expect(first).toHaveTextContent('森林晨曲 a');
    expect(first).toHaveTextContent('第 3 节');
    expect(first).toHaveTextContent('1:01 / 4:00');
  });

  it('says when nobody listens, in both languages', async () => {
    render('en-US', () => []);
    expect(await screen.findByText('No child is listening')).toBeInTheDocument();
    cleanup();
    render('zh-CN', () => []);
    expect(await screen.findByText('暂无儿童在收听')).toBeInTheDocument();
  });

  it('shows it is loading until the list comes', async () => {
    render('en-US', () => 'pending');
    expect(await screen.findByRole('heading', { name: 'Listening now' })).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(0);
    expect(screen.queryByText('No child is listening')).not.toBeInTheDocument();
    expect(document.querySelector('.bp6-spinner')).not.toBeNull();
  });

  it('is not drawn, nor read, without a plan read policy', async () => {
    const { operations } = render('en-US', () => [row('a', 'Tom Li', 1000)], { granted: [] });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('heading', { name: 'Listening now' })).not.toBeInTheDocument();
    expect(operations.some((o) => o.name === 'WorkbenchListeningNow')).toBe(false);
  });

  it('drops a child 30 s after the last heartbeat, without any event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(T0);
    // The server keeps answering the row as it was (a heartbeat that stopped).
    const { operations } = render('en-US', () => [row('a', 'Tom Li', 30_000, T0)]);
    expect(await screen.findAllByTestId('listening-now-row')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(rowsOf()).toHaveLength(1);
    // Shortly before, the list was read again (the progress events are throttled).
    expect(operations.filter((o) => o.name === 'WorkbenchListeningNow').length).toBeGreaterThanOrEqual(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(rowsOf()).toHaveLength(0);
    expect(screen.getByText('No child is listening')).toBeInTheDocument();
  });

  it('follows the events: a start reads the list again, a progress moves the row, a stop removes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(T0);
    const realtime = fakeRealtime();
    let listening: unknown[] = [];
    render('zh-CN', () => listening, { realtime: realtime.value });
    expect(await screen.findByText('暂无儿童在收听')).toBeInTheDocument();

    listening = [row('a', '李小明', 0, T0)];
    act(() => realtime.events.next(event('1', 'ListeningStarted', { playSessionId: 'a', progress: 0 }, T0)));
    expect(await screen.findAllByTestId('listening-now-row')).toHaveLength(1);
    expect(rowsOf()[0]).toHaveTextContent('0:00 / 4:00');

    // 20 s on, a progress: the row moves and its heartbeat is renewed (it outlives the first 30 s).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    act(() =>
      realtime.events.next(event('2', 'ListeningProgress', { playSessionId: 'a', progress: 20_000 }, T0 + 20_000)),
    );
    expect(rowsOf()[0]).toHaveTextContent('0:20 / 4:00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(rowsOf()).toHaveLength(1);

    act(() => realtime.events.next(event('3', 'ListeningStopped', { playSessionId: 'a', progress: 35_000 }, T0)));
    expect(rowsOf()).toHaveLength(0);
    expect(screen.getByText('暂无儿童在收听')).toBeInTheDocument();
  });

  it('formats m:ss', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(65_999)).toBe('1:05');
    expect(clockOf(600_000)).toBe('10:00');
  });
});
