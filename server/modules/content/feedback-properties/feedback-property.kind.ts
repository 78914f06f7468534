import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Type, type Static } from 'typebox';
import { checkPropertyDefinition } from '../../../../forms/feedback-definition';
import { feedbackMessageKey, type FeedbackMessage } from '../../../../forms/feedback-messages';
import { FEEDBACK_PROPERTY_TYPES, type FeedbackPropertyType } from '../../../../forms/feedback-property.schemas';
import { AppError, type ValidationErrorInfo } from '../../../platform/errors';
import {
  FEEDBACK_FORM_KINDS,
  contentFeedbackProperties,
  type FeedbackFormKind,
} from '../../../platform/db/schema/index';
import type { ContentKind, ContentRowCommon } from '../content-kind';
import { checkSortOrder, type ProblemKey } from '../content-problems';
import { contentTableRepository, searchColumns } from '../content-table.repository';
import { ContentItemCommon } from '../content.schemas';
import { programsUsingPart } from '../content-usage';

// Feedback properties (spec 001 §3 "Feedback property", §5 "Feedback forms"; issue 18 item 2):
// the definition is checked by forms/ checkPropertyDefinition, the one schema the console's
// editor and renderer use too. An item's id is an answer's programFeedbackPropertyId; its sort
// order is its place on its form.

const Title = Type.Object({
  default: Type.String({ maxLength: 1000 }),
  zh: Type.Optional(Type.String({ maxLength: 1000 })),
  en: Type.Optional(Type.String({ maxLength: 1000 })),
});

export const FeedbackPropertyBody = Type.Object({
  formKind: Type.Optional(Type.String({ maxLength: 20 })),
  displayName: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Title])),
  isRequired: Type.Optional(Type.Boolean()),
  type: Type.Optional(Type.String({ maxLength: 40 })),
  /** The type's settings: an object, or the custom extra's JSON text (001 §5: valid JSON). */
  extraProperties: Type.Optional(
    Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.String({ maxLength: 20_000 }), Type.Null()]),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

const FormKindSchema = Type.Unsafe<FeedbackFormKind>(Type.Union(FEEDBACK_FORM_KINDS.map((k) => Type.Literal(k))));
const TypeSchema = Type.Unsafe<FeedbackPropertyType>(Type.Union(FEEDBACK_PROPERTY_TYPES.map((k) => Type.Literal(k))));

export const FeedbackPropertyValues = Type.Object({
  formKind: FormKindSchema,
  displayName: Title,
  isRequired: Type.Boolean(),
  type: TypeSchema,
  extraProperties: Type.Record(Type.String(), Type.Unknown()),
  sortOrder: Type.Integer(),
});

export const FeedbackPropertyItem = Type.Object(
  {
    ...ContentItemCommon,
    formKind: FormKindSchema,
    displayName: Title,
    isRequired: Type.Boolean(),
    type: TypeSchema,
    extraProperties: Type.Record(Type.String(), Type.Unknown()),
  },
  { description: 'A feedback property: one question of a session, personal or guardian feedback form.' },
);
export type FeedbackPropertyItem = Static<typeof FeedbackPropertyItem>;

type Title = Static<typeof Title>;
type FeedbackPropertyValuesStored = {
  formKind: FeedbackFormKind;
  displayName: Title;
  isRequired: boolean;
  type: (typeof FEEDBACK_PROPERTY_TYPES)[number];
  extraProperties: Record<string, unknown>;
};
type FeedbackPropertyRow = ContentRowCommon & Omit<FeedbackPropertyValuesStored, 'type'> & { propertyType: string };

/** The longest title in any language (forms/ LocalisedText). */
export const FEEDBACK_TITLE_MAX = 200;

/** The field of the item a forms/ message is about. */
const memberOf = (message: FeedbackMessage): string => {
  if (message.key.startsWith('title')) return 'displayName';
  if (message.key === 'type-unknown') return 'type';
  if (message.key.startsWith('sort-order')) return 'sortOrder';
  return 'extraProperties';
};

/** forms/'s refusal in the spec's error shape: the first message, and every one in validationErrors. */
const definitionError = (messages: readonly FeedbackMessage[]) => {
  const [first] = messages;
  if (!first) throw new Error('definitionError needs a message');
  return new AppError(400, 'ValidationError', feedbackMessageKey(first), first.params, (t) => {
    const validationErrors: ValidationErrorInfo[] = messages.map((m) => ({
      message: t(feedbackMessageKey(m), m.params),
      members: [memberOf(m)],
    }));
    return { details: validationErrors.map((v) => v.message).join(' '), validationErrors };
  });
};

