// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  SubmitAssessmentAnswersMutation,
  UserAssessmentAnsweringQuery,
  UserAssessmentFieldsFragment,
} from '../../../generated/graphql';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { AssessmentAnswerDialog } from './AssessmentAnswerDialog';

afterEach(cleanup);

const item: UserAssessmentFieldsFragment = {
  id: 'u1',
  tenantId: 't1',
  subjectId: 'c1',
  planId: null,
  status: 'SentToGuardian',
  needPay: false,
  finishedPage: 0,
  sentTime: null,
  finishTime: null,
  creationTime: '2026-11-20T02:00:00.000Z',
  creatorName: null,
  assessment: { id: 'a2', kind: 'ParentInterview', title: '家长访谈' },
};

const options = (q: string) => [
  { id: `${q}-o0`, text: '从不', score: 0 },
  { id: `${q}-o1`, text: '偶尔', score: 1 },
];

const detail: UserAssessmentAnsweringQuery = {
  userAssessment: {
    answers: '{}',
    assessment: item,
    questionnaires: [
      { id: 'home', title: '家庭日常', questions: [{ id: 'h1', text: '按时起床', options: options('h1') }] },
      { id: 'school', title: '学校表现', questions: [{ id: 's1', text: '上课专注', options: options('s1') }] },
    ],
  },
};

describe('answering a parent interview page by page', () => {
  it('saves each page with isComplete false and finishedPage, submits the last and shows "submitted"', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const stub = stubGraphqlClient((name) =>
      name === 'UserAssessmentAnswering'
        ? { data: detail }
        : { data: { submitAssessmentAnswers: item } satisfies SubmitAssessmentAnswersMutation },
    );
    const { shown } = renderWithToasts(
      <AssessmentAnswerDialog userAssessmentId="u1" onClose={() => undefined} onChanged={onChanged} />,
      { client: stub.client, language: 'zh-CN' },
    );
    const dialog = await screen.findByRole('dialog', { name: '家长访谈' });
    const next = within(dialog).getByRole('button', { name: '保存并下一页' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '偶尔' }));
    await user.click(next);
    await within(dialog).findByText('第 2 / 2 页：学校表现');
    await user.click(within(dialog).getByRole('radio', { name: '从不' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await vi.waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('已提交'));
    const submits = stub.operations.filter((o) => o.name === 'SubmitAssessmentAnswers').map((o) => o.variables);
    expect(submits).toEqual([
      { id: 'u1', answers: [{ questionId: 'h1', optionId: 'h1-o1' }], isComplete: false, finishedPage: 1 },
      { id: 'u1', answers: [{ questionId: 's1', optionId: 's1-o0' }], isComplete: true, finishedPage: 2 },
    ]);
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});
