// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HfsContractResourceFieldsFragment } from '../../../../generated/graphql';
import { renderWithToasts } from '../../../../shared/testing/renderWithToasts';
import { stubGraphqlClient } from '../../../../shared/testing/stubGraphqlClient';
import { ResourceTab } from './ResourceTab';

afterEach(cleanup);

// Only what a row of the tab reads.
const RESOURCE = {
  id: 'r-1',
  resourceId: 'res-1',
  resourceName: 'Reading test',
  price: 30,
  prices: [],
} as unknown as HfsContractResourceFieldsFragment;

const renderTab = (mayEditPrices: boolean, mayEdit = true) => {
  const { client, operations } = stubGraphqlClient((name) =>
    name === 'HfsContractResources'
      ? { data: { hfsContractResources: { totalCount: 1, mayEditPrices, items: [RESOURCE] } } }
      : name === 'DeleteHfsResource'
        ? { data: { deleteHfsResource: true } }
        : 'pending',
  );
  const { shown } = renderWithToasts(
    <ResourceTab contractId="c-1" tenantId="t-1" type="Assessment" mayAdd mayEdit={mayEdit} />,
    { client, language: 'en-US' },
  );
  return { operations, shown };
};

const buttonsOf = async () => {
  const row = (await screen.findByText('Reading test')).closest('tr')!;
  return within(row)
    .getAllByRole('button')
    .map((b) => b.textContent);
};

describe('ResourceTab', () => {
  it('offers the price records to all, and price edits and removal to whoever sets the prices', async () => {
    renderTab(false);
    expect(await buttonsOf()).toEqual(['Price records']);
    cleanup();
    renderTab(true, false);
    expect(await buttonsOf()).toEqual(['Price records']);
    cleanup();
    renderTab(true);
    expect(await buttonsOf()).toEqual(['Price records', 'Edit price', 'Delete']);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bp6-intent-danger');
  });

  it('removes a resource after asking, and says so', async () => {
    const { operations, shown } = renderTab(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Remove “Reading test” from this contract? Its price records are kept.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('Resource removed from the contract.'));
    expect(operations.filter((o) => o.name === 'DeleteHfsResource').map((o) => o.variables)).toEqual([{ id: 'r-1' }]);
  });

  it('cancels a removal without sending anything', async () => {
    const { operations } = renderTab(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(operations.map((o) => o.name)).not.toContain('DeleteHfsResource');
  });
});
