// The content library's demo training programmes (issue 18 item 8): about sixty programmes across
// attention, working memory, motor and social targets (demo.content-parts.ts), each with a level
// range, materials with counts and a feedback form drawn from the demo feedback properties (every
// one of the ten types is in some programme's form). Their images are drawn at seed time
// (demo-png.ts) and the video is a committed WebM (scripts/make-demo-video.ts), both stored
// through the storage adapter once the seed has committed, as the tracks' audio is.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, inArray, sql } from 'drizzle-orm';
import type { ContentStatus } from '../../machines/content-status.machine';
import { sniffImage, sniffVideo } from '../modules/content/programs/program-files';
import type { Database, Tx } from '../platform/db/database';
import {
  contentFeedbackProperties,
  contentHistory,
  contentMaterials,
  contentProgramCategories,
  contentTrainingProgramCategories,
  contentTrainingProgramFeedbackProperties,
  contentTrainingProgramMaterials,
  contentTrainingProgramMedia,
  contentTrainingPrograms,
  contentTrainingProgramTargets,
  contentTrainingTargets,
} from '../platform/db/schema/index';
import type { FileStorage } from '../platform/storage/file-storage';
import { demoProgramPng } from './demo-png';

type Area = {
  code: string;
  target: string;
  category: string;
  categoryV4: string;
  materials: readonly string[];
  titles: readonly (readonly [string, string])[];
};

/** Targets, categories and materials by their English names in demo.content-parts.ts. */
const AREAS: readonly Area[] = [
  {
    code: 'ATT',
    target: 'Attention',
    category: 'Attention training',
    categoryV4: 'Focus',
    materials: ['Picture cards', 'Sand timer', 'Coloured blocks'],
    titles: [
      ['找不同', 'Spot the difference'],
      ['听指令拍手', 'Clap on the word'],
      ['颜色分类', 'Colour sorting'],
      ['数字连线', 'Join the numbers'],
      ['追踪小球', 'Follow the ball'],
      ['图形搜索', 'Shape search'],
      ['红灯绿灯', 'Red light, green light'],
      ['节拍计数', 'Count the beats'],
      ['舒尔特方格', 'Schulte grid'],
      ['隐藏的动物', 'Hidden animals'],
      ['听音辨位', 'Where is the sound'],
      ['持续划消', 'Cross them out'],
      ['视觉追踪迷宫', 'Eye-tracking maze'],
      ['快慢反应', 'Fast and slow'],
      ['专注沙漏', 'Sand-timer focus'],
    ],
  },
  {
    code: 'WM',
    target: 'Working memory',
    category: 'Memory training',
    categoryV4: 'Focus',
    materials: ['Picture cards', 'Coloured blocks'],
    titles: [
      ['记忆翻牌', 'Memory pairs'],
      ['数字倒背', 'Numbers backwards'],
      ['购物清单', 'Shopping list'],
      ['积木复刻', 'Copy the tower'],
      ['故事复述', 'Tell it again'],
      ['位置记忆', 'Where was it'],
      ['节奏模仿', 'Echo the rhythm'],
      ['少了什么', "What's missing"],
      ['颜色序列', 'Colour sequence'],
      ['指令链', 'Chain of instructions'],
      ['图片配对', 'Picture match'],
      ['声音记忆', 'Sound memory'],
      ['路线记忆', 'Remember the route'],
      ['字母跨度', 'Letter span'],
      ['图形接龙', 'Shape chain'],
    ],
  },
  {
    code: 'MOT',
    target: 'Motor coordination',
    category: 'Sensory-motor play',
    categoryV4: 'Body coordination',
    materials: ['Balance board', 'Sensory ball', 'Metronome'],
    titles: [
      ['平衡木行走', 'Balance walk'],
      ['抛接球', 'Throw and catch'],
      ['单脚跳', 'Hop on one foot'],
      ['跟着节拍走', 'Walk to the beat'],
      ['左右交叉拍', 'Cross-body taps'],
      ['滚球入门', 'Roll it in'],
      ['跳房子', 'Hopscotch'],
      ['动物模仿操', 'Animal moves'],
      ['平衡板站立', 'Stand on the board'],
      ['拍球计数', 'Bounce and count'],
      ['障碍穿越', 'Obstacle course'],
      ['镜像动作', 'Mirror moves'],
      ['脚尖走路', 'Tiptoe walk'],
      ['踢球准确', 'Kick to the target'],
      ['节拍跳跃', 'Jump to the metronome'],
    ],
  },
  {
    code: 'SOC',
    target: 'Social interaction',
    category: 'Social games',
    categoryV4: 'Group cooperation',
    materials: ['Picture cards', 'Sensory ball'],
    titles: [
      ['轮流传球', 'Pass the ball in turn'],
      ['表情猜猜看', 'Guess the face'],
      ['合作搭塔', 'Build it together'],
      ['打招呼练习', 'Saying hello'],
      ['角色扮演商店', 'Shop role-play'],
      ['情绪卡片', 'Feelings cards'],
      ['你说我做', 'You say, I do'],
      ['分享时间', 'Sharing time'],
      ['团队接力', 'Team relay'],
      ['眼神接触游戏', 'Eye-contact game'],
      ['听同伴说', 'Listen to a friend'],
      ['合作拼图', 'Puzzle in pairs'],
      ['等待轮次', 'Wait your turn'],
      ['求助练习', 'Asking for help'],
      ['小组故事', 'Group story'],
    ],
  },
];

