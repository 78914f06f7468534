import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from '../i18n/calendarDates';
import { formatDate } from '../i18n/formatDate';

export type DateFieldState = { iso: string; problem: 'invalid' | 'too-late' | null };

type DateFieldProps = {
  id: string;
  /** ISO date (YYYY-MM-DD) or '' for none. */
  value: string;
  /** The latest date allowed, ISO. */
  max?: string;
  readOnly?: boolean;
  onChange: (state: DateFieldState) => void;
};

/**
 * A date typed as the spec writes dates (YYYY/MM/DD in Chinese, DD/MM/YYYY otherwise), rather
 * than the browser's own date input, whose format follows the browser, not the console.
 */
export const DateField = ({ id, value, max, readOnly, onChange }: DateFieldProps) => {
  const { t, i18n } = useTranslation('common');
  const [text, setText] = useState(() => formatDate(value, i18n.language));
  // The day this field itself last reported: a parent that stores it and hands it back must not
  // have the text rewritten under the typing hand ("2026/12/2" shown as "2026/12/02", after which
  // the next "0" makes it invalid).
  const [typed, setTyped] = useState<string | null>(null);
  // When the stored value or the language changes, show the stored value in the new pattern
  // (React's "adjusting state when a prop changes", without an effect).
  const shown = `${value}|${i18n.language}`;
  const [shownFor, setShownFor] = useState(shown);
  if (shownFor !== shown) {
    const languageChanged = !shownFor.endsWith(`|${i18n.language}`);
    setShownFor(shown);
    if (languageChanged || value !== typed) setText(formatDate(value, i18n.language));
  }

  const handleChange = (next: string) => {
    setText(next);
    const iso = parseDateInput(next, i18n.language);
    setTyped(iso);
    if (iso === null) onChange({ iso: value, problem: 'invalid' });
    else if (iso && max && iso > max) onChange({ iso, problem: 'too-late' });
    else onChange({ iso, problem: null });
  };

  return (
    <InputGroup
      id={id}
      value={text}
      placeholder={t('date.pattern')}
      readOnly={readOnly}
      inputMode="numeric"
      leftIcon="calendar"
      onValueChange={handleChange}
    />
  );
};
