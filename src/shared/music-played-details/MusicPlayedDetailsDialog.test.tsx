// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MusicPlayedDetailsQuery } from '../../generated/graphql';
import { renderWithToasts } from '../testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../testing/stubGraphqlClient';
import { MusicPlayedDetailsDialog } from './MusicPlayedDetailsDialog';

afterEach(cleanup);

type Item = MusicPlayedDetailsQuery['musicPlayedDetails']['items'][number];
const item = (over: Partial<Item>): Item => ({
  subjectId: 'c1',
  subjectName: 'Lily Wang',
  code: 'HFS-01',
  titleZh: '清晨',
  titleEn: 'Morning',
  durationMs: 180_000,
  inSession: true,
  timesPlayed: 0,
  firstListeningTime: null,
  lastListeningTime: null,
  progress: 0,
  isFinished: false,
  ...over,
});

const details = (items: Item[]): MusicPlayedDetailsQuery => ({
  musicPlayedDetails: { planKind: 'OFFLINE', planId: 'p1', num: 3, items },
});

const ITEMS = [
  item({
    timesPlayed: 2,
    firstListeningTime: '2026-11-20T09:10:00.000Z',
    lastListeningTime: '2026-11-21T09:40:00.000Z',
    progress: 180_000,
    isFinished: true,
  }),
  item({ code: 'HFS-02', titleZh: '河流', titleEn: 'River', timesPlayed: 1, progress: 65_000 }),
  item({ code: 'HFS-03', titleZh: '森林', titleEn: 'Forest' }),
  item({ code: 'OLD-1', titleZh: 'OLD-1', titleEn: 'OLD-1', durationMs: null, inSession: false, timesPlayed: 1 }),
];

const render = (respond: () => StubResponse, language: 'en-US' | 'zh-CN' = 'en-US', onClose = () => {}) => {
  const stub = stubGraphqlClient((name) => (name === 'MusicPlayedDetails' ? respond() : 'pending'));
  renderWithToasts(<MusicPlayedDetailsDialog userPlanItemId="item-1" onClose={onClose} />, {
    client: stub.client,
    language,
  });
  return stub;
};

describe('MusicPlayedDetailsDialog', () => {
  it('lists each track: times played, first and last listening, progress and its state', async () => {
    const onClose = vi.fn();
    const { operations } = render(() => ({ data: details(ITEMS) }), 'en-US', onClose);
    const table = await screen.findByRole('table', { name: 'Played details of session 3' });
    expect(screen.getByRole('heading', { name: /Played details · session 3/ })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Morning');
    expect(rows[0]).toHaveTextContent('HFS-01');
    expect(rows[0]).toHaveTextContent('3:00 / 3:00');
    expect(rows[0]).toHaveTextContent('Finished');
    expect(rows[1]).toHaveTextContent('1:05 / 3:00');
    expect(rows[1]).toHaveTextContent('Not finished');
    expect(rows[2]).toHaveTextContent('Not played');
    expect(rows[2]).toHaveTextContent('Not yet');
    expect(rows[3]).toHaveTextContent('No longer in this session');
    // One child: no child column.
    expect(within(table).queryByRole('columnheader', { name: 'Child' })).toBeNull();
    expect(operations[0]?.variables).toEqual({ userPlanItemId: 'item-1' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('reads in Chinese, with a child column for a class', async () => {
    render(
      () => ({ data: details([ITEMS[0]!, item({ subjectId: 'c2', subjectName: 'Tom Li', timesPlayed: 0 })]) }),
      'zh-CN',
    );
    const table = await screen.findByRole('table', { name: '第3节课的播放详情' });
    expect(within(table).getByRole('columnheader', { name: '儿童' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '播放次数' })).toBeInTheDocument();
    expect(within(table).getAllByText('清晨')).toHaveLength(2);
    expect(within(table).getByText('已完成')).toBeInTheDocument();
    expect(within(table).getByText('未播放')).toBeInTheDocument();
  });

  it('says so when the session has no music, in both languages', async () => {
    render(() => ({ data: details([]) }));
    expect(await screen.findByText('No music in this session')).toBeInTheDocument();
    cleanup();
    render(() => ({ data: details([]) }), 'zh-CN');
    expect(await screen.findByText('本节课没有音乐')).toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry', async () => {
    render(() => 'pending');
    expect(await screen.findByText('Loading the played details…')).toBeInTheDocument();
    cleanup();
    let calls = 0;
    render(() => {
      calls += 1;
      return { error: new CombinedError({ networkError: new Error('offline') }) };
    }, 'zh-CN');
    expect(await screen.findByText('播放详情加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
