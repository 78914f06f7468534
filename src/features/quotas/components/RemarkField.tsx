import { FormGroup, TextArea } from '@blueprintjs/core';

/** A quota's remark (up to 500 characters), as both quota dialogs ask for it. */
export const RemarkField = ({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <FormGroup label={label} labelFor={id}>
    <TextArea id={id} fill maxLength={500} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
  </FormGroup>
);
