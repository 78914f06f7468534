import { expect, test, type Page } from '@playwright/test';
import { codeSentTo, signInToContracts } from './support/contracts';
import { switchLanguage } from './support/session';

// Spec 002 §4 "Verification lock", §2 item 6, §8 "Code 412": the platform administrator's
// contract area stays locked until a code sent to their phone is confirmed; a token the server
// no longer accepts locks it again.

/** The HFS contract screen, behind <ContractLock line="hfs">; the VRAT one is not built yet. */
const CONTRACT_AREA = '/system/contracts/hfs';
const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '.tmp/shots-8193';

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test('admin unlocks the contract area with an SMS code, in both languages, and a refused token relocks it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, token } = await signInToContracts(browser, 'admin', 'zh-CN', CONTRACT_AREA);
  const card = page.getByTestId('contract-lock-hfs');
  const content = page.getByTestId('contract-unlocked-hfs');

  await expect(card.getByRole('heading', { name: 'HFS 合同区域已锁定' })).toBeVisible();
  await expect(content).toHaveCount(0);
  await card.getByRole('button', { name: '解锁' }).click();
  await expect(card.getByText('请输入验证码')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contract-lock-zh.png` });

  await switchLanguage(page, 'en-US');
  await expect(card.getByRole('heading', { name: 'The HFS contract area is locked' })).toBeVisible();
  await card.getByRole('button', { name: 'Send verification code' }).click();
  await expect(card.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  await expect(card.getByText('A verification code was sent to your phone by SMS.')).toBeVisible();
  expect(Number(await stored(page, 'hfsCodeTime'))).toBeGreaterThan(0);
  const code = await codeSentTo(page, token());
  await page.screenshot({ path: `${SHOTS}/contract-lock-sent-en.png` });

  await card.getByLabel(/Verification code/).fill(code === '000000' ? '111111' : '000000');
  await card.getByRole('button', { name: 'Unlock' }).click();
  // The server's words follow the browser's Accept-Language (zh-CN here), as every server message does.
  await expect(card.getByRole('alert')).toContainText(/验证码错误|Verification code wrong/);

  await card.getByLabel(/Verification code/).fill(code);
  await card.getByRole('button', { name: 'Unlock' }).click();
  await expect(content).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await stored(page, 'hfsContractToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(Number(await stored(page, 'hfsContractTime'))).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/contract-lock-unlocked-en.png` });

  // A reload keeps the unlock: the times and the token are in local storage.
  await page.reload();
  await expect(content).toBeVisible();

  // A token the server refuses (412) clears the verification state and locks the view again.
  await page.evaluate(() => localStorage.setItem('hfsContractToken', 'not.a.token'));
  await page.reload();
  await expect(card.getByRole('heading', { name: 'The HFS contract area is locked' })).toBeVisible();
  await expect(card.getByText(/unlock period is over or no longer valid/)).toBeVisible();
  await expect(content).toHaveCount(0);
  expect(await stored(page, 'hfsContractToken')).toBeNull();
  expect(await stored(page, 'hfsContractTime')).toBeNull();
  await page.screenshot({ path: `${SHOTS}/contract-lock-relocked-en.png` });

  await switchLanguage(page, 'zh-CN');
  await expect(card.getByText('解锁已过期或失效，请重新确认验证码。')).toBeVisible();
  await context.close();
});
