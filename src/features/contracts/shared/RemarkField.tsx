import { FormGroup, TextArea } from '@blueprintjs/core';

// The server stores remarks of up to 500 characters; the field stops there rather than fail on submit.
const REMARK_MAX = 500;

type RemarkFieldProps = { id: string; label: string; value: string; onChange: (text: string) => void };

/** The free-text remark of a contract form or a money movement. */
export const RemarkField = ({ id, label, value, onChange }: RemarkFieldProps) => (
  <FormGroup label={label} labelFor={id}>
    <TextArea id={id} fill maxLength={REMARK_MAX} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  </FormGroup>
);
