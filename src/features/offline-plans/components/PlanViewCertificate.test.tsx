// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CertificateStatus, OfflinePlanQuery } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { shellUserWithRoles } from '../../../shared/testing/shellUser';
import { summary } from '../testing/planSummary';
import { PlanView } from './PlanView';

// Starting a session of an offline plan (Start plan, Activate next session) asks the caller's
// trainer certificate (001 §7 checkCertificateState): the confirmation says what it warns of, in
// both languages, and confirming starts the session all the same.

afterEach(cleanup);

type Plan = OfflinePlanQuery['offlinePlan'];

const planAt = (status: 'None' | 'Started'): Plan => ({
  summary: summary('p-1', {
    status,
    num: status === 'None' ? 1 : 3,
    canNext: status === 'Started',
    showNextClass: status === 'Started',
  }),
  subjectName: '王小明',
  canWrite: true,
  sessions: Array.from({ length: 12 }, (_, i) => ({
    num: i + 1,
    startedAt: null,
    finishedAt: null,
    attendance: null,
    interviewRequired: false,
    interviewAt: null,
    hasMusic: false,
    level: 3,
  })),
  nonePlaybook: [],
  planItems: [],
});

const render = (plan: Plan, certificateStatus: CertificateStatus, language: Language) =>
  renderStubbedPage(
    <PlanView planId="p-1" />,
    (name) => {
      if (name === 'OfflinePlan') return { data: { offlinePlan: plan } };
      if (name === 'ShellCurrentUser') return shellUserWithRoles(['coach']);
      if (name === 'TrainerCertificateState')
        return {
          data: {
            trainerCertificateState: {
              planKind: 'OFFLINE',
              planId: 'p-1',
              certificateStatus,
              certificate:
                certificateStatus === 'NotIssued'
                  ? null
                  : {
                      certificateId: 'c1',
                      credentialsCode: 'HFS-T-2024-0007',
                      trainingModule: 'HFS Attention Trainer',
                      startTime: '2024-11-01T04:00:00Z',
                      endTime: '2026-10-31T04:00:00Z',
                      recordedStatus: 'InEffect',
                    },
            },
          },
        };
      return 'pending';
    },
    { path: '/', language },
  );

describe('the start confirmation and the trainer certificate', () => {
  it('en-US: Start plan says the certificate expired, and confirming starts the plan', async () => {
    const { operations } = render(planAt('None'), 'Expired', 'en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start plan' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      await within(confirm).findByText(
        'Your trainer certificate expired on 31/10/2026; ask your centre admin to renew it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Start plan' }));
    await expect.poll(() => operations.some((o) => o.name === 'StartOfflinePlan')).toBe(true);
  });

  it('zh-CN: activating the next session says there is no certificate yet, and goes on', async () => {
    const { operations } = render(planAt('Started'), 'NotIssued', 'zh-CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '激活下一节课' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(await within(confirm).findByText('您还没有培训师证书，请联系中心管理员安排认证。')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '激活下一节课' }));
    await expect.poll(() => operations.some((o) => o.name === 'ActivateNextOfflinePlanSession')).toBe(true);
  });

  it('says nothing of a certificate in effect', async () => {
    const { operations } = render(planAt('None'), 'InEffect', 'en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start plan' }));
    const confirm = await screen.findByRole('alertdialog');
    await expect.poll(() => operations.some((o) => o.name === 'TrainerCertificateState')).toBe(true);
    expect(confirm.querySelector('.atrium-confirm-warning')).toBeNull();
  });
});
