import { propertyName } from './feedback-definition';
import { optionsIn } from './feedback-definition';
import type { FeedbackMessage, FeedbackMessageKey, FeedbackMessageParams } from './feedback-messages';
import {
  DURATION_MAX_SECONDS,
  MEDIA_MAX_COUNT,
  NUMBER_DEFAULTS,
  STRING_MAX_LENGTH,
  TIME_PICKER_DEFAULTS,
  TIME_PICKER_HOURS_AHEAD,
  type FeedbackAnswerValue,
  type FeedbackProperty,
  type FeedbackSettings,
  type FormLanguage,
} from './feedback-property.schemas';

/** A time of day, in the centre's zone: the caller reads its own clock and passes it in. */
export type TimeOfDay = { hour: number; minute: number };

export type AnswerContext = {
  /** The language messages name properties in. */
  language?: FormLanguage;
  /** Now, for the time picker's "current" limit; without it that limit is not checked. */
  now?: TimeOfDay;
};

const two = (n: number) => String(n).padStart(2, '0');
export const formatTimeOfDay = ({ hour, minute }: TimeOfDay): string => `${two(hour)}:${two(minute)}`;

/** "HH:mm" as a time of day, or null. */
export const parseTimeOfDay = (text: string): TimeOfDay | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
};

/** The minutes a step offers in an hour: 0, 30 for 30. */
export const minutesOfStep = (step: number): number[] =>
  Array.from({ length: Math.ceil(60 / step) }, (_, index) => index * step);

/**
 * The last hour the time picker offers (001 §5): 23 for "today"; for "current", hours beyond the
 * current hour plus two are blocked.
 */
export const latestHour = (settings: FeedbackSettings['TimePicker'], now: TimeOfDay | undefined): number =>
  (settings.maxTime ?? TIME_PICKER_DEFAULTS.maxTime) === 'current' && now
    ? Math.min(23, now.hour + TIME_PICKER_HOURS_AHEAD)
    : 23;

/** Null, undefined, blank text and an empty list are no answer: dropped, or "required". */
export const isEmptyAnswer = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A number is on a step from `base` (tolerating binary fractions: 0.1 + 0.2). */
const onStep = (value: number, base: number, step: number): boolean => {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
};

/** An uploaded file's address: http(s), or a path on this server. */
const isUrl = (text: string): boolean => {
  if (/^\/(?!\/)\S*$/.test(text)) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

type Report = (key: FeedbackMessageKey, params?: FeedbackMessageParams) => void;

const checkValue = (property: FeedbackProperty, value: unknown, report: Report, context: AnswerContext) => {
  const language = context.language ?? 'zh';
  switch (property.type) {
    case 'String': {
      if (typeof value !== 'string') return report('wrong-kind');
      const { minLength = 0, maxLength = STRING_MAX_LENGTH } = property.settings;
      const length = [...value.trim()].length;
      if (length < minLength) report('too-short', { min: minLength });
      if (length > maxLength) report('too-long', { max: maxLength });
      return;
    }
    case 'Rating': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return report('wrong-kind');
      const count = property.settings.count ?? 1;
      const { minValue = 1, maxValue = count } = property.settings;
      if (value < minValue) report('below-min', { min: minValue });
      if (value > maxValue) report('above-max', { max: maxValue });
      return;
    }
    case 'Boolean':
      if (typeof value !== 'boolean') report('wrong-kind');
      return;
    case 'Duration': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return report('wrong-kind');
      if (value < 0) return report('below-min', { min: 0 });
      if (value > DURATION_MAX_SECONDS) return report('above-max', { max: '23:59:59' });
      const { minStep = 5, secStep = 5, showSec = false } = property.settings;
      if ((Math.floor(value / 60) % 60) % minStep !== 0) report('minute-step', { step: minStep });
      const seconds = value % 60;
      if (showSec ? seconds % secStep !== 0 : seconds !== 0) report('second-step', { step: showSec ? secStep : 60 });
      return;
    }
    case 'Number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return report('wrong-kind');
      const { minValue, maxValue, step } = { ...NUMBER_DEFAULTS, ...property.settings };
      if (value < minValue) report('below-min', { min: minValue });
      if (value > maxValue) report('above-max', { max: maxValue });
      if (!onStep(value, minValue, step)) report('off-step', { step });
      return;
    }
    case 'Selection':
    case 'MultiLanguageSelection': {
      if (typeof value !== 'string') return report('wrong-kind');
      // Both languages hold the same values (checked on the definition), so either list decides.
      if (!optionsIn(property, language).some((option) => option.value === value)) report('not-an-option', { value });
      return;
    }
    case 'TimePicker': {
      const time = typeof value === 'string' ? parseTimeOfDay(value) : null;
      if (!time) return report('time-invalid');
      const step = property.settings.minuteStep ?? TIME_PICKER_DEFAULTS.minuteStep;
      if (time.minute % step !== 0) report('minute-step', { step });
      const last = latestHour(property.settings, context.now);
      if (time.hour > last) report('time-too-late', { max: formatTimeOfDay({ hour: last, minute: 60 - step }) });
      return;
    }
    case 'ImagePicker':
    case 'VideoPicker': {
      if (!Array.isArray(value) || value.some((url) => typeof url !== 'string')) return report('wrong-kind');
      if (value.length > MEDIA_MAX_COUNT) report('too-many-files', { max: MEDIA_MAX_COUNT });
      for (const url of value as string[]) if (!isUrl(url)) report('url-invalid', { url });
      return;
    }
  }
};

