// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext, type SessionValue } from '../../shared/auth/SessionContext';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { ACTIVATION_PATH, ActivationPage } from './ActivationPage';
import { testSessionActor } from '../../shared/testing/testSessionActor';

afterEach(cleanup);

const signedOutSession = (): SessionValue => {
  const actor = testSessionActor({ location: ACTIVATION_PATH });
  return { actor, accessToken: () => null, refresh: async () => {} } as unknown as SessionValue;
};

const link = (isNew: boolean, culture = 'zh-Hans') => ({
  data: {
    accountLink: {
      __typename: 'AccountLink',
      purpose: 'activate-account',
      isNew,
      email: 'nora@example.com',
      name: 'Nora',
      userName: 'nora@example.com',
      tenantName: 'Sunrise Centre',
      culture,
    },
  },
});

const refusal = (code: string, message: string): StubResponse => ({
  error: new CombinedError({ graphQLErrors: [{ message, extensions: { code } }] }),
});

const open = (respond: (name: string, variables: Record<string, unknown>) => StubResponse, url: string) => {
  const stub = stubGraphqlClient(respond);
  const page: ReactElement = (
    <SessionContext.Provider value={signedOutSession()}>
      <ActivationPage />
    </SessionContext.Provider>
  );
  const view = renderWithProviders(page, { client: stub.client, path: ACTIVATION_PATH, url, language: 'en-US' });
  return { ...view, operations: stub.operations };
};

describe('ActivationPage', () => {
  it('switches to the link’s language, registers a new account and says it is registered', async () => {
    const { operations, i18n } = open(
      (name) =>
        name === 'AccountLink'
          ? link(true)
          : {
              data: {
                activateAccount: {
                  __typename: 'AccountActivation',
                  outcome: 'registered',
                  userName: 'nora',
                  tenantName: 'Sunrise Centre',
                },
              },
            },
      `${ACTIVATION_PATH}?token=tok&culture=zh-Hans`,
    );
    expect(await screen.findByRole('heading', { name: '创建账号' })).toBeInTheDocument();
    expect(i18n.language).toBe('zh-CN');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('用户名'));
    await user.type(screen.getByLabelText('用户名'), 'nora');
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('再次输入密码')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(screen.getByLabelText('密码'), 'Welcome2026');
    await user.type(screen.getByLabelText('再次输入密码'), 'Welcome2027');
    await user.click(screen.getByRole('button', { name: '注册并加入' }));
    expect(screen.getByText('两次输入的密码不一致。')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('再次输入密码'));
    await user.type(screen.getByLabelText('再次输入密码'), 'Welcome2026');
    await user.click(screen.getByRole('button', { name: '注册并加入' }));
    expect(await screen.findByRole('heading', { name: '账号已注册' })).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'ActivateAccount')?.variables).toEqual({
      token: 'tok',
      userName: 'nora',
      password: 'Welcome2026',
    });
  });

  it('activates an existing account with one click', async () => {
    open(
      (name) =>
        name === 'AccountLink'
          ? link(false, 'en')
          : {
              data: {
                activateAccount: {
                  __typename: 'AccountActivation',
                  outcome: 'activated',
                  userName: 'nora',
                  tenantName: 'Sunrise Centre',
                },
              },
            },
      `${ACTIVATION_PATH}?token=tok&culture=en`,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept and activate' }));
    expect(await screen.findByRole('heading', { name: 'Account activated' })).toBeInTheDocument();
  });

  it.each([
    ['ErrorActiveLink', 'This link is not valid'],
    ['Identity.UserAlreadyInRole', 'You have already joined this centre'],
    ['Business:UserAlreadyActive', 'Your account is already active'],
  ])('shows the state for %s', async (code, heading) => {
    open(() => refusal(code, 'refused'), `${ACTIVATION_PATH}?token=tok`);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows the server’s words for any other failure', async () => {
    open(() => refusal('Business:Other', 'Something specific went wrong.'), `${ACTIVATION_PATH}?token=tok`);
    expect(await screen.findByRole('heading', { name: 'The link could not be used' })).toBeInTheDocument();
    expect(screen.getByText('Something specific went wrong.')).toBeInTheDocument();
  });
});
