// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MusicFeedbackSessionQuery, RecordMusicStateMutation } from '../../generated/graphql';
import { renderWithToasts } from '../testing/renderWithToasts';
import { stubGraphqlClient } from '../testing/stubGraphqlClient';
import { MusicFeedbackSection } from './MusicFeedbackSection';

afterEach(cleanup);

const track = (code: string, zh: string, en: string) => ({ code, courseCode: 'BM-01', titleZh: zh, titleEn: en });

const session = (listened: string[] | null): MusicFeedbackSessionQuery => ({
  courseMusic: {
    planId: 'p1',
    subjectId: 'c1',
    num: 2,
    tracks: [track('FAS-01', '清晨', 'Morning'), track('FAS-02', '河流', 'River'), track('FAS-03', '森林', 'Forest')],
  },
  planMusicRecords: listened
    ? [
        {
          id: 'f1',
          num: 2,
          listenedList: listened,
          notListenedList: [],
          lastModificationTime: '2026-11-28T10:00:00.000Z',
        },
      ]
    : [],
});

const render = (language: 'en-US' | 'zh-CN', listened: string[] | null, writable = true) => {
  const stub = stubGraphqlClient((name, variables) => {
    if (name === 'MusicFeedbackSession') return { data: session(listened) };
    if (name === 'RecordMusicState') {
      const input = variables['input'] as { listenedList: string[]; notListenedList: string[] };
      return {
        data: {
          recordMusicState: {
            id: 'f1',
            planKind: 'OFFLINE',
            userPlanId: 'p1',
            subjectId: 'c1',
            num: 2,
            listenedList: input.listenedList,
            notListenedList: input.notListenedList,
            lastModificationTime: '2026-11-28T11:00:00.000Z',
          },
        } satisfies RecordMusicStateMutation,
      };
    }
    return 'pending';
  });
  const view = renderWithToasts(
    <MusicFeedbackSection planKind="OFFLINE" planId="p1" subjectId="c1" num={2} writable={writable} />,
    { client: stub.client, language },
  );
  return { ...stub, ...view };
};

describe('MusicFeedbackSection', () => {
  it('ticks in order and saves the listened tracks with the rest as not listened', async () => {
    const user = userEvent.setup();
    const { operations, shown } = render('en-US', null);
    expect(await screen.findByRole('heading', { name: 'Music feedback' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('1. Morning'));
    await user.click(screen.getByLabelText('2. River'));
    await user.click(screen.getByRole('button', { name: 'Save music feedback' }));
    await waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('Music feedback saved'));
    expect(operations.find((o) => o.name === 'RecordMusicState')?.variables).toEqual({
      input: {
        planKind: 'OFFLINE',
        userPlanId: 'p1',
        subjectId: 'c1',
        num: 2,
        listenedList: ['FAS-01', 'FAS-02'],
        notListenedList: ['FAS-03'],
      },
    });
    expect(operations.filter((o) => o.name === 'MusicFeedbackSession').at(-1)?.variables).toEqual({
      planKind: 'OFFLINE',
      planId: 'p1',
      num: 2,
      subjectId: 'c1',
    });
  });

  it('asks for a selection before saving, and refuses a skipped track', async () => {
    const user = userEvent.setup();
    const { operations } = render('en-US', null);
    await user.click(await screen.findByRole('button', { name: 'Save music feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Progress not selected');
    await user.click(screen.getByLabelText('3. Forest'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select in order');
    expect(operations.some((o) => o.name === 'RecordMusicState')).toBe(false);
  });

  it('starts from the saved feedback, titled in Chinese, and cuts it when a track is unticked', async () => {
    const user = userEvent.setup();
    const { operations } = render('zh-CN', ['FAS-01', 'FAS-02']);
    expect(await screen.findByLabelText('2. 河流')).toBeChecked();
    expect(screen.getByText('已保存：3 首曲目中已听 2 首。')).toBeInTheDocument();
    await user.click(screen.getByLabelText('1. 清晨'));
    expect(screen.getByLabelText('2. 河流')).not.toBeChecked();
    await user.click(screen.getByLabelText('1. 清晨'));
    await user.click(screen.getByRole('button', { name: '保存音乐反馈' }));
    await waitFor(() =>
      expect(operations.find((o) => o.name === 'RecordMusicState')?.variables).toMatchObject({
        input: { listenedList: ['FAS-01'], notListenedList: ['FAS-02', 'FAS-03'] },
      }),
    );
  });

  it('shows the saved feedback read-only to a reader', async () => {
    render('en-US', ['FAS-01'], false);
    expect(await screen.findByLabelText('1. Morning')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save music feedback' })).not.toBeInTheDocument();
  });
});
