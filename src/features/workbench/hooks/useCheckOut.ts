import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { WorkbenchCheckOutDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';

type Child = { subjectId: string; subjectName: string };

/** Checking a child out from the workbench, after asking; the list follows by itself (live). */
export const useCheckOut = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('workbench');
  const toasts = useErrorToasts();
  // Kept while the dialog closes, so its text does not vanish during the transition.
  const [child, setChild] = useState<Child | null>(null);
  const [open, setOpen] = useState(false);
  const [state, checkOut] = useMutation(WorkbenchCheckOutDocument);

  const confirm = async () => {
    if (!child) return;
    const result = await checkOut({ subjectId: child.subjectId }, NO_ERROR_TOAST);
    setOpen(false);
    if (result.error) {
      toasts.showError(result.error, t('in-centre.check-out-failed'));
      return;
    }
    toasts.showSuccess(t('in-centre.check-out-success', { name: child.subjectName }));
    onDone();
  };

  return {
    child,
    open,
    busy: state.fetching,
    request: (next: Child) => {
      setChild(next);
      setOpen(true);
    },
    cancel: () => setOpen(false),
    confirm,
  };
};
