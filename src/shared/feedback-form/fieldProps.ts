import type { FeedbackProperty, FormLanguage } from '../../../forms/feedback-property.schemas';

/** What every control of a feedback property receives from FeedbackForm. */
export type FieldProps<T extends FeedbackProperty['type']> = {
  property: Extract<FeedbackProperty, { type: T }>;
  /** The control's element id, which the field's label points at. */
  id: string;
  /** The property's title in the reader's language (for controls a label cannot name). */
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  invalid: boolean;
  language: FormLanguage;
};
