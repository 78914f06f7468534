// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HfsContractResourceFieldsFragment } from '../../../../generated/graphql';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../../../shared/errors/ErrorHandlingContext';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../../shared/testing/stubGraphqlClient';
import { AddResourcesDialog } from './AddResourcesDialog';
import { EditPriceDialog } from './EditPriceDialog';
import { FlatPriceDialog } from './FlatPriceDialog';

afterEach(cleanup);

const RESOURCE = {
  id: 'r-1',
  contractId: 'c-1',
  resourceId: 'res-1',
  resourceName: 'Reading test',
  type: 'Assessment',
  price: null,
  prices: [],
  buyPriceRecords: [],
} as HfsContractResourceFieldsFragment;

const renderDialog = (
  dialog: (onClose: () => void) => ReactElement,
  respond: (name: string, variables: Record<string, unknown>) => StubResponse = () => ({ data: {} }),
) => {
  const { client, operations } = stubGraphqlClient(respond);
  const onClose = vi.fn();
  const toasts = { showSuccess: vi.fn(), showError: vi.fn(), showWarning: vi.fn() };
  renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts as unknown as ErrorHandlingValue}>
      {dialog(onClose)}
    </ErrorHandlingContext.Provider>,
    { client, language: 'en-US' },
  );
  const sent = () => operations.filter((o) => !o.name.startsWith('Hfs'));
  return { sent, onClose, toasts };
};

describe('EditPriceDialog', () => {
  it('asks for a price of at least 0, then saves it and closes', async () => {
    const { sent, onClose, toasts } = renderDialog((close) => <EditPriceDialog resource={RESOURCE} onClose={close} />);
    const dialog = screen.getByRole('dialog', { name: 'Price of Reading test' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a price of at least 0 with at most two decimals.')).toBeVisible();
    expect(sent()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Price'), '12.5{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ name: 'SetHfsResourcePrice', variables: { id: 'r-1', price: 12.5 } }]);
    expect(toasts.showSuccess).toHaveBeenCalledWith('Price saved.');
  });

  it('keeps a class plan open until all twelve class prices are given', async () => {
    const plan = { ...RESOURCE, type: 'TrainingPlanV2' } as HfsContractResourceFieldsFragment;
    const { sent } = renderDialog((close) => <EditPriceDialog resource={plan} onClose={close} />);
    const dialog = screen.getByRole('dialog', { name: 'Price of Reading test' });
    await userEvent.type(within(dialog).getByLabelText('1 to 1 price on App'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(sent()).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

describe('FlatPriceDialog', () => {
  // Each kind has its own course: only the chosen one is priced, at its kind's flat price.
  const respond = (name: string, variables: Record<string, unknown>): StubResponse => {
    if (name !== 'HfsContractResources') return { data: { setHfsResourcePrices: true } };
    const online = variables.type === 'OnlinePlanCourse';
    const course = { ...RESOURCE, id: online ? 'r-on' : 'r-off', resourceName: online ? 'Plan A' : 'Plan B' };
    return { data: { hfsContractResources: { items: [course], totalCount: 1 } } };
  };

  it('asks for both flat prices and a course, then prices each chosen course', async () => {
    const { sent, onClose } = renderDialog((close) => <FlatPriceDialog contractId="c-1" onClose={close} />, respond);
    const dialog = screen.getByRole('dialog', { name: 'Flat price update' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose at least one resource.')).toBeVisible();
    expect(within(dialog).getAllByText('Enter a price of at least 0 with at most two decimals.')).toHaveLength(2);

    await userEvent.type(within(dialog).getByLabelText('Online flat price'), '10');
    await userEvent.type(within(dialog).getByLabelText('Offline flat price'), '20');
    await userEvent.click(await within(dialog).findByLabelText('Plan B'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      { name: 'SetHfsResourcePrices', variables: { resources: [{ contractId: 'c-1', id: 'r-off', price: 20 }] } },
    ]);
  });
});

describe('AddResourcesDialog', () => {
  const addable =
    (items: unknown[]) =>
    (name: string): StubResponse =>
      name === 'HfsAddableResources' ? { data: { hfsAddableResources: items } } : { data: { addHfsResources: true } };

  it('adds the chosen resources at their prices', async () => {
    const item = { resourceId: 'res-9', name: 'Maths', displayName: 'Maths test', lessonCount: null };
    const { sent, onClose } = renderDialog(
      (close) => <AddResourcesDialog contractId="c-1" type="Assessment" onClose={close} />,
      addable([item]),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Assessments' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add resources' }));
    expect(within(dialog).getByText('Choose at least one resource.')).toBeVisible();

    await userEvent.click(within(dialog).getByLabelText('Maths test'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add resources' }));
    expect(within(dialog).getByText('Enter a price of at least 0 with at most two decimals.')).toBeVisible();
    expect(sent()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Price of Maths test'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add resources' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        name: 'AddHfsResources',
        variables: { contractId: 'c-1', type: 'Assessment', resources: [{ resourceId: 'res-9', price: 8 }] },
      },
    ]);
  });

  it('cannot add when nothing is left to add', async () => {
    renderDialog((close) => <AddResourcesDialog contractId="c-1" type="Assessment" onClose={close} />, addable([]));
    const dialog = screen.getByRole('dialog', { name: 'Add Assessments' });
    expect(await within(dialog).findByText('Everything of this kind is already in the contract.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add resources' })).toBeDisabled();
  });
});
