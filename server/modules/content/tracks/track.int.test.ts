import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTracks } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { createDiskStorage, filesDirOf } from '../../../platform/storage/file-storage';
import { attachDemoTrackAudio } from '../../../seed/demo.content-tracks';
import { synthesiseChords } from './track-synth';

const BASE = '/api/rocket/track';

const multipart = (fileName: string, data: Buffer, contentType = 'audio/wav') => {
  const boundary = '----atrium-track-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

// Two chords of 1.25 s: a real 2.5 s WAV, 80,044 bytes.
const WAV = synthesiseChords(
  [
    [57, 60, 64],
    [53, 57, 60],
  ],
  1.25,
);

// The music library's tracks (issue 18 items 1 and 4): the generic endpoints on content_tracks,
// the audio upload checked by its bytes, its duration read from it or set, and the bytes served
// with Range requests, to a signed-in reader and at a signed address for the browser's player.
describe.each(testEngines())('content library: music tracks on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-tracks-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const editor = (language = 'en-US') => h.as('editor', { language });
  const create = async (n: string, extra: object = {}) => {
    const res = await editor().post(BASE, {
      code: `T-${n}-${run}`,
      courseCode: 'fas',
      nameZh: `测试曲目${n}`,
      nameEn: `Test track ${n}`,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; code: string; courseCode: string; duration: number | null; audio: unknown };
  };
  const upload = (id: string, fileName: string, data: Buffer, language = 'en-US') => {
    const { payload, headers } = multipart(fileName, data);
    return editor(language).post(`${BASE}/${id}/audio`, payload, { headers });
  };

  it('the demo library: six FAS and CMSMO tracks, four Public; their audio is synthesised and stored', async () => {
    const all = (await editor().get(`${BASE}?maxResultCount=24&search=-00`)).json();
    expect(all.items.map((t: { code: string }) => t.code)).toEqual([
      'FAS-001',
      'FAS-002',
      'FAS-003',
      'CMSMO-001',
      'CMSMO-002',
      'CMSMO-003',
    ]);
    expect(all.items[0]).toMatchObject({ courseCode: 'FAS', nameEn: 'Morning light', audio: null, duration: null });
    const centre = (await h.as('centeradmin').get(`${BASE}?maxResultCount=24&search=-00`)).json();
    expect(centre.totalCount).toBe(4);

    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    const first = (await editor().get(`${BASE}/${all.items[0].id}`)).json();
    expect(first).toMatchObject({ duration: 48, audio: { fileName: 'FAS-001.wav', contentType: 'audio/wav' } });
    const audio = await editor().get(`${BASE}/${first.id}/audio`, { headers: { range: 'bytes=0-11' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload.toString('latin1')).toMatch(/^RIFF....WAVE$/s);
  });

  it('an editor creates a track: code, course code upper-cased, no audio and no duration yet', async () => {
    const track = await create('a');
    expect(track).toMatchObject({ courseCode: 'FAS', duration: null, audio: null, contentStatus: 'Unpublish' });
    const duplicate = await editor('zh-CN').post(BASE, {
      code: track.code.toLowerCase(),
      courseCode: 'CMSMO',
      nameZh: '重复',
      nameEn: 'Duplicate',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.validationErrors[0].members).toEqual(['code']);
    const missing = await editor().post(BASE, { code: ' ', courseCode: '', nameZh: 'x', nameEn: 'y' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual([
      'code',
      'courseCode',
    ]);
  });

  it('uploads a WAV: stored, its duration read from the file, the change in the history', async () => {
    const track = await create('b');
    const res = await upload(track.id, 'chords.wav', WAV);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      duration: 2.5,
      audio: { fileName: 'chords.wav', contentType: 'audio/wav', size: WAV.length },
    });
    const history = (await editor().get(`${BASE}/${track.id}/history`)).json();
    expect(history.items.at(-1)).toMatchObject({
      action: 'Updated',
      changes: expect.arrayContaining([
        { field: 'audio', from: null, to: 'chords.wav' },
        { field: 'duration', from: null, to: 2.5 },
      ]),
    });
  });

  it('refuses a file that is not audio by its bytes, whatever its name, in both languages', async () => {
    const track = await create('c');
    const pdf = await upload(track.id, 'song.wav', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toMatchObject({
      code: 'Business:FileTypeNotAllowed',
      message: 'The file is not audio: upload a WAV or MP3 file.',
    });
    const zh = await upload(track.id, 'song.mp3', Buffer.from('just some text, not audio at all'), 'zh-CN');
    expect(zh.statusCode).toBe(415);
    expect(zh.json().error.message).toBe('该文件不是音频：请上传 WAV 或 MP3 文件。');
    const after = (await editor().get(`${BASE}/${track.id}`)).json();
    expect(after).toMatchObject({ audio: null, duration: null });
  });

  it('refuses a file over the size limit with 413', async () => {
    const track = await create('big');
    const big = Buffer.concat([WAV, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(track.id, 'big.wav', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('Business:FileTooLarge');
  });

  it('serves the audio whole (200) and by range (206 with the right bytes), 416 past the end', async () => {
    const track = await create('d');
    expect((await upload(track.id, 'd.wav', WAV)).statusCode).toBe(200);
    const whole = await editor().get(`${BASE}/${track.id}/audio`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(WAV)).toBe(true);

    const part = await editor().get(`${BASE}/${track.id}/audio`, { headers: { range: 'bytes=44-1043' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-1043/${WAV.length}`);
    expect(Number(part.headers['content-length'])).toBe(1000);
    expect(part.rawPayload.equals(WAV.subarray(44, 1044))).toBe(true);

    const tail = await editor().get(`${BASE}/${track.id}/audio`, { headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(WAV.subarray(WAV.length - 10))).toBe(true);

    const past = await editor().get(`${BASE}/${track.id}/audio`, { headers: { range: `bytes=${WAV.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${WAV.length}`);
  });

  it('gives the browser a signed address that serves ranges without a token, and dies with a new file', async () => {
    const track = await create('e');
    expect((await upload(track.id, 'e.wav', WAV)).statusCode).toBe(200);
    const play = await editor().get(`${BASE}/${track.id}/playUrl`);
    expect(play.statusCode, play.body).toBe(200);
    const { url } = play.json() as { url: string };
    expect(url).toMatch(/^\/api\/rocket\/track\/audio\?token=/);
    const part = await h.anonymous().get(url, { headers: { range: 'bytes=0-43' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(WAV.subarray(0, 44))).toBe(true);

    expect((await h.anonymous().get(`${url}x`)).statusCode).toBe(404);
    expect((await h.anonymous().get(`${BASE}/${track.id}/audio`)).statusCode).toBe(401);
    // A new file: the old address names bytes the track no longer has.
    expect((await upload(track.id, 'e2.wav', synthesiseChords([[60]], 0.5))).statusCode).toBe(200);
    expect((await h.anonymous().get(url)).statusCode).toBe(404);
  });

  it('PUT /track/duration sets the duration in seconds, in the history; refuses a negative one', async () => {
    const track = await create('f');
    const res = await editor().put(`${BASE}/duration`, { id: track.id, duration: 183.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().duration).toBe(183.5);
    expect((await editor().put(`${BASE}/duration`, { id: track.id, duration: -1 })).statusCode).toBe(400);
    const history = (await editor().get(`${BASE}/${track.id}/history`)).json();
    expect(history.items.at(-1).changes).toEqual([{ field: 'duration', from: null, to: 183.5 }]);
  });

  it('a centre reads Public tracks and their audio but uploads nothing and sets no duration', async () => {
    const track = await create('g');
    expect((await upload(track.id, 'g.wav', WAV)).statusCode).toBe(200);
    const centre = h.as('centeradmin');
    expect((await centre.get(`${BASE}/${track.id}/audio`)).statusCode).toBe(404);
    expect((await editor().put(`${BASE}/contentStatus`, { id: track.id, contentStatus: 'Public' })).statusCode).toBe(
      200,
    );
    expect((await centre.get(`${BASE}/${track.id}/audio`, { headers: { range: 'bytes=0-3' } })).statusCode).toBe(206);
    const { payload, headers } = multipart('g.wav', WAV);
    expect((await centre.post(`${BASE}/${track.id}/audio`, payload, { headers })).statusCode).toBe(403);
    expect((await centre.put(`${BASE}/duration`, { id: track.id, duration: 1 })).statusCode).toBe(403);
  });

  it('a track in the Trash takes no new file', async () => {
    const track = await create('h');
    await editor().put(`${BASE}/contentStatus`, { id: track.id, contentStatus: 'Trash' });
    const res = await upload(track.id, 'h.wav', WAV);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('Business:ContentStatusRefuses');
  });
  it('deleting a track removes its audio file from storage once the delete has committed', async () => {
    const track = await create('del');
    expect((await upload(track.id, 'del.wav', WAV)).statusCode).toBe(200);
    const [row] = await h.db.privileged((tx) =>
      tx.select({ key: contentTracks.audioStorageKey }).from(contentTracks).where(eq(contentTracks.id, track.id)),
    );
    const key = row?.key ?? '';
    const storage = createDiskStorage(filesDirOf(dataDir));
    expect((await storage.get(key)).length).toBe(WAV.length);
    await editor().put(`${BASE}/contentStatus`, { id: track.id, contentStatus: 'Trash' });
    expect((await editor().delete(`${BASE}/${track.id}`)).statusCode).toBe(204);
    await expect(storage.get(key)).rejects.toThrow();
  });
});
