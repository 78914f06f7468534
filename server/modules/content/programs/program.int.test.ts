import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../platform/db/testing';
import { PNG_SIGNATURE } from '../../../platform/storage/file-kind';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { createDiskStorage, filesDirOf } from '../../../platform/storage/file-storage';
import { FEEDBACK_PROPERTY_TYPES } from '../../../../forms/feedback-property.schemas';
import { attachDemoProgramMedia, DEMO_PROGRAMS } from '../../../seed/demo.content-programs';

const BASE = '/api/rocket/trainingProgram';

const multipart = (fileName: string, data: Buffer) => {
  const boundary = '----atrium-program-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

// Enough of each format for the sniffers: a PNG signature, an EBML header naming webm, an MP4 ftyp box.
const PNG = Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.alloc(40, 1)]);
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.alloc(2000, 7).map((_, i) => i % 251),
]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(100, 3)]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

type Named = { id: string; nameEn: string };
type Program = {
  id: string;
  code: string;
  contentStatus: string;
  difficulty: number;
  targets: Named[];
  categories: Named[];
  materials: (Named & { requiredCount: number })[];
  feedbackProperties: { programFeedbackPropertyId: string; id: string; type: string }[];
  images: { id: string }[];
  videos: { id: string; contentType: string }[];
};

