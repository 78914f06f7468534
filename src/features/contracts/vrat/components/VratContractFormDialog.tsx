import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateVratContractDocument,
  UpdateVratContractDocument,
  VratDateLimitsDocument,
  type VratContractFieldsFragment,
} from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { DayPicker } from '../../shared/DayPicker';
import { dayDisabled, rangeOverlaps } from '../../shared/dateRules';
import { formatMoney, parseYuan } from '../../shared/money';
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

const id = (name: string) => `atrium-vrat-form-${name}`;

/** Create or edit a VRAT contract (spec 002 §5): validity with past and taken days disabled, unit price > 0, remark. */
export const VratContractFormDialog = ({ tenantId, line, contract, onClose, onCreated, onSaved }: Props) => {
  const { t, i18n } = useTranslation('vrat-contracts');
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

  const problems = {
    range:
      !start || !end
        ? t('form.range-required')
        : end < start
          ? t('form.end-before-start')
          : limits && rangeOverlaps(limits, start, end, exceptId)
            ? t('form.overlap')
            : undefined,
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
    <Dialog
      isOpen
      title={t(contract ? 'form.edit-title' : 'form.create-title', { line })}
      icon="document"
      style={{ width: 680 }}
      onClose={busy ? undefined : onClose}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          {!limits ? (
            <Spinner size={24} />
          ) : (
            <>
              {parent?.required && (
                <Callout intent="primary" icon="git-merge" className="atrium-vrat-callout">
                  {parent.parentLatestContract
                    ? t('form.parent-contract', {
                        end: formatDate(parent.parentLatestContract.endTime, i18n.language),
                        balance: formatMoney(parent.parentLatestContract.balance),
                        price: formatMoney(parent.parentLatestContract.unitPrice),
                      })
                    : t('form.parent-none')}
                </Callout>
              )}
              <FormGroup
                label={t('form.validity')}
                labelInfo={t('form.required')}
                intent={shown(problems.range) ? 'danger' : 'none'}
                helperText={
                  shown(problems.range) ??
                  // The chosen range is read back once both ends are picked; the rule always shows.
                  (start && end
                    ? t('form.validity-chosen', {
                        start: formatDate(start, i18n.language),
                        end: formatDate(end, i18n.language),
                      })
                    : '') + t('form.validity-help')
                }
              >
                <div className="atrium-vrat-range">
                  <DayPicker
                    label={t('fields.start-time')}
                    value={start}
                    onChange={setStart}
                    isDisabled={disabled}
                    initial={start || limits.today}
                  />
                  <DayPicker
                    label={t('fields.end-time')}
                    value={end}
                    onChange={setEnd}
                    isDisabled={(iso) => disabled(iso) || (!!start && iso < start)}
                    initial={end || start || limits.today}
                  />
                </div>
              </FormGroup>
              <MoneyField
                id={id('unit-price')}
                label={t('fields.unit-price')}
                value={price}
                onChange={setPrice}
                problem={shown(problems.price)}
              />
              <FormGroup label={t('fields.remark')} labelFor={id('remark')}>
                <TextArea
                  id={id('remark')}
                  fill
                  maxLength={500}
                  value={remark}
                  onChange={(e) => setRemark(e.currentTarget.value)}
                />
              </FormGroup>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} disabled={busy} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                loading={busy}
                disabled={!limits}
                text={contract ? t('actions.save') : t('actions.create-next')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
