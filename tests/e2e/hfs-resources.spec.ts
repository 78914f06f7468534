import { expect, test, type Page } from '@playwright/test';
import { contractRows, signInToContracts } from './support/contracts';
import { switchLanguage } from './support/session';

// Spec 002 §2 item 5 (resource tabs with prices), §3 HFS contract resource, §4 and §5: the
// enterprise prices resources on East Area's Active contract, in English then in Chinese, and
// deletes a recharge record, whose amount goes back to the group's contract. It adds its own rows
// (resources East Area does not hold in the demo) and leaves the contract's money as it found it.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '.tmp/shots-8192';
const OVERVIEW = '/system/contracts/hfs';
const BASE = '/api/rocket/tenantContract';

const activeRow = (page: Page, label: string) =>
  contractRows(page)
    .filter({ has: page.locator('.bp6-tag', { hasText: new RegExp(`^${label}$`) }) })
    .first();
const tableRow = (dialog: ReturnType<Page['getByRole']>, name: string) =>
  dialog.locator('.atrium-hfs-resources tbody tr').filter({ hasText: name });

test('HFS contract resources: add with prices, edit and see its record, flat price, class plans, delete; delete a recharge record', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const enterprise = await signInToContracts(browser, 'enterprise', 'en-US', OVERVIEW);
  const page = enterprise.page;
  await page.getByRole('link', { name: 'East Area' }).click();
  await expect(page.getByRole('heading', { name: 'Contracts: East Area' })).toBeVisible();
  const contractId = await activeRow(page, 'Active').getAttribute('data-contract-id');
  expect(contractId).toBeTruthy();

  await activeRow(page, 'Active').getByRole('button', { name: 'Resources', exact: true }).click();
  const resources = page.getByRole('dialog', { name: 'Resources and prices' });
  await expect(resources.getByRole('tab', { name: 'Assessments' })).toHaveAttribute('aria-selected', 'true');

  // Add two assessments from what the catalogue still offers, each at its price.
  await resources.getByRole('button', { name: 'Add resources' }).click();
  const add = page.getByRole('dialog', { name: 'Add Assessments' });
  await add.getByText('SNAP-IV 行为量表 Behaviour scale').click();
  await add.getByRole('textbox', { name: 'Price of SNAP-IV 行为量表 Behaviour scale' }).fill('66.5');
  await add.getByText('持续性注意力评估 Sustained attention').click();
  await add.getByRole('textbox', { name: 'Price of 持续性注意力评估 Sustained attention' }).fill('-1');
  await add.getByRole('button', { name: 'Add resources' }).click();
  await expect(add.getByText('Enter a price of at least 0 with at most two decimals.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Price of 持续性注意力评估 Sustained attention' }).fill('50');
  await add.getByRole('button', { name: 'Add resources' }).click();
  await expect(page.getByText('Resources added: 2.')).toBeVisible();
  await expect(tableRow(resources, 'Behaviour scale')).toContainText('¥66.50');

  // Edit a price, then its buying-price records show both, newest first, with who set them.
  await tableRow(resources, 'Behaviour scale').getByRole('button', { name: 'Edit price' }).click();
  const edit = page.getByRole('dialog', { name: 'Price of SNAP-IV 行为量表 Behaviour scale' });
  await edit.getByRole('textbox', { name: 'Price' }).fill('70');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(tableRow(resources, 'Behaviour scale')).toContainText('¥70.00');
  await tableRow(resources, 'Behaviour scale').getByRole('button', { name: 'Price records' }).click();
  const records = page.getByRole('dialog', { name: 'Price records of SNAP-IV 行为量表 Behaviour scale' });
  await expect(records.locator('tbody tr')).toHaveCount(2);
  await expect(records.locator('tbody tr').first()).toContainText('¥70.00');
  await expect(records.locator('tbody tr').nth(1)).toContainText('¥66.50');
  await page.screenshot({ path: `${SHOTS}/hfs-resources-records-en.png` });
  await records.getByRole('button', { name: 'Close' }).click();

  // Delete one, after confirming.
  await tableRow(resources, 'Sustained attention').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Resource removed from the contract.')).toBeVisible();
  await expect(tableRow(resources, 'Sustained attention')).toHaveCount(0);

  // Online and offline plan courses, then the flat price update over a selection of them.
  for (const [tab, name, price] of [
    ['Online plan courses', '线上专注力方案 Online focus plan', '100'],
    ['Offline plan courses', '精细动作方案 Fine motor plan', '90'],
  ] as const) {
    await resources.getByRole('tab', { name: tab }).click();
    await resources.getByRole('button', { name: 'Add resources' }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${tab}` });
    await dialog.getByText(name).click();
    await dialog.getByRole('textbox', { name: `Price of ${name}` }).fill(price);
    await dialog.getByRole('button', { name: 'Add resources' }).click();
    await expect(page.getByText('Resources added: 1.')).toBeVisible();
    await expect(tableRow(resources, name)).toBeVisible();
  }
  await resources.getByRole('button', { name: 'Flat price' }).click();
  const flat = page.getByRole('dialog', { name: 'Flat price update' });
  await flat.getByRole('textbox', { name: 'Online flat price' }).fill('120');
  await flat.getByRole('button', { name: 'Save' }).click();
  await expect(flat.getByText('Choose at least one resource.')).toBeVisible();
  await flat.getByRole('textbox', { name: 'Offline flat price' }).fill('95.5');
  await flat.getByText('线上专注力方案 Online focus plan').click();
  await flat.getByText('精细动作方案 Fine motor plan').click();
  await page.screenshot({ path: `${SHOTS}/hfs-resources-flat-en.png` });
  await flat.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Prices updated: 2.')).toBeVisible();
  await expect(tableRow(resources, 'Fine motor plan')).toContainText('¥95.50');

  // A class plan: an App and a Web price for each class kind.
  await resources.getByRole('tab', { name: 'Class plans' }).click();
  await resources.getByRole('button', { name: 'Add resources' }).click();
  const plan = page.getByRole('dialog', { name: 'Add Class plans' });
  await plan.getByText('社交班课方案 Social skills class plan').click();
  const inputs = plan.locator('.atrium-hfs-class-prices input');
  await expect(inputs).toHaveCount(12);
  for (let i = 0; i < 12; i += 1) await inputs.nth(i).fill(String(40 + i));
  await page.screenshot({ path: `${SHOTS}/hfs-resources-plan-en.png` });
  await plan.getByRole('button', { name: 'Add resources' }).click();
  await expect(tableRow(resources, 'Social skills class plan')).toContainText('1 to 1: ¥40.00 / ¥41.00');
  await page.screenshot({ path: `${SHOTS}/hfs-resources-en.png` });
  await resources.getByRole('button', { name: 'Close' }).click();

  // In Chinese: the same resources, and a recharge record deleted by a reversing entry.
  await switchLanguage(page, 'zh-CN');
  await activeRow(page, '生效中').getByRole('button', { name: '资源', exact: true }).click();
  const zh = page.getByRole('dialog', { name: '资源与价格' });
  await expect(tableRow(zh, 'Behaviour scale')).toContainText('¥70.00');
  await page.screenshot({ path: `${SHOTS}/hfs-resources-zh.png` });
  await zh.getByRole('tab', { name: '班课方案' }).click();
  await expect(tableRow(zh, 'Social skills class plan')).toContainText('一对一: ¥40.00 / ¥41.00');
  await tableRow(zh, 'Social skills class plan').getByRole('button', { name: '价格记录' }).click();
  await expect(page.getByRole('dialog', { name: '社交班课方案 Social skills class plan的价格记录' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hfs-resources-plan-records-zh.png` });
  await page
    .getByRole('dialog', { name: /的价格记录$/ })
    .getByRole('button', { name: /Close|关闭/ })
    .click();
  await zh.getByRole('button', { name: /Close|关闭/ }).click();

  const strip = page.getByRole('group', { name: '余额信息' });
  const parentBalance = strip.locator('.atrium-contract-strip-item').filter({ hasText: '上级合同余额' });
  const before = await parentBalance.locator('.atrium-contract-strip-value').innerText();
  const recharged = await page.request.post(`${BASE}/recharge`, {
    headers: { authorization: enterprise.token() },
    data: { contractId, money: 12.34, isRecharge: true, remark: 'e2e 待删除' },
  });
  expect(recharged.status()).toBe(200);
  await expect(parentBalance.locator('.atrium-contract-strip-value')).not.toHaveText(before);
  await activeRow(page, '生效中').getByRole('button', { name: '记录', exact: true }).click();
  const history = page.getByRole('dialog', { name: '合同记录' });
  const record = history.locator('tbody tr').filter({ hasText: '¥12.34' }).first();
  await record.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('充值记录已删除，金额已冲回。')).toBeVisible();
  await expect(history.locator('tbody tr').filter({ hasText: '冲正' }).first()).toContainText('-¥12.34');
  await expect(history.locator('tbody tr').filter({ hasText: '已删除' }).first()).toContainText('¥12.34');
  await page.screenshot({ path: `${SHOTS}/hfs-records-deleted-zh.png` });
  await history.getByRole('button', { name: /Close|关闭/ }).click();
  await expect(parentBalance.locator('.atrium-contract-strip-value')).toHaveText(before);
  await enterprise.context.close();
});
