import { HTMLSelect, InputGroup, NumericInput, RadioGroup, Slider, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TimeOfDay } from '../../../forms/feedback-answers';
import { optionsIn } from '../../../forms/feedback-definition';
import { NUMBER_DEFAULTS, STRING_DEFAULT_LINES, type FeedbackProperty } from '../../../forms/feedback-property.schemas';
import { DurationInput } from './DurationInput';
import type { FieldProps } from './fieldProps';
import { MediaInput, type UploadFile } from './MediaInput';
import { RatingInput } from './RatingInput';
import { TimeOfDayInput } from './TimeOfDayInput';

/** Up to this many options show as radio buttons; more as a drop-down list. */
export const RADIO_OPTIONS_MAX = 4;

const TextInput = ({ property, id, value, onChange, readOnly, invalid }: FieldProps<'String'>) => {
  const rows = property.settings.defaultLines ?? STRING_DEFAULT_LINES;
  const text = typeof value === 'string' ? value : '';
  const intent = invalid ? 'danger' : 'none';
  return rows <= 1 ? (
    <InputGroup id={id} value={text} readOnly={readOnly} intent={intent} onValueChange={onChange} />
  ) : (
    <TextArea
      id={id}
      rows={rows}
      fill
      value={text}
      readOnly={readOnly}
      intent={intent}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
};

const BooleanInput = ({ id, value, onChange, readOnly }: FieldProps<'Boolean'>) => {
  const { t } = useTranslation('feedback-forms');
  return (
    <Switch
      id={id}
      role="switch"
      checked={value === true}
      disabled={readOnly}
      label={value === true ? t('boolean.yes') : t('boolean.no')}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
};

const NumberInput = ({ property, id, label, value, onChange, readOnly, invalid }: FieldProps<'Number'>) => {
  const { minValue, maxValue, step, slider } = { ...NUMBER_DEFAULTS, ...property.settings };
  if (slider) {
    return (
      <div id={id} className="atrium-feedback-slider">
        <Slider
          min={minValue}
          max={maxValue}
          stepSize={step}
          labelStepSize={maxValue - minValue}
          value={typeof value === 'number' ? value : minValue}
          disabled={readOnly}
          handleHtmlProps={{ 'aria-label': label }}
          onChange={onChange}
        />
      </div>
    );
  }
  return (
    <NumericInput
      id={id}
      min={minValue}
      max={maxValue}
      stepSize={step}
      minorStepSize={null}
      majorStepSize={null}
      value={typeof value === 'number' ? value : typeof value === 'string' ? value : ''}
      disabled={readOnly}
      // Read-only has nothing to step. (Blueprint's steppers point aria-controls at an id of their
      // own, which the field's id replaces: axe calls that invalid, so they are not drawn idle.)
      buttonPosition={readOnly ? 'none' : 'right'}
      intent={invalid ? 'danger' : 'none'}
      onValueChange={(number, text) => onChange(text.trim() === '' ? null : Number.isNaN(number) ? text : number)}
    />
  );
};

const SelectionInput = ({
  property,
  id,
  label,
  value,
  onChange,
  readOnly,
  language,
}: FieldProps<'Selection' | 'MultiLanguageSelection'>) => {
  const { t } = useTranslation('feedback-forms');
  const options = optionsIn(property, language);
  const selected = typeof value === 'string' ? value : '';
  if (options.length <= RADIO_OPTIONS_MAX) {
    return (
      <RadioGroup
        id={id}
        aria-label={label}
        inline
        disabled={readOnly}
        selectedValue={selected}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={options.map((option) => ({ value: option.value, label: option.text }))}
      />
    );
  }
  return (
    <HTMLSelect
      id={id}
      disabled={readOnly}
      value={selected}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      options={[{ value: '', label: t('form.choose') }, ...options.map((o) => ({ value: o.value, label: o.text }))]}
    />
  );
};

type FeedbackFieldProps = FieldProps<FeedbackProperty['type']> & { now: TimeOfDay; upload: UploadFile | undefined };

/** The control of one property, by its type. */
export const FeedbackField = ({ now, upload, ...props }: FeedbackFieldProps) => {
  // Each case hands the control the property of its own type.
  const as = <T extends FeedbackProperty['type']>() => props as unknown as FieldProps<T>;
  switch (props.property.type) {
    case 'String':
      return <TextInput {...as<'String'>()} />;
    case 'Rating':
      return <RatingInput {...as<'Rating'>()} />;
    case 'Boolean':
      return <BooleanInput {...as<'Boolean'>()} />;
    case 'Duration':
      return <DurationInput {...as<'Duration'>()} />;
    case 'Number':
      return <NumberInput {...as<'Number'>()} />;
    case 'Selection':
    case 'MultiLanguageSelection':
      return <SelectionInput {...as<'Selection' | 'MultiLanguageSelection'>()} />;
    case 'TimePicker':
      return <TimeOfDayInput {...as<'TimePicker'>()} now={now} />;
    case 'ImagePicker':
    case 'VideoPicker':
      return <MediaInput {...as<'ImagePicker' | 'VideoPicker'>()} upload={upload} />;
  }
};
