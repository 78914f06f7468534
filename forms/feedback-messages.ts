/**
 * What the feedback-form rules say, as catalogue keys with parameters rather than words: the
 * server (server/locales/<language>/feedback-forms.json) and the console
 * (src/locales/<language>/feedback-forms.json) each translate them under `messages.<key>`.
 */
export const FEEDBACK_FORMS_NAMESPACE = 'feedback-forms';

export const FEEDBACK_MESSAGE_KEYS = [
  // Definitions (the editor's save; 001 §3 and §5).
  'title-required',
  'title-default-required',
  'type-unknown',
  'sort-order-required',
  'sort-order-min',
  'extra-invalid-json',
  'extra-not-object',
  'setting-invalid',
  'options-required',
  'options-per-language',
  'options-languages-differ',
  'option-incomplete',
  'option-duplicate',
  'rating-count-required',
  'rating-texts-count',
  'range-invalid',
  'minute-step-invalid',
  // Answers (a submission; 001 §5).
  'required',
  'wrong-kind',
  'too-short',
  'too-long',
  'below-min',
  'above-max',
  'off-step',
  'not-an-option',
  'time-invalid',
  'minute-step',
  'second-step',
  'time-too-late',
  'url-invalid',
  'too-many-files',
  'unknown-property',
  'duplicate-answer',
] as const;
export type FeedbackMessageKey = (typeof FEEDBACK_MESSAGE_KEYS)[number];

export type FeedbackMessageParams = Record<string, string | number>;

/** One problem: the key under `messages.`, its parameters, and the property it is about. */
export type FeedbackMessage = {
  key: FeedbackMessageKey;
  params: FeedbackMessageParams;
  /** The property the message is about (its id), when it is about one. */
  propertyId?: string;
};

/** The full catalogue key of a message, for i18next's `t` on either side. */
export const feedbackMessageKey = (message: FeedbackMessage): string =>
  `${FEEDBACK_FORMS_NAMESPACE}:messages.${message.key}`;
