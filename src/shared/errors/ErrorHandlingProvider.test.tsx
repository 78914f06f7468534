// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext } from '../auth/SessionContext';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ErrorHandlingContext } from './ErrorHandlingContext';
import { ErrorHandlingProvider } from './ErrorHandlingProvider';
import { testSessionActor } from '../testing/testSessionActor';

afterEach(cleanup);

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
  const actor = testSessionActor({ location: '/' });
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
