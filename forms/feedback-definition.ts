import Value from 'typebox/value';
import type { FeedbackMessage, FeedbackMessageKey, FeedbackMessageParams } from './feedback-messages';
import {
  DURATION_DEFAULTS,
  FORM_LANGUAGES,
  NUMBER_DEFAULTS,
  SETTINGS_SCHEMAS,
  STRING_DEFAULT_LINES,
  STRING_MAX_LENGTH,
  TIME_PICKER_DEFAULTS,
  isFeedbackPropertyType,
  localised,
  type FeedbackProperty,
  type FeedbackPropertyDefinition,
  type FeedbackSettings,
  type FormLanguage,
  type PerLanguageOptions,
  type SelectionOption,
} from './feedback-property.schemas';

/** The property's name as messages show it: its title in the reader's language, else its id. */
export const propertyName = (
  definition: Pick<FeedbackPropertyDefinition, 'id' | 'displayName'>,
  language: FormLanguage,
): string => localised(definition.displayName, language).trim() || definition.id;

type Problems = {
  add: (key: FeedbackMessageKey, params?: FeedbackMessageParams) => void;
  list: FeedbackMessage[];
};

const problemsOf = (id: string, name: string): Problems => {
  const list: FeedbackMessage[] = [];
  return { list, add: (key, params = {}) => list.push({ key, params: { name, ...params }, propertyId: id }) };
};

/** Custom extra must be valid JSON (001 §5): the object, or undefined after reporting why not. */
const parseExtra = (extra: FeedbackPropertyDefinition['extraProperties'], problems: Problems): object | undefined => {
  if (extra === undefined || extra === null) return {};
  if (typeof extra !== 'string') return extra;
  if (extra.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(extra);
  } catch {
    problems.add('extra-invalid-json');
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.add('extra-not-object');
    return undefined;
  }
  return parsed;
};

const isPerLanguage = (options: unknown): options is PerLanguageOptions =>
  typeof options === 'object' && options !== null && !Array.isArray(options);

const checkOptionList = (options: readonly SelectionOption[], problems: Problems) => {
  if (options.length === 0) problems.add('options-required');
  if (options.some((option) => option.value.trim() === '' || option.text.trim() === ''))
    problems.add('option-incomplete');
  const seen = new Set<string>();
  for (const { value } of options) {
    if (seen.has(value)) problems.add('option-duplicate', { value });
    seen.add(value);
  }
};

/** Selection needs options with value and text, or per-language zh/en options (001 §5). */
const checkOptions = (options: unknown, problems: Problems, perLanguageOnly: boolean) => {
  if (options === undefined || (Array.isArray(options) && options.length === 0)) {
    problems.add(perLanguageOnly ? 'options-per-language' : 'options-required');
    return;
  }
  if (!isPerLanguage(options)) {
    if (perLanguageOnly) problems.add('options-per-language');
    else checkOptionList(options as SelectionOption[], problems);
    return;
  }
  if (options.zh.length === 0 || options.en.length === 0) {
    problems.add('options-per-language');
    return;
  }
  checkOptionList(options.zh, problems);
  checkOptionList(options.en, problems);
  const values = (list: readonly SelectionOption[]) => [...new Set(list.map((o) => o.value))].sort().join('\u0000');
  if (values(options.zh) !== values(options.en)) problems.add('options-languages-differ');
};

/** Rating needs count, and as many texts as stars in each language when it is multilingual (001 §5). */
const checkRating = (settings: FeedbackSettings['Rating'], problems: Problems) => {
  const { count, showText, minValue, maxValue } = settings;
  if (count === undefined) {
    problems.add('rating-count-required');
    return;
  }
  if (showText !== undefined) {
    const lists = Array.isArray(showText) ? [showText] : FORM_LANGUAGES.map((language) => showText[language]);
    if (lists.some((texts) => texts.length !== count)) problems.add('rating-texts-count', { count });
  }
  const low = minValue ?? 1;
  const high = maxValue ?? count;
  if (low > high || high > count) problems.add('range-invalid');
};

