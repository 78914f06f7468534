// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AddAssessmentQuotaMutation,
  AddSessionQuotaMutation,
  AssessmentQuotaListQuery,
  DisableSessionQuotaMutation,
  QuotaAssessmentsQuery,
  QuotaChildSearchQuery,
  SessionQuotaFieldsFragment,
  SessionQuotaListQuery,
} from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { UserConfigurationPage } from './UserConfigurationPage';

afterEach(cleanup);

const PATH = '/system/center/menu/manage/userConfiguration';

const quota = (id: string, extra: Partial<SessionQuotaFieldsFragment> = {}): SessionQuotaFieldsFragment => ({
  id,
  childId: 'c1',
  childName: '王小明',
  type: 'Offline',
  billingMethod: 'QuantityAndTime',
  startTime: '2026-03-01',
  endTime: '2026-08-31',
  classHours: 20,
  usedHours: 16,
  remainingHours: 4,
  state: 'InEffect',
  remark: '',
  creatorName: '李老师',
  creationTime: '2026-03-01T09:00:00.000Z',
  ...extra,
});

const list = (items: SessionQuotaFieldsFragment[], canWrite = true): StubResponse => ({
  data: {
    sessionQuotas: { items, totalCount: items.length },
    quotaSettings: { canWrite, timesSetting: true },
  } satisfies SessionQuotaListQuery,
});

const children: StubResponse = {
  data: {
    subjects: { items: [{ id: 'c7', name: 'Lily Chen', outpatientNumber: 'SR-7' }] },
  } satisfies QuotaChildSearchQuery,
};

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US',
  url = PATH,
) => {
  const stub = stubGraphqlClient(respond);
  const { shown: toasts } = renderWithToasts(<UserConfigurationPage />, {
    client: stub.client,
    path: PATH,
    url,
    language,
  });
  return { ...stub, toasts };
};

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);

