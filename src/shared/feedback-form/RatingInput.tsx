import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ratingTextsIn } from '../../../forms/feedback-definition';
import type { FieldProps } from './fieldProps';

/**
 * Stars out of `count` (001 §3 Rating); each star is named by its `showText` in the reader's
 * language, and the chosen star's text shows beside them. Choosing the chosen star again clears it.
 */
export const RatingInput = ({ property, id, label, value, onChange, readOnly, language }: FieldProps<'Rating'>) => {
  const { t } = useTranslation('feedback-forms');
  const count = property.settings.count ?? 1;
  const { minValue = 1, maxValue = count } = property.settings;
  const texts = ratingTextsIn(property, language);
  const chosen = typeof value === 'number' ? value : 0;
  const stars = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <div className="atrium-feedback-rating">
      <div id={id} role="radiogroup" aria-label={label}>
        {stars.map((star) => (
          <Button
            key={star}
            variant="minimal"
            role="radio"
            aria-checked={chosen === star}
            aria-label={texts[star - 1] || t('rating.star', { value: star, count })}
            icon={star <= chosen ? 'star' : 'star-empty'}
            intent={star <= chosen ? 'warning' : 'none'}
            disabled={readOnly || star < minValue || star > maxValue}
            onClick={() => onChange(chosen === star ? null : star)}
          />
        ))}
      </div>
      {chosen > 0 && texts[chosen - 1] ? (
        <span className="atrium-feedback-rating-text">{texts[chosen - 1]}</span>
      ) : null}
    </div>
  );
};
