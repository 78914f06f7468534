// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListeningAnswer, ListeningReport, PlayerTrack } from '../../../machines/music-player.machine';
import type { Language } from '../../shared/i18n/languages';
import { createMusicPlayerStore, type MusicPlayerRequest } from '../../shared/music-player/musicPlayerStore';
import { PATHS } from '../../shared/routes/paths';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import type { CourseMusic, ListeningApi } from './listeningApi';
import { MusicPlayerHost } from './MusicPlayerHost';

const track = (code: string, overrides: Partial<PlayerTrack> = {}): PlayerTrack => ({
  code,
  title: `Calm river ${code}`,
  durationMs: 90_000,
  playUrl: `/api/tracks/${code}/audio?sig=x`,
  boneConductionVolume: null,
  lastProgress: 0,
  isFinished: false,
  ...overrides,
});

const REQUEST: MusicPlayerRequest = {
  planKind: 'OFFLINE',
  planId: 'plan-1',
  num: 3,
  subjectId: 'child-1',
  title: 'Lily',
};

const fakeApi = (options: {
  course?: Partial<CourseMusic>;
  answer?: (report: ListeningReport) => ListeningAnswer | Error;
}) => {
  const reports: ListeningReport[] = [];
  const api: ListeningApi = {
    load: () =>
      Promise.resolve({
        tracks: [track('a'), track('b')],
        canListen: true,
        cannotListenReason: null,
        ...options.course,
      }),
    report: (_request, report) => {
      reports.push(report);
      const answer = options.answer?.(report) ?? {
        canListen: true,
        cannotListenReason: null,
        playSessionId: 'ps-1',
      };
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { api, reports };
};

const mount = (
  options: {
    language?: Language;
    intervalMs?: number;
    course?: Partial<CourseMusic>;
    answer?: Parameters<typeof fakeApi>[0]['answer'];
  } = {},
) => {
  const store = createMusicPlayerStore(null);
  const { api, reports } = fakeApi(options);
  const view = renderWithProviders(<MusicPlayerHost api={api} store={store} intervalMs={options.intervalMs} />, {
    path: '*',
    url: `${PATHS.offlinePlanDetail}?id=plan-1`,
    language: options.language ?? 'zh-CN',
  });
  act(() => store.open(REQUEST));
  return { ...view, store, reports };
};

const played: string[] = [];

beforeEach(() => {
  played.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(`play ${this.currentTime}`);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    played.push('pause');
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the music player drawer', () => {
  it('lists the session tracks, resumes from lastProgress, plays, pauses with the continue-or-refresh banner (zh-CN)', async () => {
    const user = userEvent.setup();
    const { reports } = mount({
      course: { tracks: [track('a', { lastProgress: 12_000, boneConductionVolume: 40 }), track('b')] },
    });
    expect(await screen.findByText('音乐 · Lily · 第3课')).toBeInTheDocument();
    expect(screen.getByText(/第1首，共2首/)).toBeInTheDocument();
    expect(screen.getByText(/骨导音量 40%/)).toBeInTheDocument();
    expect(screen.getByLabelText('已播放')).toHaveTextContent('0:12');
    expect(screen.getByLabelText('时长')).toHaveTextContent('1:30');
    const audio = screen.getByTestId<HTMLAudioElement>('music-player-audio');
    expect(audio).toHaveAttribute('src', '/api/tracks/a/audio?sig=x');
    expect(audio.volume).toBeCloseTo(0.4);

    await user.click(screen.getByRole('button', { name: '播放' }));
    await screen.findByRole('button', { name: '暂停' });
    expect(reports.map((r) => `${r.operate} ${r.trackCode} ${r.progress}`)).toEqual(['START a 12000']);
    expect(played).toEqual(['play 12']);

    await user.click(screen.getByRole('button', { name: '暂停' }));
    expect(await screen.findByText('播放已暂停。可以继续播放，或刷新页面。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
    expect(played.at(-1)).toBe('pause');
    await waitFor(() => expect(reports.at(-1)?.operate).toBe('PAUSE'));
    await user.click(screen.getByRole('button', { name: '继续' }));
    await screen.findByRole('button', { name: '暂停' });
  });

  it('shows the limit warning with the default reason when the server gives none (zh-CN)', async () => {
    const user = userEvent.setup();
    mount({ answer: () => ({ canListen: false, cannotListenReason: null, playSessionId: null }) });
    await user.click(await screen.findByRole('button', { name: '播放' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('本课程音乐收听已结束');
    expect(played).toEqual([]);
  });

  it("shows the server's reason when listening is refused (en-US)", async () => {
    const user = userEvent.setup();
    mount({
      language: 'en-US',
      answer: () => ({
        canListen: false,
        cannotListenReason: 'Another tab is playing this track.',
        playSessionId: null,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Listening is not available');
    expect(alert).toHaveTextContent('Another tab is playing this track.');
  });

  it('shows the default reason in English when the session is over before playing (en-US)', async () => {
    mount({ language: 'en-US', course: { canListen: false, cannotListenReason: '' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This course music listening is over');
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('closes and says so when a progress upload fails, and submits nothing more (zh-CN)', async () => {
    const user = userEvent.setup();
    const { reports } = mount({
      intervalMs: 50,
      answer: (r) =>
        r.operate === 'PROGRESS'
          ? new Error('[Network] Failed to fetch')
          : { canListen: true, cannotListenReason: null, playSessionId: 'ps-1' },
    });
    await user.click(await screen.findByRole('button', { name: '播放' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('收听进度保存失败，播放器已关闭。');
    // A network failure in the page's language, not the browser's words.
    expect(alert).toHaveTextContent('请求出现问题，请检查网络后重试。');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    await waitFor(() => expect(screen.queryByText('音乐 · Lily · 第3课')).not.toBeInTheDocument());
    const count = reports.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reports).toHaveLength(count);
    expect(reports.filter((r) => r.operate === 'PROGRESS')).toHaveLength(1);
    // Continue reopens the player.
    await user.click(screen.getByRole('button', { name: '继续' }));
    expect(await screen.findByText('音乐 · Lily · 第3课')).toBeInTheDocument();
  });

  it('closes with the file error when the audio cannot be played (en-US)', async () => {
    const user = userEvent.setup();
    mount({ language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await screen.findByRole('button', { name: 'Pause' });
    fireEvent.error(screen.getByTestId('music-player-audio'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file cannot be played. The player was closed.');
  });

  for (const [language, play, message] of [
    ['zh-CN', '播放', '本课音乐已播放完毕，播放器已关闭。'],
    ['en-US', 'Play', "This session's music is finished. The player was closed."],
  ] as const) {
    it(`plays the next track after one ends, and closes with the message after the last (${language})`, async () => {
      const user = userEvent.setup();
      const { reports } = mount({ language });
      await user.click(await screen.findByRole('button', { name: play }));
      await waitFor(() => expect(reports).toHaveLength(1));
      fireEvent.ended(screen.getByTestId('music-player-audio'));
      await waitFor(() =>
        expect(screen.getByTestId('music-player-audio')).toHaveAttribute('src', '/api/tracks/b/audio?sig=x'),
      );
      fireEvent.ended(screen.getByTestId('music-player-audio'));
      expect(await screen.findByRole('status')).toHaveTextContent(message);
      expect(screen.queryByTestId('music-player-audio')).not.toBeInTheDocument();
      expect(reports.map((r) => `${r.operate} ${r.trackCode}`)).toEqual(['START a', 'FINISH a', 'START b', 'FINISH b']);
    });
  }

  it('closes when the route leaves the player routes, with a stop call for the live play session', async () => {
    const user = userEvent.setup();
    const { router, reports, store } = mount();
    await user.click(await screen.findByRole('button', { name: '播放' }));
    await screen.findByRole('button', { name: '暂停' });
    await act(() => router.navigate(PATHS.subjectList));
    expect(screen.queryByTestId('music-player-audio')).not.toBeInTheDocument();
    expect(store.get()).toBeNull();
    await waitFor(() => expect(reports.at(-1)).toMatchObject({ operate: 'STOP', playSessionId: 'ps-1' }));
  });
});
