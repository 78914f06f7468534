// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflinePlanQuery } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { ProgramGuideContext } from '../../../shared/content/ProgramGuideContext';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { CourseDetailPage } from './CourseDetailPage';

// The session's own page (spec 001 §2 routes, screen 2's course detail link; §6: read permission
// is enough): the activities with the guide the route hands in and their feedback, read-only; the
// session paging; the feedback form's preview and download; in both languages.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Guide = ({ programId }: { programId: string }) => <p>guide of {programId}</p>;

const render = (num: number, language: Language = 'zh-CN', plan: OfflinePlanQuery['offlinePlan'] = PLAN) =>
  renderStubbedPage(
    <ProgramGuideContext.Provider value={Guide}>
      <CourseDetailPage />
    </ProgramGuideContext.Provider>,
    (name) => (name === 'OfflinePlan' ? { data: { offlinePlan: plan } satisfies OfflinePlanQuery } : 'pending'),
    { path: '/course', url: `/course?id=p-1&num=${num}`, language },
  );

describe('the session page', () => {
  it('shows a delivered session’s activities in order, each with its guide and its feedback (zh-CN)', async () => {
    const user = userEvent.setup();
    render(2);
    expect(await screen.findByRole('heading', { level: 1, name: '第 2 节（共 12 节）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '王小明' })).toBeInTheDocument();
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(['数字连线', '追踪小球']);
    const tracked = within(screen.getByRole('heading', { name: '追踪小球' }).closest('.bp6-card') as HTMLElement);
    expect(tracked.getByText('已提交')).toBeInTheDocument();
    // The route's guide gets the activity's programme.
    expect(tracked.getByText('guide of pr-i2')).toBeInTheDocument();
    await user.click(tracked.getByRole('tab', { name: '反馈' }));
    expect(tracked.getByDisplayValue('很专注')).toHaveAttribute('readonly');
    expect(within(tracked.getByRole('region', { name: '家长反馈' })).getByText('尚无反馈。')).toBeInTheDocument();
  });

  it('lists the session’s static activities after its training activities, read-only for a reader (en-US)', async () => {
    const statik = (id: string, num: number, position: number, hasDone: boolean | null) => ({
      id,
      num,
      position,
      name: id,
      hasDone,
      doneTime: null,
      isEdit: false,
    });
    render(2, 'en-US', {
      ...PLAN,
      nonePlaybook: [statik('Free play', 2, 1, null), statik('Warm-up', 2, 0, true), statik('Breathing', 3, 0, null)],
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Static activities' });
    const list = within(heading.closest('section') as HTMLElement);
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Warm-up Done',
      'Free play Not done yet',
    ]);
    expect(list.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('pages to the sessions either side, and stops at the first and the last', async () => {
    render(1, 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session 1 of 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous session' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next session' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflineCourseDetail?id=p-1&num=2',
    );
    expect(screen.getByText('This session has no training activities.')).toBeInTheDocument();
    cleanup();
    render(12, 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session 12 of 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next session' })).toBeDisabled();
  });

  it('says when the plan has no such session', async () => {
    render(13, 'en-US');
    expect(await screen.findByText('This plan has no session 13.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plan' })).toHaveAttribute(
      'href',
      '/system/center/detail/userOfflinePlanDetail?id=p-1',
    );
  });

  it('previews the session’s forms, and reports a download the server refused', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () =>
      Response.json({ error: { code: 'NotFound', message: 'This plan has no session 3.' } }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const warmUp = { id: 's-1', num: 3, position: 0, name: 'Warm-up', hasDone: null, doneTime: null, isEdit: false };
    const { toasts } = render(3, 'en-US', { ...PLAN, nonePlaybook: [warmUp, { ...warmUp, id: 's-2', num: 4 }] });
    await user.click(await screen.findByRole('button', { name: 'Session 3 feedback form' }));
    await user.click(screen.getByRole('menuitem', { name: 'Preview the form' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Session 3 feedback form' }));
    expect(dialog.getByRole('region', { name: '颜色分类' })).toBeInTheDocument();
    expect(dialog.getByText('Performance')).toBeInTheDocument();
    expect(dialog.getByText('Practice at home')).toBeInTheDocument();
    const statics = within(dialog.getByRole('region', { name: 'Static activities (ticked done on the session card)' }));
    expect(statics.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Warm-up']);
    // The preview downloads too.
    await user.click(dialog.getByRole('button', { name: 'Download (Excel)' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/rocket/userOfflinePlan/sessionFeedbackForm?id=p-1&num=3',
      expect.objectContaining({ method: 'GET' }),
    );
    await vi.waitFor(() => expect(toasts.showError).toHaveBeenCalledWith('This plan has no session 3.'));
  });
});
