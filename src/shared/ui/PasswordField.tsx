import { FormGroup, InputGroup } from '@blueprintjs/core';

type PasswordFieldProps = {
  id: string;
  label: string;
  /** Lets the browser's password manager fill the current password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** Under the field while nothing is wrong, e.g. the server's password rule. */
  hint?: string;
  /** What is wrong with what was typed, under the field in the danger colour, instead of the hint. */
  problem?: string | null;
  /** Colours the input itself too, not only the text under it. */
  markInput?: boolean;
};

/** A labelled password input: masked, with the browser's autocomplete hint. */
export const PasswordField = ({
  id,
  label,
  autoComplete,
  value,
  onChange,
  hint,
  problem,
  markInput = false,
}: PasswordFieldProps) => {
  const intent = problem ? 'danger' : 'none';
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={problem || hint}>
      <InputGroup
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        {...(markInput ? { intent } : {})}
        onValueChange={onChange}
      />
    </FormGroup>
  );
};
