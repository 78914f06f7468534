import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  formatTimeOfDay,
  latestHour,
  minutesOfStep,
  parseTimeOfDay,
  type TimeOfDay,
} from '../../../forms/feedback-answers';
import { TIME_PICKER_DEFAULTS } from '../../../forms/feedback-property.schemas';
import type { FieldProps } from './fieldProps';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day, HH:mm (001 §3 TimePicker, §5): minutes in steps of minuteStep; with maxTime
 * "current" the hours beyond the current hour plus two are blocked. There is no "now" button.
 */
export const TimeOfDayInput = ({
  property,
  id,
  label,
  value,
  onChange,
  readOnly,
  now,
}: FieldProps<'TimePicker'> & { now: TimeOfDay }) => {
  const { t } = useTranslation('feedback-forms');
  const step = property.settings.minuteStep ?? TIME_PICKER_DEFAULTS.minuteStep;
  const last = latestHour(property.settings, now);
  const time = typeof value === 'string' ? parseTimeOfDay(value) : null;
  const set = (part: 'hour' | 'minute', text: string) => {
    if (text === '') return onChange(part === 'hour' ? null : time && formatTimeOfDay({ ...time, minute: 0 }));
    const next = { hour: time?.hour ?? 0, minute: time?.minute ?? 0, [part]: Number(text) };
    onChange(formatTimeOfDay(next));
  };
  return (
    <div className="atrium-feedback-inline">
      <HTMLSelect
        id={id}
        aria-label={t('time.hour', { name: label })}
        disabled={readOnly}
        value={time ? String(time.hour) : ''}
        onChange={(event) => set('hour', event.currentTarget.value)}
        options={[
          { value: '', label: '—' },
          ...HOURS.map((hour) => ({ value: String(hour), label: two(hour), disabled: hour > last })),
        ]}
      />
      <span>:</span>
      <HTMLSelect
        aria-label={t('time.minute', { name: label })}
        disabled={readOnly || !time}
        value={time ? String(time.minute) : ''}
        onChange={(event) => set('minute', event.currentTarget.value)}
        options={[
          { value: '', label: '—' },
          ...minutesOfStep(step).map((minute) => ({ value: String(minute), label: two(minute) })),
        ]}
      />
    </div>
  );
};
