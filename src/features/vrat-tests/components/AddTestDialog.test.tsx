// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../../shared/errors/ErrorHandlingContext';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { AddTestDialog } from './AddTestDialog';

afterEach(cleanup);

const LOCATIONS = [
  { __typename: 'TestLocation', id: 'loc-1', name: 'Room A' },
  { __typename: 'TestLocation', id: 'loc-2', name: 'Room B' },
];

const render = (locations = LOCATIONS, language: 'en-US' | 'zh-CN' = 'en-US') => {
  const stub = stubGraphqlClient((name) =>
    name === 'AddTestLocations'
      ? { data: { testLocations: { __typename: 'TestLocationPage', items: locations, totalCount: locations.length } } }
      : { data: { requestTest: { __typename: 'TestRequest', id: 'r1' } } },
  );
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  } satisfies ErrorHandlingValue;
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts}>
      <AddTestDialog subject={{ id: 's1', name: 'Lily' }} onClose={onClose} />
    </ErrorHandlingContext.Provider>,
    {
      client: stub.client,
      path: '/system/center/menu/user/subject',
      language,
      routes: [
        { path: '/system/center/menu/statistic/vratList', element: <p>vrat list</p> },
        { path: '/system/center/menu/manage/location', element: <p>locations</p> },
      ],
    },
  );
  return { ...stub, ...view, toasts, onClose, user: userEvent.setup() };
};

describe('AddTestDialog', () => {
  it('asks for the enabled locations (500) and requires location and grade before sending', async () => {
    const { user, operations } = render();
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a test for Lily' }));
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Room A' })).toBeInTheDocument());
    expect(operations[0]).toEqual({ name: 'AddTestLocations', variables: {} });
    const grades = within(dialog.getByRole('combobox', { name: /Grade/ })).getAllByRole('option');
    // The placeholder, Before School, 1 to 12, Not Attending School.
    expect(grades.map((o) => o.textContent)).toEqual([
      'Choose a grade',
      'Before school',
      ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
      'Not attending school',
    ]);

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByText('Please choose a test location.')).toBeInTheDocument();
    expect(dialog.getByText('Please choose a grade.')).toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'RequestTest')).toHaveLength(0);
  });

  it('submits the request and lands on the VRAT list', async () => {
    const { user, operations, router, toasts, onClose } = render();
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a test for Lily' }));
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Room B' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByRole('combobox', { name: /Test location/ }), 'Room B');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Grade/ }), 'Before school');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/center/menu/statistic/vratList'));
    expect(operations.find((o) => o.name === 'RequestTest')?.variables).toEqual({
      subjectId: 's1',
      locationId: 'loc-2',
      grade: 'BeforeSchool',
    });
    expect(toasts.showSuccess).toHaveBeenCalledWith('Test requested for Lily.');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the centre has no enabled location and offers the shortcut to the location page', async () => {
    const { user, router } = render([], 'zh-CN');
    const dialog = within(await screen.findByRole('dialog', { name: '为Lily添加测试' }));
    expect(await dialog.findByText('本中心还没有已启用的测试地点。请先在测试地点页面添加并启用。')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '添加地点' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/center/menu/manage/location'));
  });
});
