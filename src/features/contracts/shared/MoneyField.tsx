import { FormGroup, InputGroup } from '@blueprintjs/core';

// Spec 000 §1: currency is yuan, whatever the language.
const YUAN_SIGN = '¥';

type MoneyFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  problem?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
};

/** A yuan amount typed as text (two decimals at most), with ¥ in front and its problem by it. */
export const MoneyField = ({ id, label, value, onChange, problem, helperText, autoFocus }: MoneyFieldProps) => (
  <FormGroup label={label} labelFor={id} intent={problem ? 'danger' : 'none'} helperText={problem ?? helperText}>
    <InputGroup
      id={id}
      value={value}
      inputMode="decimal"
      leftElement={<span className="atrium-money-prefix">{YUAN_SIGN}</span>}
      intent={problem ? 'danger' : 'none'}
      autoFocus={autoFocus}
      onValueChange={onChange}
    />
  </FormGroup>
);
