import { Checkbox, FormGroup, NumericInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export type PickablePart = { id: string; name: string; note?: string };

type PartPickerProps = {
  id: string;
  label: string;
  /** The Public parts, and any the programme already names. */
  parts: readonly PickablePart[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** A count per chosen part (materials): the part's count and its setter. */
  count?: { of: (id: string) => number; set: (id: string, count: number) => void };
  /** Show each chosen part's place in the order chosen (the feedback form's order). */
  ordered?: boolean;
};

/** A programme's choice of library parts: one checkbox each, in the library's order. */
export const PartPicker = ({ id, label, parts, chosen, onChange, count, ordered }: PartPickerProps) => {
  const { t } = useTranslation('content-programs');
  return (
    <FormGroup label={label}>
      {parts.length === 0 && <p className="atrium-program-muted">{t('form.none-public')}</p>}
      <div className="atrium-program-picker" role="group" aria-label={label}>
        {parts.map((part, index) => {
          const place = chosen.indexOf(part.id);
          return (
            <div key={part.id} className="atrium-program-pick">
              <Checkbox
                id={`${id}-${index}`}
                checked={place >= 0}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked ? [...chosen, part.id] : chosen.filter((chosenId) => chosenId !== part.id),
                  )
                }
              >
                {ordered && place >= 0 && <strong>{t('form.form-order', { place: place + 1 })} </strong>}
                {part.name}
                {part.note && <span className="atrium-program-muted"> · {part.note}</span>}
              </Checkbox>
              {count && place >= 0 && (
                <NumericInput
                  size="small"
                  min={1}
                  max={999}
                  value={count.of(part.id)}
                  aria-label={t('form.count', { name: part.name })}
                  onValueChange={(value) => count.set(part.id, Number.isFinite(value) ? Math.max(1, value) : 1)}
                />
              )}
            </div>
          );
        })}
      </div>
    </FormGroup>
  );
};
