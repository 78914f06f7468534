import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const SEND_CODE = `mutation SendEmailCode($email: String!) { sendEmailCode(email: $email) { secondsUntilResend } }`;
const LIST = `query SentMessageList($skipCount: Int!, $maxResultCount: Int!) {
  sentMessages(skipCount: $skipCount, maxResultCount: $maxResultCount) {
    totalCount items { id creationTime channel recipient subject body masked }
  }
}`;
const SETTINGS = `{ accountSettings { pictureUrl } }`;
const DELETE_PICTURE = `mutation { deletePicture { pictureUrl } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

describe.each(testEngines())('sent messages and the photo through the gateway on %s', (engine) => {
  let h: GatewayHarness;

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
  });
  afterAll(() => h.close());

  it('shows the role named admin the e-mail a coach asked for, its code masked, and refuses everyone else', async () => {
    const sent = await h.graphql('coach', SEND_CODE, { email: 'coach.gateway@atrium.example' });
    expect(sent.errors).toBeUndefined();

    const list = await h.graphql('admin', LIST, { skipCount: 0, maxResultCount: 6 });
    expect(list.errors).toBeUndefined();
    const page = list.data?.['sentMessages'] as {
      totalCount: number;
      items: {
        id: string;
        channel: string;
        recipient: string;
        subject: string;
        body: string;
        masked: boolean;
        creationTime: string;
      }[];
    };
    expect(page.totalCount).toBeGreaterThanOrEqual(1);
    const [newest] = page.items;
    expect(newest).toMatchObject({
      id: expect.any(String),
      channel: 'email',
      recipient: 'coach.gateway@atrium.example',
      subject: 'Atrium: your verification code',
      masked: true,
    });
    // The code went to the coach's new address; the admin's log does not show it.
    expect(newest?.body).toMatch(/^Your verification code is ••••••\./);
    expect(Number.isNaN(Date.parse(newest?.creationTime ?? ''))).toBe(false);

    for (const userName of ['coach', 'editor']) {
      const refused = await h.graphql(userName, LIST, { skipCount: 0, maxResultCount: 6 });
      expect(refused.errors?.[0]?.extensions['status']).toBe(403);
    }
  });

  it('gives accountSettings the photo uploaded to REST, and removes it with deletePicture', async () => {
    expect((await h.graphql('trainer', SETTINGS)).data).toEqual({ accountSettings: { pictureUrl: null } });

    const boundary = '----atrium-gateway-picture';
    const uploaded = await h
      .as('trainer', { language: null })
      .post(
        '/api/business/user/uploadPicture',
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
      );
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json() as { url: string };

    expect((await h.graphql('trainer', SETTINGS)).data).toEqual({ accountSettings: { pictureUrl: url } });
    const removed = await h.graphql('trainer', DELETE_PICTURE);
    expect(removed.data).toEqual({ deletePicture: { pictureUrl: null } });
  });
});
