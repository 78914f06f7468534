import { useContext } from 'react';
import { ErrorHandlingContext, type ErrorToasts } from './ErrorHandlingContext';

/** The console's toasts for a page's own messages (success, warning, a failure it caught). */
export const useErrorToasts = (): ErrorToasts => {
  const value = useContext(ErrorHandlingContext);
  if (!value) throw new Error('useErrorToasts must be used inside ErrorHandlingProvider');
  return value;
};
