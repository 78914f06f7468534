// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../../shared/errors/ErrorHandlingContext';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import type { Language } from '../../shared/i18n/languages';
import { CentreSettingsPage } from './AccountSettingsPage';

afterEach(cleanup);

const PATH = '/system/center/menu/account/settings';

const settings = (extra: Record<string, unknown> = {}) => ({
  __typename: 'AccountSettings',
  id: 'u-1',
  userName: 'coach',
  name: '张悦',
  gender: 'Female',
  birthday: null,
  countryCode: '86',
  phoneNumber: '13800138006',
  email: 'coach@atrium.example',
  pictureUrl: null,
  canEditAccountInfo: true,
  canFreezeMemberships: false,
  resumes: [],
  centerList: [
    {
      __typename: 'CenterMembership',
      id: 'm-1',
      tenantId: 't-1',
      displayName: 'Sunrise Centre',
      type: 'Center',
      state: 'Effective',
      roles: [{ __typename: 'Role', name: 'coach', displayName: '教练' }],
    },
  ],
  ...extra,
});

const toasts = () => ({
  onOperation: vi.fn(),
  onError: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  showSuccess: vi.fn(),
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: Language = 'zh-CN',
) => {
  const stub = stubGraphqlClient(respond);
  const handling = toasts();
  const view = renderWithProviders(
    <ErrorHandlingContext.Provider value={handling satisfies ErrorHandlingValue}>
      <CentreSettingsPage />
    </ErrorHandlingContext.Provider>,
    { client: stub.client, path: PATH, language },
  );
  return { ...view, ...stub, toasts: handling };
};

describe('AccountSettingsPage', () => {
  it('shows the profile with initials, an empty birthday for "unset", and a real empty certification list', async () => {
    render(() => ({ data: { accountSettings: settings() } }));
    expect(await screen.findByRole('heading', { name: '个人设置' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '张悦' })).toHaveTextContent('张悦');
    expect(screen.getByLabelText('姓名')).toHaveValue('张悦');
    expect(screen.getByLabelText('性别')).toHaveValue('Female');
    expect(screen.getByLabelText('生日')).toHaveValue('');
    expect(screen.getByText('coach@atrium.example')).toBeInTheDocument();
    expect(screen.getByText('+86 13800138006')).toBeInTheDocument();
    expect(screen.getByText('暂无证书')).toBeInTheDocument();
    expect(screen.getByText('尚未上传简历')).toBeInTheDocument();
    // Not an admin role: the membership is listed, without the switch.
    expect(screen.getByText('Sunrise Centre')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('saves name, gender and birthday', async () => {
    const { operations, toasts: t } = render((name, variables) =>
      name === 'UpdateProfile'
        ? { data: { updateProfile: settings(variables['input'] as Record<string, unknown>) } }
        : { data: { accountSettings: settings() } },
    );
    const user = userEvent.setup();
    const nameInput = await screen.findByLabelText('姓名');
    await user.clear(nameInput);
    await user.type(nameInput, '张小悦');
    await user.selectOptions(screen.getByLabelText('性别'), 'Others');
    await user.type(screen.getByLabelText('生日'), '1990/05/17');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(operations.find((o) => o.name === 'UpdateProfile')?.variables).toEqual({
      input: { name: '张小悦', gender: 'Others', birthday: '1990-05-17' },
    });
    expect(t.showSuccess).toHaveBeenCalledWith('个人信息已保存。');
  });

  it('shows an enterprise admin read-only fields and no change forms', async () => {
    render(() => ({ data: { accountSettings: settings({ canEditAccountInfo: false }) } }), 'en-US');
    expect(
      await screen.findByText(
        'Enterprise administrators cannot edit account information. The fields below are shown read-only.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Gender')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New e-mail')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload a CV')).not.toBeInTheDocument();
    // Their own password stays theirs to change.
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('sends an e-mail code and counts down before the next send', async () => {
    const { operations, toasts: t } = render((name) =>
      name === 'SendEmailCode'
        ? { data: { sendEmailCode: { __typename: 'CodeSent', secondsUntilResend: 60 } } }
        : { data: { accountSettings: settings() } },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('新邮箱'), 'yue@example.com');
    // The e-mail section comes before the phone section, each with its own send button.
    await user.click(screen.getAllByRole('button', { name: '发送验证码' })[0]!);
    const countdown = await screen.findByRole('button', { name: '60 秒后重新发送' });
    expect(countdown).toBeDisabled();
    expect(operations.find((o) => o.name === 'SendEmailCode')?.variables).toEqual({ email: 'yue@example.com' });
    expect(t.showSuccess).toHaveBeenCalledWith('验证码已发送。');
  });

  it('starts the countdown at what the server says is left when it refuses a send as too soon', async () => {
    const tooSoon = new CombinedError({
      graphQLErrors: [
        {
          message: '验证码刚刚已发送，请在 42 秒后再试。',
          extensions: { code: 'Business:VerificationCodeTooFrequent', details: '42' },
        },
      ],
    });
    const { toasts: t } = render((name) =>
      name === 'SendEmailCode' ? { error: tooSoon } : { data: { accountSettings: settings() } },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('新邮箱'), 'yue@example.com');
    // The e-mail section comes before the phone section, each with its own send button.
    await user.click(screen.getAllByRole('button', { name: '发送验证码' })[0]!);
    expect(await screen.findByRole('button', { name: '42 秒后重新发送' })).toBeDisabled();
    expect(t.showError).toHaveBeenCalledWith(tooSoon);
  });

  it('lets an admin role freeze a membership after confirming, with the "centre frozen" message', async () => {
    const { operations, toasts: t } = render((name) =>
      name === 'FreezeMembership'
        ? { data: { freezeMembership: 'Frozen' } }
        : { data: { accountSettings: settings({ canFreezeMemberships: true }) } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Sunrise Centre 生效' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/确定冻结在 Sunrise Centre 的成员身份吗/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '冻结' }));
    expect(operations.find((o) => o.name === 'FreezeMembership')?.variables).toEqual({
      operate: 'Freeze',
      userId: 'u-1',
      tenantId: 't-1',
    });
    expect(t.showSuccess).toHaveBeenCalledWith('中心已冻结。');
  });

  it('refuses to submit a password whose repetition differs', async () => {
    const { operations } = render(() => ({ data: { accountSettings: settings() } }), 'en-US');
    const user = userEvent.setup();
    const current = await screen.findByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('At least 8 characters, with at least one letter and one digit.')).toBeInTheDocument();
    await user.type(current, 'Demo#2026');
    await user.type(screen.getByLabelText('New password'), 'Better#2027');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Better#2028');
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    expect(operations.some((o) => o.name === 'ChangePassword')).toBe(false);
  });
});

describe('AccountSettingsPage photo', () => {
  const PICTURE_URL = '/api/business/user/picture/p-1';
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const stubBrowser = () => {
    const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async (path) =>
      path === PICTURE_URL
        ? new Response(PNG, { headers: { 'content-type': 'image/png' } })
        : Response.json({ id: 'p-1', url: PICTURE_URL }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://atrium.test/p-1'), revokeObjectURL: vi.fn() });
    return fetchMock;
  };

  it('uploads a photo to REST, then fetches it with the token and shows it from a blob: URL', async () => {
    const fetchMock = stubBrowser();
    let uploaded = false;
    fetchMock.mockImplementationOnce(async () => {
      uploaded = true;
      return Response.json({ id: 'p-1', url: PICTURE_URL });
    });
    const { toasts: t } = render(() => ({
      data: { accountSettings: settings(uploaded ? { pictureUrl: PICTURE_URL } : {}) },
    }));
    const user = userEvent.setup();
    const file = new File([PNG], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('照片文件'), file);

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/business/user/uploadPicture');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(t.showSuccess).toHaveBeenCalledWith('照片已更新。');

    // The initials give way to the photo once its bytes have arrived.
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: '张悦' })).toHaveAttribute('src', 'blob:http://atrium.test/p-1'),
    );
    expect(fetchMock.mock.calls.some(([calledPath]) => calledPath === PICTURE_URL)).toBe(true);
    expect(screen.getByRole('button', { name: '更换照片' })).toBeInTheDocument();
  });

  it('refuses a file that is not a photo or is too large before sending it', async () => {
    const fetchMock = stubBrowser();
    const { toasts: t } = render(() => ({ data: { accountSettings: settings() } }), 'en-US');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Photo file');
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(t.showWarning).toHaveBeenCalledWith('Choose a PNG, JPEG or WebP image.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(t.showWarning).toHaveBeenCalledWith('The photo is larger than 5 MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes the photo through GraphQL', async () => {
    stubBrowser();
    const { operations, toasts: t } = render((name) =>
      name === 'DeletePicture'
        ? { data: { deletePicture: settings() } }
        : { data: { accountSettings: settings({ pictureUrl: PICTURE_URL }) } },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: '删除照片' }));
    expect(operations.some((o) => o.name === 'DeletePicture')).toBe(true);
    expect(t.showSuccess).toHaveBeenCalledWith('照片已删除。');
  });
});
