// The content library's demo tags (issue 18): a dozen real tags of a children's attention
// training centre, in both languages, most of them Public so that centres see a library, one
// being written (Unpublish) and one hidden; each with the editor's "Created" history entry.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ContentStatus } from '../../machines/content-status.machine';
import type { Tx } from '../platform/db/database';
import { contentHistory, contentTags } from '../platform/db/schema/index';

export const DEMO_TAGS: readonly { nameZh: string; nameEn: string; contentStatus: ContentStatus }[] = [
  { nameZh: '注意力', nameEn: 'Attention', contentStatus: 'Public' },
  { nameZh: '持续性注意', nameEn: 'Sustained attention', contentStatus: 'Public' },
  { nameZh: '工作记忆', nameEn: 'Working memory', contentStatus: 'Public' },
  { nameZh: '执行功能', nameEn: 'Executive function', contentStatus: 'Public' },
  { nameZh: '精细动作', nameEn: 'Fine motor', contentStatus: 'Public' },
  { nameZh: '大运动', nameEn: 'Gross motor', contentStatus: 'Public' },
  { nameZh: '感觉统合', nameEn: 'Sensory integration', contentStatus: 'Public' },
  { nameZh: '社交技能', nameEn: 'Social skills', contentStatus: 'Public' },
  { nameZh: '情绪调节', nameEn: 'Emotional regulation', contentStatus: 'Public' },
  { nameZh: '睡眠', nameEn: 'Sleep', contentStatus: 'Public' },
  { nameZh: '亲子互动', nameEn: 'Parent–child play', contentStatus: 'Hide' },
  { nameZh: '小组课', nameEn: 'Group class', contentStatus: 'Unpublish' },
];

/**
 * Inserted as the demo editor: the content tables' write policies let only a content editor's
 * transaction write, so the seed names one (app.user_id) for these statements and clears it after.
 */
export const seedDemoContent = async (tx: Tx, demo: { editorId: string; now: number }) => {
  await tx.execute(sql`select set_config('app.user_id', ${demo.editorId}, true)`);
  const at = new Date(demo.now - 30 * 24 * 3600_000);
  const rows = DEMO_TAGS.map((tag, i) => ({
    id: randomUUID(),
    ...tag,
    sortOrder: i,
    createdBy: demo.editorId,
    updatedBy: demo.editorId,
    createdAt: at,
    updatedAt: at,
  }));
  await tx.insert(contentTags).values(rows);
  await tx.insert(contentHistory).values(
    rows.flatMap((row): (typeof contentHistory.$inferInsert)[] => [
      {
        kind: 'tag',
        itemId: row.id,
        action: 'Created',
        changes: {
          nameZh: { from: null, to: row.nameZh },
          nameEn: { from: null, to: row.nameEn },
          sortOrder: { from: null, to: row.sortOrder },
          contentStatus: { from: null, to: 'Unpublish' },
        },
        userId: demo.editorId,
        at,
      },
      ...(row.contentStatus === 'Unpublish'
        ? []
        : [
            {
              kind: 'tag',
              itemId: row.id,
              action: 'StatusChanged',
              changes: { contentStatus: { from: 'Unpublish', to: row.contentStatus } },
              userId: demo.editorId,
              at: new Date(at.getTime() + 3600_000),
            },
          ]),
    ]),
  );
  await tx.execute(sql`select set_config('app.user_id', '', true)`);
};
