import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SetVratUnitPriceDocument, type VratContractFieldsFragment } from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { formatOptionalYuan, parseYuan } from '../../../../shared/money/yuan';
import { ConfirmedFormDialog } from '../../shared/ConfirmedFormDialog';
import { MoneyField } from '../../shared/MoneyField';

/** Spec 002 §4: an Active contract's unit price, > 0 (§5), for the callers the server allows; confirmed first. */
export const VratUnitPriceDialog = ({
  contract,
  onClose,
}: {
  contract: VratContractFieldsFragment;
  onClose: () => void;
}) => {
  const { t } = useTranslation('vrat-contracts');
  const toasts = useErrorToasts();
  const [text, setText] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const [state, setPrice] = useMutation(SetVratUnitPriceDocument);
  const price = parseYuan(text);
  const problem = price === null || price <= 0 ? t('form.unit-price-invalid') : undefined;

  const send = async () => {
    if (price === null) return;
    const result = await setPrice({ id: contract.id, unitPrice: price });
    if (result.error) return;
    toasts.showSuccess(t('unit-price.done', { price: formatOptionalYuan(price) }));
    onClose();
  };
  return (
    <ConfirmedFormDialog
      ns="vrat-contracts"
      title={t('unit-price.title')}
      icon="tag"
      busy={state.fetching}
      saveText={t('actions.save')}
      isValid={() => {
        setShowProblem(true);
        return !problem;
      }}
      confirmation={t('unit-price.confirm', { price: formatOptionalYuan(price) })}
      onConfirm={() => void send()}
      onClose={onClose}
    >
      <p>{t('unit-price.current', { price: formatOptionalYuan(contract.unitPrice) })}</p>
      <MoneyField
        id="atrium-vrat-unit-price"
        label={t('unit-price.new')}
        value={text}
        onChange={setText}
        problem={showProblem ? problem : undefined}
        autoFocus
      />
    </ConfirmedFormDialog>
  );
};
