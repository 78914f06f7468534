import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Spinner,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateHfsContractDocument,
  HfsDateLimitsDocument,
  UpdateHfsContractDocument,
  type HfsContractFieldsFragment,
} from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { DayPicker } from '../../shared/DayPicker';
import { dayDisabled, rangeOverlaps } from '../../shared/dateRules';
import { formatMoney, parseYuan } from '../../shared/money';
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
  const { t, i18n } = useTranslation('contracts');
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
  const problems = {
    range:
      !start || !end
        ? t('form.range-required')
        : end < start
          ? t('form.end-before-start')
          : limits && rangeOverlaps(limits, start, end, exceptId)
            ? t('form.overlap')
            : undefined,
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
    <Dialog
      isOpen
      title={contract ? t('form.edit-title') : t('form.create-title')}
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
                <Callout intent="primary" icon="git-merge" className="atrium-hfs-parent-callout">
                  {parent.parentLatestContract
                    ? t('form.parent-contract', {
                        end: formatDate(parent.parentLatestContract.endTime, i18n.language),
                        balance: formatMoney(parent.parentLatestContract.balance),
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
                <div className="atrium-hfs-range">
                  <DayPicker
                    label={t('fields.start-time')}
                    value={start}
                    onChange={setStart}
                    isDisabled={disabled}
                    initial={limits.today}
                  />
                  <DayPicker
                    label={t('fields.end-time')}
                    value={end}
                    onChange={setEnd}
                    isDisabled={(iso) => disabled(iso) || (!!start && iso < start)}
                    initial={start || limits.today}
                  />
                </div>
              </FormGroup>
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
