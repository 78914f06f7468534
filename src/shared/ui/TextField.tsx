import { FormGroup, InputGroup } from '@blueprintjs/core';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The "required" mark after the label, in the reader's language. */
  requiredLabel?: string;
  /** What is wrong with the value, shown under the field in the danger colour. */
  problem?: string | undefined;
  type?: 'text' | 'email';
  maxLength?: number;
};

/** A labelled one-line text input whose problem shows next to it (spec: field errors by the field). */
export const TextField = ({ id, label, value, onChange, requiredLabel, problem, type, maxLength }: TextFieldProps) => {
  const intent = problem ? 'danger' : 'none';
  return (
    <FormGroup label={label} labelFor={id} labelInfo={requiredLabel} intent={intent} helperText={problem}>
      <InputGroup
        id={id}
        {...(type ? { type } : {})}
        {...(maxLength ? { maxLength } : {})}
        value={value}
        intent={intent}
        onValueChange={onChange}
      />
    </FormGroup>
  );
};
