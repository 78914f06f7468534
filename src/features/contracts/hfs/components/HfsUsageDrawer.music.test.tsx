// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { HfsUsageDrawer } from './HfsUsageDrawer';

afterEach(cleanup);

// Issue 21 item 4: a finished course music's charge, as the server stores it (jsonb orders keys
// by length, then bytes) and the usage-records REST answers it (details as JSON text).
const musicCharge = (id: string, num: number, childName: string, money: number) => ({
  id,
  creationTime: '2026-11-29T02:00:00Z',
  money,
  details: JSON.stringify({
    num,
    planId: '5d3c4f0e-0000-4000-8000-000000000001',
    childName,
    subjectId: '5d3c4f0e-0000-4000-8000-000000000002',
    brainMusicId: '5d3c4f0e-0000-4000-8000-000000000003',
    resourceName: 'BM-01 脑音乐基础',
  }),
});

describe('HfsUsageDrawer music tab', () => {
  it('lists each charged course music: the session, the child and the programme, its price, no ids', async () => {
    const { client, operations } = stubGraphqlClient((_, variables) => ({
      data: {
        hfsUsageRecords:
          variables.kind === 'music'
            ? { items: [musicCharge('m-1', 2, 'Li Ming', 12.34), musicCharge('m-2', 1, 'Mia', 12.34)], totalCount: 2 }
            : { items: [], totalCount: 0 },
      },
    }));
    renderWithProviders(<HfsUsageDrawer contractId="c-1" onClose={vi.fn()} />, { client, language: 'en-US' });
    const drawer = document.querySelector<HTMLElement>('.bp6-drawer')!;
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Music' }));
    expect(await within(drawer).findByText('Session 2 · Li Ming · BM-01 脑音乐基础')).toBeVisible();
    expect(within(drawer).getByText('Session 1 · Mia · BM-01 脑音乐基础')).toBeVisible();
    expect(within(drawer).getAllByText('¥12.34')).toHaveLength(2);
    expect(drawer.textContent).not.toMatch(/5d3c4f0e/);
    expect(operations.map((o) => o.variables.kind)).toContain('music');
  });

  it('names the session in Chinese on a zh-CN console', async () => {
    const { client } = stubGraphqlClient(() => ({
      data: { hfsUsageRecords: { items: [musicCharge('m-1', 3, '李明', 5)], totalCount: 1 } },
    }));
    renderWithProviders(<HfsUsageDrawer contractId="c-1" onClose={vi.fn()} />, { client, language: 'zh-CN' });
    const drawer = document.querySelector<HTMLElement>('.bp6-drawer')!;
    const tabs = within(drawer).getAllByRole('tab');
    await userEvent.click(tabs[4]!);
    expect(await within(drawer).findByText(/李明 · BM-01 脑音乐基础/)).toBeVisible();
    expect(within(drawer).getByText('¥5.00')).toBeVisible();
  });
});
