import { Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateHfsContractDocument,
  HfsDateLimitsDocument,
  UpdateHfsContractDocument,
  type HfsContractFieldsFragment,
} from '../../../../generated/graphql';
import { parseYuan } from '../../../../shared/money/yuan';
import { useFormValues } from '../../../../shared/ui/useFormValues';
import { contractFieldId, ContractFormDialog, contractFormValuesOf } from '../../shared/ContractFormDialog';
import { dayDisabled, rangeProblem } from '../../shared/dateRules';
import { MoneyField } from '../../shared/MoneyField';

type HfsContractFormDialogProps = {
  tenantId: string;
  /** The contract to edit; null to create one. */
  contract: HfsContractFieldsFragment | null;
  /** Admin and CenterAdmin set the selling price (spec 002 §6). */
  showsSellingPrice: boolean;
  onClose: () => void;
  /** A new contract: the dialog goes on to its recharge amount (spec 002 §4). */
  onCreated: (contract: HfsContractFieldsFragment, parentBalance: number | null) => void;
  onSaved: () => void;
};

const id = (name: string) => contractFieldId('hfs', name);

/** Create or edit an HFS contract: validity (past, after-parent and taken days disabled), remark, reminder. */
export const HfsContractFormDialog = ({
  tenantId,
  contract,
  showsSellingPrice,
  onClose,
  onCreated,
  onSaved,
}: HfsContractFormDialogProps) => {
  const { t } = useTranslation('contracts');
  const [{ data: limitsData }] = useQuery({
    query: HfsDateLimitsDocument,
    variables: { tenantId },
    requestPolicy: 'network-only',
  });
  const { values, set, showProblems, revealProblems } = useFormValues(() => ({
    ...contractFormValuesOf(contract),
    reminder: contract?.reminderAmount == null ? '' : String(contract.reminderAmount),
    setSellingPrice: false,
    minSellPrice: '',
  }));
  const [created, create] = useMutation(CreateHfsContractDocument);
  const [updated, update] = useMutation(UpdateHfsContractDocument);
  const busy = created.fetching || updated.fetching;
  const limits = limitsData?.hfsDateLimits;
  const parent = limitsData?.hfsParentMoney;
  const exceptId = contract?.id;
  const withSellingPrice = showsSellingPrice && values.setSellingPrice;

  const reminderValue = values.reminder.trim() === '' ? null : parseYuan(values.reminder);
  const minSell = parseYuan(values.minSellPrice);
  const rangeKey = rangeProblem(limits, values.start, values.end, exceptId);
  const problems = {
    range: rangeKey && t(rangeKey),
    reminder: values.reminder.trim() !== '' && reminderValue === null ? t('money.invalid') : undefined,
    minSell: withSellingPrice && (minSell === null || minSell <= 0) ? t('form.min-sell-price') : undefined,
  };
  const shown = (problem: string | undefined) => (showProblems ? problem : undefined);

  const handleSubmit = async () => {
    revealProblems();
    if (Object.values(problems).some(Boolean)) return;
    const common = {
      startTime: values.start,
      endTime: values.end,
      remark: values.remark.trim(),
      reminderAmount: reminderValue,
    };
    if (contract) {
      const result = await update({ id: contract.id, input: common });
      if (result.error) return;
      onSaved();
      onClose();
      return;
    }
    const result = await create({
      input: {
        tenantId,
        ...common,
        setSellingPrice: withSellingPrice,
        minSellPrice: withSellingPrice ? minSell : null,
      },
    });
    if (!result.data) return;
    onCreated(result.data.createHfsContract, parent?.parentLatestContract?.balance ?? null);
  };

  return (
    <ContractFormDialog
      ns="contracts"
      line="hfs"
      title={contract ? t('form.edit-title') : t('form.create-title')}
      editing={!!contract}
      limits={limits}
      parent={parent}
      values={values}
      onChange={set}
      isDisabled={(iso) => (limits ? dayDisabled(limits, iso, exceptId) : true)}
      rangeProblem={shown(problems.range)}
      busy={busy}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <MoneyField
        id={id('reminder')}
        label={t('fields.reminder-amount')}
        value={values.reminder}
        onChange={(text) => set('reminder', text)}
        problem={shown(problems.reminder)}
      />
      {showsSellingPrice && !contract && (
        <>
          <Switch
            label={t('fields.set-selling-price')}
            checked={values.setSellingPrice}
            onChange={(e) => set('setSellingPrice', e.currentTarget.checked)}
          />
          {values.setSellingPrice && (
            <MoneyField
              id={id('min-sell')}
              label={t('fields.min-sell-price')}
              value={values.minSellPrice}
              onChange={(text) => set('minSellPrice', text)}
              problem={shown(problems.minSell)}
            />
          )}
        </>
      )}
    </ContractFormDialog>
  );
};
