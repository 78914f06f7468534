import type { TSchema } from 'typebox';
import type { ContentStatus } from '../../../machines/content-status.machine';
import type { Tx } from '../../platform/db/database';
import type { ProblemKey } from './content-problems';
import type { ContentUsers } from './content-usage';

/** The columns every content kind's table has beside its own fields. */
export type ContentRowCommon = {
  id: string;
  sortOrder: number;
  contentStatus: ContentStatus;
  createdAt: Date;
  updatedAt: Date;
};

/** What a list asks the kind's repository for; `statuses` comes from the visibility function only. */
export type ContentPageQuery = {
  statuses: readonly ContentStatus[];
  search: string | null;
  skipCount: number;
  maxResultCount: number;
  /** The kind's own list filters (its `listFilters`) the caller sent; absent ones are left out. */
  filters?: Readonly<Record<string, unknown>>;
};

/** The SQL of one kind: the only place its table is queried. */
export type ContentRepository<Values, Row extends ContentRowCommon> = {
  page(tx: Tx, query: ContentPageQuery): Promise<{ items: Row[]; totalCount: number }>;
  find(tx: Tx, id: string): Promise<Row | undefined>;
  insert(tx: Tx, values: Values & { sortOrder: number; contentStatus: ContentStatus }, by: string): Promise<Row>;
  update(tx: Tx, id: string, values: Values & { sortOrder: number }, by: string): Promise<Row | undefined>;
  setStatus(tx: Tx, id: string, status: ContentStatus, by: string): Promise<Row | undefined>;
  /** Every item's id and sort order, in list order (for moves). */
  order(tx: Tx): Promise<{ id: string; sortOrder: number }[]>;
  setSortOrders(tx: Tx, orders: readonly { id: string; sortOrder: number }[], by: string): Promise<void>;
  remove(tx: Tx, id: string): Promise<boolean>;
  /** The fields of `values` another item already holds (duplicate names), for the refusal. */
  takenFields(tx: Tx, values: Values, exceptId: string | null): Promise<string[]>;
};

/**
 * One kind of platform content behind the generic resource endpoints (spec 001 §7): its segment
 * under /api/rocket, its own body and item, how a body becomes stored values (or problems named by
 * field), and its repository. A later kind (target, category, material, feedbackProperties,
 * trainingProgram ...) is one more object of this type in CONTENT_KINDS.
 */
export type ContentKind<Values extends object, Row extends ContentRowCommon, Item extends object> = {
  /** The resource segment: /api/rocket/{segment}. */
  segment: string;
  /** The OpenAPI tag of its routes. */
  openApiTag: string;
  body: TSchema;
  item: TSchema;
  values: TSchema;
  /**
   * The kind's own list filters: query fields of GET /{resource} beside search and status (a
   * feedback form's kind), each optional; its repository turns them into a condition.
   */
  listFilters?: Readonly<Record<string, TSchema>>;
  /** A new item's form values. */
  defaults: Values & { sortOrder: number };
  /** The body checked and normalised; problems name the field (a key of content:fields). */
  accept(body: Record<string, unknown>): { values: Values & { sortOrder: number | null }; problems: ProblemKey[] };
  /** The kind's own fields of a row, as the form and the history compare them. */
  valuesOf(row: Row): Values & { sortOrder: number };
  /** The kind's own fields of a row, for its item. */
  fieldsOf(
    row: Row,
  ): Omit<
    Item,
    | 'id'
    | 'sortOrder'
    | 'contentStatus'
    | 'creationTime'
    | 'lastModificationTime'
    | 'nextStatuses'
    | 'canEdit'
    | 'canDelete'
  >;
  repository: ContentRepository<Values, Row>;
  /** Who uses an item, by name: a delete is refused while anyone does (content-usage.ts). */
  usedBy?: ContentUsers;
  /** The storage keys of the files an item holds: removed once its delete has committed. */
  filesOf?: (row: Row) => string[];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds kinds of every shape
export type AnyContentKind = ContentKind<any, any, any>;
