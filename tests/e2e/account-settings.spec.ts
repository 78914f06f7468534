import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo.seed';
import { codeSentTo } from './support/messages';
import { pathOf, signInAs, submitSignIn, switchLanguage, type Locale } from './support/session';
import { uniqueName } from './support/unique';

// The account and personal settings page (spec 000 §2 screen 2), in both languages, against a
// real server: profile, photo, e-mail change with the code e-mailed to the new address, password
// change and sign-in with it, CV upload and preview, and the enterprise admin's read-only view.

const CENTRE_SETTINGS = '/system/center/menu/account/settings';
const MANAGEMENT_SETTINGS = '/system/menu/account/settings';

const openSettingsAs = async (browser: Browser, locale: Locale, userName: string, path = CENTRE_SETTINGS) => {
  const signed = await signInAs(browser, userName, { locale, path });
  // The console speaks the language stored for the user (the demo users' is Chinese); switch
  // once the page is there, so the shell's own switch to the stored language has happened.
  await expect(
    signed.page.getByRole('heading', { name: /^(个人设置|Personal settings|账号设置|Account settings)$/ }),
  ).toBeVisible();
  await switchLanguage(signed.page, locale);
  return signed;
};

test('coach changes name and gender and sees them after a reload (zh-CN)', async ({ browser }) => {
  const { context, page } = await openSettingsAs(browser, 'zh-CN', 'coach');
  await expect(page.getByRole('heading', { name: '个人设置' })).toBeVisible();
  await expect(page.getByRole('img', { name: '张悦' })).toBeVisible();
  await expect(page.getByText('暂无证书')).toBeVisible();

  await page.getByLabel('姓名').fill('张悦（测试）');
  await page.getByLabel('性别').selectOption('Others');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存。')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('张悦（测试）');
  await expect(page.getByLabel('性别')).toHaveValue('Others');
  await page.screenshot({ path: 'test-results/account-settings-zh-CN.png', fullPage: true });

  // Put the demo data back for the other browser tests.
  await page.getByLabel('姓名').fill('张悦');
  await page.getByLabel('性别').selectOption('Female');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存。').first()).toBeVisible();
  await context.close();
});

// A 48 x 48 PNG in two colours, made here so the test carries no binary file.
const photoPng = (): Buffer => {
  const size = 48;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.concat([
      Buffer.from([0]),
      ...Array.from({ length: size }, (_, x) => Buffer.from(x + y < size ? [0xf2, 0x9d, 0x49] : [0x2d, 0x72, 0xd2])),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The avatar shows a loaded photo: an <img> from a blob: URL whose pixels arrived. */
const expectPhotoShown = async (page: Page, name: string) => {
  const photo = page.locator(`img[alt="${name}"]`);
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
};

test('coach uploads a photo, sees it after a reload, replaces and removes it', async ({ browser }) => {
  const { context, page } = await openSettingsAs(browser, 'zh-CN', 'coach');
  await expect(page.getByRole('img', { name: '张悦' })).toHaveText('张悦');
  await page.getByLabel('照片文件').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: photoPng() });
  await expect(page.getByText('照片已更新。')).toBeVisible();
  await expectPhotoShown(page, '张悦');
  await page.reload();
  await expectPhotoShown(page, '张悦');
  await expect(page.getByRole('button', { name: '更换照片' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-photo-zh-CN.png') });

  await switchLanguage(page, 'en-US');
  await page.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photoPng() });
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  await page.reload();
  await expectPhotoShown(page, '张悦');
  await page.screenshot({ path: test.info().outputPath('account-photo-en-US.png') });

  // A file that is no photo is refused before it is sent.
  await page
    .getByLabel('Photo file')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();

  // Put the demo data back: the initials again.
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo was removed.')).toBeVisible();
  await expect(page.getByRole('img', { name: '张悦' })).toHaveText('张悦');
  await switchLanguage(page, 'zh-CN');
  await context.close();
});

test('coach changes the e-mail with a code; the send button counts down (en-US)', async ({ browser }) => {
  const { context, page } = await openSettingsAs(browser, 'en-US', 'coach');
  await expect(page.getByTestId('current-email')).toHaveText('coach@atrium.example');
  const newEmail = 'coach.settings@atrium.example';
  await page.getByLabel('New e-mail').fill(newEmail);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Send code' }).first().click();
  await expect(page.getByText('Code sent.')).toBeVisible();
  const countdown = page.getByRole('button', { name: /^Send again in \d+ s$/ });
  await expect(countdown).toBeDisabled();
  const before = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  await expect.poll(async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0])).toBeLessThan(before);

  // The code arrives where it was sent: the new address's mailbox.
  const code = await codeSentTo(newEmail, { since: asked });

  await page.getByLabel('Verification code').first().fill(code);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText('Your e-mail address was changed.')).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await page.screenshot({ path: 'test-results/account-settings-en-US.png', fullPage: true });
  await switchLanguage(page, 'zh-CN');
  await context.close();
});

