import { Button, Dialog, DialogBody, DialogFooter, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SetHfsSellPriceDocument, type HfsContractFieldsFragment } from '../../../../generated/graphql';
import { parseYuan } from '../../shared/money';
import { MoneyField } from '../../shared/MoneyField';

/** Spec 002 §5: the selling-price setting and its minimum, which must be > 0. */
export const HfsSellPriceDialog = ({
  contract,
  onClose,
}: {
  contract: HfsContractFieldsFragment;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contracts');
  const [on, setOn] = useState(contract.setSellingPrice);
  const [price, setPrice] = useState(contract.minSellPrice == null ? '' : String(contract.minSellPrice));
  const [showProblem, setShowProblem] = useState(false);
  const [state, save] = useMutation(SetHfsSellPriceDocument);
  const value = parseYuan(price);
  const problem = showProblem && (value === null || value <= 0) ? t('form.min-sell-price') : undefined;
  const submit = async () => {
    setShowProblem(true);
    if (value === null || value <= 0) return;
    const result = await save({ contractId: contract.id, setSellingPrice: on, minSellPrice: value });
    if (!result.error) onClose();
  };
  return (
    <Dialog isOpen title={t('sell-price.title')} icon="tag" onClose={state.fetching ? undefined : onClose}>
      <DialogBody>
        <Switch label={t('fields.set-selling-price')} checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
        <p className="atrium-hfs-help">{on ? t('sell-price.on-help') : t('sell-price.off-help')}</p>
        <MoneyField
          id="atrium-hfs-min-sell"
          label={t('fields.min-sell-price')}
          value={price}
          onChange={setPrice}
          problem={problem}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} disabled={state.fetching} onClick={onClose} />
            <Button intent="primary" loading={state.fetching} text={t('actions.save')} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
};