/**
 * The problems with one answer: "required" naming the property when it is required and empty
 * (001 §5), else what its settings refuse. An empty optional answer has none.
 */
export const checkAnswer = (property: FeedbackProperty, value: unknown, context: AnswerContext = {}) => {
  const messages: FeedbackMessage[] = [];
  const name = propertyName(property, context.language ?? 'zh');
  const report: Report = (key, params = {}) => {
    messages.push({ key, params: { name, ...params }, propertyId: property.id });
  };
  if (isEmptyAnswer(value)) {
    if (property.isRequired) report('required');
    return messages;
  }
  checkValue(property, value, report, context);
  return messages;
};

export type CleanEntry = { programFeedbackPropertyId: string; value: FeedbackAnswerValue };

export type SubmissionCheck = {
  /** The answers to send or store, in the form's order, empty answers dropped (001 §5). */
  submission: CleanEntry[];
  messages: FeedbackMessage[];
};

type Answers = Readonly<Record<string, unknown>> | readonly { programFeedbackPropertyId: string; value: unknown }[];

/**
 * Checks a whole submission against the form's properties (as checkFormDefinition gives them):
 * answers by property id, or the wire's list of programFeedbackPropertyId plus value.
 */
export const checkSubmission = (
  properties: readonly FeedbackProperty[],
  answers: Answers,
  context: AnswerContext = {},
): SubmissionCheck => {
  const messages: FeedbackMessage[] = [];
  const byId = new Map<string, unknown>();
  const language = context.language ?? 'zh';
  const known = new Map(properties.map((property) => [property.id, property]));
  const entries = Array.isArray(answers)
    ? (answers as readonly { programFeedbackPropertyId: string; value: unknown }[]).map(
        (entry) => [entry.programFeedbackPropertyId, entry.value] as const,
      )
    : Object.entries(answers);
  for (const [id, value] of entries) {
    const property = known.get(id);
    if (!property) messages.push({ key: 'unknown-property', params: { id } });
    else if (byId.has(id))
      messages.push({ key: 'duplicate-answer', params: { name: propertyName(property, language) }, propertyId: id });
    else byId.set(id, value);
  }
  const submission: CleanEntry[] = [];
  for (const property of [...properties].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const value = byId.get(property.id);
    messages.push(...checkAnswer(property, value, context));
    if (!isEmptyAnswer(value)) {
      const clean = typeof value === 'string' && property.type === 'String' ? value.trim() : value;
      submission.push({ programFeedbackPropertyId: property.id, value: clean as FeedbackAnswerValue });
    }
  }
  return { submission, messages };
};
