// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { Button } from '@blueprintjs/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CertificateStatus } from '../../generated/graphql';
import { renderWithProviders } from '../testing/renderWithProviders';
import { stubGraphqlClient } from '../testing/stubGraphqlClient';
import { certificateWarningOf } from './certificateWarning';
import { CertificateWarning } from './CertificateWarning';
import { useCertificateWarning } from './useCertificateWarning';

afterEach(cleanup);

const credential = (startTime: string, endTime: string, recordedStatus: CertificateStatus = 'InEffect') => ({
  certificateId: 'c1',
  credentialsCode: 'HFS-T-2024-0007',
  trainingModule: 'HFS Attention Trainer',
  startTime,
  endTime,
  recordedStatus,
});
const FAR = '2099-01-01T04:00:00Z';

/** A start button as the plan pages wire it: ask the certificate, say its warning, start anyway. */
const Starter = () => {
  const warn = useCertificateWarning();
  const [message, setMessage] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  return (
    <>
      <Button
        text="start"
        onClick={() => {
          void warn('OFFLINE', 'p1').then(setMessage);
          setStarted(true);
        }}
      />
      {started && <p>started</p>}
      <CertificateWarning message={message} />
    </>
  );
};

const render = (
  certificateStatus: CertificateStatus,
  certificate: ReturnType<typeof credential> | null,
  language: 'zh-CN' | 'en-US',
) => {
  const stub = stubGraphqlClient((name) =>
    name === 'TrainerCertificateState'
      ? { data: { trainerCertificateState: { planKind: 'OFFLINE', planId: 'p1', certificateStatus, certificate } } }
      : 'pending',
  );
  renderWithProviders(<Starter />, { client: stub.client, language });
  return stub;
};

const start = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'start' }));
  // The session starts whatever the certificate says.
  expect(screen.getByText('started')).toBeInTheDocument();
};

describe('the trainer certificate warning when a session starts', () => {
  it.each([
    [
      'en-US',
      'Expired',
      credential('2024-11-01T04:00:00Z', '2026-10-31T04:00:00Z'),
      'Your trainer certificate expired on 31/10/2026; ask your centre admin to renew it.',
    ],
    [
      'zh-CN',
      'Expired',
      credential('2024-11-01T04:00:00Z', '2026-10-31T04:00:00Z'),
      '您的培训师证书已过期（截至 2026/10/31），请联系中心管理员续期。',
    ],
    [
      'en-US',
      'Ineffective',
      credential('2098-03-02T04:00:00Z', FAR),
      'Your trainer certificate is not active yet: it takes effect on 02/03/2098. Ask your centre admin if you need it sooner.',
    ],
    [
      'zh-CN',
      'Ineffective',
      credential('2098-03-02T04:00:00Z', FAR),
      '您的培训师证书尚未生效（自 2098/03/02 起生效），如需提前请联系中心管理员。',
    ],
    [
      'en-US',
      'Ineffective',
      credential('2024-01-01T04:00:00Z', FAR, 'Ineffective'),
      'Your trainer certificate is not active; ask your centre admin to activate it.',
    ],
    [
      'zh-CN',
      'Ineffective',
      credential('2024-01-01T04:00:00Z', FAR, 'Ineffective'),
      '您的培训师证书未生效，请联系中心管理员。',
    ],
    [
      'en-US',
      'Canceled',
      credential('2024-01-01T04:00:00Z', FAR, 'Canceled'),
      'Your trainer certificate HFS-T-2024-0007 has been cancelled; ask your centre admin about a new one.',
    ],
    [
      'zh-CN',
      'Canceled',
      credential('2024-01-01T04:00:00Z', FAR, 'Canceled'),
      '您的培训师证书（HFS-T-2024-0007）已被取消，请联系中心管理员。',
    ],
    [
      'en-US',
      'NotIssued',
      null,
      'You do not hold a trainer certificate yet; ask your centre admin to arrange your certification.',
    ],
    ['zh-CN', 'NotIssued', null, '您还没有培训师证书，请联系中心管理员安排认证。'],
  ] as const)('%s: a %s certificate warns, and the session starts', async (language, status, certificate, text) => {
    const { operations } = render(status, certificate, language);
    await start();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(language === 'en-US' ? 'Trainer certificate' : '培训师证书')).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'TrainerCertificateState')?.variables).toEqual({
      planKind: 'OFFLINE',
      planId: 'p1',
    });
  });

  it('says nothing of a certificate in effect', async () => {
    const { operations } = render('InEffect', credential('2024-01-01T04:00:00Z', FAR), 'en-US');
    await start();
    await expect.poll(() => operations.some((o) => o.name === 'TrainerCertificateState')).toBe(true);
    expect(screen.queryByText('Trainer certificate')).not.toBeInTheDocument();
  });

  it('reads a recorded expiry before the dates as expired, and a start still to come as not yet active', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    expect(
      certificateWarningOf(
        { certificateStatus: 'Expired', certificate: credential('2025-01-01', '2027-01-01', 'Expired') },
        now,
      ),
    ).toEqual({ key: 'warning.expired-no-date' });
    expect(
      certificateWarningOf(
        { certificateStatus: 'Ineffective', certificate: credential('2026-12-01', '2027-01-01') },
        now,
      ),
    ).toEqual({
      key: 'warning.ineffective-from',
      date: '2026-12-01',
    });
    expect(
      certificateWarningOf({ certificateStatus: 'InEffect', certificate: credential('2026-01-01', '2027-01-01') }, now),
    ).toBeNull();
  });
});
