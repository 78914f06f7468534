import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { HfsRechargeCeilingDocument } from '../../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../../shared/errors/ErrorHandlingContext';
import { formatOptionalYuan } from '../../../../shared/money/yuan';

/**
 * The recharge dialog's advice (spec 002 §5): the recommended recharge ceiling, floor(parent balance
 * / buying price) × minimum selling price, when the contract's selling-price setting is on.
 */
export const useRechargeCeilingHint = (contractId: string | null): string | undefined => {
  const { t } = useTranslation('contracts');
  const [{ data }] = useQuery({
    query: HfsRechargeCeilingDocument,
    variables: { contractId: contractId ?? '' },
    pause: !contractId,
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const ceiling = contractId ? data?.hfsRechargeCeiling : undefined;
  if (!ceiling || ceiling.ceiling == null) return undefined;
  return t('resources.ceiling', {
    ceiling: formatOptionalYuan(ceiling.ceiling),
    buy: formatOptionalYuan(ceiling.buyingPrice),
    sell: formatOptionalYuan(ceiling.minSellingPrice),
  });
};