describe('UserConfigurationPage', () => {
  it('lists session quotas in Chinese: unlimited above 500, none yet at 0, low at 5 or fewer', async () => {
    render(
      () =>
        list([
          quota('q1'),
          quota('q2', {
            childName: '张小红',
            type: 'HomeBased',
            billingMethod: 'None',
            startTime: null,
            endTime: null,
            classHours: null,
            usedHours: 3,
            remainingHours: null,
          }),
          quota('q3', { childName: '刘乐', classHours: 600, usedHours: 0, remainingHours: 600 }),
          quota('q4', { childName: '陈一', classHours: 8, usedHours: 8, remainingHours: 0, state: 'Disabled' }),
        ]),
      'zh-CN',
    );
    expect(await screen.findByRole('heading', { name: '用户使用配置' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '儿童',
      '类型',
      '计费方式',
      '有效期',
      '签约课时',
      '已用',
      '剩余',
      '状态',
      '操作',
    ]);
    expect(
      rowOf('王小明')
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['线下', '按课时和时间', '2026/03/01 – 2026/08/31', '20', '16', '4', '生效中', '']);
    expect(rowOf('王小明').getByTitle('剩余课时不多于 5 节')).toHaveTextContent('4');
    expect(
      rowOf('张小红')
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['居家', '不限', '不限', '不限', '3', '不限', '生效中', '']);
    // Signed and remaining above 500 read unlimited; nothing left reads "none yet".
    expect(rowOf('刘乐').getAllByRole('cell')[3]).toHaveTextContent('不限');
    expect(rowOf('刘乐').getAllByRole('cell')[5]).toHaveTextContent('不限');
    expect(rowOf('陈一').getAllByRole('cell')[5]).toHaveTextContent('暂无');
    // A disabled record has only its change records.
    expect(rowOf('陈一').queryByRole('button', { name: '编辑陈一的线下课时' })).not.toBeInTheDocument();
    expect(rowOf('陈一').getByRole('button', { name: '陈一的线下课时变更记录' })).toBeInTheDocument();
    expect(rowOf('王小明').getByRole('button', { name: '续费王小明的线下课时' })).toBeInTheDocument();
  });

  it('says there are no quotas yet, and shows no add button to staff who may only read', async () => {
    render(() => list([], false), 'en-US');
    expect(await screen.findByText('No session quotas yet')).toBeInTheDocument();
    expect(screen.getByText('The centre admin sets the children’s sessions here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add sessions' })).not.toBeInTheDocument();
  });

  it('opens filtered on the child and type a quota warning’s Settings link names', async () => {
    const { operations } = render(() => list([quota('q1')]), 'en-US', `${PATH}?filter=王小明&type=Offline`);
    expect(await screen.findByRole('searchbox', { name: 'Search by child’s name' })).toHaveValue('王小明');
    expect(screen.getByRole('combobox', { name: 'Session type' })).toHaveValue('Offline');
    expect(operations.find((o) => o.name === 'SessionQuotaList')?.variables).toMatchObject({
      filter: '王小明',
      type: 'Offline',
      state: null,
    });
  });

  it('asks for every field of the add-sessions dialog with the spec messages, then sends the billing method', async () => {
    const { operations, toasts } = render(
      (name) =>
        name === 'AddSessionQuota'
          ? {
              data: {
                addSessionQuota: quota('q9', { childId: 'c7', childName: 'Lily Chen' }),
              } satisfies AddSessionQuotaMutation,
            }
          : name === 'QuotaChildSearch'
            ? children
            : list([]),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sessions' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Select Child is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Session type is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Time mode is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity mode is required')).toBeInTheDocument();

    await user.selectOptions(await within(dialog).findByLabelText(/^Child/), 'Lily Chen (SR-7)');
    await user.selectOptions(within(dialog).getByLabelText(/^Session type/), 'Offline');
    const [timeLimited] = within(dialog).getAllByLabelText('Limited');
    await user.click(timeLimited!);
    await user.click(within(dialog).getAllByLabelText('Limited')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The start date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The number of sessions is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Start date/), '01/03/2026');
    await user.type(within(dialog).getByLabelText(/^End date/), '31/08/2026');
    await user.type(within(dialog).getByLabelText(/^Sessions/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number of at least 1')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'AddSessionQuota')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/^Sessions/));
    await user.type(within(dialog).getByLabelText(/^Sessions/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Sessions saved for Lily Chen.'));
    expect(operations.find((o) => o.name === 'AddSessionQuota')?.variables['input']).toEqual({
      childId: 'c7',
      type: 'Offline',
      billingMethod: 'QuantityAndTime',
      startTime: '2026-03-01',
      endTime: '2026-08-31',
      classHours: 20,
      remark: '',
    });
  });

  it('edits with the billing method locked and allows 0 sessions', async () => {
    const { operations } = render(
      (name) =>
        name === 'UpdateSessionQuota'
          ? { data: { updateSessionQuota: quota('q1', { classHours: 16 }) } }
          : list([quota('q1', { billingMethod: 'Quantity', startTime: null, endTime: null, usedHours: 0 })]),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit 王小明’s Offline sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 王小明’s sessions' });
    expect(within(dialog).getByText(/cannot be changed/)).toBeInTheDocument();
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).toBeDisabled();
    const hours = within(dialog).getByLabelText(/^Sessions/);
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(operations.some((o) => o.name === 'UpdateSessionQuota')).toBe(true));
    expect(operations.find((o) => o.name === 'UpdateSessionQuota')?.variables).toMatchObject({
      id: 'q1',
      input: { billingMethod: 'Quantity', classHours: 0, startTime: null },
    });
  });

  it('disables a quota only after the confirmation', async () => {
    const { operations, toasts } = render(
      (name) =>
        name === 'DisableSessionQuota'
          ? { data: { disableSessionQuota: quota('q1', { state: 'Disabled' }) } satisfies DisableSessionQuotaMutation }
          : list([quota('q1')]),
      'zh-CN',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '停用王小明的线下课时' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/确定停用王小明的线下课时吗/)).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'DisableSessionQuota')).toBe(false);
    await user.click(within(alert).getByRole('button', { name: '停用' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('已停用王小明的线下课时。'));
    expect(operations.find((o) => o.name === 'DisableSessionQuota')?.variables).toEqual({ id: 'q1' });
  });

  it('adds an assessment count: a reduction is sent negative', async () => {
    const { operations, toasts } = render(
      (name) => {
        if (name === 'AssessmentQuotaList') {
          return {
            data: {
              assessmentQuotas: { items: [], totalCount: 0 },
              quotaSettings: { canWrite: true },
            } satisfies AssessmentQuotaListQuery,
          };
        }
        if (name === 'QuotaAssessments') {
          return { data: { quotaAssessments: [{ tagId: 't1', name: 'FAS-A' }] } satisfies QuotaAssessmentsQuery };
        }
        if (name === 'QuotaChildSearch') return children;
        return {
          data: {
            addAssessmentQuota: {
              id: 'e1',
              childId: 'c7',
              childName: 'Lily Chen',
              tagId: 't1',
              assessmentName: 'FAS-A',
              times: -2,
              remainingTimes: 1,
              remark: '',
              creatorName: null,
              creationTime: '2026-03-01T09:00:00.000Z',
            },
          } satisfies AddAssessmentQuotaMutation,
        };
      },
      'en-US',
      `${PATH}?tab=assessments`,
    );
    expect(await screen.findByText('No assessment quotas yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add assessment count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add assessment count' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Select Child is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Select an assessment')).toBeInTheDocument();
    expect(within(dialog).getByText('The amount is required')).toBeInTheDocument();

    await user.selectOptions(await within(dialog).findByLabelText(/^Child/), 'Lily Chen (SR-7)');
    await user.selectOptions(within(dialog).getByLabelText(/^Assessment/), 'FAS-A');
    await user.click(within(dialog).getByLabelText('Reduce'));
    await user.type(within(dialog).getByLabelText(/^Amount/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Assessment count saved for Lily Chen.'));
    expect(operations.find((o) => o.name === 'AddAssessmentQuota')?.variables['input']).toEqual({
      childId: 'c7',
      tagId: 't1',
      times: -2,
      remark: '',
    });
  });
});
