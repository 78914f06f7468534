import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../errors/ErrorHandlingContext';
import { renderWithProviders } from './renderWithProviders';

/** Component tests only: renderWithProviders with the console's toasts recorded, not shown. */
export const renderWithToasts = (element: ReactElement, options: Parameters<typeof renderWithProviders>[1]) => {
  const shown = {
    onOperation: vi.fn(),
    onError: vi.fn(),
    showError: vi.fn(),
    showWarning: vi.fn(),
    showSuccess: vi.fn(),
  } satisfies ErrorHandlingValue;
  const view = renderWithProviders(
    <ErrorHandlingContext.Provider value={shown}>{element}</ErrorHandlingContext.Provider>,
    options,
  );
  return { ...view, shown };
};
