import { expect, test, type Page } from '@playwright/test';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';

// Issue 21 (spec 001 §7 idtMusicPlayedDetails; §3 "Course-music plan"): the centre admin opens a
// class's group plan drawer, the HFS music record of a child who listened in the demo's history,
// and a session's played details (times played, first and last listening, progress, finished);
// then in Chinese the same dialog, and the course-music picker, which asks for a confirmation
// before changing a programme the children listened to (cancelled: the demo keeps its music).

const SHOTS = process.env['SHOTS'];
const CLASS_PAGE = '/system/center/detail/groupClassDetail';

type Found = { groupId: string; planId: string; subjectId: string; subjectName: string; num: number };

/** A class whose group plan has a child's finished track in the demo's listening history. */
const findListenedClass = async (page: Page, token: string): Promise<Found> => {
  const groups = await graphql(page, token, 'query G { groups(maxResultCount: 60) { items { id } } }');
  for (const { id: groupId } of (groups['groups'] as { items: { id: string }[] }).items) {
    const plans = await graphql(page, token, 'query P($g: ID!) { groupPlansOfGroup(groupId: $g) { items { id } } }', {
      g: groupId,
    });
    for (const { id: planId } of (plans['groupPlansOfGroup'] as { items: { id: string }[] }).items) {
      const history = await graphql(
        page,
        token,
        'query H($p: ID!) { listeningHistory(planKind: GROUP, planId: $p) { subjectId subjectName num isFinished } }',
        { p: planId },
      );
      const rows = history['listeningHistory'] as {
        subjectId: string;
        subjectName: string;
        num: number;
        isFinished: boolean;
      }[];
      const finished = rows.find((row) => row.isFinished);
      if (finished) return { groupId, planId, ...finished };
    }
  }
  throw new Error('No demo class with a finished track in its listening history');
};

test('centeradmin opens a session’s played details from the class’s HFS music record (en-US, zh-CN)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, token } = await signInAs(browser, 'centeradmin', { locale: 'en-US' });
  await switchLanguage(page, 'en-US');
  const found = await findListenedClass(page, token());

  await page.goto(`${CLASS_PAGE}?classId=${found.groupId}`);
  await page.getByRole('button', { name: 'Plan details' }).click();
  const drawer = page.locator('.bp6-drawer');
  await drawer.getByRole('tab', { name: 'HFS music record' }).click();
  await expect(drawer.getByText('Course music', { exact: true })).toBeVisible({ timeout: 30_000 });
  await drawer.getByRole('combobox', { name: 'Child' }).selectOption(found.subjectId);
  const record = drawer.getByRole('table', { name: 'HFS music record' });
  await expect(record).toBeVisible({ timeout: 30_000 });
  await record.getByRole('button', { name: `Played details of session ${found.num}` }).click();

  const dialog = page.getByRole('dialog', { name: `Played details · session ${found.num}` });
  const table = dialog.getByRole('table', { name: `Played details of session ${found.num}` });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText('Finished').first()).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  // A finished track was played at least once, with its first and last listening.
  const finished = rows.filter({ hasText: 'Finished' }).first();
  await expect(finished.locator('td').nth(0)).not.toHaveText('0');
  await expect(finished.locator('td').nth(1)).not.toHaveText('Not yet');
  await shootWidths(page, SHOTS, 'music-played-details-en');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // In Chinese: the dialog's words, and the picker's confirmation (cancelled).
  // The drawer covers the top bar: close it, switch, open it again.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await switchLanguage(page, 'zh-CN');
  await page.getByRole('button', { name: '方案详情' }).click();
  await drawer.getByRole('tab', { name: 'HFS 音乐记录' }).click();
  await expect(drawer.getByText('课程音乐', { exact: true })).toBeVisible({ timeout: 30_000 });
  await drawer.getByRole('combobox', { name: '孩子' }).selectOption(found.subjectId);
  await drawer.getByRole('button', { name: `第${found.num}节课的播放详情` }).click();
  const zh = page.getByRole('dialog', { name: `播放详情 · 第${found.num}节课` });
  await expect(zh.getByRole('columnheader', { name: '播放次数' })).toBeVisible({ timeout: 30_000 });
  await expect(zh.getByText('已完成').first()).toBeVisible();
  await shootWidths(page, SHOTS, 'music-played-details-zh');
  await zh.getByRole('button', { name: '关闭' }).last().click();
  await expect(zh).toBeHidden();

  // The picker: an ended plan's music is history (no change); an open one asks before changing
  // a programme the children listened to (cancelled: the demo keeps its music).
  const course = await graphql(
    page,
    token(),
    'query C($p: ID!) { courseMusicPlan(planKind: GROUP, planId: $p) { ended listened } }',
    { p: found.planId },
  );
  const state = course['courseMusicPlan'] as { ended: boolean; listened: boolean };
  const change = drawer.getByRole('button', { name: '更改课程音乐' });
  if (state.ended) {
    await expect(change).toHaveCount(0);
    return;
  }
  await change.click();
  const picker = page.getByRole('dialog', { name: '本计划的课程音乐' });
  await expect(picker.getByText('儿童已收听过本计划的课程音乐，更改时需要确认。')).toBeVisible();
  const select = picker.getByRole('combobox', { name: '脑音乐方案' });
  const current = await select.inputValue();
  const other = await select
    .locator('option')
    .evaluateAll(
      (options, value) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== value),
      current,
    );
  expect(other).toBeTruthy();
  await select.selectOption(other!);
  await picker.getByRole('button', { name: '保存' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(/确认后才能更改方案/)).toBeVisible({ timeout: 30_000 });
  await shootWidths(page, SHOTS, 'course-music-confirm-zh');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await picker.getByRole('button', { name: '取消' }).click();
  await expect(picker).toBeHidden();
});
