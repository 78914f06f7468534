import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  SetHfsPlanV2PricesDocument,
  SetHfsResourcePriceDocument,
  type HfsContractResourceFieldsFragment,
} from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { parseYuan } from '../../../../shared/money/yuan';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { MoneyField } from '../../shared/MoneyField';
import { ClassPriceGrid, parsedClassPrices } from './ClassPriceGrid';
import { classPriceTexts } from './resourceTypes';

type EditPriceDialogProps = { resource: HfsContractResourceFieldsFragment; onClose: () => void };

/** A resource's new price (spec 002 §5: required, at least 0); a class plan's twelve class prices. */
export const EditPriceDialog = ({ resource, onClose }: EditPriceDialogProps) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const isPlan = resource.type === 'TrainingPlanV2';
  const [text, setText] = useState(resource.price == null ? '' : String(resource.price));
  const [classTexts, setClassTexts] = useState(classPriceTexts(resource.prices));
  const [showProblems, setShowProblems] = useState(false);
  const [one, setOne] = useMutation(SetHfsResourcePriceDocument);
  const [plan, setPlan] = useMutation(SetHfsPlanV2PricesDocument);
  const busy = one.fetching || plan.fetching;
  const value = parseYuan(text);

  const submit = async () => {
    setShowProblems(true);
    if (isPlan) {
      const prices = parsedClassPrices(classTexts);
      if (!prices) return;
      const result = await setPlan({ contractId: resource.contractId, resourceId: resource.resourceId, prices });
      if (result.error) return;
    } else {
      if (value === null) return;
      const result = await setOne({ id: resource.id, price: value });
      if (result.error) return;
    }
    toasts.showSuccess(t('resources.price-saved'));
    onClose();
  };

  return (
    <FormDialog
      title={t('resources.edit-title', { name: resource.resourceName })}
      icon="edit"
      busy={busy}
      cancelText={t('actions.cancel')}
      saveText={t('actions.save')}
      className={isPlan ? 'atrium-hfs-class-price-form' : 'atrium-hfs-price-form'}
      onClose={onClose}
      onSubmit={submit}
    >
      {isPlan ? (
        <ClassPriceGrid texts={classTexts} onChange={setClassTexts} showProblems={showProblems} />
      ) : (
        <MoneyField
          id="atrium-hfs-resource-price"
          label={t('resources.price')}
          value={text}
          onChange={setText}
          autoFocus
          problem={showProblems && value === null ? t('resources.price-rule') : undefined}
        />
      )}
    </FormDialog>
  );
};