/** Questions per demo form; the forms are windows over the library's properties, so all ten types are used. */
const FORM_SIZE = 4;

/** How many demo programmes get an image, and which get the video (the first of each area). */
const WITH_IMAGE = 24;
const VIDEO_FILE = fileURLToPath(new URL('./assets/demo-program.webm', import.meta.url));

export type DemoProgram = {
  code: string;
  titleZh: string;
  titleEn: string;
  area: Area;
  index: number;
  contentStatus: ContentStatus;
  minDifficulty: number;
  maxDifficulty: number;
  difficulty: number;
  categoryType: '1' | '2';
};

/** The demo programmes, deterministic: codes ATT-01 … SOC-15. */
export const DEMO_PROGRAMS: readonly DemoProgram[] = AREAS.flatMap((area, a) =>
  area.titles.map(([titleZh, titleEn], index): DemoProgram => {
    const minDifficulty = 1 + ((index * 3 + a) % 6);
    const maxDifficulty = Math.min(20, minDifficulty + 4 + ((index + a) % 10));
    // Most are Public; a few drafts, one hidden and one expired per area show the statuses.
    const contentStatus: ContentStatus =
      index === 13 ? 'Unpublish' : index === 14 ? 'Hide' : index === 12 && a % 2 === 0 ? 'Expire' : 'Public';
    return {
      code: `${area.code}-${String(index + 1).padStart(2, '0')}`,
      titleZh,
      titleEn,
      area,
      index,
      contentStatus,
      minDifficulty,
      maxDifficulty,
      difficulty: minDifficulty + (index % 3 === 0 ? 1 : 0),
      categoryType: index % 5 === 4 ? '2' : '1',
    };
  }),
);

const textsOf = (p: DemoProgram) => ({
  subTitleZh: `${p.area.target === 'Attention' ? '注意力' : p.area.target === 'Working memory' ? '工作记忆' : p.area.target === 'Motor coordination' ? '运动协调' : '社交互动'} · 第 ${p.index + 1} 课`,
  subTitleEn: `${p.area.target} · lesson ${p.index + 1}`,
  contentZh: `老师示范“${p.titleZh}”，孩子模仿完成三轮，每轮之间休息一分钟；难度从 L${p.minDifficulty} 开始逐步提高。`,
  contentEn: `The trainer shows "${p.titleEn}", then the child does three rounds with a minute's rest between them, starting at L${p.minDifficulty} and stepping up.`,
  precautionsZh: '保持场地安全，孩子疲劳时及时休息。',
  precautionsEn: 'Keep the space safe; stop for a rest when the child tires.',
  possibleDifficultiesZh: '孩子可能急于求成或分心，可缩短每轮时间。',
  possibleDifficultiesEn: 'The child may rush or drift off; shorten the rounds.',
  groupTeachingZh: '小组进行时两人一组，轮流担任示范者。',
  groupTeachingEn: 'In a group, work in pairs and take turns leading.',
});

