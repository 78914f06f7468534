import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { signInAs, switchLanguage, type Locale } from './session';

// What the contract specs (HFS, VRAT, resources, reminders, the lock) do alike: sign in to a
// contract screen in a language, unlock it as the administrator, pick days, read amounts.

/** The demo administrator's phone: where the contract area's verification code is sent. */
export const ADMIN_PHONE = '13800138001';

/** The centres' calendar day (the server's TIMEZONE): contract dates are days there. */
export const today = () => DateTime.now().setZone('Asia/Shanghai').startOf('day');
export const zhDate = (d: DateTime) => d.toFormat('yyyy/MM/dd');
export const enDate = (d: DateTime) => d.toFormat('dd/MM/yyyy');

/** A table's yuan text ('¥1,234.50') as a number. */
export const yuan = (text: string) => Number(text.replace(/[¥,]/g, ''));

/** Signs in as `userName` on `path` and switches the console to `locale` (the user's stored one may differ). */
export const signInToContracts = async (browser: Browser, userName: string, locale: Locale, path: string) => {
  const session = await signInAs(browser, userName, { locale, path });
  await switchLanguage(session.page, locale);
  return session;
};

/**
 * Picks the day labelled `label` in a month picker: forward month by month from where it opened
 * until the day is shown, then waits for it to be offered (the days allowed come with the parent's
 * contract: a picker still loading has every day disabled). The picker is waited for first: a
 * dialog shows it only once its date limits have come, and counting days before then would page on.
 */
export const pick = async (picker: Locator, label: string, next: string) => {
  await expect(picker).toBeVisible();
  const button = picker.getByRole('button', { name: label, exact: true }).first();
  for (let i = 0; i < 24 && (await button.count()) === 0; i += 1) {
    await picker.getByRole('button', { name: next }).click();
  }
  await expect(button, `day ${label} offered`).toBeEnabled();
  await button.click();
};

/**
 * The six-digit code of the latest SMS to `phone`, read from the demo's message log by the
 * admin it was sent to: the log shows a message in full to its recipient only.
 */
export const codeSentTo = async (page: Page, token: string, phone = ADMIN_PHONE) => {
  const sent = await page.request.get('/api/business/sentMessages?maxResultCount=20', {
    headers: { authorization: token },
  });
  expect(sent.status()).toBe(200);
  const { items } = (await sent.json()) as { items: { recipient: string; body: string }[] };
  const code = /\b(\d{6})\b/.exec(items.find((m) => m.recipient.endsWith(phone))?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
};

const LOCK_WORDS: Record<
  Locale,
  { locked: (line: string) => string; send: string; sent: string; tooSoon: RegExp; again: string; unlock: string }
> = {
  'zh-CN': {
    locked: (line) => `${line} 合同区域已锁定`,
    send: '发送验证码',
    sent: '验证码已通过短信发送到您的手机。',
    tooSoon: /请在 \d+ 秒后再试/,
    again: '重新发送',
    unlock: '解锁',
  },
  'en-US': {
    locked: (line) => `The ${line} contract area is locked`,
    send: 'Send verification code',
    sent: 'A verification code was sent to your phone by SMS.',
    tooSoon: /in \d+ seconds/,
    again: 'Send again',
    unlock: 'Unlock',
  },
};

/**
 * Unlocks the line's contract area as the administrator with the real code of the SMS it was sent.
 * Another spec may have asked for the admin's code less than 60 s ago (each line has its own
 * window): the server then says when to try again, and the button counts down to it.
 */
export const unlockAsAdmin = async (page: Page, token: () => string, line: 'hfs' | 'vrat', locale: Locale) => {
  const words = LOCK_WORDS[locale];
  const card = page.getByTestId(`contract-lock-${line}`);
  await expect(card.getByRole('heading', { name: words.locked(line.toUpperCase()) })).toBeVisible();
  await card.getByRole('button', { name: words.send }).click();
  const codeSent = card.getByText(words.sent);
  const tooSoon = card.getByRole('alert').filter({ hasText: words.tooSoon });
  await expect(codeSent.or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    await expect(card.getByRole('button', { name: words.again })).toBeEnabled({ timeout: 65_000 });
    await card.getByRole('button', { name: words.again }).click();
  }
  await expect(codeSent).toBeVisible();
  await card.getByRole('textbox').fill(await codeSentTo(page, token()));
  await card.getByRole('button', { name: words.unlock }).click();
  await expect(card).toHaveCount(0);
};

/** The rows of the contract table on the screen (either line's). */
export const contractRows = (page: Page) => page.locator('.atrium-contract-table tbody tr');
