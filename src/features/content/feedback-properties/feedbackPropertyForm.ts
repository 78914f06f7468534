import type {
  FeedbackPropertyDefinition,
  FeedbackPropertyType,
  LocalisedText,
  SelectionOption,
} from '../../../../forms/feedback-property.schemas';
import type {
  ContentFeedbackPropertyFieldsFragment,
  ContentFeedbackPropertyInput,
  FeedbackFormKind,
} from '../../../generated/graphql';

// The feedback property editor's values (issue 18 item 2). The type's settings are held as the
// custom extra's JSON text, the one truth both the structured controls and the JSON box edit; the
// definition goes to forms/ checkPropertyDefinition (the server's own check) and to the preview.

export const FEEDBACK_FORM_KINDS = ['Session', 'Personal', 'Guardian'] as const satisfies readonly FeedbackFormKind[];

export type FeedbackPropertyValues = {
  formKind: FeedbackFormKind;
  titleDefault: string;
  titleZh: string;
  titleEn: string;
  isRequired: boolean;
  type: FeedbackPropertyType;
  /** The settings (extraProperties) as JSON text. */
  extra: string;
  sortOrder: string;
};

export const EMPTY_FEEDBACK_PROPERTY: FeedbackPropertyValues = {
  formKind: 'Session',
  titleDefault: '',
  titleZh: '',
  titleEn: '',
  isRequired: false,
  type: 'String',
  extra: '{}',
  sortOrder: '',
};

/** A fresh type's settings: the ones forms/ requires filled in, so a new property previews at once. */
export const STARTING_SETTINGS: Record<FeedbackPropertyType, Record<string, unknown>> = {
  String: {},
  Rating: { count: 5 },
  Boolean: {},
  Duration: {},
  Number: {},
  Selection: { options: [] },
  MultiLanguageSelection: { options: { zh: [], en: [] } },
  TimePicker: {},
  ImagePicker: {},
  VideoPicker: {},
};

export const formJson = (settings: object) => JSON.stringify(settings, null, 2);

export const valuesOf = (item: ContentFeedbackPropertyFieldsFragment): FeedbackPropertyValues => ({
  formKind: item.formKind,
  titleDefault: item.displayName.default,
  titleZh: item.displayName.zh ?? '',
  titleEn: item.displayName.en ?? '',
  isRequired: item.isRequired,
  type: item.type as FeedbackPropertyType,
  extra: formJson(JSON.parse(item.extraProperties) as object),
  sortOrder: String(item.sortOrder),
});

/** The settings object the JSON text spells, or null while it is not a JSON object. */
export const settingsOf = (extra: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(extra.trim() === '' ? '{}' : extra);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The JSON text with one setting changed (undefined removes it). */
export const withSetting = (extra: string, key: string, value: unknown): string => {
  const settings = { ...(settingsOf(extra) ?? {}) };
  if (value === undefined) delete settings[key];
  else settings[key] = value;
  return formJson(settings);
};

/** The title as forms/ takes it: a default and its translations. */
export const titleOf = (values: Pick<FeedbackPropertyValues, 'titleDefault' | 'titleZh' | 'titleEn'>) => ({
  default: values.titleDefault.trim(),
  ...(values.titleZh.trim() ? { zh: values.titleZh.trim() } : {}),
  ...(values.titleEn.trim() ? { en: values.titleEn.trim() } : {}),
});

/** The definition forms/ checks and FeedbackForm renders. */
export const definitionOf = (values: FeedbackPropertyValues, id = 'preview'): FeedbackPropertyDefinition => ({
  id,
  displayName: titleOf(values),
  isRequired: values.isRequired,
  type: values.type,
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
  extraProperties: values.extra,
});

/** A stored property as a form's definition (the form preview). */
export const definitionOfItem = (item: ContentFeedbackPropertyFieldsFragment): FeedbackPropertyDefinition => ({
  id: item.id,
  displayName: {
    default: item.displayName.default,
    ...(item.displayName.zh ? { zh: item.displayName.zh } : {}),
    ...(item.displayName.en ? { en: item.displayName.en } : {}),
  },
  isRequired: item.isRequired,
  type: item.type,
  sortOrder: item.sortOrder,
  extraProperties: item.extraProperties,
});

export const inputOf = (values: FeedbackPropertyValues): ContentFeedbackPropertyInput => ({
  formKind: values.formKind,
  displayName: titleOf(values),
  isRequired: values.isRequired,
  type: values.type,
  extraProperties: values.extra,
  sortOrder: values.sortOrder.trim() === '' ? null : Number(values.sortOrder.trim()),
});

/** A property's title in the reader's language, else its default. */
export const propertyTitle = (
  item: { displayName: { default: string; zh?: string | null; en?: string | null } },
  language: string,
) => (language.startsWith('zh') ? item.displayName.zh : item.displayName.en) || item.displayName.default;

/** Options as the editor's box writes them: one a line, "value = text". */
export const optionsText = (options: unknown): string =>
  Array.isArray(options) ? (options as SelectionOption[]).map((o) => `${o.value} = ${o.text}`).join('\n') : '';

/** The box's lines as options; a line without "=" is its own value and text. */
export const optionsFrom = (text: string): SelectionOption[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0
        ? { value: line.trim(), text: line.trim() }
        : { value: line.slice(0, at).trim(), text: line.slice(at + 1).trim() };
    });

/** A list of texts as the editor's box writes them: one a line. */
export const linesFrom = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A translatable setting (a duration's note) from its three boxes; undefined when all are empty. */
export const localisedFrom = (d: string, zh: string, en: string): LocalisedText | undefined =>
  d.trim() || zh.trim() || en.trim()
    ? { default: d.trim(), ...(zh.trim() ? { zh: zh.trim() } : {}), ...(en.trim() ? { en: en.trim() } : {}) }
    : undefined;
