import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TextEditDialogProps = {
  isOpen: boolean;
  title: string;
  label: string;
  /** The value when the dialog opens; remount (key) the dialog to start from another one. */
  initialValue: string;
  maxLength: number;
  multiline?: boolean;
  busy: boolean;
  onSave: (value: string) => void;
  onClose: () => void;
};

/** One optional text field of a child, edited in a dialog (spec 000 §5: both edits are optional). */
export const TextEditDialog = ({
  isOpen,
  title,
  label,
  initialValue,
  maxLength,
  multiline = false,
  busy,
  onSave,
  onClose,
}: TextEditDialogProps) => {
  const { t } = useTranslation('subjects');
  const [value, setValue] = useState(initialValue);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value.trim());
  };
  const id = 'atrium-subject-text-edit';
  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : onClose} title={title} icon="edit">
      <form onSubmit={handleSubmit}>
        <DialogBody>
          <FormGroup label={label} labelFor={id} helperText={t('edit.optional')}>
            {multiline ? (
              <TextArea
                id={id}
                fill
                autoResize
                maxLength={maxLength}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            ) : (
              <InputGroup id={id} fill maxLength={maxLength} value={value} onValueChange={setValue} />
            )}
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('edit.cancel')} disabled={busy} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('edit.save')} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
