import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, parseDateInput } from '../../../../shared/i18n/calendarDates';
import { datePattern, formatDate } from '../../../../shared/i18n/formatDate';
import { customPeriod, shiftMonth, thisMonth, wholeMonth, type CostPeriod } from './sessionCostPeriod';

type Props = { period: CostPeriod; onChange: (period: CostPeriod) => void };

/** The period's title: the month's name for a whole month, else its two days. */
const usePeriodTitle = (period: CostPeriod) => {
  const { i18n } = useTranslation();
  const month = wholeMonth(period);
  return month
    ? formatMonth(month, i18n.language)
    : `${formatDate(period.from, i18n.language)} – ${formatDate(period.to, i18n.language)}`;
};

/** Previous / next month, back to this month, or a custom range of days typed in the language's pattern. */
export const SessionCostPeriodPicker = ({ period, onChange }: Props) => {
  const { t, i18n } = useTranslation('contracts');
  const title = usePeriodTitle(period);
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);
  const from = custom ? parseDateInput(custom.from, i18n.language) : null;
  const to = custom ? parseDateInput(custom.to, i18n.language) : null;
  const range = customPeriod(from, to);
  const pattern = datePattern(i18n.language).toUpperCase();
  return (
    <div className="atrium-session-costs-period">
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={t('session-costs.previous')}
          onClick={() => onChange(shiftMonth(period, -1))}
        />
        <Button text={title} disabled className="atrium-session-costs-period-title" />
        <Button
          icon="chevron-right"
          aria-label={t('session-costs.next')}
          onClick={() => onChange(shiftMonth(period, 1))}
        />
      </ButtonGroup>
      <Button variant="minimal" text={t('session-costs.this-month')} onClick={() => onChange(thisMonth())} />
      <Button
        variant="minimal"
        icon="calendar"
        text={t('session-costs.custom')}
        active={custom !== null}
        onClick={() => setCustom(custom ? null : { from: '', to: '' })}
      />
      {custom && (
        <form
          className="atrium-session-costs-custom"
          onSubmit={(event) => {
            event.preventDefault();
            if (range) {
              onChange(range);
              setCustom(null);
            }
          }}
        >
          <InputGroup
            aria-label={t('session-costs.from')}
            placeholder={pattern}
            value={custom.from}
            intent={from === null ? 'danger' : 'none'}
            onValueChange={(value) => setCustom({ ...custom, from: value })}
          />
          <InputGroup
            aria-label={t('session-costs.to')}
            placeholder={pattern}
            value={custom.to}
            intent={to === null ? 'danger' : 'none'}
            onValueChange={(value) => setCustom({ ...custom, to: value })}
          />
          <Button type="submit" intent="primary" text={t('session-costs.apply')} disabled={!range} />
        </form>
      )}
    </div>
  );
};