const trimTitle = (raw: unknown): Title => {
  if (typeof raw === 'string') return { default: raw.trim() };
  if (typeof raw !== 'object' || raw === null) return { default: '' };
  const title = raw as Partial<Title>;
  const zh = title.zh?.trim();
  const en = title.en?.trim();
  return { default: (title.default ?? '').trim(), ...(zh ? { zh } : {}), ...(en ? { en } : {}) };
};

const fields = (row: FeedbackPropertyRow): FeedbackPropertyValuesStored => ({
  formKind: row.formKind,
  displayName: row.displayName,
  isRequired: row.isRequired,
  type: row.propertyType as FeedbackPropertyValuesStored['type'],
  extraProperties: row.extraProperties,
});

const t = contentFeedbackProperties;

/** One language of the stored title, as text for the search. */
const sqlText = (column: AnyPgColumn, key: string): SQL => sql`coalesce(${column} ->> ${key}, '')`;

/** Feedback properties under /api/rocket/feedbackProperties (spec 001 §7's map: feedback). */
export const feedbackPropertyKind: ContentKind<
  FeedbackPropertyValuesStored,
  FeedbackPropertyRow,
  FeedbackPropertyItem
> = {
  segment: 'feedbackProperties',
  openApiTag: 'Content: feedback properties',
  body: FeedbackPropertyBody,
  item: FeedbackPropertyItem,
  values: FeedbackPropertyValues,
  // A form's properties without reading the whole library (the gateway's contentFeedbackForm).
  listFilters: { formKind: Type.Optional(FormKindSchema) },
  defaults: {
    formKind: 'Session',
    displayName: { default: '' },
    isRequired: false,
    type: 'String',
    extraProperties: {},
    sortOrder: 0,
  },
  accept(body) {
    const problems: ProblemKey[] = [];
    const rawForm = body['formKind'] ?? 'Session';
    const formKind = (FEEDBACK_FORM_KINDS as readonly unknown[]).includes(rawForm)
      ? (rawForm as FeedbackFormKind)
      : 'Session';
    if (formKind !== rawForm)
      problems.push({ key: 'one-of', field: 'formKind', allowed: FEEDBACK_FORM_KINDS.join(', ') });
    const sortOrder = checkSortOrder(problems, body['sortOrder']);
    const displayName = trimTitle(body['displayName']);
    for (const language of ['default', 'zh', 'en'] as const)
      if ([...(displayName[language] ?? '')].length > FEEDBACK_TITLE_MAX)
        problems.push({ key: 'too-long', field: 'displayName', max: FEEDBACK_TITLE_MAX });
    const isRequired = body['isRequired'] === true;
    const type = typeof body['type'] === 'string' ? body['type'] : '';
    const extra = body['extraProperties'] as Record<string, unknown> | string | null | undefined;
    if (problems.length > 0)
      return {
        values: { formKind, displayName, isRequired, type, extraProperties: {}, sortOrder } as never,
        problems,
      };
    // One schema, not two: the rules of 001 §3 and §5 as the console's editor runs them.
    const check = checkPropertyDefinition({
      id: '',
      displayName,
      isRequired,
      type,
      // A new item without a sort order goes to the end: a place >= 0.
      sortOrder: sortOrder ?? 0,
      extraProperties: extra,
    });
    if (!check.property) {
      // The server does not know the reader's language here: messages name the default title.
      const name = displayName.default || displayName.zh || displayName.en || '';
      throw definitionError(
        check.messages.map((m) => ({ ...m, params: 'name' in m.params ? { ...m.params, name } : m.params })),
      );
    }
    const extraProperties =
      typeof extra === 'string' ? (extra.trim() === '' ? {} : (JSON.parse(extra) as object)) : (extra ?? {});
    return {
      values: {
        formKind,
        displayName,
        isRequired,
        type: check.property.type,
        extraProperties: extraProperties as Record<string, unknown>,
        sortOrder,
      },
      problems,
    };
  },
  valuesOf: (row) => ({ ...fields(row), sortOrder: row.sortOrder }),
  fieldsOf: fields,
  repository: contentTableRepository<FeedbackPropertyValuesStored, FeedbackPropertyRow>(t, {
    what: 'feedback property',
    search: searchColumns(
      sqlText(t.displayName, 'default'),
      sqlText(t.displayName, 'zh'),
      sqlText(t.displayName, 'en'),
      t.propertyType,
    ),
    unique: [],
    // The route's schema let only a form kind through.
    filter: (filters) =>
      filters['formKind'] === undefined ? undefined : eq(t.formKind, filters['formKind'] as FeedbackFormKind),
    columnsOf: (v) => ({
      formKind: v.formKind,
      displayName: v.displayName,
      isRequired: v.isRequired,
      propertyType: v.type,
      extraProperties: v.extraProperties,
    }),
  }),
  // A property in a programme's feedback form stays (content-usage.ts names the programmes).
  usedBy: (tx, id) => programsUsingPart.feedbackProperty(tx, id),
};