/** The programmes' rows, links and history (Created, then the status), as the demo editor. */
export const seedDemoPrograms = async (tx: Tx, demo: { editorId: string; now: number }) => {
  await tx.execute(sql`select set_config('app.user_id', ${demo.editorId}, true)`);
  const idsBy = async (
    table: typeof contentTrainingTargets | typeof contentProgramCategories | typeof contentMaterials,
  ) => new Map((await tx.select({ id: table.id, name: table.nameEn }).from(table)).map((r) => [r.name, r.id]));
  const targets = await idsBy(contentTrainingTargets);
  const categories = await idsBy(contentProgramCategories);
  const materials = await idsBy(contentMaterials);
  const properties = await tx
    .select({ id: contentFeedbackProperties.id, type: contentFeedbackProperties.propertyType })
    .from(contentFeedbackProperties)
    .orderBy(asc(contentFeedbackProperties.sortOrder));
  const need = (map: Map<string, string>, name: string) => {
    const id = map.get(name);
    if (!id) throw new Error(`demo programmes: no demo part named ${name}`);
    return id;
  };
  const at = new Date(demo.now - 15 * 24 * 3600_000);
  const rows = DEMO_PROGRAMS.map((p, sortOrder) => ({
    code: p.code,
    titleZh: p.titleZh,
    titleEn: p.titleEn,
    ...textsOf(p),
    difficulty: p.difficulty,
    difficulty2: p.categoryType === '2' ? p.minDifficulty : null,
    minDifficulty: p.minDifficulty,
    maxDifficulty: p.maxDifficulty,
    categoryType: p.categoryType,
    contentStatus: p.contentStatus,
    sortOrder,
    createdBy: demo.editorId,
    updatedBy: demo.editorId,
    createdAt: at,
    updatedAt: at,
  }));
  const inserted = await tx
    .insert(contentTrainingPrograms)
    .values(rows)
    .returning({ id: contentTrainingPrograms.id, code: contentTrainingPrograms.code });
  const idOf = new Map(inserted.map((r) => [r.code, r.id]));
  const links = DEMO_PROGRAMS.map((p, n) => {
    const programId = idOf.get(p.code) ?? '';
    const second = AREAS[(AREAS.indexOf(p.area) + 1) % AREAS.length]!;
    return {
      programId,
      targets: [p.area.target, ...(p.index % 4 === 3 ? [second.target] : [])].map((name) => need(targets, name)),
      categories: [p.categoryType === '2' ? p.area.categoryV4 : p.area.category].map((name) => need(categories, name)),
      materials: p.area.materials
        .slice(0, 1 + (p.index % p.area.materials.length))
        .map((name, i) => ({ materialId: need(materials, name), requiredCount: 1 + ((p.index + i) % 4) })),
      // Consecutive windows over the library's properties: together they use every type.
      form: Array.from({ length: FORM_SIZE }, (_, i) => properties[(n * 2 + i) % properties.length]?.id ?? '').filter(
        (id, i, all) => id !== '' && all.indexOf(id) === i,
      ),
    };
  });
  await tx
    .insert(contentTrainingProgramTargets)
    .values(
      links.flatMap((l) => l.targets.map((targetId, sortOrder) => ({ programId: l.programId, targetId, sortOrder }))),
    );
  await tx
    .insert(contentTrainingProgramCategories)
    .values(
      links.flatMap((l) =>
        l.categories.map((categoryId, sortOrder) => ({ programId: l.programId, categoryId, sortOrder })),
      ),
    );
  await tx
    .insert(contentTrainingProgramMaterials)
    .values(links.flatMap((l) => l.materials.map((m, sortOrder) => ({ programId: l.programId, ...m, sortOrder }))));
  await tx
    .insert(contentTrainingProgramFeedbackProperties)
    .values(
      links.flatMap((l) =>
        l.form.map((feedbackPropertyId, sortOrder) => ({ programId: l.programId, feedbackPropertyId, sortOrder })),
      ),
    );
  await tx.insert(contentHistory).values(
    rows.flatMap((row, n): (typeof contentHistory.$inferInsert)[] => {
      const itemId = idOf.get(row.code) ?? '';
      const link = links[n]!;
      return [
        {
          kind: 'trainingProgram',
          itemId,
          action: 'Created',
          changes: Object.fromEntries(
            Object.entries({
              code: row.code,
              titleZh: row.titleZh,
              titleEn: row.titleEn,
              minDifficulty: row.minDifficulty,
              maxDifficulty: row.maxDifficulty,
              difficulty: row.difficulty,
              targetIds: link.targets,
              categoryIds: link.categories,
              materials: link.materials,
              feedbackPropertyIds: link.form,
              sortOrder: row.sortOrder,
              contentStatus: 'Unpublish',
            }).map(([field, to]) => [field, { from: null, to }]),
          ),
          userId: demo.editorId,
          at,
        },
        ...(row.contentStatus === 'Unpublish'
          ? []
          : [
              {
                kind: 'trainingProgram',
                itemId,
                action: 'StatusChanged' as const,
                changes: { contentStatus: { from: 'Unpublish', to: row.contentStatus } },
                userId: demo.editorId,
                at: new Date(at.getTime() + 3600_000),
              },
            ]),
      ];
    }),
  );
  await tx.execute(sql`select set_config('app.user_id', '', true)`);
};

