import { Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SetHfsSellPriceDocument, type HfsContractFieldsFragment } from '../../../../generated/graphql';
import { parseYuan } from '../../../../shared/money/yuan';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { useFormValues } from '../../../../shared/ui/useFormValues';
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
  const { values, set, showProblems, revealProblems } = useFormValues(() => ({
    on: contract.setSellingPrice,
    price: contract.minSellPrice == null ? '' : String(contract.minSellPrice),
  }));
  const [state, save] = useMutation(SetHfsSellPriceDocument);
  const value = parseYuan(values.price);
  const problem = showProblems && (value === null || value <= 0) ? t('form.min-sell-price') : undefined;
  const submit = async () => {
    revealProblems();
    if (value === null || value <= 0) return;
    const result = await save({ contractId: contract.id, setSellingPrice: values.on, minSellPrice: value });
    if (!result.error) onClose();
  };
  return (
    <FormDialog
      title={t('sell-price.title')}
      icon="tag"
      busy={state.fetching}
      cancelText={t('actions.cancel')}
      saveText={t('actions.save')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Switch
        label={t('fields.set-selling-price')}
        checked={values.on}
        onChange={(e) => set('on', e.currentTarget.checked)}
      />
      <p className="atrium-hfs-help">{values.on ? t('sell-price.on-help') : t('sell-price.off-help')}</p>
      <MoneyField
        id="atrium-hfs-min-sell"
        label={t('fields.min-sell-price')}
        value={values.price}
        onChange={(text) => set('price', text)}
        problem={problem}
      />
    </FormDialog>
  );
};
