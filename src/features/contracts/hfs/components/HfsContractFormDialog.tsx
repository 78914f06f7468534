import { Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateHfsContractDocument,
  HfsDateLimitsDocument,
  UpdateHfsContractDocument,
  type HfsContractFieldsFragment,
} from '../../../../generated/graphql';
import { ContractFormShell } from '../../shared/ContractFormShell';
import { dayDisabled, rangeProblem } from '../../shared/dateRules';
import { parseYuan } from '../../shared/money';
import { MoneyField } from '../../shared/MoneyField';
import { ParentContractCallout } from '../../shared/ParentContractCallout';
import { RemarkField } from '../../shared/RemarkField';
import { ValidityRangeField } from '../../shared/ValidityRangeField';

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

const id = (name: string) => `atrium-hfs-form-${name}`;

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
  const [start, setStart] = useState(contract?.startTime ?? '');
  const [end, setEnd] = useState(contract?.endTime ?? '');
  const [remark, setRemark] = useState(contract?.remark ?? '');
  const [reminder, setReminder] = useState(contract?.reminderAmount == null ? '' : String(contract.reminderAmount));
  const [setSellingPrice, setSetSellingPrice] = useState(false);
  const [minSellPrice, setMinSellPrice] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [created, create] = useMutation(CreateHfsContractDocument);
  const [updated, update] = useMutation(UpdateHfsContractDocument);
  const busy = created.fetching || updated.fetching;
  const limits = limitsData?.hfsDateLimits;
  const parent = limitsData?.hfsParentMoney;
  const exceptId = contract?.id;

  const reminderValue = reminder.trim() === '' ? null : parseYuan(reminder);
  const minSell = parseYuan(minSellPrice);
  const rangeKey = rangeProblem(limits, start, end, exceptId);
  const problems = {
    range: rangeKey && t(rangeKey),
    reminder: reminder.trim() !== '' && reminderValue === null ? t('money.invalid') : undefined,
    minSell:
      showsSellingPrice && setSellingPrice && (minSell === null || minSell <= 0) ? t('form.min-sell-price') : undefined,
  };
  const shown = (problem: string | undefined) => (showProblems ? problem : undefined);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (Object.values(problems).some(Boolean)) return;
    const common = { startTime: start, endTime: end, remark: remark.trim(), reminderAmount: reminderValue };
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
        setSellingPrice: showsSellingPrice && setSellingPrice,
        minSellPrice: showsSellingPrice && setSellingPrice ? minSell : null,
      },
    });
    if (!result.data) return;
    onCreated(result.data.createHfsContract, parent?.parentLatestContract?.balance ?? null);
  };

  const disabled = (iso: string) => (limits ? dayDisabled(limits, iso, exceptId) : true);
  return (
    <ContractFormShell
      ns="contracts"
      title={contract ? t('form.edit-title') : t('form.create-title')}
      editing={!!contract}
      ready={!!limits}
      busy={busy}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      {limits && (
        <>
          <ParentContractCallout ns="contracts" parent={parent} />
          <ValidityRangeField
            ns="contracts"
            start={start}
            end={end}
            onStartChange={setStart}
            onEndChange={setEnd}
            isDisabled={disabled}
            today={limits.today}
            problem={shown(problems.range)}
          />
          <MoneyField
            id={id('reminder')}
            label={t('fields.reminder-amount')}
            value={reminder}
            onChange={setReminder}
            problem={shown(problems.reminder)}
          />
          {showsSellingPrice && !contract && (
            <>
              <Switch
                label={t('fields.set-selling-price')}
                checked={setSellingPrice}
                onChange={(e) => setSetSellingPrice(e.currentTarget.checked)}
              />
              {setSellingPrice && (
                <MoneyField
                  id={id('min-sell')}
                  label={t('fields.min-sell-price')}
                  value={minSellPrice}
                  onChange={setMinSellPrice}
                  problem={shown(problems.minSell)}
                />
              )}
            </>
          )}
          <RemarkField id={id('remark')} label={t('fields.remark')} value={remark} onChange={setRemark} />
        </>
      )}
    </ContractFormShell>
  );
};