test('coach changes the password, signs in with the new one, and changes it back', async ({ browser }) => {
  const { context, page } = await openSettingsAs(browser, 'zh-CN', 'coach', `${CENTRE_SETTINGS}?section=password`);
  await expect(page.getByLabel('当前密码')).toBeInViewport();
  await page.getByLabel('当前密码').fill(DEMO_PASSWORD);
  await page.getByLabel('新密码', { exact: true }).fill('Better#2027');
  await page.getByLabel('再次输入新密码').fill('Better#2027');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，下次登录请使用新密码。')).toBeVisible();
  await context.close();

  const other = await browser.newContext({ locale: 'en-US' });
  const again = await other.newPage();
  await again.goto(CENTRE_SETTINGS);
  await submitSignIn(again, 'coach', DEMO_PASSWORD);
  await expect(again.getByText('Wrong user name or password.')).toBeVisible();
  await submitSignIn(again, 'coach', 'Better#2027');
  await expect.poll(() => pathOf(again), { timeout: 15_000 }).toBe(CENTRE_SETTINGS);
  await expect(again.getByRole('heading', { name: '个人设置' })).toBeVisible();
  await switchLanguage(again, 'en-US');
  await again.getByLabel('Current password').fill('Better#2027');
  await again.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await again.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(again.getByText('Your password was changed. Use it the next time you sign in.')).toBeVisible();
  await switchLanguage(again, 'zh-CN');
  await other.close();
});

test('coach uploads a PDF CV and previews it in a new tab', async ({ browser }) => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const { context, page } = await openSettingsAs(browser, locale, 'coach');
    const fileName = `${uniqueName(`cv-${locale}`)}.pdf`;
    // The CV's own input: the photo has one too.
    await page.getByLabel(locale === 'zh-CN' ? '上传简历' : 'Upload a CV').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    const entry = page.getByRole('button', { name: fileName, exact: true });
    await expect(entry).toBeVisible();
    const [preview] = await Promise.all([context.waitForEvent('page'), entry.click()]);
    await expect(preview).toHaveURL(/\/system\/reviewfile$/);
    await expect(preview.getByRole('heading', { name: fileName })).toBeVisible({ timeout: 15_000 });
    await expect(preview.locator(`iframe[title="${fileName}"]`)).toBeVisible();
    await expect(preview.getByRole('button', { name: locale === 'zh-CN' ? '下载' : 'Download' })).toBeVisible();
    await preview.screenshot({ path: `test-results/review-file-${locale}.png` });
    await switchLanguage(page, 'zh-CN');
    await context.close();
  }
});

test('the enterprise admin sees the account info read-only', async ({ browser }) => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const { context, page } = await openSettingsAs(browser, locale, 'enterprise', MANAGEMENT_SETTINGS);
    const notice =
      locale === 'zh-CN'
        ? '企业管理员不能修改账号信息，以下内容仅供查看。'
        : 'Enterprise administrators cannot edit account information. The fields below are shown read-only.';
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByLabel(locale === 'zh-CN' ? '姓名' : 'Name')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: locale === 'zh-CN' ? '保存' : 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(上传照片|更换照片|Upload photo|Change photo)$/ })).toHaveCount(0);
    await page.screenshot({ path: `test-results/account-settings-enterprise-${locale}.png`, fullPage: true });
    await switchLanguage(page, 'zh-CN');
    await context.close();
  }
});
