import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../platform/db/testing';
import { demoTreeIds } from '../../testing/demo-data';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

// A one-page PDF, written out with a correct cross-reference table, that pdf.js opens.
export const onePagePdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const multipart = (fields: Record<string, string>, files: { name: string; data: Buffer }[]) => {
  const boundary = '----atrium-contract-boundary';
  const parts = [
    ...Object.entries(fields).map(([key, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

describe.each(testEngines())('deposits and contract files on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const id = { group: '', east: '', sunrise: '', harbour: '' };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-deposits-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    Object.assign(id, await demoTreeIds(h.db));
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // multirole is CenterAdmin of Harbour Centre: a sibling of Sunrise under East Area.
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { user?: string; tenant?: string; payload?: object; language?: string } = {},
  ) =>
    h
      .as(options.user ?? 'area', { tenant: options.tenant, language: options.language })
      .request(method, url, options.payload);
  const upload = async (
    user: string,
    tenantId: string,
    files: { name: string; data: Buffer }[],
    language = 'en-US',
  ) => {
    const { payload, contentType } = multipart({ tenantId }, files);
    return h
      .as(user, { language })
      .post('/api/business/tenant/contract', payload, { headers: { 'content-type': contentType } });
  };
  const MONEY = '/api/business/tenant/earnestMoney';

  it('records deposits for a child centre in yuan, newest first, and the centre reads its own', async () => {
    const created = await call('POST', MONEY, {
      payload: { tenantId: id.sunrise, earnestMonies: [{ money: 5000, remark: 'first' }, { money: 0.1 }] },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject([
      { tenantId: id.sunrise, money: 5000, remark: 'first' },
      { tenantId: id.sunrise, money: 0.1, remark: '' },
    ]);
    await call('POST', MONEY, {
      payload: { tenantId: id.sunrise, earnestMonies: [{ money: 1234.56, remark: 'last' }] },
    });

    const own = await call('GET', `${MONEY}?tenantId=${id.sunrise}&skipCount=0&maxResultCount=2`, {
      user: 'centeradmin',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().totalCount).toBe(3);
    expect(own.json().items).toHaveLength(2);
    expect(own.json().items[0]).toMatchObject({ money: 1234.56, remark: 'last' });
  });

  it('refuses negative money, a third decimal and a missing amount with the spec’s message, in both languages', async () => {
    for (const money of [-1, 1.234, null]) {
      const refused = await call('POST', MONEY, { payload: { tenantId: id.sunrise, earnestMonies: [{ money }] } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.validationErrors[0]).toEqual({
        message: 'Deposit money required at least 0 with two decimals',
        members: ['earnestMonies[0].money'],
      });
    }
    const zh = await call('POST', MONEY, {
      payload: { tenantId: id.sunrise, earnestMonies: [{ money: 1.001 }] },
      language: 'zh-CN',
    });
    expect(zh.json().error.validationErrors[0].message).toBe('保证金金额必填，不小于0，最多两位小数');
  });

  it('edits and deletes a deposit; a centre may read but not change its own', async () => {
    const [deposit] = (
      await call('POST', MONEY, { payload: { tenantId: id.harbour, earnestMonies: [{ money: 10 }] } })
    ).json();
    const byCentre = await call('PUT', `${MONEY}/${deposit.id}`, {
      user: 'multirole',
      tenant: id.harbour,
      payload: { tenantId: id.harbour, money: 99 },
    });
    expect(byCentre.statusCode).toBe(403);
    const edited = await call('PUT', `${MONEY}/${deposit.id}`, {
      payload: { tenantId: id.harbour, money: 20.5, remark: 'corrected' },
    });
    expect(edited.json()).toMatchObject({ money: 20.5, remark: 'corrected' });
    expect((await call('DELETE', `${MONEY}/${deposit.id}?tenantId=${id.harbour}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${MONEY}/${deposit.id}?tenantId=${id.harbour}`)).statusCode).toBe(404);
  });

  it('keeps a sibling centre out: Harbour sees none of Sunrise’s deposits or files', async () => {
    const sibling = await call('GET', `${MONEY}?tenantId=${id.sunrise}`, { user: 'multirole', tenant: id.harbour });
    expect(sibling.statusCode).toBe(403);
    const file = (await upload('area', id.sunrise, [{ name: 'signed.pdf', data: onePagePdf() }])).json();
    const fileId = file.contracts[0].url.split('/').pop();
    const read = await call('GET', `/api/business/tenant/contract/file/${fileId}`, {
      user: 'multirole',
      tenant: id.harbour,
    });
    expect(read.statusCode).toBe(404);
    const viaTenant = await call('GET', `/api/business/tenant/contract/file/${fileId}?tenantId=${id.sunrise}`, {
      user: 'multirole',
      tenant: id.harbour,
    });
    expect(viaTenant.statusCode).toBe(403);
    // The deposit created for Sunrise by its area, looked up through Harbour's own list: not there.
    const harbourList = await call('GET', `${MONEY}?tenantId=${id.harbour}`, { user: 'multirole', tenant: id.harbour });
    expect(harbourList.json().items.every((d: { tenantId: string }) => d.tenantId === id.harbour)).toBe(true);
  });

  it('stores a PDF, lists it, serves it inline to the centre and to the platform administrator', async () => {
    const created = await upload('area', id.sunrise, [{ name: '合同 2026.pdf', data: onePagePdf() }]);
    expect(created.statusCode).toBe(200);
    const record = created.json();
    expect(record.contracts[0]).toMatchObject({ fileName: '合同 2026.pdf' });
    const list = await call('GET', `/api/business/tenant/contract?tenantId=${id.sunrise}`, { user: 'centeradmin' });
    expect(list.json().items[0].id).toBe(record.id);

    const file = await call('GET', record.contracts[0].url, { user: 'centeradmin' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('合同 2026.pdf')}`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const asAdmin = await call('GET', `${record.contracts[0].url}?tenantId=${id.sunrise}`, { user: 'admin' });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('refuses a PNG renamed to .pdf and a file that only starts like a PDF: "upload file in PDF format"', async () => {
    const png = await upload('area', id.sunrise, [{ name: 'scan.pdf', data: PNG }]);
    expect(png.statusCode).toBe(400);
    expect(png.json().error).toMatchObject({ code: 'Business:FileNotPdf', message: 'upload file in PDF format' });
    const fake = await upload('area', id.sunrise, [{ name: 'fake.pdf', data: Buffer.from('%PDF-1.7\nnot really') }]);
    expect(fake.statusCode).toBe(400);
    const zh = await upload('area', id.sunrise, [{ name: 'scan.pdf', data: PNG }], 'zh-CN');
    expect(zh.json().error.message).toBe('请上传PDF格式的文件');
  });

  it('renames a file, and deleting the record removes the bytes too', async () => {
    const before = 0;
    const record = (await upload('area', id.harbour, [{ name: 'a.pdf', data: onePagePdf() }])).json();
    const files = () => readdirSync(join(dataDir, 'files', 'contract-files', id.harbour)).length;
    expect(files()).toBe(before + 1);
    const renamed = await call('PUT', `/api/business/tenant/contract/${record.id}`, {
      payload: { tenantId: id.harbour, contracts: [{ fileName: 'b.pdf', url: record.contracts[0].url }] },
    });
    expect(renamed.json().contracts[0].fileName).toBe('b.pdf');
    const foreign = await call('PUT', `/api/business/tenant/contract/${record.id}`, {
      payload: { tenantId: id.harbour, contracts: [{ fileName: 'x.pdf', url: '/api/elsewhere' }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call('DELETE', `/api/business/tenant/contract/${record.id}?tenantId=${id.harbour}`)).statusCode).toBe(
      204,
    );
    expect(files()).toBe(before);
  });
});
