import { Type, type Static, type TSchema } from 'typebox';

/**
 * Spec 001 §3 "Feedback property": the ten property types and the settings (extraProperties)
 * each takes, as TypeBox schemas. The server checks stored definitions with them and the console
 * renders forms from them: one schema, not two (issue 18 item 2).
 *
 * This folder imports only `typebox` and itself (eslint.config.js), so the server, the gateway and
 * the console may all depend on it.
 */

/** The spec's nine names, plus the per-language selection issue 18 counts as the tenth type. */
export const FEEDBACK_PROPERTY_TYPES = [
  'String',
  'Rating',
  'Boolean',
  'Duration',
  'Number',
  'Selection',
  'MultiLanguageSelection',
  'TimePicker',
  'ImagePicker',
  'VideoPicker',
] as const;
export type FeedbackPropertyType = (typeof FEEDBACK_PROPERTY_TYPES)[number];

export const isFeedbackPropertyType = (value: unknown): value is FeedbackPropertyType =>
  typeof value === 'string' && (FEEDBACK_PROPERTY_TYPES as readonly string[]).includes(value);

/** The two languages a form speaks, as the spec writes per-language options (zh/en, 001 §5). */
export const FORM_LANGUAGES = ['zh', 'en'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

/** `zh-CN`, `zh-Hans`, `en-US`, `en`… as a form language; Chinese unless it is English. */
export const formLanguageOf = (tag: string | undefined): FormLanguage =>
  tag?.toLowerCase().startsWith('en') ? 'en' : 'zh';

/**
 * A text with translations (001 §5 "translated titles need a default entry"): a plain string, or a
 * default with optional Chinese and English versions; readers see their language, else the default.
 */
export const LocalisedText = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Object({
    default: Type.String({ maxLength: 200 }),
    zh: Type.Optional(Type.String({ maxLength: 200 })),
    en: Type.Optional(Type.String({ maxLength: 200 })),
  }),
]);
export type LocalisedText = Static<typeof LocalisedText>;

/** A translated title or text in the reader's language, falling back to its default entry. */
export const localised = (text: LocalisedText | undefined, language: FormLanguage): string => {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const own = text[language]?.trim();
  return own ? own : text.default;
};

// Defaults of 001 §3 and §5; the renderer and the validator both read them from here.
export const STRING_DEFAULT_LINES = 7;
/** A text answer is at most this long unless the property says less. */
export const STRING_MAX_LENGTH = 2000;
export const NUMBER_DEFAULTS = { minValue: 0, maxValue: 100, step: 1 } as const;
export const TIME_PICKER_DEFAULTS = { maxTime: 'today', minuteStep: 30 } as const;
/** 001 §5: the duration picker's minutes go in steps of 5. */
export const DURATION_DEFAULTS = { minStep: 5, secStep: 5, showSec: false } as const;
/** 001 §5: with maxTime "current", hours beyond the current hour plus this many are blocked. */
export const TIME_PICKER_HOURS_AHEAD = 2;
/** A duration is under a day (the picker offers hours 0–23). */
export const DURATION_MAX_SECONDS = 24 * 60 * 60 - 1;
/** The most images or videos one answer holds. */
export const MEDIA_MAX_COUNT = 9;
export const RATING_MAX_COUNT = 10;

const Count = Type.Integer({ minimum: 1, maximum: RATING_MAX_COUNT });
const RatingTexts = Type.Array(Type.String({ maxLength: 50 }), { maxItems: RATING_MAX_COUNT });

export const StringSettings = Type.Object({
  /** Rows of the text area (7 unless set); 1 is a one-line input. */
  defaultLines: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  minLength: Type.Optional(Type.Integer({ minimum: 0, maximum: STRING_MAX_LENGTH })),
  maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: STRING_MAX_LENGTH })),
});

/**
 * Stars out of `count`; `showText` names each star (as many names as stars), once for everyone
 * or per language (then `count` holds for each language's list: 001 §5).
 */
export const RatingSettings = Type.Object({
  count: Type.Optional(Count),
  showText: Type.Optional(Type.Union([RatingTexts, Type.Object({ zh: RatingTexts, en: RatingTexts })])),
  minValue: Type.Optional(Type.Integer({ minimum: 0, maximum: RATING_MAX_COUNT })),
  maxValue: Type.Optional(Type.Integer({ minimum: 1, maximum: RATING_MAX_COUNT })),
});

