import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type TypedDocumentNode } from 'urql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../shared/i18n/formatDate';
import type { DateLimits } from './dateRules';
import { RenewDialog } from './RenewDialog';

type RenewContractProps<Limits> = {
  contract: { id: string; tenantId: string; startTime: string; endTime: string };
  /** The line's date limits of the contract's tenant, read fresh when the dialog opens. */
  limitsQuery: TypedDocumentNode<Limits, { tenantId: string }>;
  pickLimits: (data: Limits) => DateLimits;
  renewMutation: TypedDocumentNode<unknown, { contractId: string; endTime: string }>;
  onClose: () => void;
};

/** The renewal of one contract of a line: its dialog, the line's limits and mutation, the toast when done. */
export const RenewContract = <Limits,>({
  contract,
  limitsQuery,
  pickLimits,
  renewMutation,
  onClose,
}: RenewContractProps<Limits>) => {
  const { t, i18n } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [{ data }] = useQuery({
    query: limitsQuery,
    variables: { tenantId: contract.tenantId },
    requestPolicy: 'network-only',
  });
  const [renewed, renew] = useMutation(renewMutation);
  return (
    <RenewDialog
      contract={contract}
      limits={data && pickLimits(data)}
      busy={renewed.fetching}
      onClose={onClose}
      onRenew={(endTime) =>
        void renew({ contractId: contract.id, endTime }).then((result) => {
          if (result.error) return;
          toasts.showSuccess(t('renew.done', { end: formatDate(endTime, i18n.language) }));
          onClose();
        })
      }
    />
  );
};
