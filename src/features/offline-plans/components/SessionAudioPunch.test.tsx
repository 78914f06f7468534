// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflinePlanAudioPunchFieldsFragment, OfflinePlanMusicRecordQuery } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import type { CentreEvent } from '../../../shared/realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../../../shared/realtime/RealtimeContext';
import { renderStubbedPage, type StubRespond } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { summary } from '../testing/planSummary';
import { SessionCard } from './SessionCard';
import { fakeRealtime } from '../../../shared/realtime/fakeRealtime.testing';

// The v1 session card (spec 001 §2 screen 2 "v1 and v2 layouts"): the sound-therapy record with
// its tracks (isPunched) and the audio punch; and the music record following the listening live.

afterEach(cleanup);

const V1 = { ...PLAN, canWrite: true, summary: summary('p-1', { cardVersion: 'v1' }) };

const audio = (extra: Partial<OfflinePlanAudioPunchFieldsFragment> = {}): OfflinePlanAudioPunchFieldsFragment => ({
  planId: 'p-1',
  num: 3,
  cardVersion: 'v1',
  required: true,
  punched: false,
  punchedAt: null,
  canPunch: false,
  listenedList: ['FAS-001'],
  tracks: [
    { code: 'FAS-001', titleZh: '晨光', titleEn: 'Morning light', listened: true, isPunched: false },
    { code: 'CMSMO-001', titleZh: '摇篮', titleEn: 'Cradle', listened: false, isPunched: false },
  ],
  ...extra,
});
const RECORD: OfflinePlanMusicRecordQuery = {
  audioPunches: [{ num: 3, listenedList: ['FAS-001'] }],
  listeningHistory: [],
};

const listening = (id: string, type: string, planId: string): CentreEvent =>
  ({
    id,
    type,
    version: 1,
    createdAt: '2026-11-20T09:30:00.000Z',
    payload: { subjectId: 's-1', planKind: 'OFFLINE', planId, num: 3, trackCode: 'CMSMO-001' },
  }) as unknown as CentreEvent;

const render = (
  language: Language,
  respond: StubRespond,
  plan: typeof PLAN = V1,
  realtime: RealtimeValue | null = null,
) =>
  renderStubbedPage(
    <RealtimeContext.Provider value={realtime}>
      <SessionCard plan={plan} onItemAction={() => undefined} />
    </RealtimeContext.Provider>,
    (name, variables) => (name === 'OfflinePlanMusicRecord' ? { data: RECORD } : respond(name, variables)),
    { path: '/', language },
  );

describe('the v1 session card', () => {
  it('shows the audio punch pending, each track heard or not, and waits for every track (en-US)', async () => {
    const { operations } = render('en-US', (name) =>
      name === 'OfflinePlanAudioPunch' ? { data: { offlinePlanAudioPunch: audio() } } : 'pending',
    );
    const section = within(
      (await screen.findByRole('heading', { name: /Sound therapy record/ })).closest('section') as HTMLElement,
    );
    expect(section.getByText('Audio punch pending')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sound therapy tracks of session 3' });
    expect(within(list).getByLabelText('Morning light: Heard')).toBeInTheDocument();
    expect(within(list).getByLabelText('Cradle: Not heard')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Audio punch' })).toBeDisabled();
    expect(section.getByText('1 track is not heard to the end yet.')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'OfflinePlanAudioPunch')?.variables).toEqual({ id: 'p-1', num: 3 });
  });

  it('punches once every track is heard, and shows it punched (zh-CN)', async () => {
    let state = audio({
      canPunch: true,
      listenedList: ['FAS-001', 'CMSMO-001'],
      tracks: [
        { code: 'FAS-001', titleZh: '晨光', titleEn: 'Morning light', listened: true, isPunched: false },
        { code: 'CMSMO-001', titleZh: '摇篮', titleEn: 'Cradle', listened: true, isPunched: false },
      ],
    });
    const { operations, toasts } = render('zh-CN', (name) => {
      if (name === 'OfflinePlanAudioPunch') return { data: { offlinePlanAudioPunch: state } };
      if (name === 'PunchOfflinePlanAudio') {
        state = {
          ...state,
          punched: true,
          punchedAt: '2026-11-20T09:40:00.000Z',
          tracks: state.tracks.map((t) => ({ ...t, isPunched: true })),
        };
        return { data: { punchOfflinePlanAudio: state } };
      }
      return 'pending';
    });
    expect(await screen.findByText('待音频打卡')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '音频打卡' }));
    await waitFor(() => expect(operations.some((o) => o.name === 'PunchOfflinePlanAudio')).toBe(true));
    expect(operations.find((o) => o.name === 'PunchOfflinePlanAudio')?.variables).toEqual({ id: 'p-1', num: 3 });
    expect(await screen.findByText('已音频打卡')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '第 3 节课声音治疗曲目' });
    expect(within(list).getByLabelText('晨光：已打卡')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '音频打卡' })).toBeNull();
    await waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('打卡成功：第 3 节课的音频已打卡。'));
  });

  it('a v2 card has no sound-therapy record', async () => {
    render('en-US', () => 'pending', PLAN);
    expect(await screen.findByRole('heading', { name: 'Music record' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Sound therapy record/ })).toBeNull();
  });

  it('reads the music record and the audio punch again on a listening event of this plan, not of another', async () => {
    const realtime = fakeRealtime();
    const { operations } = render(
      'en-US',
      (name) => (name === 'OfflinePlanAudioPunch' ? { data: { offlinePlanAudioPunch: audio() } } : 'pending'),
      V1,
      realtime.value,
    );
    await screen.findByRole('list', { name: 'Sound therapy tracks of session 3' });
    const reads = (name: string) => operations.filter((o) => o.name === name).length;
    const before = { record: reads('OfflinePlanMusicRecord'), punch: reads('OfflinePlanAudioPunch') };
    act(() => realtime.events.next(listening('1', 'ListeningFinished', 'p-other')));
    act(() => realtime.events.next(listening('2', 'GroupPlanChanged', 'p-1')));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads('OfflinePlanMusicRecord')).toBe(before.record);
    expect(reads('OfflinePlanAudioPunch')).toBe(before.punch);
    act(() => realtime.events.next(listening('3', 'ListeningFinished', 'p-1')));
    await waitFor(() => expect(reads('OfflinePlanMusicRecord')).toBe(before.record + 1));
    await waitFor(() => expect(reads('OfflinePlanAudioPunch')).toBe(before.punch + 1));
    // Throttled: a burst of progress right after makes at most one more read, later.
    act(() => {
      realtime.events.next(listening('4', 'ListeningProgress', 'p-1'));
      realtime.events.next(listening('5', 'ListeningProgress', 'p-1'));
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads('OfflinePlanMusicRecord')).toBe(before.record + 1);
  });
});
