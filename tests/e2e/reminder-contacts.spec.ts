import { expect, test, type Locator, type Page } from '@playwright/test';
import { contractRows, signInToContracts } from './support/contracts';
import { switchLanguage } from './support/session';

// Spec 002 §3 "Reminder contact", §6, §7: the enterprise saves a VRAT reminder contact for East
// Area, finds it offered (ticked) when recharging, and the recharge notice in "Reminders sent".
// The spec works on a contract of its own, so it depends on no other spec's rows.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '.tmp/shots-8196';
const OVERVIEW = '/system/contracts/vrat';
const BASE = '/api/vrclassroom/tenantContract';
const REMARK = 'F-remind';

type Contact = { messageType: string; contact: string };

/** Waits for the history's fold to finish opening, so a screenshot shows it whole. */
const settled = (dialog: Locator) => expect(dialog.locator('.bp6-collapse')).toHaveCSS('overflow-y', 'visible');

const openContacts = async (page: Page, menu: string, item: string) => {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog', { name: item });
};

test('VRAT reminder contacts: saved, offered on recharge, and the notice in the reminders sent', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const enterprise = await signInToContracts(browser, 'enterprise', 'en-US', OVERVIEW);
  const page = enterprise.page;
  await expect(page.getByRole('heading', { name: 'VRAT contracts: Bright Minds Group' })).toBeVisible();
  const api = (method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
    page.request.fetch(path, { method, data, headers: { authorization: enterprise.token() } });

  const below = await api('GET', '/api/business/tenant/nextLevelList');
  const east = ((await below.json()) as { id: string; displayName: string }[]).find(
    (t) => t.displayName === 'East Area',
  )!;
  const before = ((await (await api('GET', `${BASE}/reminder/${east.id}`)).json()) as { contacts: Contact[] }).contacts;

  // A contract of its own, on days no other spec takes (the next free window is tried when taken).
  const { today } = (await (
    await api('POST', `${BASE}/listFromTenant`, { tenantId: east.id, skipCount: 0, maxResultCount: 1 })
  ).json()) as { today: string };
  let contractId = '';
  for (let offset = 100; offset < 400 && !contractId; offset += 7) {
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const created = await api('POST', BASE, {
      tenantId: east.id,
      startTime: day(offset),
      endTime: day(offset + 3),
      unitPrice: 100,
      remark: REMARK,
    });
    if (created.ok()) contractId = ((await created.json()) as { id: string }).id;
  }
  expect(contractId).not.toBe('');
  expect((await api('POST', `${BASE}/${contractId}/enable`)).ok()).toBe(true);

  await page.goto(`${OVERVIEW}?tenantId=${east.id}`);
  await expect(page.getByRole('heading', { name: 'VRAT contracts: East Area' })).toBeVisible({ timeout: 20_000 });

  // Save an e-mail contact. The enterprise is not offered system notices (CenterAdmin or Admin only).
  const address = `vrat-${Date.now()}@east.example`;
  const settings = await openContacts(page, 'Settings', 'Reminder contacts');
  await settings.getByRole('button', { name: 'Add a contact' }).click();
  const row = settings.locator('.atrium-remind-contact-row').last();
  await expect(row.getByRole('combobox', { name: 'Contact type' }).locator('option[value="systemNotice"]')).toHaveCount(
    0,
  );
  await row.getByRole('textbox', { name: 'E-mail' }).fill(address);
  await page.screenshot({ path: `${SHOTS}/vrat-contacts-en.png` });
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Modified', { exact: true })).toBeVisible();
  await expect(settings).toHaveCount(0);

  // The recharge dialog offers it, ticked.
  const mine = contractRows(page).filter({ hasText: REMARK });
  await mine.getByRole('button', { name: 'Recharge/deduct' }).click();
  const recharge = page.getByRole('dialog', { name: 'Recharge/deduct' });
  const offered = recharge.getByRole('checkbox', { name: `E-mail: ${address}` });
  await expect(offered).toBeChecked();
  await recharge.getByLabel('Amount (¥)').fill('100');
  await page.screenshot({ path: `${SHOTS}/vrat-recharge-contacts-en.png` });
  await recharge.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Submitted: the contract was recharged.')).toBeVisible();

  // The recharge notice is in the reminders sent.
  const again = await openContacts(page, 'Settings', 'Reminder contacts');
  await expect(again.getByRole('textbox', { name: 'E-mail' }).last()).toHaveValue(address);
  await again.getByRole('button', { name: 'Reminders sent' }).click();
  const sent = again.getByRole('region', { name: 'Reminders sent' });
  await expect(sent.locator('tbody tr').first()).toContainText('Recharge or deduction notice');
  await expect(sent.locator('tbody tr').first()).toContainText('1 e-mail');
  await settled(again);
  await page.screenshot({ path: `${SHOTS}/vrat-reminders-sent-en.png` });
  await again.getByRole('button', { name: 'Cancel' }).click();

  // The same dialog in Chinese.
  await switchLanguage(page, 'zh-CN');
  const zh = await openContacts(page, '设置', '提醒联系人');
  await expect(zh.getByRole('button', { name: '添加联系人' })).toBeVisible();
  await zh.getByRole('button', { name: '已发送的提醒' }).click();
  await expect(zh.getByRole('region', { name: '已发送的提醒' }).locator('tbody tr').first()).toContainText(
    '充值或扣款通知',
  );
  await settled(zh);
  await page.screenshot({ path: `${SHOTS}/vrat-reminders-sent-zh.png` });
  await zh.getByRole('button', { name: '取消' }).click();

  // The HFS reminder dialog holds the same editor and history (East's HFS line).
  await page.goto(`/system/contracts/hfs?tenantId=${east.id}`);
  await page.getByRole('button', { name: '提醒设置' }).click();
  const hfs = page.getByRole('dialog', { name: '提醒设置' });
  await expect(hfs.getByRole('button', { name: '添加联系人' })).toBeVisible();
  await hfs.getByRole('button', { name: '已发送的提醒' }).click();
  await expect(hfs.locator('.contract-reminder-history, .bp6-non-ideal-state')).toBeVisible();
  await settled(hfs);
  await page.screenshot({ path: `${SHOTS}/hfs-reminder-zh.png` });
  await hfs.getByRole('button', { name: '取消' }).click();

  // Leave East's contacts as they were for the specs after this one.
  expect((await api('PUT', `${BASE}/remindContacts`, { tenantId: east.id, contacts: before })).ok()).toBe(true);
  await enterprise.context.close();
});