export const BooleanSettings = Type.Object({});

export const DurationSettings = Type.Object({
  /** Minutes go in steps of this (5 unless set). */
  minStep: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  /** Seconds go in steps of this (5 unless set), when seconds show. */
  secStep: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  showSec: Type.Optional(Type.Boolean()),
  /** A note shown under the picker. */
  desc: Type.Optional(LocalisedText),
});

export const NumberSettings = Type.Object({
  minValue: Type.Optional(Type.Number()),
  maxValue: Type.Optional(Type.Number()),
  step: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  /** The slider style instead of a number input. */
  slider: Type.Optional(Type.Boolean()),
});

export const SelectionOption = Type.Object({
  value: Type.String({ maxLength: 100 }),
  text: Type.String({ maxLength: 200 }),
});
export type SelectionOption = Static<typeof SelectionOption>;
const OptionList = Type.Array(SelectionOption, { maxItems: 100 });
export const PerLanguageOptions = Type.Object({ zh: OptionList, en: OptionList });
export type PerLanguageOptions = Static<typeof PerLanguageOptions>;

/** Options of text and value, or per-language options (001 §3). */
export const SelectionSettings = Type.Object({
  options: Type.Optional(Type.Union([OptionList, PerLanguageOptions])),
});

/** The per-language selection: Chinese and English options with the same values. */
export const MultiLanguageSelectionSettings = Type.Object({
  options: Type.Optional(PerLanguageOptions),
});

export const TimePickerSettings = Type.Object({
  /** "today": any time today; "current": no later than the current hour plus two (001 §5). */
  maxTime: Type.Optional(Type.Union([Type.Literal('today'), Type.Literal('current')])),
  /** Minutes go in steps of this (30 unless set); it divides the hour. */
  minuteStep: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
});

/** Image and video answers are stored as a JSON list of urls; the property has no settings. */
export const MediaPickerSettings = Type.Object({});

export const SETTINGS_SCHEMAS = {
  String: StringSettings,
  Rating: RatingSettings,
  Boolean: BooleanSettings,
  Duration: DurationSettings,
  Number: NumberSettings,
  Selection: SelectionSettings,
  MultiLanguageSelection: MultiLanguageSelectionSettings,
  TimePicker: TimePickerSettings,
  ImagePicker: MediaPickerSettings,
  VideoPicker: MediaPickerSettings,
} as const satisfies Record<FeedbackPropertyType, TSchema>;

export type FeedbackSettings = { [T in FeedbackPropertyType]: Static<(typeof SETTINGS_SCHEMAS)[T]> };

/**
 * A feedback property as the editor saves it (001 §3: id, displayName, isRequired, type,
 * extraProperties) with its sort order (001 §5). `extraProperties` is an object, or the custom
 * extra's JSON text as the editor's text box holds it.
 */
export const FeedbackPropertyDefinition = Type.Object({
  id: Type.String({ maxLength: 64 }),
  displayName: LocalisedText,
  isRequired: Type.Boolean(),
  type: Type.String({ maxLength: 40 }),
  sortOrder: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  extraProperties: Type.Optional(
    Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.String({ maxLength: 20_000 }), Type.Null()]),
  ),
});
export type FeedbackPropertyDefinition = Static<typeof FeedbackPropertyDefinition>;

/** A definition that passed validation, its settings parsed and its defaults filled in. */
export type FeedbackProperty = {
  [T in FeedbackPropertyType]: {
    id: string;
    displayName: LocalisedText;
    isRequired: boolean;
    type: T;
    sortOrder: number;
    settings: FeedbackSettings[T];
  };
}[FeedbackPropertyType];

/** What each type's answer is on the wire. */
export type FeedbackAnswerValue = string | number | boolean | readonly string[];

/** 001 §3: a feedback submission is a list of programFeedbackPropertyId plus value. */
export const FeedbackSubmissionEntry = Type.Object({
  programFeedbackPropertyId: Type.String({ maxLength: 64 }),
  value: Type.Union([
    Type.String({ maxLength: 20_000 }),
    Type.Number(),
    Type.Boolean(),
    Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 50 }),
    Type.Null(),
  ]),
});
export type FeedbackSubmissionEntry = Static<typeof FeedbackSubmissionEntry>;
