import { Type, type Static, type TSchema } from 'typebox';
import { CONTENT_STATUSES } from '../../../machines/content-status.machine';
import { Uuid } from '../../platform/schemas';

// The shapes every content kind's generic endpoints share (spec 001 §7 "Generic resource
// endpoints"); each kind adds its own body and item (tags/tag.schemas.ts).

/** Spec 001 §3 "Content status options". */
export const ContentStatusSchema = Type.Union([
  Type.Literal(CONTENT_STATUSES[0]),
  Type.Literal(CONTENT_STATUSES[1]),
  Type.Literal(CONTENT_STATUSES[2]),
  Type.Literal(CONTENT_STATUSES[3]),
  Type.Literal(CONTENT_STATUSES[4]),
]);

/** The page sizes the content lists offer (issue 18 item 3). */
export const CONTENT_PAGE_SIZES = [6, 12, 18, 24] as const;

export const ContentParams = Type.Object({ id: Uuid });

export const ContentListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** Editors may narrow the list to one status; a centre sees Public whatever it asks. */
  contentStatus: Type.Optional(ContentStatusSchema),
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  // Checked against CONTENT_PAGE_SIZES by the service, with the field's name in the message.
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 12 }),
});
export type ContentListQuery = Static<typeof ContentListQuery>;

export const ContentStatusBody = Type.Object({ id: Uuid, contentStatus: ContentStatusSchema });
export type ContentStatusBody = Static<typeof ContentStatusBody>;

export const ContentMoveQuery = Type.Object({ newSortOrder: Type.Integer() });

export const PrepareForEditBody = Type.Object({ id: Type.Optional(Uuid) });

/** The fields every kind's item has beside its own. */
export const ContentItemCommon = {
  id: Type.String(),
  sortOrder: Type.Integer(),
  contentStatus: ContentStatusSchema,
  creationTime: Type.String(),
  lastModificationTime: Type.String(),
  /** The statuses the status-change dialog may offer now (the machine's moves); empty for a reader. */
  nextStatuses: Type.Array(ContentStatusSchema),
  canEdit: Type.Boolean(),
  canDelete: Type.Boolean(),
};

export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), totalCount: Type.Integer() });

export const prepareOf = <T extends TSchema, V extends TSchema>(item: T, values: V) =>
  Type.Object({
    /** The item being edited, or null for a new one. */
    item: Type.Union([item, Type.Null()]),
    /** What the form starts from: the item's fields, or a new item's defaults. */
    values,
    contentStatuses: Type.Array(ContentStatusSchema),
    pageSizes: Type.Array(Type.Integer()),
  });

export const ContentHistoryEntry = Type.Object({
  id: Type.String(),
  action: Type.Union([
    Type.Literal('Created'),
    Type.Literal('Updated'),
    Type.Literal('StatusChanged'),
    Type.Literal('Moved'),
    Type.Literal('Deleted'),
  ]),
  changes: Type.Array(Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() })),
  userId: Type.Union([Type.String(), Type.Null()]),
  userName: Type.Union([Type.String(), Type.Null()]),
  time: Type.String(),
});
export type ContentHistoryEntry = Static<typeof ContentHistoryEntry>;

export const ContentHistoryResponse = Type.Object({ items: Type.Array(ContentHistoryEntry) });
