import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';
import { uniqueName } from './support/unique';

// Issue 19 item 1 (spec 000 §2 "Archives", 001 §4 "The subject's two profile lists"): a centre
// admin in Chinese asks to arrange a plan for a new child, is told to fill in the profile first and
// opens the archives in a new tab from there, adds a Profile and a Diagnostic information entry, and
// back on the plan tab arranging now opens the plan-type modal; a coach in English opens a demo
// child's archives from the child's card and reads them.

const DETAIL = '/system/center/detail/subjectDetail';
const SHOTS = process.env['ARCHIVE_SHOTS'];

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('centeradmin (zh-CN) is asked for the profile, fills it in the archives tab, then arranges', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, token } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(page, 'zh-CN');
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  const name = uniqueName('档案儿童');
  const added = await graphql(
    page,
    token(),
    'mutation Add($input: AddSubjectsInput!) { addSubjects(input: $input) { id name } }',
    { input: { subjects: [{ name, birthDay: '2018-03-01', gender: 'Male' }] } },
  );
  const childId = (added['addSubjects'] as { id: string }[])[0]!.id;

  await page.goto(`${DETAIL}?id=${childId}&tab=OfflinePlan`);
  await expect(page.getByRole('tab', { name: '线下方案', selected: true })).toBeVisible();
  await page.getByRole('button', { name: '安排方案' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByText('请先完善档案')).toBeVisible();
  await expect(ask.getByText(/目前分别为 0 条和 0 条/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: '安排方案' })).toBeHidden();
  await shoot(page, 'zh-CN-profile-first');
  const opened = context.waitForEvent('page');
  await ask.getByRole('button', { name: '打开档案' }).click();
  // The new tab signs in on its own (the session's cookie) and lands on the archives.
  const archives = await opened;
  await expect.poll(() => new URL(archives.url()).pathname, { timeout: 20_000 }).toBe('/system/archives');
  expect(new URL(archives.url()).searchParams.get('subjectId')).toBe(childId);
  await expect(archives.getByRole('heading', { level: 1, name: '档案' })).toBeVisible();
  await expect(archives.getByText(`${name}的档案`)).toBeVisible();
  await expect(archives.getByText('基本资料和诊断信息各有一条记录后，才能安排方案。')).toBeVisible();

  // The profile: the dialog says what is missing before it sends anything.
  await archives.getByRole('button', { name: '新增记录' }).click();
  let dialog = archives.getByRole('dialog', { name: '新增记录：基本资料' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入标题。')).toBeVisible();
  await dialog.getByLabel(/^标题/).fill('入学登记');
  await dialog.getByLabel(/^内容/).fill('与父母同住，有一个妹妹。喜欢拼积木，对陌生环境适应较慢。');
  await shoot(archives, 'zh-CN-add-entry');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(archives.getByRole('heading', { level: 3, name: '入学登记' })).toBeVisible();
  await expect(archives.getByRole('tab', { name: /基本资料/ })).toContainText('1');

  await archives.getByRole('tab', { name: /诊断信息/ }).click();
  await archives.getByRole('button', { name: '新增记录' }).click();
  dialog = archives.getByRole('dialog', { name: '新增记录：诊断信息' });
  await dialog.getByLabel(/^标题/).fill('医院评估');
  await dialog.getByLabel(/^内容/).fill('注意缺陷多动障碍（混合型），建议行为训练配合家庭干预。');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(archives.getByRole('heading', { level: 3, name: '医院评估' })).toBeVisible();
  await expect(archives.getByRole('tab', { name: /诊断信息/ })).toContainText('1');
  await shoot(archives, 'zh-CN-archives');
  await expectNoAxeViolations(archives);
  await archives.close();

  // Back on the plan tab, which did not reload: arranging asks again and now opens the modal.
  await page.getByRole('button', { name: '安排方案' }).click();
  await expect(page.getByRole('dialog', { name: '安排方案' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await context.close();
});

test('a coach (en-US) opens a demo child’s archives from the child’s card and reads them', async ({ browser }) => {
  const { context, page, token } = await signInAs(browser, 'coach', { locale: 'en-US' });
  await switchLanguage(page, 'en-US');
  await expect.poll(token, { timeout: 15_000 }).not.toBe('');
  // A Sunrise child whose profile and diagnostic information the demo filled (not one a spec made).
  const list = await graphql(
    page,
    token(),
    'query { subjects(maxResultCount: 30, status: "Bind") { items { id name } } }',
  );
  let child: { id: string; name: string } | null = null;
  const demoChildren = (list['subjects'] as { items: { id: string; name: string }[] }).items.filter(
    (item) => !/-[0-9a-f]{6}$/.test(item.name),
  );
  for (const item of demoChildren) {
    const data = await graphql(
      page,
      token(),
      'query A($id: ID!) { subjectArchive(subjectId: $id) { counts { section count } } }',
      { id: item.id },
    );
    const counts = (data['subjectArchive'] as { counts: { section: string; count: number }[] }).counts;
    const of = (section: string) => counts.find((c) => c.section === section)?.count ?? 0;
    if (of('Profile') > 0 && of('DiagnosticInformation') > 0) {
      child = item;
      break;
    }
  }
  expect(child).not.toBeNull();

  await page.goto(`${DETAIL}?id=${child!.id}`);
  const link = page.getByRole('link', { name: 'Archives' });
  await expect(link).toHaveAttribute('target', '_blank');
  const opened = context.waitForEvent('page');
  await link.click();
  const archives = await opened;
  await expect(archives.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
  await expect(archives.getByText(`${child!.name}'s archives`)).toBeVisible();
  await expect(archives.getByRole('tab', { name: /Profile/, selected: true })).toBeVisible();
  await expect(archives.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(archives.getByText(/^Recorded \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await archives.getByRole('tab', { name: /Diagnostic information/ }).click();
  await expect(archives.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(new URL(archives.url()).searchParams.get('section')).toBe('DiagnosticInformation');
  await shoot(archives, 'en-US-archives');
  await expectNoAxeViolations(archives);
  await context.close();
});
