// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type CallbackResult, type SessionUser } from '../../../machines/session.machine';
import { SessionContext } from '../auth/SessionContext';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ErrorHandlingContext } from './ErrorHandlingContext';
import { ErrorHandlingProvider } from './ErrorHandlingProvider';

afterEach(cleanup);

const never = <T,>() => new Promise<T>(() => {});

const Toasting = () => {
  const handling = useContext(ErrorHandlingContext);
  return (
    <>
      <button type="button" onClick={() => handling?.showSuccess('first toast')}>
        {'first'}
      </button>
      <button type="button" onClick={() => handling?.showSuccess('second toast')}>
        {'second'}
      </button>
    </>
  );
};

const setup = () => {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async (): Promise<SessionUser | null> => null),
        signIn: fromPromise(() => never<void>()),
        handleCallback: fromPromise(() => never<CallbackResult>()),
        renew: fromPromise(() => never<SessionUser>()),
        signOut: fromPromise(() => never<void>()),
      },
    }),
    { input: { location: '/' } },
  ).start();
  renderWithProviders(
    <SessionContext.Provider value={{ actor, accessToken: () => 'token', refresh: async () => {} }}>
      <ErrorHandlingProvider>
        <Toasting />
      </ErrorHandlingProvider>
    </SessionContext.Provider>,
  );
};

describe('ErrorHandlingProvider', () => {
  it('fetches the toaster with the first toast, shows that toast once it is in, and the next ones at once', async () => {
    setup();
    expect(document.querySelector('.bp6-toast-container')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('first toast')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('second toast')).toBeInTheDocument();
    expect(screen.getByText('first toast')).toBeInTheDocument();
  });
});
