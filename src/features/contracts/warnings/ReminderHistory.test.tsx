// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { ReminderHistory } from './ReminderHistory';

afterEach(cleanup);

const page = (items: object[], totalCount = items.length) =>
  stubGraphqlClient((name) =>
    name === 'ContractReminderHistory'
      ? { data: { contractReminderHistory: { __typename: 'ContractReminderPage', totalCount, items } } }
      : 'pending',
  );

const sent = {
  __typename: 'ContractReminderSent',
  id: '7',
  reason: 'times',
  balance: 400,
  creationTime: '2026-03-01T04:05:00.000Z',
  channels: { __typename: 'ContractReminderChannels', email: 1, sms: 0, systemNotice: 2 },
};

describe('ReminderHistory', () => {
  it('lists each reminder with its reason, balance and channels, in either language', async () => {
    const { client, operations } = page([sent]);
    renderWithProviders(<ReminderHistory line="vrat" tenantId="t-1" />, { client, path: '/', language: 'en-US' });
    const row = (await screen.findByText('Tests below the reminder times')).closest('tr')!;
    expect(within(row).getByText('400.00')).toBeVisible();
    expect(within(row).getByText('1 e-mail, 2 system notices')).toBeVisible();
    expect(operations[0]?.variables).toEqual({ line: 'vrat', tenantId: 't-1', skipCount: 0, maxResultCount: 10 });

    cleanup();
    renderWithProviders(<ReminderHistory line="vrat" tenantId="t-1" />, {
      client: page([sent]).client,
      path: '/',
      language: 'zh-CN',
    });
    expect(await screen.findByText('次数低于提醒次数')).toBeVisible();
    expect(screen.getByText('邮件 1、系统通知 2')).toBeVisible();
  });

  it('says so when nothing was sent', async () => {
    const { client } = page([]);
    renderWithProviders(<ReminderHistory line="hfs" tenantId="t-1" />, { client, path: '/', language: 'en-US' });
    expect(await screen.findByText('No reminder has been sent yet.')).toBeVisible();
  });
});
