import {
  Alert,
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  SegmentedControl,
  TextArea,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseYuan } from './money';
import { MoneyField } from './MoneyField';
import { useIdempotencyKey } from './useIdempotencyKey';

export type MoneyMovement = { money: number; isRecharge: boolean; remark: string };

type MoneyDialogProps = {
  title: string;
  /** What the contract's state and the caller's profile allow (spec 002 §4, §6). */
  mayRecharge: boolean;
  mayDeduct: boolean;
  /** A child's recharge takes the money from this parent contract's balance ("occupy parent amount"). */
  parentBalance: number | null;
  /** Sends the movement with the submission's Idempotency-Key; resolves true when it went through. */
  submit: (movement: MoneyMovement, idempotencyKey: string) => Promise<boolean>;
  onClose: () => void;
};

const id = (name: string) => `atrium-contract-money-${name}`;

/** Recharge or deduct (spec 002 §5): amount ≥ 0 with two decimals, a remark, then a confirmation. */
export const MoneyDialog = ({ title, mayRecharge, mayDeduct, parentBalance, submit, onClose }: MoneyDialogProps) => {
  const { t } = useTranslation('contracts');
  const [isRecharge, setIsRecharge] = useState(mayRecharge);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();
  const money = parseYuan(amount);
  const problem = !showProblems
    ? undefined
    : amount.trim() === ''
      ? t('money.required')
      : money === null
        ? t('money.invalid')
        : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (money === null) return;
    setConfirming(true);
  };

  const send = async () => {
    if (money === null) return;
    setConfirming(false);
    setBusy(true);
    const movement = { money, isRecharge, remark: remark.trim() };
    const done = await submit(movement, idempotency.keyFor(movement));
    setBusy(false);
    if (!done) return;
    idempotency.succeeded();
    onClose();
  };

  const occupies = isRecharge && parentBalance !== null && money !== null;
  return (
    <Dialog isOpen title={title} icon="bank-account" onClose={busy ? undefined : onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <DialogBody>
          {mayRecharge && mayDeduct && (
            <FormGroup label={t('money.kind')}>
              <SegmentedControl
                options={[
                  { label: t('money.recharge'), value: 'recharge' },
                  { label: t('money.deduct'), value: 'deduct' },
                ]}
                value={isRecharge ? 'recharge' : 'deduct'}
                onValueChange={(value) => setIsRecharge(value === 'recharge')}
              />
            </FormGroup>
          )}
          <MoneyField
            id={id('amount')}
            label={isRecharge ? t('money.recharge-amount') : t('money.deduct-amount')}
            value={amount}
            onChange={setAmount}
            problem={problem}
            helperText={
              parentBalance !== null && isRecharge
                ? t('money.parent-balance', { amount: formatMoney(parentBalance) })
                : undefined
            }
            autoFocus
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
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} disabled={busy} onClick={onClose} />
              <Button type="submit" intent="primary" loading={busy} text={t('actions.submit')} />
            </>
          }
        />
      </form>
      <Alert
        isOpen={confirming}
        intent={isRecharge ? 'primary' : 'warning'}
        icon="info-sign"
        confirmButtonText={t('actions.confirm')}
        cancelButtonText={t('actions.cancel')}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t(isRecharge ? 'money.confirm-recharge' : 'money.confirm-deduct', { amount: formatMoney(money) })}</p>
        {occupies && <p>{t('money.confirm-occupy', { amount: formatMoney(money) })}</p>}
      </Alert>
    </Dialog>
  );
};
