import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';

/** What a course-music charge names: the child and the brain-music programme. */
export const chargeNames = async (tx: Tx, subjectId: string, brainMusicId: string) => {
  const [row] = rowsOf<{ childName: string; code: string; nameZh: string }>(
    await tx.execute(sql`select s.name as "childName", b.code, b.name_zh as "nameZh"
      from content_brain_music b left join subjects s on s.id = ${subjectId}::uuid
      where b.id = ${brainMusicId}::uuid`),
  );
  return { childName: row?.childName ?? '', resourceName: row ? `${row.code} ${row.nameZh}` : '' };
};
