import { Button } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, WEEK_STARTS_ON, weekdayInitials } from '../../../shared/i18n/calendarDates';
import { formatDate } from '../../../shared/i18n/formatDate';

type DayPickerProps = {
  /** ISO day, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** Days the spec does not let the user pick (past, after the parent, other contracts). */
  isDisabled: (iso: string) => boolean;
  /** The month shown first when nothing is picked (ISO day). */
  initial: string;
  label: string;
};

/** A month of days to click, with the days that may not be taken disabled (spec 002 §5). */
export const DayPicker = ({ value, onChange, isDisabled, initial, label }: DayPickerProps) => {
  const { t, i18n } = useTranslation('contracts');
  const [month, setMonth] = useState(() => DateTime.fromISO(value || initial).startOf('month'));
  const first = month.minus({ days: (month.weekday - WEEK_STARTS_ON + 7) % 7 });
  const days = Array.from({ length: 42 }, (_, i) => first.plus({ days: i }));
  const names = weekdayInitials(i18n.language);
  return (
    <div className="atrium-day-picker" role="group" aria-label={label}>
      <div className="atrium-day-picker-head">
        <Button
          icon="chevron-left"
          variant="minimal"
          aria-label={t('picker.previous')}
          onClick={() => setMonth(month.minus({ months: 1 }))}
        />
        <strong>{formatMonth(month, i18n.language)}</strong>
        <Button
          icon="chevron-right"
          variant="minimal"
          aria-label={t('picker.next')}
          onClick={() => setMonth(month.plus({ months: 1 }))}
        />
      </div>
      <div className="atrium-day-picker-grid">
        {names.map((name, i) => (
          <span key={`h${i}`} className="atrium-day-picker-weekday">
            {name}
          </span>
        ))}
        {days.map((day) => {
          const iso = day.toISODate()!;
          const disabled = isDisabled(iso);
          return (
            <Button
              key={iso}
              size="small"
              variant={iso === value ? 'solid' : 'minimal'}
              intent={iso === value ? 'primary' : 'none'}
              disabled={disabled}
              className={day.month === month.month ? undefined : 'atrium-day-picker-other'}
              aria-label={formatDate(iso, i18n.language)}
              aria-pressed={iso === value}
              text={String(day.day)}
              onClick={() => onChange(iso)}
            />
          );
        })}
      </div>
    </div>
  );
};
