import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseYuan } from '../../../shared/money/yuan';

export type DepositDraft = { money: number; remark: string };

type DepositFormProps = {
  /** The deposit being edited, or null for a new one. */
  editing: { id: string; money: number; remark: string } | null;
  busy: boolean;
  onSubmit: (draft: DepositDraft) => void;
  onCancelEdit: () => void;
};

/** Adds a deposit, or edits the chosen one: money in yuan (at least 0, two decimals) and a remark. */
export const DepositForm = ({ editing, busy, onSubmit, onCancelEdit }: DepositFormProps) => {
  const { t } = useTranslation('deposits');
  const [money, setMoney] = useState(editing ? String(editing.money) : '');
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const [touched, setTouched] = useState(false);
  const parsed = parseYuan(money);
  const problem = touched && parsed === null ? t('form.money-invalid') : undefined;

  const handleSubmit = () => {
    setTouched(true);
    if (parsed === null) return;
    onSubmit({ money: parsed, remark: remark.trim() });
    if (!editing) {
      setMoney('');
      setRemark('');
      setTouched(false);
    }
  };

  return (
    <form
      className="atrium-deposit-form"
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <FormGroup
        label={t('form.money')}
        labelFor="deposit-money"
        labelInfo={t('form.required')}
        intent={problem ? 'danger' : 'none'}
        helperText={problem}
      >
        <InputGroup
          id="deposit-money"
          inputMode="decimal"
          leftIcon="bank-account"
          value={money}
          intent={problem ? 'danger' : 'none'}
          onValueChange={setMoney}
          onBlur={() => setTouched(true)}
        />
      </FormGroup>
      <FormGroup label={t('form.remark')} labelFor="deposit-remark">
        <InputGroup id="deposit-remark" value={remark} maxLength={500} onValueChange={setRemark} />
      </FormGroup>
      <div className="atrium-deposit-form-actions">
        <Button type="submit" intent="primary" icon={editing ? 'floppy-disk' : 'add'} loading={busy}>
          {editing ? t('form.save') : t('form.add')}
        </Button>
        {editing && <Button text={t('form.cancel-edit')} onClick={onCancelEdit} />}
      </div>
    </form>
  );
};
