import { isDeepStrictEqual } from 'node:util';
import {
  CONTENT_STATUSES,
  INITIAL_CONTENT_STATUS,
  contentStatusAllows,
  nextContentStatus,
  nextContentStatuses,
  type ContentStatus,
} from '../../../machines/content-status.machine';
import type { Tx } from '../../platform/db/database';
import { AppError, conflict } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import type { AnyContentKind, ContentRowCommon } from './content-kind';
import { findHistory, insertHistories, insertHistory, type ContentChanges } from './content-history.repository';
import { contentValidationError, type ProblemKey } from './content-problems';
import { CONTENT_PAGE_SIZES, type ContentHistoryEntry, type ContentListQuery } from './content.schemas';
import { contentReaderOf, readerSees, requireContentEditor, type ContentReader } from './content-visibility.service';

// The generic resource endpoints (spec 001 §7) for every content kind: who may do what
// (content-visibility.service.ts), the status machine (machines/content-status.machine.ts), sort
// order moves and the history of every change. A kind brings its fields and its SQL only.

const notFound = () => new AppError(404, 'NotFound', 'content:not-found');

/**
 * What an editor may do with an item in `status`, asked of the status machine once per status:
 * the machine is fixed, and resolving it three times for each row of a page was a twentieth of
 * the page's time on PGlite.
 */
const editorActions = new Map(
  CONTENT_STATUSES.map((status) => [
    status,
    {
      nextStatuses: nextContentStatuses(status),
      canEdit: contentStatusAllows(status, { type: 'content.edit' }),
      canDelete: contentStatusAllows(status, { type: 'content.delete' }),
    },
  ]),
);

/** One item as a caller sees it: the common fields, the kind's own, and what the caller may do. */
const itemOf = (kind: AnyContentKind, reader: ContentReader, row: ContentRowCommon) => ({
  id: row.id,
  ...kind.fieldsOf(row),
  sortOrder: row.sortOrder,
  contentStatus: row.contentStatus,
  creationTime: row.createdAt.toISOString(),
  lastModificationTime: row.updatedAt.toISOString(),
  nextStatuses: reader.edits ? [...editorActions.get(row.contentStatus)!.nextStatuses] : [],
  canEdit: reader.edits && editorActions.get(row.contentStatus)!.canEdit,
  canDelete: reader.edits && editorActions.get(row.contentStatus)!.canDelete,
});

const visibleRow = async (tx: Tx, kind: AnyContentKind, reader: ContentReader, id: string) => {
  const row = (await kind.repository.find(tx, id)) as ContentRowCommon | undefined;
  // A centre asking for an item it may not see hears that there is none.
  if (!row || !readerSees(reader, row.contentStatus)) throw notFound();
  return row;
};

/** The fields that differ between two value sets, for the history. */
const changesBetween = (before: Record<string, unknown>, after: Record<string, unknown>): ContentChanges =>
  Object.fromEntries(
    Object.keys(after)
      // Compared by value, not as JSON text: jsonb answers an object's keys in its own order.
      .filter((field) => !isDeepStrictEqual(before[field], after[field]))
      .map((field) => [field, { from: before[field] ?? null, to: after[field] ?? null }]),
  );

/** The body as stored values, or a 400 naming the fields; duplicates are a 409 naming them. */
const acceptedValues = async (tx: Tx, kind: AnyContentKind, body: Record<string, unknown>, exceptId: string | null) => {
  const { values, problems } = kind.accept(body);
  if (problems.length > 0) throw contentValidationError(problems);
  const taken = await kind.repository.takenFields(tx, values, exceptId);
  if (taken.length > 0)
    throw contentValidationError(
      taken.map((field): ProblemKey => ({ key: 'duplicate', field })),
      409,
      'Business:ContentDuplicate',
    );
  return values as Record<string, unknown> & { sortOrder: number | null };
};

export const listContent = async (tx: Tx, ctx: RequestContext, kind: AnyContentKind, query: ContentListQuery) => {
  const reader = contentReaderOf(ctx);
  if (!(CONTENT_PAGE_SIZES as readonly number[]).includes(query.maxResultCount))
    throw contentValidationError([
      { key: 'page-size', field: 'maxResultCount', allowed: CONTENT_PAGE_SIZES.join(', ') },
    ]);
  const statuses =
    query.contentStatus === undefined ? reader.statuses : reader.statuses.filter((s) => s === query.contentStatus);
  const search = query.search?.trim() || null;
  const own = query as Record<string, unknown>;
  const filters = Object.fromEntries(
    Object.keys(kind.listFilters ?? {}).flatMap((field) => (own[field] === undefined ? [] : [[field, own[field]]])),
  );
  const page = await kind.repository.page(tx, {
    statuses,
    search,
    skipCount: query.skipCount,
    maxResultCount: query.maxResultCount,
    filters,
  });
  return {
    items: (page.items as ContentRowCommon[]).map((row) => itemOf(kind, reader, row)),
    totalCount: page.totalCount,
  };
};

