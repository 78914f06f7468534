import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateVratContractDocument,
  UpdateVratContractDocument,
  VratDateLimitsDocument,
  type VratContractFieldsFragment,
} from '../../../../generated/graphql';
import { parseYuan } from '../../../../shared/money/yuan';
import { useFormValues } from '../../../../shared/ui/useFormValues';
import { contractFieldId, ContractFormDialog, contractFormValuesOf } from '../../shared/ContractFormDialog';
import { dayDisabled, rangeProblem } from '../../shared/dateRules';
import { MoneyField } from '../../shared/MoneyField';

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

/** Create or edit a VRAT contract (spec 002 §5): validity with past and taken days disabled, unit price > 0, remark. */
export const VratContractFormDialog = ({ tenantId, line, contract, onClose, onCreated, onSaved }: Props) => {
  const { t } = useTranslation('vrat-contracts');
  const [{ data: limitsData }] = useQuery({
    query: VratDateLimitsDocument,
    variables: { tenantId },
    requestPolicy: 'network-only',
  });
  const { values, set, showProblems, revealProblems } = useFormValues(() => ({
    ...contractFormValuesOf(contract),
    price: contract?.unitPrice == null ? '' : String(contract.unitPrice),
  }));
  const [created, create] = useMutation(CreateVratContractDocument);
  const [updated, update] = useMutation(UpdateVratContractDocument);
  const busy = created.fetching || updated.fetching;
  const limits = limitsData?.vratDateLimits;
  const parent = limitsData?.vratParentMoney;
  const exceptId = contract?.id;
  const unitPrice = parseYuan(values.price);

  const rangeKey = rangeProblem(limits, values.start, values.end, exceptId);
  const problems = {
    range: rangeKey && t(rangeKey),
    price: unitPrice === null || unitPrice <= 0 ? t('form.unit-price-invalid') : undefined,
  };
  const shown = (problem: string | undefined) => (showProblems ? problem : undefined);

  const handleSubmit = async () => {
    revealProblems();
    if (problems.range || problems.price || unitPrice === null) return;
    const input = { startTime: values.start, endTime: values.end, unitPrice, remark: values.remark.trim() };
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

  return (
    <ContractFormDialog
      ns="vrat-contracts"
      line="vrat"
      title={t(contract ? 'form.edit-title' : 'form.create-title', { line })}
      editing={!!contract}
      limits={limits}
      parent={parent}
      values={values}
      onChange={set}
      // A contract's own start may stay where it is when edited, even if it is past now.
      isDisabled={(iso) => (limits ? iso !== contract?.startTime && dayDisabled(limits, iso, exceptId) : true)}
      rangeProblem={shown(problems.range)}
      busy={busy}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <MoneyField
        id={contractFieldId('vrat', 'unit-price')}
        label={t('fields.unit-price')}
        value={values.price}
        onChange={(text) => set('price', text)}
        problem={shown(problems.price)}
      />
    </ContractFormDialog>
  );
};
