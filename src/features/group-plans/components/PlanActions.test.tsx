// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CertificateStatus, GroupPlanFieldsFragment } from '../../../generated/graphql';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { shellUserWithRoles } from '../../../shared/testing/shellUser';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { PlanActions } from './PlanActions';

afterEach(cleanup);

const plan: GroupPlanFieldsFragment = {
  id: 'p1',
  groupId: 'g1',
  groupName: 'Monday four',
  status: 'Started',
  currentNum: 3,
  totalNum: 8,
  classState: 'ClassEnded',
  courseOpen: false,
  initDifficulty: 5,
  difficulty: 6,
  trainingPlanV2: { id: 'cp1', code: 'CP-1', displayName: 'Attention class plan' },
  startedAt: '2026-11-20T09:00:00.000Z',
  endedAt: null,
  canWrite: true,
};
const idle = { ...plan, classState: 'Idle' as const, currentNum: 3 };

const render = (certificateStatus: CertificateStatus, language: 'zh-CN' | 'en-US') => {
  const stub = stubGraphqlClient((name) => {
    if (name === 'ShellCurrentUser') return shellUserWithRoles(['coach']);
    if (name === 'TrainerCertificateState')
      return {
        data: {
          trainerCertificateState: {
            planKind: 'GROUP',
            planId: 'p1',
            certificateStatus,
            certificate:
              certificateStatus === 'NotIssued'
                ? null
                : {
                    certificateId: 'c1',
                    credentialsCode: 'HFS-T-1',
                    trainingModule: 'HFS Attention Trainer',
                    startTime: '2024-11-01T04:00:00Z',
                    endTime: '2026-10-31T04:00:00Z',
                    recordedStatus: 'InEffect',
                  },
          },
        },
      };
    if (name === 'GroupClassBeforeStart')
      return {
        data: {
          groupClassBeforeStart: {
            id: 'p1',
            groupName: 'Monday four',
            num: 4,
            timesSetting: false,
            charge: 'Ok',
            items: [],
            totalCount: 0,
          },
        },
      };
    if (name === 'StartGroupClass') return { data: { startGroupClass: { ...idle, classState: 'ClassStarted' } } };
    return 'pending';
  });
  renderWithToasts(<PlanActions plan={idle} onStepped={() => undefined} />, { client: stub.client, language });
  return stub;
};

describe('starting a class with the trainer certificate', () => {
  it.each([
    [
      'en-US',
      'Start class',
      'Expired',
      'Your trainer certificate expired on 31/10/2026; ask your centre admin to renew it.',
    ],
    ['zh-CN', '开始上课', 'Expired', '您的培训师证书已过期（截至 2026/10/31），请联系中心管理员续期。'],
    [
      'en-US',
      'Start class',
      'NotIssued',
      'You do not hold a trainer certificate yet; ask your centre admin to arrange your certification.',
    ],
    ['zh-CN', '开始上课', 'NotIssued', '您还没有培训师证书，请联系中心管理员安排认证。'],
  ] as const)(
    '%s: warns below the buttons of a %s certificate and starts the class',
    async (language, button, status, text) => {
      const { operations } = render(status, language);
      await userEvent.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      await expect.poll(() => operations.some((o) => o.name === 'StartGroupClass')).toBe(true);
    },
  );

  it('says nothing of a certificate in effect, and starts the class', async () => {
    const { operations } = render('InEffect', 'en-US');
    await userEvent.click(await screen.findByRole('button', { name: 'Start class' }));
    await expect.poll(() => operations.some((o) => o.name === 'StartGroupClass')).toBe(true);
    expect(screen.queryByText('Trainer certificate')).not.toBeInTheDocument();
  });
});
