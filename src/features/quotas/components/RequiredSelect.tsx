import { FormGroup, HTMLSelect } from '@blueprintjs/core';

/** A required choice of a quota dialog, with its problem under it. */
export const RequiredSelect = ({
  id,
  label,
  requiredLabel,
  problem,
  value,
  options,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  requiredLabel: string;
  problem: string | undefined;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) => (
  <FormGroup
    label={label}
    labelFor={id}
    labelInfo={requiredLabel}
    intent={problem ? 'danger' : 'none'}
    helperText={problem}
  >
    <HTMLSelect
      id={id}
      fill
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      options={options}
    />
  </FormGroup>
);
