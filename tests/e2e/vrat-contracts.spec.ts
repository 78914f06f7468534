import { expect, test, type Page } from '@playwright/test';
import { contractRows, pick, signInToContracts, today, unlockAsAdmin, yuan, zhDate } from './support/contracts';
import { signInAs } from './support/session';

// Spec 002 §2 item 6, §4, §5, §8: the VRAT contract screen. The demo's Bright Minds Group holds an
// Active VRAT contract (one test at ¥200, until about 460 days from now); East Area has none, so
// the administrator creates one for it, and the enterprise manages it afterwards.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '.tmp/shots-8191';
const OVERVIEW = '/system/contracts/vrat';

const rowOf = (page: Page, text: RegExp | string) => contractRows(page).filter({ hasText: text });

test('VRAT contracts: two-step creation, recharge with free tests, deduct, renew, stop, re-enable, unit price, relock, live', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const d = today();
  const end = d.plus({ days: 30 });
  const renewed = d.plus({ days: 60 });

  // The administrator, in Chinese: unlock the VRAT line, then open East Area below the group.
  const admin = await signInToContracts(browser, 'admin', 'zh-CN', OVERVIEW);
  const page = admin.page;
  await unlockAsAdmin(page, admin.token, 'vrat', 'zh-CN');
  await page.getByRole('link', { name: 'Bright Minds Group' }).click();
  await expect(page.getByRole('heading', { name: 'VRAT 合同：Bright Minds Group' })).toBeVisible();
  const groupId = new URL(page.url()).searchParams.get('tenantId')!;
  const below = await page.request.get(`/api/business/tenant/nextLevelList?tenantId=${groupId}`, {
    headers: { authorization: admin.token() },
  });
  const east = ((await below.json()) as { id: string; displayName: string }[]).find(
    (t) => t.displayName === 'East Area',
  )!;
  const eastPath = `${OVERVIEW}?tenantId=${east.id}`;
  // A reload signs in again silently (the tokens live in memory): give it time.
  await page.goto(eastPath);
  await expect(page.getByRole('heading', { name: 'VRAT 合同：East Area' })).toBeVisible({ timeout: 20_000 });

  // Two steps: the contract (past days disabled, unit price > 0), then its recharge with free tests.
  await page.getByRole('button', { name: '新建合同' }).click();
  const form = page.getByRole('dialog', { name: '新建 VRAT 合同' });
  await expect(
    form.getByRole('group', { name: '开始日期' }).getByRole('button', { name: zhDate(d.minus({ days: 1 })) }),
  ).toBeDisabled();
  await pick(form.getByRole('group', { name: '开始日期' }), zhDate(d), '下个月');
  await pick(form.getByRole('group', { name: '结束日期' }), zhDate(end), '下个月');
  await form.getByLabel('单价').fill('0');
  await form.getByRole('button', { name: '保存并填写充值金额' }).click();
  await expect(form.getByText('单价必须大于 0，最多两位小数。')).toBeVisible();
  await form.getByLabel('单价').fill('250');
  await form.getByLabel('备注').fill('East Area VRAT pilot contract');
  await page.screenshot({ path: `${SHOTS}/vrat-create-zh.png` });
  await form.getByRole('button', { name: '保存并填写充值金额' }).click();

  const step = page.getByRole('dialog', { name: '新合同的充值金额' });
  await step.getByLabel('金额（元）').fill('1000');
  await step.getByLabel('免费次数').fill('3');
  // floor(1000 / 250) = 4 tests; the maximum is floor(parent / buy price) × selling price.
  await expect(step).toContainText('折合 4 次');
  await expect(step).toContainText('充值上限');
  await page.screenshot({ path: `${SHOTS}/vrat-recharge-zh.png` });
  await step.getByRole('button', { name: '提交' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('在有效期内立即生效');
  await expect(confirm).toContainText('同时变动的免费次数：3');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功，已充值。')).toBeVisible();

  const fresh = rowOf(page, 'East Area…');
  await expect(fresh).toContainText('未启用');
  await expect(fresh).toContainText('¥1,000.00');
  // The remark of 10 characters or more is cut, the whole of it in a tooltip.
  await expect(fresh).not.toContainText('East Area VRAT pilot contract');
  await fresh.getByRole('button', { name: '正式启用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '正式启用' }).click();
  await expect(page.getByText('启用成功')).toBeVisible();
  await expect(fresh).toContainText('生效中');
  await expect(fresh).toContainText('已启用');
  // The administrator may not change the unit price (spec 002 §4).
  await expect(fresh.getByRole('button', { name: '修改单价' })).toHaveCount(0);

  // Deduct with a negative amount.
  await fresh.getByRole('button', { name: '充值/扣款' }).click();
  const money = page.getByRole('dialog', { name: '充值/扣款' });
  await money.getByLabel('金额（元）').fill('-100');
  await money.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('扣款');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功，已扣款。')).toBeVisible();
  await expect(fresh).toContainText('¥900.00');

  // Renew within the parent's end.
  await fresh.getByRole('button', { name: '续期' }).click();
  const renew = page.getByRole('dialog', { name: '合同续期' });
  await pick(renew.getByRole('group', { name: '新的结束日期' }), zhDate(renewed), '下个月');
  await renew.getByRole('button', { name: '续期' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(fresh).toContainText(zhDate(renewed));

  // Stop: the centre loses the service; only deduction is left. Then re-enable.
  await fresh.getByRole('button', { name: '停用' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('中心将失去该服务');
  await page.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
  await expect(fresh).toContainText('已停用');
  await expect(fresh.getByRole('button', { name: '扣款', exact: true })).toBeVisible();
  await expect(fresh.getByRole('button', { name: '充值/扣款' })).toHaveCount(0);
  await fresh.getByRole('button', { name: '重新启用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '重新启用' }).click();
  await expect(page.getByText('重新启用成功')).toBeVisible();
  await expect(fresh).toContainText('生效中');
  await page.screenshot({ path: `${SHOTS}/vrat-admin-east-zh.png`, fullPage: true });

  // Records show each step.
  await fresh.getByRole('button', { name: '记录' }).click();
  const records = page.getByRole('dialog', { name: '合同记录' });
  await expect(records).toContainText('¥1,000.00');
  await expect(records).toContainText(/-¥100\.00|¥-100\.00/);
  await records.getByRole('tab', { name: '操作与价格记录' }).click();
  for (const done of ['正式启用', '续期', '停用', '重新启用']) await expect(records).toContainText(done);
  await page.screenshot({ path: `${SHOTS}/vrat-records-zh.png` });
  await records.getByRole('button', { name: '关闭' }).click();

  // A token the server no longer accepts: the next call answers 412 and the area locks again.
  await page.evaluate(() => localStorage.setItem('vratContractToken', 'not-a-token'));
  await fresh.getByRole('button', { name: '记录' }).click();
  await expect(page.getByTestId('contract-lock-vrat')).toBeVisible();
  await admin.context.close();

  // The enterprise, in English: East Area's contract to manage, a second browser following along.
  const enterprise = await signInToContracts(browser, 'enterprise', 'en-US', OVERVIEW);
  const ep = enterprise.page;
  await expect(ep.getByRole('heading', { name: 'VRAT contracts: Bright Minds Group' })).toBeVisible();
  await ep.getByRole('link', { name: 'East Area' }).click();
  await expect(ep.getByRole('heading', { name: 'VRAT contracts: East Area' })).toBeVisible();
  const mine = rowOf(ep, 'East Area…');
  await expect(mine).toContainText('Active');

  const watcher = await signInAs(browser, 'enterprise', { locale: 'en-US', path: eastPath });
  const watched = rowOf(watcher.page, 'East Area…');
  await expect(watched).toBeVisible();
  // Open status, state, start, end, selling price, amount.
  const before = yuan((await watched.locator('td').nth(5).innerText()).trim());

  // The enterprise's own tenant is the top of its tree: it may change the unit price.
  await mine.getByRole('button', { name: 'Change unit price' }).click();
  const price = ep.getByRole('dialog', { name: 'Change unit price' });
  await price.getByLabel('New unit price (¥)').fill('300');
  await price.getByRole('button', { name: 'Save' }).click();
  await ep.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(ep.getByText('Modified: the unit price is ¥300.00.')).toBeVisible();
  await expect(watched.locator('td').nth(4)).toHaveText('¥300.00');
  // The row shows the new price before the recharge dialog, which computes with it, is opened.
  await expect(mine.locator('td').nth(4)).toHaveText('¥300.00');

  await mine.getByRole('button', { name: 'Recharge/deduct' }).click();
  const recharge = ep.getByRole('dialog', { name: 'Recharge/deduct' });
  await recharge.getByLabel('Amount (¥)').fill('600');
  await recharge.getByLabel('Free tests').fill('1');
  await expect(recharge).toContainText('Equals 2 tests at ¥300.00 each.');
  await ep.screenshot({ path: `${SHOTS}/vrat-recharge-en.png` });
  await recharge.getByRole('button', { name: 'Submit' }).click();
  await expect(ep.getByRole('alertdialog')).toContainText(
    'It takes effect at once if the contract is within its validity.',
  );
  await ep.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(ep.getByText('Submitted: the contract was recharged.')).toBeVisible();
  const after = (before + 600).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(watched.locator('td').nth(5)).toHaveText(`¥${after}`);
  await watcher.page.screenshot({ path: `${SHOTS}/vrat-live-en.png`, fullPage: true });

  await mine.getByRole('button', { name: 'Records', exact: true }).click();
  const log = ep.getByRole('dialog', { name: 'Contract records' });
  await log.getByRole('tab', { name: 'Operation and price records' }).click();
  await expect(log).toContainText('Unit price changed');
  await expect(log).toContainText('¥300.00');
  await ep.screenshot({ path: `${SHOTS}/vrat-records-en.png` });
  await log.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();

  // The top-right menu: reminder times (switch off sends -20) and amount.
  await ep.getByRole('button', { name: 'Settings' }).click();
  await ep.getByRole('menuitem', { name: 'Reminder times' }).click();
  const times = ep.getByRole('dialog', { name: 'Reminder times' });
  await times.getByLabel('Remind below this many tests').fill('5');
  await times.getByRole('button', { name: 'Save' }).click();
  await expect(ep.getByText('Modified', { exact: true })).toBeVisible();
  await ep.screenshot({ path: `${SHOTS}/vrat-enterprise-east-en.png`, fullPage: true });

  await watcher.context.close();
  await enterprise.context.close();
});