export const getContent = async (tx: Tx, ctx: RequestContext, kind: AnyContentKind, id: string) => {
  const reader = contentReaderOf(ctx);
  return itemOf(kind, reader, await visibleRow(tx, kind, reader, id));
};

/** POST /{resource}/prepareForEdit: what the create or edit dialog starts from. Editors only. */
export const prepareContentForEdit = async (
  tx: Tx,
  ctx: RequestContext,
  kind: AnyContentKind,
  id: string | undefined,
) => {
  requireContentEditor(ctx);
  const reader = contentReaderOf(ctx);
  const pageSizes = [...CONTENT_PAGE_SIZES];
  if (id === undefined) {
    const order = await kind.repository.order(tx);
    const next = order.reduce((max, o) => Math.max(max, o.sortOrder + 1), 0);
    return {
      item: null,
      values: { ...kind.defaults, sortOrder: next },
      contentStatuses: [...CONTENT_STATUSES],
      pageSizes,
    };
  }
  const row = await visibleRow(tx, kind, reader, id);
  return {
    item: itemOf(kind, reader, row),
    values: kind.valuesOf(row),
    contentStatuses: [...CONTENT_STATUSES],
    pageSizes,
  };
};

export const createContent = async (
  tx: Tx,
  ctx: RequestContext,
  kind: AnyContentKind,
  body: Record<string, unknown>,
) => {
  requireContentEditor(ctx);
  const reader = contentReaderOf(ctx);
  const values = await acceptedValues(tx, kind, body, null);
  // Without a sort order the new item goes to the end of the list.
  const sortOrder =
    values.sortOrder ?? (await kind.repository.order(tx)).reduce((max, o) => Math.max(max, o.sortOrder + 1), 0);
  const row = (await kind.repository.insert(
    tx,
    { ...values, sortOrder, contentStatus: INITIAL_CONTENT_STATUS },
    ctx.userId,
  )) as ContentRowCommon;
  await insertHistory(tx, {
    kind: kind.segment,
    itemId: row.id,
    action: 'Created',
    changes: changesBetween({}, { ...kind.valuesOf(row), contentStatus: row.contentStatus }),
    userId: ctx.userId,
  });
  return itemOf(kind, reader, row);
};

const refusedBy = (status: ContentStatus, action: 'edit' | 'delete' | 'status') =>
  conflict('Business:ContentStatusRefuses', `content:refused-${action}`, { status: `@content:status.${status}` });

export const editContent = async (
  tx: Tx,
  ctx: RequestContext,
  kind: AnyContentKind,
  id: string,
  body: Record<string, unknown>,
) => {
  requireContentEditor(ctx);
  const reader = contentReaderOf(ctx);
  const current = await visibleRow(tx, kind, reader, id);
  if (!contentStatusAllows(current.contentStatus, { type: 'content.edit' }))
    throw refusedBy(current.contentStatus, 'edit');
  const values = await acceptedValues(tx, kind, body, id);
  const before = kind.valuesOf(current) as Record<string, unknown>;
  const after = { ...values, sortOrder: values.sortOrder ?? current.sortOrder };
  const row = (await kind.repository.update(tx, id, after, ctx.userId)) as ContentRowCommon | undefined;
  if (!row) throw notFound();
  const changes = changesBetween(before, kind.valuesOf(row) as Record<string, unknown>);
  if (Object.keys(changes).length > 0)
    await insertHistory(tx, { kind: kind.segment, itemId: id, action: 'Updated', changes, userId: ctx.userId });
  return itemOf(kind, reader, row);
};

/** PUT /{resource}/contentStatus: the status-change dialog's one way to change a status. */
export const changeContentStatus = async (
  tx: Tx,
  ctx: RequestContext,
  kind: AnyContentKind,
  id: string,
  to: ContentStatus,
) => {
  requireContentEditor(ctx);
  const reader = contentReaderOf(ctx);
  const current = await visibleRow(tx, kind, reader, id);
  if (nextContentStatus(current.contentStatus, { type: 'status.change', to }) === null)
    throw conflict('Business:ContentStatusRefuses', 'content:refused-status', {
      status: `@content:status.${current.contentStatus}`,
      to: `@content:status.${to}`,
    });
  const row = (await kind.repository.setStatus(tx, id, to, ctx.userId)) as ContentRowCommon | undefined;
  if (!row) throw notFound();
  await insertHistory(tx, {
    kind: kind.segment,
    itemId: id,
    action: 'StatusChanged',
    changes: { contentStatus: { from: current.contentStatus, to } },
    userId: ctx.userId,
  });
  return itemOf(kind, reader, row);
};

