import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/formatDate';
import type { ContractNamespace } from './contractNamespace';
import { DayPicker } from './DayPicker';

type ValidityRangeFieldProps = {
  ns: ContractNamespace;
  start: string;
  end: string;
  onStartChange: (iso: string) => void;
  onEndChange: (iso: string) => void;
  /** Days neither end may take (past, after the parent, other contracts); the end may not precede the start either. */
  isDisabled: (iso: string) => boolean;
  today: string;
  /** The range's problem once the form has been submitted. */
  problem: string | undefined;
};

/** A contract's validity (spec 002 §5): two months of days side by side, the rule and the chosen range below. */
export const ValidityRangeField = ({
  ns,
  start,
  end,
  onStartChange,
  onEndChange,
  isDisabled,
  today,
  problem,
}: ValidityRangeFieldProps) => {
  const { t, i18n } = useTranslation(ns);
  return (
    <FormGroup
      label={t('form.validity')}
      labelInfo={t('form.required')}
      intent={problem ? 'danger' : 'none'}
      helperText={
        problem ??
        // The chosen range is read back once both ends are picked; the rule always shows.
        (start && end
          ? t('form.validity-chosen', {
              start: formatDate(start, i18n.language),
              end: formatDate(end, i18n.language),
            })
          : '') + t('form.validity-help')
      }
    >
      <div className="atrium-contract-range">
        <DayPicker
          label={t('fields.start-time')}
          value={start}
          onChange={onStartChange}
          isDisabled={isDisabled}
          initial={today}
        />
        <DayPicker
          label={t('fields.end-time')}
          value={end}
          onChange={onEndChange}
          isDisabled={(iso) => isDisabled(iso) || (!!start && iso < start)}
          initial={start || today}
        />
      </div>
    </FormGroup>
  );
};
