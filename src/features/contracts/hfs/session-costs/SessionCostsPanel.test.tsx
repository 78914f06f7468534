// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { SessionCostsPanel } from './SessionCostsPanel';

afterEach(cleanup);

const charge = (k: number) => ({
  id: `e-${k}`,
  time: '2026-11-20T02:00:00Z',
  planId: 'p-1',
  num: k,
  // Every third charge is a class's session, named by its class.
  childName: k % 3 ? `Child ${k}` : '',
  groupName: k % 3 ? null : `Class ${k}`,
  planName: 'Focus plan',
  coachName: k % 2 ? 'Li Wei' : null,
  money: 80,
});

const respond = (total: number) => (name: string, variables: Record<string, unknown>) => {
  if (name === 'CoachSessionCosts')
    return {
      data: {
        coachSessionCosts: total
          ? [
              { coachId: 'c-1', coachName: 'Li Wei', sessions: 7, money: 560 },
              { coachId: null, coachName: null, sessions: 5, money: 400.1 },
            ]
          : [],
      },
    };
  const skip = Number(variables.skipCount);
  const count = Math.max(0, Math.min(10, total - skip));
  return {
    data: {
      sessionCosts: { totalCount: total, items: Array.from({ length: count }, (_, i) => charge(skip + i + 1)) },
    },
  };
};

describe('SessionCostsPanel', () => {
  it('says so when nothing was charged in the period', async () => {
    const { client } = stubGraphqlClient(respond(0));
    renderWithProviders(<SessionCostsPanel />, { client, language: 'en-US' });
    expect(await screen.findByText('No sessions were charged in this period')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the per-coach summary with the no-coach and total rows, and the charges ten a page', async () => {
    const { client, operations } = stubGraphqlClient(respond(12));
    renderWithProviders(<SessionCostsPanel />, { client, language: 'en-US' });
    const coaches = await screen.findByRole('table', { name: 'Per coach' });
    const rows = within(coaches)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['Li Wei7¥560.00', 'No coach5¥400.10', 'Total12¥960.10']);

    const list = screen.getByRole('table', { name: 'Charged sessions' });
    expect(within(list).getAllByRole('row')).toHaveLength(11);
    expect(within(list).getByText('Session 1')).toBeVisible();
    expect(within(list).getByText('Child 1')).toBeVisible();
    const classRow = within(list).getByRole('row', { name: /Class 3/ });
    expect(within(classRow).getAllByRole('cell')[1]).toHaveTextContent(/^Class Class 3$/);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Child 11')).toBeVisible();
    expect(screen.getByText('Class 12')).toBeVisible();
    expect(operations.some((o) => o.variables.skipCount === 10)).toBe(true);
  });

  it('asks for the previous month when stepped back', async () => {
    const { client, operations } = stubGraphqlClient(respond(1));
    renderWithProviders(<SessionCostsPanel />, { client, language: 'en-US' });
    await screen.findByRole('table', { name: 'Per coach' });
    const first = String(operations[0]!.variables.from);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByRole('table', { name: 'Per coach' });
    const froms = operations.map((o) => String(o.variables.from));
    expect(froms.some((f) => f < first && f.endsWith('-01'))).toBe(true);
  });
});
