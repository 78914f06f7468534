import { expect, test } from '@playwright/test';
import { graphql, shootWidths } from './support/graphql';
import { signInAs, switchLanguage } from './support/session';
import { uniqueName } from './support/unique';

// Spec 001 §2 screen 12, §4 "Assessments": a zh-CN centre admin gives a new child two times of
// the parent interview, creates the assessment from the transfer dialog on the child's assessment
// tab and sees the remaining times drop; an en-US coach reads a seeded ready report.

const SHOTS = process.env['ASSESSMENT_SHOTS'];
const DETAIL = '/system/center/detail/subjectDetail';

test('centeradmin (zh-CN) creates an assessment for a child and sees the quota drop', async ({ browser }) => {
  // A long journey (create, QR, two pages of answers, report) on a shared, loaded machine.
  test.setTimeout(180_000);
  const { context, page, token } = await signInAs(browser, 'centeradmin', { locale: 'zh-CN' });
  await switchLanguage(page, 'zh-CN');
  const call = (query: string, variables: Record<string, unknown> = {}) => graphql(page, token(), query, variables);
  const name = uniqueName('评估儿童');
  const added = await call('mutation Add($input: AddSubjectsInput!) { addSubjects(input: $input) { id } }', {
    input: { subjects: [{ name, birthDay: '2018-05-01', gender: 'Female' }] },
  });
  const childId = (added['addSubjects'] as { id: string }[])[0]!.id;
  const library = await call('query { assessments { items { tagId title kind } } }');
  const interview = (library['assessments'] as { items: { tagId: string; title: string; kind: string }[] }).items.find(
    (a) => a.kind === 'ParentInterview',
  )!;
  await call('mutation Q($input: AssessmentQuotaInput!) { addAssessmentQuota(input: $input) { id } }', {
    input: { childId, tagId: interview.tagId, times: 2 },
  });

  await page.goto(`${DETAIL}?id=${childId}&tab=RocketAssessment`);
  await expect(page.getByText('该儿童还没有评估。')).toBeVisible();
  await page.getByRole('button', { name: '创建评估' }).click();
  const dialog = page.getByRole('dialog', { name: '选择评估' });
  const library1 = dialog.getByRole('region', { name: '评估库' });
  await expect(library1.getByRole('button', { name: /家长访谈/ })).toContainText('剩余 2 次');
  await expect(library1.getByRole('button', { name: /注意力问卷/ })).toBeDisabled();
  await shootWidths(page, SHOTS, 'assessment-transfer');
  await library1.getByRole('button', { name: /家长访谈/ }).click();
  await dialog.getByRole('button', { name: '创建', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /家长访谈/ });
  await expect(row.getByText('已创建')).toBeVisible();

  await page.getByRole('button', { name: '创建评估' }).click();
  await expect(
    page
      .getByRole('dialog', { name: '选择评估' })
      .getByRole('region', { name: '评估库' })
      .getByRole('button', { name: /家长访谈/ }),
  ).toContainText('剩余 1 次');
  await page.getByRole('dialog', { name: '选择评估' }).getByRole('button', { name: '取消' }).click();

  await row.getByRole('button', { name: '二维码' }).click();
  const qr = page.getByRole('dialog', { name: '评估二维码' });
  await expect(qr.getByRole('img', { name: '评估二维码' })).toBeVisible();
  await expect(qr.getByText(/有效期至/)).toBeVisible();
  await shootWidths(page, SHOTS, 'assessment-qr');
  await qr.getByRole('button', { name: '关闭' }).click();

  // Filled in with the guardian at the centre, page by page; the last page makes the report.
  await row.getByRole('button', { name: '填写问卷' }).click();
  const form = page.getByRole('dialog', { name: '家长访谈' });
  for (const action of ['保存并下一页', '提交']) {
    // Blueprint draws its own indicator over the input: the option is chosen by its label.
    const questions = form.getByRole('radiogroup');
    await expect(questions.first()).toBeVisible();
    for (let i = 0; i < (await questions.count()); i += 1) await questions.nth(i).getByText('经常').click();
    await form.getByRole('button', { name: action }).click();
  }
  await expect(form).toBeHidden();
  await expect(row.getByText('报告已生成')).toBeVisible();
  await row.getByRole('button', { name: '查看报告' }).click();
  await expect(
    page.getByRole('dialog', { name: '报告：家长访谈' }).getByRole('rowheader', { name: '总分' }),
  ).toBeVisible();
  await context.close();
});

test('coach (en-US) reads a ready report of a Sunrise child', async ({ browser }) => {
  const { context, page, token } = await signInAs(browser, 'coach', { locale: 'en-US' });
  await switchLanguage(page, 'en-US');
  const ready = await graphql(
    page,
    token(),
    'query { centreAssessments(status: ReportedReady, maxResultCount: 50) { items { subjectId needPay } } }',
  );
  const items = (
    ready['centreAssessments'] as { items: { subjectId: string; needPay: boolean; assessment: { title: string } }[] }
  ).items;
  const readable = items.find((i) => !i.needPay)!;
  await page.goto(`${DETAIL}?id=${readable.subjectId}&tab=RocketAssessment`);
  // The helper's GraphQL call carries no language, so its titles were Chinese: find the row by its action.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'View report' }) })
    .first();
  await expect(row.getByText('Report ready')).toBeVisible();
  const title = (await row.getByRole('rowheader').textContent())!.trim();
  expect(title).toMatch(/^[A-Za-z -]+$/);
  await shootWidths(page, SHOTS, 'assessment-tab');
  await row.getByRole('button', { name: 'View report' }).click();
  const report = page.getByRole('dialog', { name: `Report: ${title}` });
  await expect(report.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await shootWidths(page, SHOTS, 'assessment-report');
  await context.close();
});
