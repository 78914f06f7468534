// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflinePlanMusicRecordQuery } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { SessionCard } from './SessionCard';

// Spec 001 §2 screen 3: per session, the tracks listened to, or an empty-data state.

afterEach(cleanup);

const RECORD: OfflinePlanMusicRecordQuery = {
  audioPunches: [{ num: 3, listenedList: ['HFS-01', 'HFS-07'] }],
  listeningHistory: [{ num: 3, trackCode: 'HFS-01', trackTitleZh: '清晨', trackTitleEn: 'Morning' }],
};

const render = (language: Language) =>
  renderStubbedPage(
    <SessionCard plan={PLAN} onItemAction={() => undefined} />,
    (name) => (name === 'OfflinePlanMusicRecord' ? { data: RECORD } : 'pending'),
    { path: '/', language },
  );

describe('the session card’s music record', () => {
  it('lists the tracks listened to in the session, and the empty-data state for another one', async () => {
    const user = userEvent.setup();
    const { operations } = render('en-US');
    const list = await screen.findByRole('list', { name: 'Tracks listened to in session 3' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Morning', 'HFS-07']);
    expect(operations.find((o) => o.name === 'OfflinePlanMusicRecord')?.variables).toEqual({
      planId: PLAN.summary.id,
      subjectId: PLAN.summary.subjectId,
    });
    await user.click(screen.getByRole('button', { name: 'Previous session' }));
    expect(await screen.findByText('No data: no track was listened to in this session.')).toBeInTheDocument();
  });

  it('titles the tracks in Chinese', async () => {
    render('zh-CN');
    const list = await screen.findByRole('list', { name: '第 3 节课已听曲目' });
    expect(within(list).getByText('清晨')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '音乐记录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第3节课的播放详情' })).toBeInTheDocument();
  });

  it('opens the session’s played details: the plan’s id with the session', async () => {
    const user = userEvent.setup();
    const { operations } = render('en-US');
    await user.click(await screen.findByRole('button', { name: 'Played details of session 3' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    const read = operations.find((o) => o.name !== 'OfflinePlanMusicRecord' && /PlayedDetails/.test(o.name));
    expect(read?.variables).toMatchObject({ userPlanItemId: PLAN.summary.id, num: 3 });
  });
});
