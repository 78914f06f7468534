import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFiles } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

// The first bytes are what the server looks at; the rest only has to be there.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([64, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const multipart = (fileName: string, data: Buffer, contentType = 'image/png') => {
  const boundary = '----atrium-picture-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

describe.each(testEngines())('account photo REST on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-account-picture-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (userName: string, fileName: string, data: Buffer, language = 'en-US') => {
    const { payload, contentType } = multipart(fileName, data);
    return h
      .as(userName, { language })
      .post('/api/business/user/uploadPicture', payload, { headers: { 'content-type': contentType } });
  };

  const get = async (url: string, userName: string) => h.as(userName).get(url);

  const storedPictures = async (userName: string) => {
    const dir = join(dataDir, 'files', 'pictures', await h.userId(userName));
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };

  const pictureRows = async (userName: string) => {
    const userId = await h.userId(userName);
    return h.db.privileged((tx) =>
      tx
        .select({ id: userFiles.id })
        .from(userFiles)
        .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'picture'))),
    );
  };

  it('has no photo at first, and Account/Info says picture.url null', async () => {
    const info = (await get('/api/Account/Info', 'trainer')).json();
    expect(info.picture).toEqual({ url: null });
    expect(info.resumes).toEqual([]);
  });

  it('stores a PNG, shows it in Account/Info and serves it to its owner and to the role admin', async () => {
    const response = await upload('coach', '头像.png', PNG);
    expect(response.statusCode).toBe(200);
    const picture = response.json();
    expect(picture.url).toBe(`/api/business/user/picture/${picture.id}`);
    expect(await storedPictures('coach')).toHaveLength(1);

    const info = (await get('/api/Account/Info', 'coach')).json();
    expect(info.picture).toEqual({ url: picture.url });

    const own = await get(picture.url, 'coach');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toContain('private');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    expect((await get(picture.url, 'admin')).statusCode).toBe(200);
    // Another user of the same centre, and an admin role that is not "admin": as if it did not exist.
    const colleague = await get(picture.url, 'centeradmin');
    expect(colleague.statusCode).toBe(404);
    expect(colleague.json().error.message).toBe('The photo was not found.');
    expect((await get(picture.url, 'editor')).statusCode).toBe(404);
  });

  it('replaces the old photo: one row, one file, the old address gone', async () => {
    const first = (await get('/api/Account/Info', 'coach')).json().picture.url as string;
    const response = await upload('coach', 'me.jpg', JPEG);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.url).not.toBe(first);
    expect((await get(first, 'coach')).statusCode).toBe(404);
    const served = await get(next.url, 'coach');
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await pictureRows('coach')).toHaveLength(1);
    expect(await storedPictures('coach')).toHaveLength(1);

    const webp = await upload('coach', 'me.webp', WEBP);
    expect(webp.statusCode).toBe(200);
    expect((await get(webp.json().url, 'coach')).headers['content-type']).toBe('image/webp');
  });

  it('knows a photo by its bytes, not by its name, and refuses more than 5 MB', async () => {
    const gif = await upload('coach', 'me.png', GIF);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error).toMatchObject({
      code: 'Business:FileTypeNotAllowed',
      message: 'Only PNG, JPEG and WebP images can be used as a photo.',
    });
    expect((await upload('coach', 'me.png', PDF)).statusCode).toBe(415);

    const big = await upload('coach', 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'zh-CN');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('照片超过 5 MB。');

    // The refused uploads left the current photo as it was.
    expect(await pictureRows('coach')).toHaveLength(1);
    expect(await storedPictures('coach')).toHaveLength(1);
  });

  it('refuses an enterprise admin (spec 000 §5) and a request without a file', async () => {
    const enterprise = await upload('enterprise', 'me.png', PNG);
    expect(enterprise.statusCode).toBe(403);
    expect(enterprise.json().error.code).toBe('Business:AccountInfoReadOnly');
    const removal = await h.as('enterprise').delete('/api/business/user/picture');
    expect(removal.statusCode).toBe(403);

    const noFile = await h.as('coach').post('/api/business/user/uploadPicture', { file: 'x' });
    expect(noFile.statusCode).toBe(400);
  });

  it('removes the photo, its row and its bytes', async () => {
    const url = (await get('/api/Account/Info', 'coach')).json().picture.url as string;
    const removal = await h.as('coach').delete('/api/business/user/picture');
    expect(removal.statusCode).toBe(204);
    expect((await get(url, 'coach')).statusCode).toBe(404);
    expect((await get('/api/Account/Info', 'coach')).json().picture).toEqual({ url: null });
    expect(await storedPictures('coach')).toHaveLength(0);
  });

  it('lists the CVs in Account/Info as id, fileName and url', async () => {
    const { payload, contentType } = multipart('cv.pdf', PDF, 'application/pdf');
    const uploaded = await h
      .as('medical')
      .post('/api/business/user/uploadResume', payload, { headers: { 'content-type': contentType } });
    expect(uploaded.statusCode).toBe(200);
    const resume = uploaded.json();
    const info = (await get('/api/Account/Info', 'medical')).json();
    expect(info.resumes).toEqual([{ id: resume.id, fileName: 'cv.pdf', url: resume.url }]);
  });
});
