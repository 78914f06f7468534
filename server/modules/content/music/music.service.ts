import { MUSIC_CATEGORIES } from '../../../platform/db/schema/index';
import type { Tx } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy';
import { contentReaderOf } from '../content-visibility.service';
import { queryTags } from './music.repository';
import type { QueryTagsBody } from './music.schemas';

// The music plans' own reads beside the generic endpoints (spec 001 §7 GET idtMusicCategory, POST
// queryTags): who may read is the library's one visibility function.

/** The categories' names in both languages (the list is fixed: no screen maintains them). */
const CATEGORY_NAMES: Record<(typeof MUSIC_CATEGORIES)[number], { nameZh: string; nameEn: string }> = {
  Attention: { nameZh: '专注力', nameEn: 'Attention' },
  Emotion: { nameZh: '情绪调节', nameEn: 'Emotion regulation' },
  Sleep: { nameZh: '睡眠', nameEn: 'Sleep' },
  Language: { nameZh: '语言', nameEn: 'Language' },
  Social: { nameZh: '社交', nameEn: 'Social skills' },
  Sensory: { nameZh: '感觉统合', nameEn: 'Sensory integration' },
};

/** GET /idtMusicCategory. */
export const musicCategoriesFor = (ctx: RequestContext) => {
  contentReaderOf(ctx);
  return { items: MUSIC_CATEGORIES.map((id) => ({ id, ...CATEGORY_NAMES[id] })) };
};

/** POST /queryTags: tags a caller may see, by name in either language or by id, for pickers. */
export const queryTagsFor = async (tx: Tx, ctx: RequestContext, body: QueryTagsBody) => {
  const reader = contentReaderOf(ctx);
  const search = body.search?.trim() ?? '';
  return {
    items: await queryTags(tx, {
      statuses: reader.statuses,
      search: search === '' ? null : search,
      ids: body.ids ?? null,
      limit: body.maxResultCount ?? 24,
    }),
  };
};
