import type { FormLanguage } from './feedback-property.schemas';

// One answer as a line of text: the feedback record list shows it (src/features/offline-plans),
// the session's feedback form download writes it into Excel (server/modules/offline-plans). Both
// read the same stored value, so they say the same thing.

/** The words an answer may need, in the reader's language. */
export type AnswerWords = { none: string; yes: string; no: string };

type Option = { value: unknown; text: string };

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as the duration picker shows them: mm:ss, or h:mm:ss from an hour. */
export const durationText = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
};

/** A selection's option text for a value, from the property's settings (one list or one per language). */
const optionText = (settings: unknown, value: unknown, language: FormLanguage): string | undefined => {
  if (typeof settings !== 'object' || settings === null) return undefined;
  const options = (settings as { options?: Option[] | Partial<Record<FormLanguage, Option[]>> }).options;
  const list = Array.isArray(options) ? options : options?.[language];
  return Array.isArray(list) ? list.find((o) => o.value === value)?.text : undefined;
};

/**
 * The answer to a property of `type` with these settings (extraProperties, as an object), as text:
 * none for an empty answer, yes/no, a list joined, a duration as mm:ss, a choice by its option text.
 */
export const answerText = (
  property: { type: string; settings: unknown },
  value: unknown,
  language: FormLanguage,
  words: AnswerWords,
): string => {
  if (value === null || value === undefined || value === '') return words.none;
  if (Array.isArray(value) && value.length === 0) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (property.type === 'Duration' && typeof value === 'number') return durationText(value);
  return optionText(property.settings, value, language) ?? String(value);
};