/**
 * After the seed's commit: the first demo programmes without files get a drawn image, and the
 * first of each area the committed video, stored where uploads go.
 */
export const attachDemoProgramMedia = async (db: Database, storage: FileStorage) => {
  const video = readFileSync(VIDEO_FILE);
  const videoKind = sniffVideo(video);
  if (!videoKind) throw new Error(`${VIDEO_FILE} is not a video`);
  await db.privileged(async (tx) => {
    const programs = await tx
      .select({ id: contentTrainingPrograms.id, code: contentTrainingPrograms.code })
      .from(contentTrainingPrograms)
      .where(
        inArray(
          contentTrainingPrograms.code,
          DEMO_PROGRAMS.map((p) => p.code),
        ),
      );
    const withFiles = new Set(
      (await tx.select({ programId: contentTrainingProgramMedia.programId }).from(contentTrainingProgramMedia)).map(
        (r) => r.programId,
      ),
    );
    for (const program of programs) {
      if (withFiles.has(program.id)) continue;
      const n = DEMO_PROGRAMS.findIndex((p) => p.code === program.code);
      const demo = DEMO_PROGRAMS[n];
      if (!demo) continue;
      if (n < WITH_IMAGE) {
        const image = demoProgramPng(n);
        const kind = sniffImage(image);
        if (!kind) throw new Error(`the drawn image of ${demo.code} is not an image`);
        const storageKey = await storage.put('programs/images', image);
        await tx.insert(contentTrainingProgramMedia).values({
          programId: program.id,
          kind: 'image',
          storageKey,
          contentType: kind.contentType,
          fileName: `${demo.code}.${kind.extension}`,
          size: image.length,
        });
      }
      if (demo.index === 0) {
        const storageKey = await storage.put('programs/videos', video);
        await tx.insert(contentTrainingProgramMedia).values({
          programId: program.id,
          kind: 'video',
          storageKey,
          contentType: videoKind.contentType,
          fileName: `${demo.code}.${videoKind.extension}`,
          size: video.length,
        });
      }
    }
  });
};
