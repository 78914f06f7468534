import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CancelGuardianDocument, SetGuardianAuthorizationDocument } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';

/** What the confirmation asks about: one child's authorization, or the whole account. */
export type PendingAction =
  | { kind: 'withdraw'; subjectId: string; subjectName: string }
  | { kind: 'authorize'; subjectId: string; subjectName: string }
  | { kind: 'cancel' };

/**
 * The guardian page's binding changes, each behind a confirmation. A refusal (the machine said
 * no on the server: another desk acted first) is toasted with the server's message.
 */
export const useBindingActions = (guardian: { id: string; name: string } | undefined) => {
  const { t } = useTranslation('guardians');
  const toasts = useErrorToasts();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [open, setOpen] = useState(false);
  const [authState, setAuthorization] = useMutation(SetGuardianAuthorizationDocument);
  const [cancelState, cancelGuardian] = useMutation(CancelGuardianDocument);

  const ask = (action: PendingAction) => {
    setPending(action);
    setOpen(true);
  };

  const confirm = async () => {
    if (!pending || !guardian) return;
    const result =
      pending.kind === 'cancel'
        ? await cancelGuardian({ guardianId: guardian.id })
        : await setAuthorization({
            guardianId: guardian.id,
            subjectId: pending.subjectId,
            authorized: pending.kind === 'authorize',
          });
    setOpen(false);
    if (result.error) return;
    toasts.showSuccess(
      pending.kind === 'cancel'
        ? t('confirm.cancel-done', { guardian: guardian.name })
        : t(`confirm.${pending.kind}-done`, { subject: pending.subjectName }),
    );
  };

  return {
    pending,
    open,
    busy: authState.fetching || cancelState.fetching,
    ask,
    close: () => setOpen(false),
    confirm,
  };
};