/**
 * PUT /{resource}/move/{id}?newSortOrder (as course/move and assessment/move): the item takes
 * place `newSortOrder` (0 is first) in the list's order, and the list is numbered 0, 1, 2 ...
 * again, so the order stays a sequence without gaps or ties. Every item whose number changed is
 * in the history; the moved one as Moved.
 */
export const moveContent = async (
  tx: Tx,
  ctx: RequestContext,
  kind: AnyContentKind,
  id: string,
  newSortOrder: number,
) => {
  requireContentEditor(ctx);
  const reader = contentReaderOf(ctx);
  const current = await visibleRow(tx, kind, reader, id);
  if (!contentStatusAllows(current.contentStatus, { type: 'content.edit' }))
    throw refusedBy(current.contentStatus, 'edit');
  const order = await kind.repository.order(tx);
  if (newSortOrder < 0 || newSortOrder >= order.length)
    throw contentValidationError([{ key: 'range', field: 'newSortOrder', min: 0, max: order.length - 1 }]);
  const others = order.filter((o) => o.id !== id);
  const placed = [
    ...others.slice(0, newSortOrder),
    { id, sortOrder: current.sortOrder },
    ...others.slice(newSortOrder),
  ];
  const changedOrders = placed.flatMap((o, position) =>
    o.sortOrder === position ? [] : [{ id: o.id, from: o.sortOrder, to: position }],
  );
  await kind.repository.setSortOrders(
    tx,
    changedOrders.map((o) => ({ id: o.id, sortOrder: o.to })),
    ctx.userId,
  );
  await insertHistories(
    tx,
    changedOrders.map((o) => ({
      kind: kind.segment,
      itemId: o.id,
      action: 'Moved' as const,
      changes: { sortOrder: { from: o.from, to: o.to } },
      userId: ctx.userId,
    })),
  );
  return itemOf(kind, reader, (await kind.repository.find(tx, id)) as ContentRowCommon);
};

/**
 * Removes the row, or refuses with a 409 when a centre's row still refers to it (a brain-music
 * programme a plan plays): the editor's transaction cannot see other centres' rows to name them,
 * so the database's reference is the check, and the refusal says to keep the item in the Trash.
 */
const removeUnlessReferenced = async (tx: Tx, kind: AnyContentKind, id: string): Promise<boolean> => {
  try {
    return await kind.repository.remove(tx, id);
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === '23001' || code === '23503') throw conflict('Business:ContentInUse', 'content:in-use-by-centres');
    throw error;
  }
};

/** DELETE /{resource}/{id}; answers the storage keys of the item's files, to remove after the commit. */
export const deleteContent = async (
  tx: Tx,
  ctx: RequestContext,
  kind: AnyContentKind,
  id: string,
): Promise<string[]> => {
  requireContentEditor(ctx);
  const reader = contentReaderOf(ctx);
  const current = await visibleRow(tx, kind, reader, id);
  if (!contentStatusAllows(current.contentStatus, { type: 'content.delete' }))
    throw refusedBy(current.contentStatus, 'delete');
  // An item a program or a plan uses stays: the refusal names them (keep it in the Trash).
  const users = (await kind.usedBy?.(tx, id)) ?? [];
  if (users.length > 0) throw conflict('Business:ContentInUse', 'content:in-use', { names: users });
  if (!(await removeUnlessReferenced(tx, kind, id))) throw notFound();
  await insertHistory(tx, {
    kind: kind.segment,
    itemId: id,
    action: 'Deleted',
    changes: Object.fromEntries(
      Object.entries(kind.valuesOf(current) as Record<string, unknown>).map(([field, from]) => [
        field,
        { from, to: null },
      ]),
    ),
    userId: ctx.userId,
  });
  return kind.filesOf?.(current) ?? [];
};

/** GET /{resource}/{id}/history: every change of an item, oldest first. Editors only. */
export const contentHistoryOf = async (
  tx: Tx,
  ctx: RequestContext,
  kind: AnyContentKind,
  id: string,
): Promise<{ items: ContentHistoryEntry[] }> => {
  requireContentEditor(ctx);
  const rows = await findHistory(tx, kind.segment, id);
  if (rows.length === 0 && !(await kind.repository.find(tx, id))) throw notFound();
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action as ContentHistoryEntry['action'],
      changes: Object.entries(r.changes).map(([field, change]) => ({ field, from: change.from, to: change.to })),
      userId: r.userId,
      userName: r.userName || r.userLogin || null,
      time: r.at.toISOString(),
    })),
  };
};
