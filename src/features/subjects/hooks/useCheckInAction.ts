import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SubjectCheckInDocument, SubjectCheckOutDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';

export type CheckInDirection = 'in' | 'out';
export type CheckInTarget = { subject: { id: string; name: string }; direction: CheckInDirection };

/**
 * Checking a child in or out from the list (spec 000 §2 row action, §4 "Check-in": success closes
 * the dialog and reloads the list; §8: the server's message, or checkInFailed, on failure).
 */
export const useCheckInAction = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('subjects');
  const toasts = useErrorToasts();
  // Kept while the dialog closes, so its text does not vanish during the transition.
  const [target, setTarget] = useState<CheckInTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [inState, checkIn] = useMutation(SubjectCheckInDocument);
  const [outState, checkOut] = useMutation(SubjectCheckOutDocument);

  const request = (next: CheckInTarget) => {
    setTarget(next);
    setOpen(true);
  };

  const confirm = async () => {
    if (!target) return;
    const { subject, direction } = target;
    const run = direction === 'in' ? checkIn : checkOut;
    // The toast below says it once, with the action's own fallback text.
    const result = await run({ subjectId: subject.id }, NO_ERROR_TOAST);
    setOpen(false);
    if (result.error) {
      toasts.showError(result.error, t(direction === 'in' ? 'check-in.failed' : 'check-in.failed-out'));
      return;
    }
    toasts.showSuccess(t(direction === 'in' ? 'check-in.success' : 'check-in.success-out', { name: subject.name }));
    onDone();
  };

  return {
    target,
    open,
    busy: inState.fetching || outState.fetching,
    request,
    cancel: () => setOpen(false),
    confirm,
  };
};