/** Fills in the defaults of 001 §3 and §5 and checks what a schema cannot say. */
const withDefaults = (type: FeedbackProperty['type'], raw: object, problems: Problems): object => {
  switch (type) {
    case 'String': {
      const s = raw as FeedbackSettings['String'];
      const settings = { defaultLines: STRING_DEFAULT_LINES, maxLength: STRING_MAX_LENGTH, ...s };
      if ((settings.minLength ?? 0) > settings.maxLength) problems.add('range-invalid');
      return settings;
    }
    case 'Rating': {
      const s = raw as FeedbackSettings['Rating'];
      checkRating(s, problems);
      return s;
    }
    case 'Duration':
      return { ...DURATION_DEFAULTS, ...(raw as FeedbackSettings['Duration']) };
    case 'Number': {
      const settings = { ...NUMBER_DEFAULTS, ...(raw as FeedbackSettings['Number']) };
      if (settings.minValue >= settings.maxValue) problems.add('range-invalid');
      return settings;
    }
    case 'Selection':
      checkOptions((raw as FeedbackSettings['Selection']).options, problems, false);
      return raw;
    case 'MultiLanguageSelection':
      checkOptions((raw as FeedbackSettings['MultiLanguageSelection']).options, problems, true);
      return raw;
    case 'TimePicker': {
      const settings = { ...TIME_PICKER_DEFAULTS, ...(raw as FeedbackSettings['TimePicker']) };
      if (60 % settings.minuteStep !== 0) problems.add('minute-step-invalid', { step: settings.minuteStep });
      return settings;
    }
    default:
      return raw;
  }
};

/** The setting a TypeBox error points at: `/options/0/text` reads "options". */
const settingOf = (instancePath: string): string => instancePath.split('/').filter(Boolean)[0] ?? 'extraProperties';

export type DefinitionCheck = { property: FeedbackProperty | null; messages: FeedbackMessage[] };

/**
 * Checks one property definition against 001 §3 and §5 and, when it passes, gives it back with its
 * settings parsed and defaulted. Messages name the property in `language`.
 */
export const checkPropertyDefinition = (
  definition: FeedbackPropertyDefinition,
  language: FormLanguage = 'zh',
): DefinitionCheck => {
  const problems = problemsOf(definition.id, propertyName(definition, language));
  const title = definition.displayName;
  if (typeof title === 'string' ? title.trim() === '' : title.default.trim() === '') {
    // Translated titles need a default entry (001 §5).
    problems.add(
      typeof title === 'string' || !(title.zh?.trim() || title.en?.trim())
        ? 'title-required'
        : 'title-default-required',
    );
  }
  const { sortOrder } = definition;
  if (sortOrder === undefined || sortOrder === null || !Number.isFinite(sortOrder)) problems.add('sort-order-required');
  else if (sortOrder < 0) problems.add('sort-order-min');

  const { type } = definition;
  if (!isFeedbackPropertyType(type)) {
    problems.add('type-unknown', { type });
    return { property: null, messages: problems.list };
  }
  const raw = parseExtra(definition.extraProperties, problems);
  if (raw === undefined) return { property: null, messages: problems.list };
  const schema = SETTINGS_SCHEMAS[type];
  if (!Value.Check(schema, raw)) {
    const settings = new Set([...Value.Errors(schema, raw)].map((error) => settingOf(error.instancePath)));
    for (const setting of settings) problems.add('setting-invalid', { setting });
    return { property: null, messages: problems.list };
  }
  const settings = withDefaults(type, raw, problems);
  if (problems.list.length > 0) return { property: null, messages: problems.list };
  return {
    property: {
      id: definition.id,
      displayName: definition.displayName,
      isRequired: definition.isRequired,
      type,
      sortOrder: sortOrder ?? 0,
      settings,
    } as FeedbackProperty,
    messages: [],
  };
};

export type FormCheck = { properties: FeedbackProperty[]; messages: FeedbackMessage[] };

/** Checks a whole form's definitions; the properties that pass come back in sort order. */
export const checkFormDefinition = (
  definitions: readonly FeedbackPropertyDefinition[],
  language: FormLanguage = 'zh',
): FormCheck => {
  const checks = definitions.map((definition) => checkPropertyDefinition(definition, language));
  return {
    properties: checks
      .flatMap((check) => (check.property ? [check.property] : []))
      .sort((a, b) => a.sortOrder - b.sortOrder),
    messages: checks.flatMap((check) => check.messages),
  };
};

/** A selection's options in the reader's language (the per-language list, or the one list). */
export const optionsIn = (
  property: Extract<FeedbackProperty, { type: 'Selection' | 'MultiLanguageSelection' }>,
  language: FormLanguage,
): readonly SelectionOption[] => {
  const { options } = property.settings;
  if (options === undefined) return [];
  return isPerLanguage(options) ? options[language] : options;
};

/** A rating's star names in the reader's language, or none. */
export const ratingTextsIn = (
  property: Extract<FeedbackProperty, { type: 'Rating' }>,
  language: FormLanguage,
): readonly string[] => {
  const { showText } = property.settings;
  if (showText === undefined) return [];
  return Array.isArray(showText) ? showText : showText[language];
};
