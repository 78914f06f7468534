import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { randomName } from '../names/randomName';

type RandomNameFieldProps = {
  id: string;
  label: string;
  /** The generated name. */
  value: string;
  /** What the regenerate button says to a screen reader. */
  regenerateLabel: string;
  /** The start of every generated name, in the reader's language ("Child", "儿童"). */
  prefix: string;
  onChange: (name: string) => void;
};

/**
 * A child's name the centre generates instead of asking for it (subject1.name1.random, spec 000
 * §2): read-only, with a button that draws another.
 */
export const RandomNameField = ({ id, label, value, regenerateLabel, prefix, onChange }: RandomNameFieldProps) => (
  <FormGroup label={label} labelFor={id}>
    <InputGroup
      id={id}
      readOnly
      value={value}
      rightElement={
        <Button
          variant="minimal"
          icon="refresh"
          aria-label={regenerateLabel}
          onClick={() => onChange(randomName(prefix))}
        />
      }
    />
  </FormGroup>
);
