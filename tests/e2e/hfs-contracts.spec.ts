import { expect, test, type Page } from '@playwright/test';
import { contractRows, enDate, pick, signInToContracts, today, unlockAsAdmin, yuan, zhDate } from './support/contracts';
import { signInAs, switchLanguage } from './support/session';

// Spec 002 §2 item 5, §4, §5, §8: the HFS contract screen. The demo tree holds Active contracts
// for Bright Minds Group (ending in about 460 days) and East Area (about 400 days): the
// administrator renews the group's; East Area's is renewed within it and a new one fits after that.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '.tmp/shots-8192';
const OVERVIEW = '/system/contracts/hfs';

const rowOf = (page: Page, state: RegExp) => contractRows(page).filter({ hasText: state });

test('HFS contracts: renew, recharge (seen live), stop, re-enable, create with its recharge step, deduct, delete', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const d = today();

  // The administrator, in Chinese: unlock, then renew the group's contract to leave room below it.
  const admin = await signInToContracts(browser, 'admin', 'zh-CN', OVERVIEW);
  await unlockAsAdmin(admin.page, admin.token, 'hfs', 'zh-CN');
  await admin.page.getByRole('link', { name: 'Bright Minds Group' }).click();
  await expect(admin.page.getByRole('heading', { name: '合同：Bright Minds Group' })).toBeVisible();
  const groupRow = rowOf(admin.page, /生效中/).first();
  await groupRow.getByRole('button', { name: '续期' }).click();
  const renew = admin.page.getByRole('dialog', { name: '合同续期' });
  await pick(renew.getByRole('group', { name: '新的结束日期' }), zhDate(d.plus({ days: 500 })), '下个月');
  await renew.getByRole('button', { name: '续期' }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(admin.page.getByText(`已续期至 ${zhDate(d.plus({ days: 500 }))}`)).toBeVisible();
  await expect(groupRow).toContainText(zhDate(d.plus({ days: 500 })));
  await admin.page.screenshot({ path: `${SHOTS}/hfs-admin-group-zh.png`, fullPage: true });

  // The enterprise, in English: its own contracts read-only, and East Area's to manage.
  const enterprise = await signInToContracts(browser, 'enterprise', 'en-US', OVERVIEW);
  const page = enterprise.page;
  await expect(page.getByRole('heading', { name: 'Contracts: Bright Minds Group' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New contract' })).toHaveCount(0);
  await page.getByRole('link', { name: 'East Area' }).click();
  await expect(page.getByRole('heading', { name: 'Contracts: East Area' })).toBeVisible();
  const eastUrl = page.url();
  await page.screenshot({ path: `${SHOTS}/hfs-enterprise-east-en.png`, fullPage: true });

  // The screen carries East Area's HFS project switch: closing it is refused while centres below
  // still have it open, and they are named.
  const hfsSwitch = page.getByRole('checkbox', { name: 'HFS of East Area' });
  if (!(await hfsSwitch.isChecked())) {
    await hfsSwitch.click({ force: true });
    await expect(hfsSwitch).toBeChecked();
  }
  await hfsSwitch.click({ force: true });
  const refused = page.getByRole('dialog', { name: 'Close failed' });
  await expect(refused.getByRole('listitem')).toContainText(['Sunrise Centre']);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(hfsSwitch).toBeChecked();

  // A second browser on the same screen follows every change live.
  const watcher = await signInAs(browser, 'enterprise', {
    locale: 'en-US',
    path: new URL(eastUrl).pathname + new URL(eastUrl).search,
  });
  const watched = rowOf(watcher.page, /Active/).first();
  await expect(watched).toBeVisible();
  const amountBefore = yuan((await watched.locator('td').nth(3).innerText()).trim());

  const east = rowOf(page, /Active/).first();
  await east.getByRole('button', { name: 'Recharge', exact: true }).click();
  const money = page.getByRole('dialog', { name: 'Recharge' });
  await money.getByLabel('Recharge amount (¥)').fill('100.5');
  await money.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('It takes effect at once if the contract is within its validity.');
  await expect(confirm).toContainText("This occupies ¥100.50 of the parent contract's amount.");
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Submitted: the contract was recharged.')).toBeVisible();
  const after = (amountBefore + 100.5).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(watched.locator('td').nth(3)).toHaveText(`¥${after}`);
  await watcher.page.screenshot({ path: `${SHOTS}/hfs-live-en.png`, fullPage: true });

  // Renew East Area's contract within the group's new end.
  await east.getByRole('button', { name: 'Renew' }).click();
  const renewEast = page.getByRole('dialog', { name: 'Renew the contract' });
  await pick(renewEast.getByRole('group', { name: 'New end date' }), enDate(d.plus({ days: 420 })), 'Next month');
  await renewEast.getByRole('button', { name: 'Renew' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(east).toContainText(enDate(d.plus({ days: 420 })));

  // Stop: the confirmation warns the centre loses the service; only deduction is left.
  await east.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The centre will lose the service');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click();
  const stopped = rowOf(page, /Stopped/).first();
  await expect(stopped).toBeVisible();
  await expect(stopped.getByRole('button', { name: 'Recharge', exact: true })).toHaveCount(0);
  await expect(rowOf(watcher.page, /Stopped/).first()).toBeVisible();

  // Re-enable, in Chinese.
  await switchLanguage(page, 'zh-CN');
  await rowOf(page, /已停用/)
    .first()
    .getByRole('button', { name: '重新启用' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: '重新启用' }).click();
  await expect(page.getByText('重新启用成功')).toBeVisible();
  await expect(rowOf(page, /生效中/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hfs-enterprise-east-zh.png`, fullPage: true });
  await switchLanguage(page, 'en-US');

  // A new contract after the renewed one: saved NotEnable, then straight on to its recharge amount.
  await page.getByRole('button', { name: 'New contract' }).click();
  const form = page.getByRole('dialog', { name: 'New HFS contract' });
  await pick(form.getByRole('group', { name: 'Start date' }), enDate(d.plus({ days: 425 })), 'Next month');
  await pick(form.getByRole('group', { name: 'End date' }), enDate(d.plus({ days: 435 })), 'Next month');
  // Past days cannot be picked.
  await page.screenshot({ path: `${SHOTS}/hfs-create-en.png` });
  await form.getByRole('button', { name: 'Save and enter the recharge amount' }).click();
  const step = page.getByRole('dialog', { name: 'Recharge amount of the new contract' });
  await step.getByLabel('Recharge amount (¥)').fill('50');
  await step.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alertdialog')).toContainText("This occupies ¥50.00 of the parent contract's amount.");
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const fresh = rowOf(page, /Not enabled/).filter({ hasText: enDate(d.plus({ days: 425 })) });
  await expect(fresh).toContainText('¥50.00');
  await fresh.getByRole('button', { name: 'Formally enable' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Formally enable' }).click();
  const notActive = rowOf(page, /Not active/).filter({ hasText: enDate(d.plus({ days: 425 })) });
  await expect(notActive).toBeVisible();

  // The administrator may deduct (the enterprise profile may not: it is not offered).
  await expect(
    rowOf(page, /Active/)
      .first()
      .getByRole('button', { name: /Deduct/ }),
  ).toHaveCount(0);
  await admin.page.goto(new URL(eastUrl).pathname + new URL(eastUrl).search);
  const adminEast = rowOf(admin.page, /生效中/).first();
  await adminEast.getByRole('button', { name: '充值/扣款' }).click();
  const deduct = admin.page.getByRole('dialog', { name: '充值/扣款' });
  await deduct.getByText('扣款', { exact: true }).click();
  await deduct.getByLabel('扣款金额（元）').fill('0.5');
  await deduct.getByRole('button', { name: '提交' }).click();
  await expect(admin.page.getByRole('alertdialog')).toContainText('在有效期内立即生效');
  await admin.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(admin.page.getByText('提交成功，已扣款。')).toBeVisible();
  await admin.page.screenshot({ path: `${SHOTS}/hfs-admin-east-zh.png`, fullPage: true });

  // Records show each step; then the new contract is deleted and its money goes back.
  await rowOf(page, /Active/)
    .first()
    .getByRole('button', { name: 'Records', exact: true })
    .click();
  const records = page.getByRole('dialog', { name: 'Contract records' });
  await expect(records.getByRole('row')).not.toHaveCount(1);
  // A recharge record's remark is corrected in place; its money stays as it was.
  const firstRecord = records.getByRole('row').nth(1);
  const recordMoney = await firstRecord.getByRole('cell').nth(2).textContent();
  await firstRecord.locator('.bp6-editable-text').click();
  await records.getByRole('textbox').fill('Invoice 2026-118');
  await records.getByRole('textbox').press('Enter');
  await expect(page.getByText('Remark saved.')).toBeVisible();
  await expect(firstRecord).toContainText('Invoice 2026-118');
  await expect(firstRecord.getByRole('cell').nth(2)).toHaveText(recordMoney ?? '');
  await records.getByRole('tab', { name: 'Operation and price records' }).click();
  await expect(records).toContainText('Re-enabled');
  await expect(records).toContainText('Stopped');
  await expect(records).toContainText('Renewed');
  await page.screenshot({ path: `${SHOTS}/hfs-records-en.png` });
  await records.getByRole('button', { name: 'Close' }).click();

  await notActive.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted: ¥50.00 was returned to the parent contract.')).toBeVisible();
  await expect(notActive).toHaveCount(0);

  await watcher.context.close();
  await enterprise.context.close();
  await admin.context.close();
});
