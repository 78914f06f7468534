import { Alert, Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SetVratUnitPriceDocument, type VratContractFieldsFragment } from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { formatMoney, parseYuan } from '../../shared/money';
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
  const [confirming, setConfirming] = useState(false);
  const [state, setPrice] = useMutation(SetVratUnitPriceDocument);
  const price = parseYuan(text);
  const problem = price === null || price <= 0 ? t('form.unit-price-invalid') : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (!problem) setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    if (price === null) return;
    const result = await setPrice({ id: contract.id, unitPrice: price });
    if (result.error) return;
    toasts.showSuccess(t('unit-price.done', { price: formatMoney(price) }));
    onClose();
  };
  return (
    <Dialog isOpen title={t('unit-price.title')} icon="tag" onClose={state.fetching ? undefined : onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <DialogBody>
          <p>{t('unit-price.current', { price: formatMoney(contract.unitPrice) })}</p>
          <MoneyField
            id="atrium-vrat-unit-price"
            label={t('unit-price.new')}
            value={text}
            onChange={setText}
            problem={showProblem ? problem : undefined}
            autoFocus
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} disabled={state.fetching} onClick={onClose} />
              <Button type="submit" intent="primary" loading={state.fetching} text={t('actions.save')} />
            </>
          }
        />
      </form>
      <Alert
        isOpen={confirming}
        icon="tag"
        intent="primary"
        confirmButtonText={t('actions.confirm')}
        cancelButtonText={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        {t('unit-price.confirm', { price: formatMoney(price) })}
      </Alert>
    </Dialog>
  );
};
