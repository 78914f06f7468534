import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentRowCommon } from '../content-kind';
import type { NamedPartRow, NamedPartValuesStored } from '../content-named-part';
import { contentTableRepository, searchColumns } from '../content-table.repository';

// The kinds named in both languages and found by those names (tags, reminder templates, training
// targets, materials): the generic SQL, each name unique in its language whatever its case.

type NamedTable = Parameters<typeof contentTableRepository>[0] & { nameZh: AnyPgColumn; nameEn: AnyPgColumn };
type Named = { nameZh: string; nameEn: string };

/**
 * A named kind's repository: searched by both names and any `alsoSearched` columns; `columnsOf`
 * gives the kind's columns beside its names.
 */
export const namedTableRepository = <Values extends Named, Row extends ContentRowCommon>(
  table: NamedTable,
  options: {
    what: string;
    alsoSearched?: readonly AnyPgColumn[];
    columnsOf?: (values: Values) => Record<string, unknown>;
  },
) =>
  contentTableRepository<Values, Row>(table, {
    what: options.what,
    search: searchColumns(table.nameZh, table.nameEn, ...(options.alsoSearched ?? [])),
    unique: [
      { field: 'nameZh', column: table.nameZh, value: (v) => v.nameZh },
      { field: 'nameEn', column: table.nameEn, value: (v) => v.nameEn },
    ],
    columnsOf: (v) => ({ nameZh: v.nameZh, nameEn: v.nameEn, ...options.columnsOf?.(v) }),
  });

/** A training part's repository (a target, a material): names and descriptions, all searched. */
export const namedPartRepository = (
  table: NamedTable & { descriptionZh: AnyPgColumn; descriptionEn: AnyPgColumn },
  what: string,
) =>
  namedTableRepository<NamedPartValuesStored, NamedPartRow>(table, {
    what,
    alsoSearched: [table.descriptionZh, table.descriptionEn],
    columnsOf: (v) => ({ descriptionZh: v.descriptionZh, descriptionEn: v.descriptionEn }),
  });