// Training programs (issue 18 items 1, 4, 7, 8): the generic endpoints on content_training_programs
// with the parts each names, its images and videos checked by their bytes and served with Range,
// PUT /trainingProgram/vid and GET /File/PlayAuth, and a part a program names kept from deletion.
describe.each(testEngines())('content library: training programs on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const run = Date.now().toString(36);
  const parts: Record<'target' | 'category' | 'material' | 'property', string[]> = {
    target: [],
    category: [],
    material: [],
    property: [],
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-programs-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    const ids = async (segment: string) =>
      (
        (await editor().get(`/api/rocket/${segment}?maxResultCount=24`)).json() as { items: { id: string }[] }
      ).items.map((i) => i.id);
    parts.target = await ids('trainingTarget');
    parts.category = await ids('programCategory');
    parts.material = await ids('courseWare');
    parts.property = await ids('feedbackProperties');
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const editor = (language = 'en-US') => h.as('editor', { language });
  const body = (n: string, extra: object = {}) => ({
    code: `P-${n}-${run}`,
    titleZh: `测试方案${n}`,
    titleEn: `Test program ${n}`,
    minDifficulty: 2,
    maxDifficulty: 8,
    difficulty: 3,
    contentZh: '内容',
    contentEn: 'Content',
    targetIds: parts.target.slice(0, 2),
    categoryIds: parts.category.slice(0, 1),
    materials: [{ materialId: parts.material[0], requiredCount: 3 }],
    feedbackPropertyIds: parts.property.slice(0, 3),
    ...extra,
  });
  const create = async (n: string, extra: object = {}) => {
    const res = await editor().post(BASE, body(n, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Program;
  };
  const upload = (kind: 'images' | 'videos', fileName: string, data: Buffer, language = 'en-US') => {
    const { payload, headers } = multipart(fileName, data);
    return editor(language).post(`${BASE}/${kind}`, payload, { headers });
  };

  it('searches code, titles and subtitles as ILIKE on each: any case, Chinese, % literal, never across two', async () => {
    const a = await create(`srch-a`, { titleEn: `Mixed CASE ${run}`, subTitleEn: `Sub Alpha ${run}` });
    const b = await create(`srch-b`, { titleZh: `注意力${run}`, subTitleZh: `子标题 100%` });
    const found = async (search: string) =>
      (
        (await editor().get(`${BASE}?maxResultCount=24&search=${encodeURIComponent(search)}`)).json() as {
          items: Program[];
        }
      ).items.map((p) => p.id);
    expect(await found(`mixed case ${run}`)).toEqual([a.id]);
    expect(await found(`SUB ALPHA ${run}`)).toEqual([a.id]);
    expect(await found(`P-SRCH-A-${run}`)).toEqual([a.id]);
    expect(await found(`注意力${run}`)).toEqual([b.id]);
    expect(await found('子标题 100%')).toContain(b.id);
    expect(await found('子标题 100_')).not.toContain(b.id);
    // The Chinese title's end and the English title after it are two texts, not one.
    expect(await found(`测试方案srch-a`)).toEqual([a.id]);
    expect(await found(`测试方案srch-a\nMixed`)).toEqual([]);
    expect(await found(`CASE ${run}`)).toEqual([a.id]);
  });

  it('the demo library: sixty programmes over four targets, every property type in some form, files stored', async () => {
    const all: Program[] = [];
    for (let skipCount = 0; skipCount < 72; skipCount += 24) {
      const page = await editor().get(`${BASE}?maxResultCount=24&skipCount=${skipCount}`);
      all.push(...(page.json() as { items: Program[] }).items);
    }
    const demo = all.filter((p) => DEMO_PROGRAMS.some((d) => d.code === p.code));
    expect(demo).toHaveLength(DEMO_PROGRAMS.length);
    expect(DEMO_PROGRAMS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demo.flatMap((p) => p.targets.map((t) => t.nameEn)))).toEqual(
      new Set(['Attention', 'Working memory', 'Motor coordination', 'Social interaction']),
    );
    expect(demo.every((p) => p.materials.length > 0 && p.feedbackProperties.length > 0)).toBe(true);
    expect(new Set(demo.flatMap((p) => p.feedbackProperties.map((f) => f.type)))).toEqual(
      new Set(FEEDBACK_PROPERTY_TYPES),
    );
    await attachDemoProgramMedia(h.db, createDiskStorage(filesDirOf(dataDir)));
    const first = (await editor().get(`${BASE}/${demo[0]?.id}`)).json() as Program;
    expect(first.images).toHaveLength(1);
    expect(first.videos).toMatchObject([{ contentType: 'video/webm' }]);
    const bytes = await editor().get(`${BASE}/media/${first.videos[0]?.id}`, { headers: { range: 'bytes=0-3' } });
    expect(bytes.statusCode).toBe(206);
  });

  it('creates a program with its parts in order and reads it back; edits keep the form rows ids', async () => {
    const created = await create('a');
    expect(created).toMatchObject({ contentStatus: 'Unpublish', difficulty: 3 });
    expect(created.targets.map((t) => t.id)).toEqual(parts.target.slice(0, 2));
    expect(created.materials[0]).toMatchObject({ id: parts.material[0], requiredCount: 3 });
    expect(created.feedbackProperties.map((f) => f.id)).toEqual(parts.property.slice(0, 3));
    const rowIds = created.feedbackProperties.map((f) => f.programFeedbackPropertyId);
    const reordered = [...parts.property.slice(0, 3)].reverse();
    const edit = await editor().put(`${BASE}/${created.id}`, body('a', { feedbackPropertyIds: reordered }));
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json() as Program;
    expect(edited.feedbackProperties.map((f) => f.id)).toEqual(reordered);
    expect(edited.feedbackProperties.map((f) => f.programFeedbackPropertyId)).toEqual([...rowIds].reverse());
    const got = (await editor().get(`${BASE}/${created.id}`)).json() as Program;
    expect(got.categories.map((c) => c.id)).toEqual(parts.category.slice(0, 1));
    const history = (await editor().get(`${BASE}/${created.id}/history`)).json();
    expect(history.items.map((i: { action: string }) => i.action)).toEqual(['Created', 'Updated']);
  });

  it('names each refused field in the caller language: required, level range and order, counts, unknown parts', async () => {
    const res = await editor().post(BASE, { minDifficulty: 9, maxDifficulty: 3 });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]);
    expect(members).toEqual(['code', 'titleZh', 'titleEn', 'maxDifficulty']);
    expect(res.json().error.message).toBe('Code is required.');
    const zh = await editor('zh-CN').post(BASE, body('z', { maxDifficulty: 21 }));
    expect(zh.json().error.message).toBe('最高难度须为 L1 到 L20 之间的难度。');
    const within = await editor().post(BASE, body('w', { difficulty: 9 }));
    expect(within.json().error.message).toBe("Starting level must lie within the programme's range, L2 to L8.");
    const count = await editor().post(
      BASE,
      body('c', { materials: [{ materialId: parts.material[0], requiredCount: 0 }] }),
    );
    expect(count.json().error.validationErrors[0].members).toEqual(['materials']);
    const unknown = await editor().post(BASE, body('u', { targetIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'Training targets: 1 of the chosen items do not exist or are in the Trash.',
    );
  });

  it('refuses a second program with the same code whatever its case (409 naming the code)', async () => {
    await create('dup');
    const res = await editor().post(BASE, body('dup', { code: `p-dup-${run}`.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.validationErrors[0].members).toEqual(['code']);
  });

  it('takes images and videos by their bytes, refusing a PDF as either in the error shape', async () => {
    const pdf = await upload('images', 'photo.png', PDF);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toMatchObject({ code: 'Business:FileTypeNotAllowed' });
    const pngAsVideo = await upload('videos', 'clip.webm', PNG, 'zh-CN');
    expect(pngAsVideo.statusCode).toBe(415);
    expect(pngAsVideo.json().error.message).toBe('该文件不是视频：请上传 MP4 或 WebM 视频。');
    const image = await upload('images', 'photo.bin', PNG);
    expect(image.json()).toMatchObject({ kind: 'image', contentType: 'image/png', fileName: 'photo.png' });
    const mp4 = await upload('videos', 'clip', MP4);
    expect(mp4.json()).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    const program = await create('m', { imageIds: [image.json().id] });
    expect(program.images.map((i) => i.id)).toEqual([image.json().id]);
    // A file another program has is not free to name.
    const taken = await editor().post(BASE, body('m2', { imageIds: [image.json().id] }));
    expect(taken.json().error.validationErrors[0].members).toEqual(['imageIds']);
  });

  it('attaches a video by PUT /vid, answers its PlayAuth, and serves it with Range, signed and signed-in', async () => {
    const program = await create('v');
    const video = (await upload('videos', 'clip.webm', WEBM)).json() as { id: string };
    const put = await editor().put(`${BASE}/vid`, { id: program.id, vid: video.id });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as Program).videos).toMatchObject([{ id: video.id, contentType: 'video/webm' }]);
    const image = (await upload('images', 'p.png', PNG)).json() as { id: string };
    expect((await editor().put(`${BASE}/vid`, { id: program.id, vid: image.id })).statusCode).toBe(400);

    const whole = await editor().get(`${BASE}/media/${video.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await editor().get(`${BASE}/media/${video.id}`, { headers: { range: 'bytes=8-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-11/${WEBM.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('webm');
    const past = await editor().get(`${BASE}/media/${video.id}`, { headers: { range: `bytes=${WEBM.length}-` } });
    expect(past.statusCode).toBe(416);

    const auth = await editor().get(`/api/rocket/File/PlayAuth?vid=${video.id}`);
    expect(auth.statusCode, auth.body).toBe(200);
    const { playUrl, playAuth } = auth.json() as { playUrl: string; playAuth: string };
    expect(playUrl).toContain(playAuth);
    const signed = await h.anonymous().get(playUrl, { headers: { range: 'bytes=0-3' } });
    expect(signed.statusCode).toBe(206);
    expect(signed.headers['content-type']).toBe('video/webm');
    expect((await h.anonymous().get('/api/rocket/File/media?token=nonsense')).statusCode).toBe(404);
  });

  it('answers 403 in the error shape to a centre writing, and hides what is not Public from it', async () => {
    const program = await create('r');
    const centre = h.as('centeradmin');
    const write = await centre.post(BASE, body('r2'));
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('Forbidden');
    expect((await centre.put(`${BASE}/vid`, { id: program.id, vid: program.id })).statusCode).toBe(403);
    expect((await centre.get(`${BASE}/${program.id}`)).statusCode).toBe(404);
    await editor().put(`${BASE}/contentStatus`, { id: program.id, contentStatus: 'Public' });
    expect((await centre.get(`${BASE}/${program.id}`)).statusCode).toBe(200);
  });

  it('keeps a target, category, material a program names from deletion, naming the program', async () => {
    const target = await editor().post('/api/rocket/trainingTarget', { nameZh: `目标${run}`, nameEn: `Target ${run}` });
    const program = await create('u', { targetIds: [target.json().id] });
    await editor().put('/api/rocket/trainingTarget/contentStatus', { id: target.json().id, contentStatus: 'Trash' });
    const refused = await editor().delete(`/api/rocket/trainingTarget/${target.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(program.code);
    await editor().put(`${BASE}/contentStatus`, { id: program.id, contentStatus: 'Trash' });
    expect((await editor().delete(`${BASE}/${program.id}`)).statusCode).toBe(204);
    expect((await editor().delete(`/api/rocket/trainingTarget/${target.json().id}`)).statusCode).toBe(204);
    // A feedback property in a programme's form too.
    const property = parts.property[0];
    await editor().put('/api/rocket/feedbackProperties/contentStatus', { id: property, contentStatus: 'Trash' });
    const kept = await editor().delete(`/api/rocket/feedbackProperties/${property}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.code).toBe('Business:ContentInUse');
  });
});
