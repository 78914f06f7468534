import { contentTags } from '../../../platform/db/schema/index';
import { namedTableRepository } from '../shared/named-table.repository';

export type TagValuesStored = { nameZh: string; nameEn: string };
export type TagRow = typeof contentTags.$inferSelect;

/** Tags' SQL is the generic one: searched by both names, each name unique whatever its case. */
export const tagRepository = namedTableRepository<TagValuesStored, TagRow>(contentTags, { what: 'tag' });
