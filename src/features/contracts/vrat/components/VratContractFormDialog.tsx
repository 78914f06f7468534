import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateVratContractDocument,
  UpdateVratContractDocument,
  VratDateLimitsDocument,
  type VratContractFieldsFragment,
} from '../../../../generated/graphql';
import { ContractFormShell } from '../../shared/ContractFormShell';
import { dayDisabled, rangeProblem } from '../../shared/dateRules';
import { parseYuan } from '../../shared/money';
import { MoneyField } from '../../shared/MoneyField';
import { ParentContractCallout } from '../../shared/ParentContractCallout';
import { RemarkField } from '../../shared/RemarkField';
import { ValidityRangeField } from '../../shared/ValidityRangeField';

type Props = {
  tenantId: string;
  line: string;
  /** The contract to edit; null to create one. */
  contract: VratContractFieldsFragment | null;
  onClose: () => void;
  /** A new contract: the screen goes on to its recharge (spec 002 §2 item 6: creation is two steps). */
  onCreated: (contract: VratContractFieldsFragment) => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-vrat-form-${name}`;

/** Create or edit a VRAT contract (spec 002 §5): validity with past and taken days disabled, unit price > 0, remark. */
export const VratContractFormDialog = ({ tenantId, line, contract, onClose, onCreated, onSaved }: Props) => {
  const { t } = useTranslation('vrat-contracts');
  const [{ data: limitsData }] = useQuery({
    query: VratDateLimitsDocument,
    variables: { tenantId },
    requestPolicy: 'network-only',
  });
  const [start, setStart] = useState(contract?.startTime ?? '');
  const [end, setEnd] = useState(contract?.endTime ?? '');
  const [price, setPrice] = useState(contract?.unitPrice == null ? '' : String(contract.unitPrice));
  const [remark, setRemark] = useState(contract?.remark ?? '');
  const [showProblems, setShowProblems] = useState(false);
  const [created, create] = useMutation(CreateVratContractDocument);
  const [updated, update] = useMutation(UpdateVratContractDocument);
  const busy = created.fetching || updated.fetching;
  const limits = limitsData?.vratDateLimits;
  const parent = limitsData?.vratParentMoney;
  const exceptId = contract?.id;
  const unitPrice = parseYuan(price);

  const rangeKey = rangeProblem(limits, start, end, exceptId);
  const problems = {
    range: rangeKey && t(rangeKey),
    price: unitPrice === null || unitPrice <= 0 ? t('form.unit-price-invalid') : undefined,
  };
  const shown = (problem: string | undefined) => (showProblems ? problem : undefined);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (problems.range || problems.price || unitPrice === null) return;
    const input = { startTime: start, endTime: end, unitPrice, remark: remark.trim() };
    if (contract) {
      const result = await update({ id: contract.id, input });
      if (result.error) return;
      onSaved();
      onClose();
      return;
    }
    const result = await create({ input: { tenantId, ...input } });
    if (result.data) onCreated(result.data.createVratContract);
  };

  // A contract's own start may stay where it is when edited, even if it is past now.
  const disabled = (iso: string) => (limits ? iso !== contract?.startTime && dayDisabled(limits, iso, exceptId) : true);
  return (
    <ContractFormShell
      ns="vrat-contracts"
      title={t(contract ? 'form.edit-title' : 'form.create-title', { line })}
      editing={!!contract}
      ready={!!limits}
      busy={busy}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      {limits && (
        <>
          <ParentContractCallout ns="vrat-contracts" parent={parent} />
          <ValidityRangeField
            ns="vrat-contracts"
            start={start}
            end={end}
            onStartChange={setStart}
            onEndChange={setEnd}
            isDisabled={disabled}
            today={limits.today}
            problem={shown(problems.range)}
          />
          <MoneyField
            id={id('unit-price')}
            label={t('fields.unit-price')}
            value={price}
            onChange={setPrice}
            problem={shown(problems.price)}
          />
          <RemarkField id={id('remark')} label={t('fields.remark')} value={remark} onChange={setRemark} />
        </>
      )}
    </ContractFormShell>
  );
};
