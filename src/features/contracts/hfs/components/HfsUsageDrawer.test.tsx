// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { HfsUsageDrawer } from './HfsUsageDrawer';

afterEach(cleanup);

const usage = (kind: unknown) => ({
  data: {
    hfsUsageRecords: {
      items: [
        {
          id: `u-${String(kind)}`,
          creationTime: '2026-03-01T08:00:00Z',
          money: 12.5,
          details: JSON.stringify({ planId: 'p-1', num: 3, child: `Mia (${String(kind)})`, lessons: 3, paid: true }),
        },
      ],
      totalCount: 1,
    },
  },
});

describe('HfsUsageDrawer', () => {
  it('shows one tab per usage kind and asks for the chosen kind, ten records a page', async () => {
    const { client, operations } = stubGraphqlClient((_, variables) => usage(variables.kind));
    renderWithProviders(<HfsUsageDrawer contractId="c-1" onClose={vi.fn()} />, { client, language: 'en-US' });
    // Blueprint's drawer is no labelled dialog: it is found by its class, its title by its heading.
    const drawer = document.querySelector<HTMLElement>('.bp6-drawer')!;
    expect(within(drawer).getByRole('heading', { name: 'Usage records' })).toBeVisible();
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Evaluation', 'Training', 'Class', 'Course', 'Music']);
    // What a usage names: its text and number values, one line, the session named and no ids.
    expect(await within(drawer).findByText('Session 3 · Mia (evaluation) · 3')).toBeVisible();
    expect(within(drawer).getByText('¥12.50')).toBeVisible();

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Music' }));
    expect(await within(drawer).findByText('Session 3 · Mia (music) · 3')).toBeVisible();
    const asked = new Set(operations.map((o) => JSON.stringify(o.variables)));
    expect([...asked].map((v) => JSON.parse(v) as unknown)).toEqual([
      { contractId: 'c-1', kind: 'evaluation', skipCount: 0, maxResultCount: 10 },
      { contractId: 'c-1', kind: 'music', skipCount: 0, maxResultCount: 10 },
    ]);
  });
});
