// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderFieldsFragment, OrderListQuery, ShellMenuQuery } from '../../generated/graphql';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../shared/errors/ErrorHandlingContext';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { OrderListPage } from './OrderListPage';

// The browser journey (tests/e2e/orders.spec.ts) runs in Chinese; this reads the centre's HFS
// order list in English: headers, a row's date and money, the usage filter, the empty state.

afterEach(cleanup);

const toasts = (): ErrorHandlingValue => ({
  onOperation: vi.fn(),
  onError: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  showSuccess: vi.fn(),
});

const MENU: ShellMenuQuery = { menu: { tenantType: 'Center', vcat: false, groups: [] } };

const order = (id: string, extra: Partial<OrderFieldsFragment> = {}): OrderFieldsFragment => ({
  id,
  tenantId: 't-sunrise',
  tenantName: 'Sunrise Centre',
  usageKind: 'evaluation',
  amount: 1234.5,
  freeTimes: 2,
  childName: 'Lily Wang',
  resourceName: 'Attention assessment',
  remark: '',
  operatorName: 'Coach Li',
  // No offset: read as the browser's local time, so the shown time does not depend on the zone.
  creationTime: '2026-03-04T09:15:00',
  ...extra,
});

const list = (items: OrderFieldsFragment[], totalCount = items.length): StubResponse => ({
  data: { orders: { items, totalCount } } satisfies OrderListQuery,
});

const render = (respond: (variables: Record<string, unknown>) => StubResponse) => {
  const stub = stubGraphqlClient((name, variables) =>
    name === 'ShellMenu' ? { data: MENU } : name === 'OrderList' ? respond(variables) : 'pending',
  );
  renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts()}>
      <OrderListPage line="hfs" area="center" />
    </ErrorHandlingContext.Provider>,
    { client: stub.client, path: '/system/center/menu/hfs/order', language: 'en-US' },
  );
  return stub;
};

describe('OrderListPage in English', () => {
  it('lists the centre’s HFS orders with English headers, YYYY/MM/DD HH:mm times in English too and yuan amounts', async () => {
    render(() =>
      list([order('o1'), order('o2', { usageKind: 'train', childName: null, operatorName: null, amount: 80 })], 2),
    );

    const table = await screen.findByRole('table', { name: 'Order list' });
    expect(screen.getByRole('heading', { name: 'Order list' })).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Usage', 'Child', 'Resource', 'Amount', 'Free tests', 'Operator']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2026/03/04 09:15', 'Evaluation', 'Lily Wang', 'Attention assessment', '¥1,234.50', '2', 'Coach Li']);
    const other = within(second!);
    expect(other.getByText('Training')).toBeInTheDocument();
    expect(other.getByText('¥80.00')).toBeInTheDocument();
    expect(other.getAllByText('—')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });

  it('asks for the chosen usage only, and says so when no order is left', async () => {
    const { operations } = render((variables) =>
      (variables['filter'] as { usageKind?: string }).usageKind === 'music' ? list([]) : list([order('o1')]),
    );
    await screen.findByRole('table', { name: 'Order list' });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Usage'), 'Music');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.getByText('Nothing was used in this period, or nothing matches the filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'OrderList').at(-1)?.variables).toEqual({
      line: 'hfs',
      filter: { usageKind: 'music' },
      skipCount: 0,
      maxResultCount: 10,
    });

    // The same name as every list's filter-clearing action (common:filter.clear-all).
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(operations.filter((o) => o.name === 'OrderList').at(-1)?.variables['filter']).toEqual({});
  });

  it('refuses a period that ends before it starts, in English and with the dates typed day first', async () => {
    const { operations } = render(() => list([order('o1')]));
    await screen.findByRole('table', { name: 'Order list' });
    const user = userEvent.setup();
    const asked = operations.filter((o) => o.name === 'OrderList').length;

    await user.type(screen.getByLabelText('From'), '20/03/2026');
    await user.type(screen.getByLabelText('To'), '10/03/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'OrderList')).toHaveLength(asked);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '31/03/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByText('The end date is before the start date.')).not.toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'OrderList').at(-1)?.variables['filter']).toEqual({
      startTime: '2026-03-20',
      endTime: '2026-03-31',
    });
  });
});
