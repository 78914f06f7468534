// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../../shared/errors/ErrorHandlingContext';
import type { Language } from '../../../shared/i18n/languages';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { AddGuardianDialog } from './AddGuardianDialog';

afterEach(cleanup);

const OPTIONS = {
  data: {
    subjectFormOptions: {
      __typename: 'SubjectFormOptions',
      coaches: [],
      avaliableGuardianRoles: [{ __typename: 'GuardianRole', name: 'Mother', displayName: 'Mother' }],
    },
  },
};
const ADDED = { data: { addGuardian: { __typename: 'AddGuardianResult', guardianId: 'g-new', subjects: [] } } };

const render = ({
  features,
  language = 'en-US',
  addGuardian = () => ADDED,
}: {
  features: string[];
  language?: Language;
  addGuardian?: () => StubResponse;
}) => {
  const stub = stubGraphqlClient((name) => {
    if (name === 'CurrentPermissions') {
      return {
        data: {
          me: {
            __typename: 'CurrentUser',
            id: 'u1',
            adminRoles: [],
            tenantPermissions: ['guardian', ...features],
            grantedPermissions: ['Menu.User.User'],
          },
        },
      };
    }
    if (name === 'GuardianFormOptions') return OPTIONS;
    if (name === 'AddGuardian') return addGuardian();
    return { data: {} };
  });
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  } satisfies ErrorHandlingValue;
  const onAdded = vi.fn();
  renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts}>
      <AddGuardianDialog isOpen onClose={vi.fn()} onAdded={onAdded} />
    </ErrorHandlingContext.Provider>,
    { client: stub.client, path: '/', language },
  );
  const sent = () => stub.operations.filter((o) => o.name === 'AddGuardian');
  return { ...stub, sent, onAdded, user: userEvent.setup() };
};

const dialog = () => within(screen.getByRole('dialog'));

/** Fills everything the server needs except the child's name. */
const fillGuardian = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await dialog().findByRole('textbox', { name: /Guardian's name/ }), 'Wang Li');
  await user.type(dialog().getByRole('textbox', { name: /Mobile number/ }), '13912345678');
  await user.selectOptions(dialog().getByRole('combobox', { name: /Relationship/ }), 'Mother');
  await user.type(dialog().getByRole('textbox', { name: /Birthday/ }), '04/05/2019');
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AddGuardianDialog', () => {
  it('sends one request for a double submit, and only after a 300 ms pause', async () => {
    const { user, sent, onAdded } = render({ features: ['subject1.name'] });
    await fillGuardian(user);
    await user.type(dialog().getByRole('textbox', { name: "Child's name" }), 'Wang Xiaoyu');
    const form = screen.getByRole('form', { name: 'Add guardian' });
    // Two submits before React draws again: what a double click or a double Enter sends.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await pause(150);
    expect(sent()).toHaveLength(0);
    await waitFor(() => expect(sent()).toHaveLength(1));
    await pause(400);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.variables).toMatchObject({
      input: { name: 'Wang Li', phoneNumber: '13912345678', subjects: [{ name: 'Wang Xiaoyu' }] },
    });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('g-new'));
  });

  it('ignores a submit while the request is on its way', async () => {
    const { user, sent } = render({ features: ['subject1.name'], addGuardian: () => 'pending' });
    await fillGuardian(user);
    const form = screen.getByRole('form', { name: 'Add guardian' });
    fireEvent.submit(form);
    await waitFor(() => expect(sent()).toHaveLength(1));
    fireEvent.submit(form);
    await pause(400);
    expect(sent()).toHaveLength(1);
    expect(dialog().getByRole('button', { name: /Add$/ })).toBeDisabled();
  });

  it('with subject1.name1.random generates each child’s name instead of asking for it', async () => {
    const { user, sent } = render({ features: ['subject1.name', 'subject1.name1.random'] });
    await fillGuardian(user);
    expect(dialog().queryByRole('textbox', { name: "Child's name" })).not.toBeInTheDocument();
    const generated = dialog().getByRole('textbox', { name: "Child's name (generated)" }) as HTMLInputElement;
    expect(generated).toHaveAttribute('readonly');
    await waitFor(() => expect(generated.value).toMatch(/^Child-[A-HJKMNP-Z2-9]{6}$/));
    const first = generated.value;
    await user.click(dialog().getByRole('button', { name: 'Generate another name' }));
    expect(generated.value).toMatch(/^Child-[A-HJKMNP-Z2-9]{6}$/);
    expect(generated.value).not.toBe(first);

    await user.click(dialog().getByRole('button', { name: 'Add another child' }));
    const names = dialog().getAllByRole('textbox', { name: "Child's name (generated)" }) as HTMLInputElement[];
    expect(names).toHaveLength(2);
    expect(names[1]!.value).toMatch(/^Child-/);
    await user.type(dialog().getAllByRole('textbox', { name: /Birthday/ })[1]!, '01/02/2020');
    await user.click(dialog().getByRole('button', { name: /^Add$/ }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const subjects = (sent()[0]!.variables['input'] as { subjects: { name: string }[] }).subjects;
    expect(subjects.map((s) => s.name)).toEqual([generated.value, names[1]!.value]);
  });

  it('generates Chinese names in Chinese', async () => {
    render({ features: ['subject1.name1.random'], language: 'zh-CN' });
    const generated = (await screen.findByRole('textbox', { name: '孩子姓名（自动生成）' })) as HTMLInputElement;
    await waitFor(() => expect(generated.value).toMatch(/^儿童-[A-HJKMNP-Z2-9]{6}$/));
  });
});
