import { Alert, FormGroup, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { freeCountEquivalent, parseFreeTimes } from '../vrat/vratMoney';
import { formatOptionalYuan, parseSignedYuan, parseYuan } from '../../../shared/money/yuan';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { MoneyField } from './MoneyField';
import { RemarkField } from './RemarkField';
import { RemindContactPicker, useRemindContacts, type ContactLine, type RemindContact } from './RemindContactPicker';
import { useIdempotencyKey } from './useIdempotencyKey';

export type MoneyMovement = {
  money: number;
  isRecharge: boolean;
  remark: string;
  /** Only with `freeTimes` (the VRAT line). */
  freeTimes?: number;
  /** Only when someone is chosen: a server that does not know the field yet is not troubled. */
  remindContacts?: RemindContact[];
};

/** The VRAT line's extras (spec 002 §5): free tests, a signed amount, the equivalent and the maximum. */
export type FreeTimesRules = { unitPrice: number | null; rechargeMaximum: number | null };

type MoneyDialogProps = {
  title: string;
  /** What the contract's state and the caller's profile allow (spec 002 §4, §6). */
  mayRecharge: boolean;
  mayDeduct: boolean;
  /** A child's recharge takes the money from this parent contract's balance ("occupy parent amount"). */
  parentBalance: number | null;
  /** The tenant whose saved reminder contacts of the line are offered, checked by default. */
  contactsOf?: { line: ContactLine; tenantId: string } | undefined;
  freeTimes?: FreeTimesRules | undefined;
  /** A line's own advice under the amount (e.g. a recommended ceiling). */
  hint?: string | undefined;
  /** Sends the movement with the submission's Idempotency-Key; resolves true when it went through. */
  submit: (movement: MoneyMovement, idempotencyKey: string) => Promise<boolean>;
  onClose: () => void;
};

const id = (name: string) => `atrium-contract-money-${name}`;
// Spec 002 §5: the VRAT submit is confirmed with a 300 ms debounce, so a double click sends once.
const SUBMIT_DEBOUNCE_MS = 300;

/** Recharge or deduct (spec 002 §5): an amount with two decimals, a remark, whom to tell, then a confirmation. */
export const MoneyDialog = ({
  title,
  mayRecharge,
  mayDeduct,
  parentBalance,
  contactsOf,
  freeTimes,
  hint,
  submit,
  onClose,
}: MoneyDialogProps) => {
  const { t } = useTranslation('contracts');
  const { t: tv } = useTranslation('vrat-contracts');
  const [chosenKind, setChosenKind] = useState<'recharge' | 'deduct'>(mayRecharge ? 'recharge' : 'deduct');
  const [amount, setAmount] = useState('');
  const [times, setTimes] = useState('');
  const [remark, setRemark] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const contacts = useRemindContacts(contactsOf);
  const idempotency = useIdempotencyKey();
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current);
    },
    [],
  );

  // The VRAT line reads a signed amount: negative deducts. HFS chooses the kind and reads it unsigned.
  const signed = freeTimes ? parseSignedYuan(amount) : parseYuan(amount);
  const isRecharge = freeTimes ? mayRecharge && (signed === null || signed >= 0) : chosenKind === 'recharge';
  const money = signed === null ? null : Math.abs(signed);
  const freeCount = freeTimes ? parseFreeTimes(times) : 0;
  const maximum = freeTimes?.rechargeMaximum ?? null;
  const amountProblem =
    amount.trim() === ''
      ? t('money.required')
      : signed === null
        ? freeTimes
          ? tv('money-dialog.signed-invalid')
          : t('money.invalid')
        : freeTimes && signed < 0 && !mayDeduct
          ? t('money.invalid')
          : isRecharge && maximum !== null && money !== null && money > maximum
            ? tv('money-dialog.over-maximum', { amount: formatOptionalYuan(maximum) })
            : undefined;
  const timesProblem = freeCount === null ? tv('money-dialog.free-times-invalid') : undefined;

  const askToConfirm = () => {
    setShowProblems(true);
    if (amountProblem || timesProblem) return;
    setConfirming(true);
  };

  const movement = (): MoneyMovement | null => {
    if (money === null || freeCount === null) return null;
    const chosen = contacts.chosen();
    return {
      money,
      isRecharge,
      remark: remark.trim(),
      ...(freeTimes ? { freeTimes: freeCount } : {}),
      ...(chosen.length > 0 ? { remindContacts: chosen } : {}),
    };
  };

  const send = async () => {
    const next = movement();
    if (!next) return;
    setBusy(true);
    const done = await submit(next, idempotency.keyFor(next));
    setBusy(false);
    if (!done) return;
    idempotency.succeeded();
    onClose();
  };

  const confirm = () => {
    setConfirming(false);
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      debounce.current = null;
      void send();
    }, SUBMIT_DEBOUNCE_MS);
  };

  const equivalent =
    freeTimes && money !== null && freeTimes.unitPrice
      ? tv('money-dialog.equivalent', {
          count: freeCountEquivalent(money, freeTimes.unitPrice),
          price: formatOptionalYuan(freeTimes.unitPrice),
        })
      : undefined;
  const helper = [
    parentBalance !== null && isRecharge
      ? t('money.parent-balance', { amount: formatOptionalYuan(parentBalance) })
      : null,
    freeTimes && maximum !== null && isRecharge
      ? tv('money-dialog.maximum', { amount: formatOptionalYuan(maximum) })
      : null,
    freeTimes && mayDeduct && mayRecharge ? tv('money-dialog.negative-deducts') : null,
    equivalent ?? null,
    hint ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  const occupies = isRecharge && parentBalance !== null && money !== null;
  const label = freeTimes
    ? mayRecharge
      ? tv('money-dialog.amount')
      : t('money.deduct-amount')
    : isRecharge
      ? t('money.recharge-amount')
      : t('money.deduct-amount');
  return (
    <FormDialog
      title={title}
      icon="bank-account"
      busy={busy}
      cancelText={t('actions.cancel')}
      saveText={t('actions.submit')}
      onClose={onClose}
      onSubmit={askToConfirm}
    >
      {!freeTimes && mayRecharge && mayDeduct && (
        <FormGroup label={t('money.kind')}>
          <SegmentedControl
            options={[
              { label: t('money.recharge'), value: 'recharge' },
              { label: t('money.deduct'), value: 'deduct' },
            ]}
            value={chosenKind}
            onValueChange={(value) => setChosenKind(value === 'deduct' ? 'deduct' : 'recharge')}
          />
        </FormGroup>
      )}
      <MoneyField
        id={id('amount')}
        label={label}
        value={amount}
        onChange={setAmount}
        problem={showProblems ? amountProblem : undefined}
        helperText={helper || undefined}
        autoFocus
      />
      {freeTimes && (
        <FormGroup
          label={tv('money-dialog.free-times')}
          labelFor={id('free-times')}
          intent={showProblems && timesProblem ? 'danger' : 'none'}
          helperText={showProblems ? timesProblem : undefined}
        >
          <InputGroup
            id={id('free-times')}
            inputMode="numeric"
            placeholder="0"
            value={times}
            intent={showProblems && timesProblem ? 'danger' : 'none'}
            onValueChange={setTimes}
          />
        </FormGroup>
      )}
      <RemarkField id={id('remark')} label={t('fields.remark')} value={remark} onChange={setRemark} />
      {contactsOf && <RemindContactPicker state={contacts} />}
      {/* The confirmation opens in its own layer, above the form, whatever its place in it. */}
      <Alert
        isOpen={confirming}
        intent={isRecharge ? 'primary' : 'warning'}
        icon="info-sign"
        confirmButtonText={t('actions.confirm')}
        cancelButtonText={t('actions.cancel')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {t(isRecharge ? 'money.confirm-recharge' : 'money.confirm-deduct', { amount: formatOptionalYuan(money) })}
        </p>
        {freeTimes && !!freeCount && <p>{tv('money-dialog.confirm-free-times', { count: freeCount })}</p>}
        {occupies && <p>{t('money.confirm-occupy', { amount: formatOptionalYuan(money) })}</p>}
      </Alert>
    </FormDialog>
  );
};
