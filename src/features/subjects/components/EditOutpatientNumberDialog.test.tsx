// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../../shared/errors/ErrorHandlingContext';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { EditOutpatientNumberDialog } from './EditOutpatientNumberDialog';

afterEach(cleanup);

const render = (response: StubResponse) => {
  const stub = stubGraphqlClient(() => response);
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  } satisfies ErrorHandlingValue;
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts}>
      <EditOutpatientNumberDialog
        subject={{ id: 's1', name: 'Lily', outpatientNumber: 'SR-1' }}
        onClose={onClose}
        onSaved={onSaved}
      />
    </ErrorHandlingContext.Provider>,
    { client: stub.client, path: '/', language: 'en-US' },
  );
  return { ...stub, toasts, onClose, onSaved, user: userEvent.setup() };
};

const save = async (user: ReturnType<typeof userEvent.setup>, value: string) => {
  const dialog = within(await screen.findByRole('dialog', { name: 'Clinic number of Lily' }));
  const field = dialog.getByRole('textbox', { name: 'Clinic number' });
  expect(field).toHaveValue('SR-1');
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.click(dialog.getByRole('button', { name: 'Save' }));
};

describe('EditOutpatientNumberDialog', () => {
  it('saves the trimmed number, or clears it when left empty', async () => {
    const saved = { id: 's1', name: 'Lily', outpatientNumber: null };
    const { user, operations, onSaved, onClose, toasts } = render({
      data: { updateSubjectOutpatientNumber: { __typename: 'Subject', ...saved } },
    });
    await save(user, '');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(operations[0]).toEqual({
      name: 'UpdateSubjectOutpatientNumber',
      variables: { id: 's1', outpatientNumber: null },
    });
    expect(onClose).toHaveBeenCalled();
    expect(toasts.showSuccess).toHaveBeenCalledWith('The clinic number of Lily was saved.');
  });

  it('shows an error only when the server says why', async () => {
    const refused = render({ error: new CombinedError({ graphQLErrors: [{ message: 'The child was not found.' }] }) });
    await save(refused.user, ' SR-2 ');
    await waitFor(() => expect(refused.toasts.showError).toHaveBeenCalledWith('The child was not found.'));
    expect(refused.onClose).not.toHaveBeenCalled();
    cleanup();

    const silent = render({ error: new CombinedError({ networkError: new Error('offline') }) });
    await save(silent.user, 'SR-3');
    await waitFor(() => expect(silent.operations).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(silent.toasts.showError).not.toHaveBeenCalled();
    expect(silent.toasts.showWarning).not.toHaveBeenCalled();
    expect(silent.onClose).not.toHaveBeenCalled();
  });
});
