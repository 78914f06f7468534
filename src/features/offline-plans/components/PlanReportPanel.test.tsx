// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflinePlanReportFieldsFragment } from '../../../generated/graphql';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { PLAN } from '../testing/planDetail';
import { summary } from '../testing/planSummary';
import { PlanReportPanel } from './PlanReportPanel';

// An ended plan's closing report (issue 19 item 1): the facts, the text, writing it with its
// checks, closing after a confirmation, and a closed plan read-only; in both languages.

afterEach(cleanup);

const facts = {
  sessionsDelivered: 12,
  totalSessions: 12,
  attended: 11,
  absent: 1,
  levelsUp: 3,
  levelsDown: 1,
  feedbackCount: 30,
  validFrom: null,
  validUntil: null,
  startedAt: '2026-09-01T02:00:00.000Z',
  endedAt: '2026-11-20T02:00:00.000Z',
};
const report = (
  status: 'Finished' | 'ReportedReady' | 'Closed',
  text: OfflinePlanReportFieldsFragment['report'] = null,
): OfflinePlanReportFieldsFragment => ({ planId: 'p-1', status, report: text, facts });

const render = (
  status: 'Finished' | 'ReportedReady' | 'Closed',
  answer = report(status),
  language: 'zh-CN' | 'en-US' = 'en-US',
) =>
  renderStubbedPage(
    <PlanReportPanel
      plan={{ ...PLAN, canWrite: true, summary: summary('p-1', { status }) }}
      version={0}
      onChanged={() => {}}
    />,
    (name) =>
      name === 'OfflinePlanReport'
        ? { data: { offlinePlanReport: answer } }
        : name === 'WriteOfflinePlanReport'
          ? { data: { writeOfflinePlanReport: report('ReportedReady') } }
          : name === 'CloseOfflinePlan'
            ? { data: { closeOfflinePlan: report('Closed') } }
            : 'pending',
    { path: '/', language },
  );

describe('the plan report panel', () => {
  it('writes the report of an ended plan, asking for a summary first', async () => {
    const user = userEvent.setup();
    const { operations } = render('Finished');
    expect(await screen.findByText('12 of 12 sessions delivered')).toBeInTheDocument();
    expect(screen.getByText('11 attended, 1 absent')).toBeInTheDocument();
    expect(
      screen.getByText('No report yet: write one for the family, or close the plan without one.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write the report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Write the closing report' }));
    await user.click(dialog.getByRole('button', { name: 'Save report' }));
    expect(dialog.getByText('Write a summary.')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'WriteOfflinePlanReport')).toBe(false);
    await user.type(dialog.getByLabelText(/^Summary/), '  Calmer, and finishes tasks.  ');
    await user.click(dialog.getByRole('button', { name: 'Save report' }));
    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'WriteOfflinePlanReport')?.variables).toEqual({
        id: 'p-1',
        input: { summary: 'Calmer, and finishes tasks.', progress: '', recommendations: '' },
      }),
    );
  });

  it('closes the plan after a confirmation that says no report was written', async () => {
    const user = userEvent.setup();
    const { operations } = render('Finished', report('Finished'), 'zh-CN');
    await user.click(await screen.findByRole('button', { name: '关闭计划' }));
    const alert = within(await screen.findByRole('alertdialog'));
    expect(alert.getByText(/尚未撰写报告/)).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: '关闭计划' }));
    await vi.waitFor(() =>
      expect(operations.find((o) => o.name === 'CloseOfflinePlan')?.variables).toEqual({ id: 'p-1' }),
    );
  });

  it('shows a closed plan’s report to read, with nothing to change', async () => {
    render(
      'Closed',
      report('Closed', {
        summary: '专注时间明显延长。',
        progress: '',
        recommendations: '每天睡前读绘本。',
        writtenBy: '林静',
        writtenAt: '2026-11-21T02:00:00.000Z',
      }),
      'zh-CN',
    );
    expect(await screen.findByText('专注时间明显延长。')).toBeInTheDocument();
    expect(screen.getByText('每天睡前读绘本。')).toBeInTheDocument();
    expect(screen.queryByText('进步情况')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改结业报告' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭计划' })).not.toBeInTheDocument();
  });
});
