import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { minutesOfStep } from '../../../forms/feedback-answers';
import { localised } from '../../../forms/feedback-property.schemas';
import type { FieldProps } from './fieldProps';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A duration in seconds (001 §3 Duration): hours, minutes in steps of minStep, and seconds in
 * steps of secStep when showSec is set; desc shows under it. No part chosen is no answer.
 */
export const DurationInput = ({ property, id, label, value, onChange, readOnly, language }: FieldProps<'Duration'>) => {
  const { t } = useTranslation('feedback-forms');
  const { minStep = 5, secStep = 5, showSec = false, desc } = property.settings;
  const total = typeof value === 'number' ? value : null;
  const parts =
    total === null
      ? null
      : { hours: Math.floor(total / 3600), minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
  const set = (part: 'hours' | 'minutes' | 'seconds', text: string) => {
    const next = { hours: 0, minutes: 0, seconds: 0, ...parts, [part]: text === '' ? 0 : Number(text) };
    const seconds = next.hours * 3600 + next.minutes * 60 + next.seconds;
    onChange(text === '' && parts !== null && seconds === 0 ? null : seconds);
  };
  const select = (part: 'hours' | 'minutes' | 'seconds', values: number[], selectId: string) => (
    <HTMLSelect
      id={selectId}
      aria-label={t(`duration.${part}`, { name: label })}
      disabled={readOnly}
      value={parts === null ? '' : String(parts[part])}
      onChange={(event) => set(part, event.currentTarget.value)}
      options={[{ value: '', label: '—' }, ...values.map((n) => ({ value: String(n), label: two(n) }))]}
    />
  );
  const note = localised(desc, language);
  return (
    <div className="atrium-feedback-inline">
      {select('hours', HOURS, id)}
      <span>{t('duration.hours-unit')}</span>
      {select('minutes', minutesOfStep(minStep), `${id}-minutes`)}
      <span>{t('duration.minutes-unit')}</span>
      {showSec ? (
        <>
          {select('seconds', minutesOfStep(secStep), `${id}-seconds`)}
          <span>{t('duration.seconds-unit')}</span>
        </>
      ) : null}
      {note ? <div className="bp6-text-muted atrium-feedback-note">{note}</div> : null}
    </div>
  );
};
