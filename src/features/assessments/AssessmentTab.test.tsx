// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AssessmentTransferListQuery,
  ChildAssessmentsQuery,
  CreateUserAssessmentsMutation,
  SendUserAssessmentsMutation,
  UserAssessmentFieldsFragment,
} from '../../generated/graphql';
import { tenantStore } from '../../shared/auth/tenantStore';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { AssessmentTab } from './AssessmentTab';

afterEach(cleanup);
beforeEach(() => tenantStore.set('t1'));

const row = (id: string, extra: Partial<UserAssessmentFieldsFragment> = {}): UserAssessmentFieldsFragment => ({
  id,
  tenantId: 't1',
  subjectId: 'c1',
  planId: null,
  status: 'Created',
  needPay: false,
  finishedPage: 0,
  sentTime: null,
  finishTime: null,
  creationTime: '2026-11-20T02:00:00.000Z',
  creatorName: '李老师',
  assessment: { id: 'a1', kind: 'Questionnaire', title: '注意力问卷' },
  ...extra,
});

const list = (items: UserAssessmentFieldsFragment[]): StubResponse => ({
  data: { childAssessments: { items, totalCount: items.length } } satisfies ChildAssessmentsQuery,
});

const library: StubResponse = {
  data: {
    assessments: {
      totalCount: 2,
      items: [
        { id: 'a1', kind: 'Questionnaire', title: '注意力问卷', needPay: true, remainingTimes: 0 },
        { id: 'a2', kind: 'ParentInterview', title: '家长访谈', needPay: false, remainingTimes: 2 },
      ],
    },
  } satisfies AssessmentTransferListQuery,
};

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US',
) => {
  const stub = stubGraphqlClient(respond);
  const { shown: toasts } = renderWithToasts(<AssessmentTab subjectId="c1" />, { client: stub.client, language });
  return { ...stub, toasts };
};

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);

describe('the subject assessment tab', () => {
  it('shows each status with the actions it allows: obtain, view report, only title and time for another centre', async () => {
    render(
      () =>
        list([
          row('u1', { status: 'ReportedReady', needPay: true, finishTime: '2026-11-21T12:00:00.000Z' }),
          row('u2', {
            status: 'ReportedReady',
            assessment: { id: 'a2', kind: 'ParentInterview', title: 'Parent interview' },
          }),
          row('u3', {
            status: 'ReportedReady',
            tenantId: 't9',
            assessment: { id: 'a3', kind: 'Questionnaire', title: 'Elsewhere' },
          }),
        ]),
      'en-US',
    );
    expect(await rowOf('注意力问卷').findByRole('button', { name: 'Obtain report' })).toBeInTheDocument();
    expect(rowOf('Parent interview').getByRole('button', { name: 'View report' })).toBeInTheDocument();
    expect(rowOf('Elsewhere').queryAllByRole('button')).toHaveLength(0);
    expect(rowOf('Elsewhere').getByText('Report ready')).toBeInTheDocument();
  });

  it('sends to the guardian with the spec toasts', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { toasts } = render((name) => {
      if (name === 'SendUserAssessments') {
        return fail
          ? { error: new CombinedError({ graphQLErrors: [{ message: 'boom' }] }) }
          : {
              data: {
                sendUserAssessments: [row('u1', { status: 'SentToGuardian' })],
              } satisfies SendUserAssessmentsMutation,
            };
      }
      return list([row('u1')]);
    }, 'zh-CN');
    await user.click(await rowOf('注意力问卷').findByRole('button', { name: '发送给家长' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('成功'));
    fail = true;
    await user.click(rowOf('注意力问卷').getByRole('button', { name: '发送给家长' }));
    await vi.waitFor(() => expect(toasts.showError).toHaveBeenCalledWith('失败'));
  });

  it('creates from the transfer dialog; a used-up assessment cannot be chosen', async () => {
    const user = userEvent.setup();
    const { operations, toasts } = render((name) => {
      if (name === 'AssessmentTransferList') return library;
      if (name === 'CreateUserAssessments') {
        return { data: { createUserAssessments: [row('u9')] } satisfies CreateUserAssessmentsMutation };
      }
      return list([]);
    }, 'en-US');
    await user.click(await screen.findByRole('button', { name: 'Create assessment' }));
    const available = await screen.findByRole('region', { name: 'Assessment library' });
    expect(await within(available).findByRole('button', { name: /注意力问卷/ })).toBeDisabled();
    expect(within(available).getByText('Used up')).toBeInTheDocument();
    await user.click(within(available).getByRole('button', { name: /家长访谈/ }));
    expect(
      within(screen.getByRole('region', { name: 'Chosen' })).getByRole('button', { name: '家长访谈' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('1 assessment created'));
    expect(operations.find((o) => o.name === 'CreateUserAssessments')?.variables).toEqual({
      subjectId: 'c1',
      assessmentIds: ['a2'],
    });
  });

  it('warns with "reminder" and "know" when the transfer list fails', async () => {
    const user = userEvent.setup();
    render(
      (name) =>
        name === 'AssessmentTransferList'
          ? { error: new CombinedError({ graphQLErrors: [{ message: 'no library' }] }) }
          : list([]),
      'en-US',
    );
    await user.click(await screen.findByRole('button', { name: 'Create assessment' }));
    expect(await screen.findByText('reminder')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'know' }));
    await vi.waitFor(() => expect(screen.queryByText('reminder')).not.toBeInTheDocument());
  });
});
