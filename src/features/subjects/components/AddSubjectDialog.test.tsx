// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../../shared/errors/ErrorHandlingContext';
import type { Language } from '../../../shared/i18n/languages';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { AddSubjectDialog } from './AddSubjectDialog';

afterEach(cleanup);

const SUNRISE = ['subject1.name', 'subject1.medicalNumber', 'subject1.note'];

const added = (name: string) => ({
  data: {
    addSubjects: [
      {
        __typename: 'Subject',
        id: 'new',
        name,
        birthDay: '2019-04-09',
        gender: 'Female',
        outpatientNumber: null,
        schoolName: null,
        gradeName: null,
        remark: null,
        status: 'Bind',
        isCheckedIn: false,
        coachNames: [],
        guardianNames: [],
        coaches: [],
        guardians: [],
      },
    ],
  },
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  { features = SUNRISE, language = 'en-US' }: { features?: string[]; language?: Language } = {},
) => {
  const stub = stubGraphqlClient((name, variables) =>
    name === 'CurrentPermissions'
      ? {
          data: {
            me: {
              __typename: 'CurrentUser',
              id: 'u1',
              adminRoles: [],
              tenantPermissions: features,
              grantedPermissions: ['Menu.User.Subject'],
            },
          },
        }
      : respond(name, variables),
  );
  const toasts = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  } satisfies ErrorHandlingValue;
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithProviders(
    <ErrorHandlingContext.Provider value={toasts}>
      <AddSubjectDialog variant="subject" onClose={onClose} onAdded={onAdded} />
    </ErrorHandlingContext.Provider>,
    { client: stub.client, path: '/', language },
  );
  return { ...stub, toasts, onClose, onAdded, user: userEvent.setup() };
};

const form = () => within(screen.getByRole('dialog', { name: 'Add subject' }));

describe('AddSubjectDialog', () => {
  it('shows the fields the centre’s front permissions allow, gender Male by default', async () => {
    render(() => ({ data: {} }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add subject' }));
    expect(await dialog.findByRole('textbox', { name: 'Clinic number' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Comments' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Birthday (required)' })).toBeInTheDocument();
    expect(dialog.getByText('Please check the birthday carefully.')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it('hides what the centre does not use, marks required fields and generates a random name', async () => {
    render(() => ({ data: {} }), {
      features: [
        'subject1.medicalNumber',
        'subject1.medicalNumber1.isRequired',
        'subject1.name',
        'subject1.name1.random',
      ],
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Add subject' }));
    expect(await dialog.findByRole('textbox', { name: 'Clinic number (required)' })).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'Comments' })).not.toBeInTheDocument();
    const generated = dialog.getByRole('textbox', { name: 'Name (generated)' });
    expect(generated).toHaveAttribute('readonly');
    expect((generated as HTMLInputElement).value).toMatch(/^Child-[A-Z2-9]{6}$/);
    const first = (generated as HTMLInputElement).value;
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Generate another name' }));
    expect((generated as HTMLInputElement).value).toMatch(/^Child-[A-Z2-9]{6}$/);
    expect((generated as HTMLInputElement).value).not.toBe(first);
  });

  it('refuses a missing or future birthday before asking the server', async () => {
    const { user, operations } = render(() => ({ data: {} }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await form().findByText('Please enter the birthday.')).toBeInTheDocument();
    const future = DateTime.now().plus({ days: 3 }).toFormat('dd/MM/yyyy');
    await user.type(form().getByRole('textbox', { name: 'Birthday (required)' }), future);
    expect(
      await form().findByText('The birthday cannot be in the future. Please check it carefully.'),
    ).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Add' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(operations.filter((o) => o.name !== 'CurrentPermissions')).toEqual([]);
  });

  it('warns in red about a same name: return keeps the values, confirm goes on to add', async () => {
    const { user, operations, toasts, onAdded, onClose } = render((name) => {
      if (name === 'SubjectNameTaken') return { data: { subjectNameTaken: true } };
      if (name === 'AddSubjects') return added('Lily Chen');
      return { data: {} };
    });
    await user.type(await form().findByRole('textbox', { name: 'Name' }), ' Lily Chen ');
    await user.type(form().getByRole('textbox', { name: 'Birthday (required)' }), '09/04/2019');
    await user.click(form().getByRole('radio', { name: 'Female' }));
    await user.click(form().getByRole('button', { name: 'Add' }));

    const warning = within(await screen.findByRole('alertdialog'));
    expect(
      warning.getByText('This centre already has a child named Lily Chen. Add another child with the same name?'),
    ).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'SubjectNameTaken')?.variables).toEqual({ name: 'Lily Chen' });
    await user.click(warning.getByRole('button', { name: 'Return' }));
    expect(await form().findByRole('textbox', { name: 'Name' })).toHaveValue(' Lily Chen ');
    expect(form().getByRole('radio', { name: 'Female' })).toBeChecked();

    await user.click(form().getByRole('button', { name: 'Add' }));
    // The warning closed a moment ago may still be fading out: wait for the second check.
    await waitFor(() => expect(operations.filter((o) => o.name === 'SubjectNameTaken')).toHaveLength(2));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    // The warning may still be fading out: find the confirmation by its own text.
    const question = await screen.findByText('Add Lily Chen, born 09/04/2019, to this centre?');
    const confirm = within(question.closest('[role="alertdialog"]') as HTMLElement);
    expect(operations.some((o) => o.name === 'AddSubjects')).toBe(false);
    await user.click(confirm.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('The child was added.'));
    expect(operations.find((o) => o.name === 'AddSubjects')?.variables).toEqual({
      input: {
        subjects: [
          { name: 'Lily Chen', birthDay: '2019-04-09', gender: 'Female', outpatientNumber: null, remark: null },
        ],
      },
    });
    expect(onAdded).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('goes straight to the confirm dialog without a name, and reopens the form when adding fails', async () => {
    const { user, operations, toasts } = render((name) =>
      name === 'AddSubjects'
        ? { error: new CombinedError({ graphQLErrors: [{ message: 'Please enter the clinic number.' }] }) }
        : { data: {} },
    );
    await user.type(await form().findByRole('textbox', { name: 'Clinic number' }), 'SR-9');
    await user.type(form().getByRole('textbox', { name: 'Birthday (required)' }), '01/02/2020');
    await user.click(form().getByRole('button', { name: 'Add' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Add the child born 01/02/2020 to this centre?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Add' }));

    expect(await form().findByText('Please enter the clinic number.')).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'Clinic number' })).toHaveValue('SR-9');
    expect(form().getByRole('textbox', { name: 'Birthday (required)' })).toHaveValue('01/02/2020');
    expect(operations.some((o) => o.name === 'SubjectNameTaken')).toBe(false);
    expect(toasts.showSuccess).not.toHaveBeenCalled();
  });

  it('speaks Chinese, with Chinese dates', async () => {
    const { user } = render(() => ({ data: {} }), { language: 'zh-CN' });
    const dialog = within(await screen.findByRole('dialog', { name: '添加儿童' }));
    await user.type(dialog.getByRole('textbox', { name: '出生日期 （必填）' }), '2019/04/09');
    await user.click(dialog.getByRole('button', { name: '添加' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByText('将出生日期为 2019/04/09 的儿童添加到本中心？'),
    ).toBeInTheDocument();
  });
});
