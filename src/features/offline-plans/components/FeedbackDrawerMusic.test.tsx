// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MusicFeedbackSessionQuery } from '../../../generated/graphql';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { FeedbackDrawer } from './FeedbackDrawer';

// Spec 001 §3-4: the offline plan's feedback drawer has the session's music feedback where the
// session plays music, and none where it does not.

afterEach(cleanup);

const item = PLAN.planItems.find((i) => i.num === 3)!;

const music: MusicFeedbackSessionQuery = {
  courseMusic: {
    planId: PLAN.summary.id,
    subjectId: PLAN.summary.subjectId,
    num: 3,
    tracks: [{ code: 'FAS-01', courseCode: 'BM-01', titleZh: '清晨', titleEn: 'Morning' }],
  },
  planMusicRecords: [],
};

const render = (hasMusic: boolean) =>
  renderStubbedPage(
    <FeedbackDrawer
      plan={{ ...PLAN, sessions: PLAN.sessions.map((s) => (s.num === 3 ? { ...s, hasMusic } : s)) }}
      item={item}
      onClose={() => undefined}
      onSaved={() => undefined}
    />,
    (name) => (name === 'MusicFeedbackSession' ? { data: music } : 'pending'),
    { path: '/', language: 'zh-CN' },
  );

describe('the offline plan feedback drawer’s music feedback', () => {
  it('asks the session’s music of the plan’s child, in order', async () => {
    const { operations } = render(true);
    expect(await screen.findByRole('heading', { name: '音乐反馈' })).toBeInTheDocument();
    expect(await screen.findByLabelText('1. 清晨')).toBeInTheDocument();
    await waitFor(() =>
      expect(operations.find((o) => o.name === 'MusicFeedbackSession')?.variables).toEqual({
        planKind: 'OFFLINE',
        planId: PLAN.summary.id,
        num: 3,
        subjectId: PLAN.summary.subjectId,
      }),
    );
  });

  it('has no music feedback for a session without music', async () => {
    const { operations } = render(false);
    expect((await screen.findAllByRole('tab')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: '音乐反馈' })).not.toBeInTheDocument();
    expect(operations.some((o) => o.name === 'MusicFeedbackSession')).toBe(false);
  });
});
