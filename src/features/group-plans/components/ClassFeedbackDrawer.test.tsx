// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  GroupChildPunchQuery,
  GroupFeedbackPropertyFieldsFragment,
  GroupPlanAttendanceQuery,
  GroupPlanFieldsFragment,
  GroupPunchSessionQuery,
} from '../../../generated/graphql';
import { renderWithToasts } from '../../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { ClassFeedbackDrawer } from './ClassFeedbackDrawer';

afterEach(cleanup);

const plan: GroupPlanFieldsFragment = {
  id: 'p1',
  groupId: 'g1',
  groupName: 'Monday four',
  status: 'Started',
  currentNum: 2,
  totalNum: 8,
  classState: 'ClassStarted',
  courseOpen: false,
  initDifficulty: 5,
  difficulty: 6,
  trainingPlanV2: { id: 'cp1', code: 'CP-1', displayName: 'Attention class plan' },
  startedAt: '2026-11-20T09:00:00.000Z',
  endedAt: null,
  canWrite: true,
};

const property = (
  id: string,
  formKind: GroupFeedbackPropertyFieldsFragment['formKind'],
  name: string,
  type: string,
  isRequired = true,
): GroupFeedbackPropertyFieldsFragment => ({
  id,
  formKind,
  displayName: { default: name, zh: null, en: name },
  isRequired,
  type,
  sortOrder: 1,
  extraProperties: '{}',
});

// One activity's form: the class answers Focus score, each child a Note, the guardian Sleep.
const properties = [
  property('focus', 'Session', 'Focus score', 'Number'),
  property('note', 'Personal', 'Note', 'String'),
  property('sleep', 'Guardian', 'Sleep', 'String'),
];

type Punch = GroupPunchSessionQuery['groupPunchSession'];
const punchOf = (extra: Partial<Punch> = {}): Punch => ({
  groupTrainingPlanId: 'p1',
  num: 2,
  isEdit: true,
  allDone: false,
  items: [
    {
      itemId: 'i1',
      num: 2,
      position: 1,
      difficulty: 6,
      trainingProgram: { id: 'tp1', code: 'TP-1', title: 'Balance walk' },
      feedbackProperties: properties,
      feedbacks: [],
      hasDone: null,
      doneTime: null,
    },
  ],
  ...extra,
});

const render = (punch: Punch, childEdit = true) => {
  const stub = stubGraphqlClient((name): StubResponse => {
    if (name === 'GroupPunchSession') return { data: { groupPunchSession: punch } satisfies GroupPunchSessionQuery };
    if (name === 'GroupPlanAttendance')
      return {
        data: {
          groupPlanChildren: {
            num: 2,
            items: [
              { id: 'c1', userName: 'Lily Wang', attendance: 'Attend' },
              { id: 'c2', userName: 'Tom Li', attendance: 'Absent' },
            ],
            totalCount: 2,
          },
        } satisfies GroupPlanAttendanceQuery,
      };
    if (name === 'GroupChildPunch')
      return {
        data: {
          groupChildPunch: {
            subjectId: 'c1',
            userName: 'Lily Wang',
            num: 2,
            attendance: 'Attend',
            isEdit: childEdit,
            items: [
              {
                itemId: 'i1',
                trainingProgram: { id: 'tp1', code: 'TP-1', title: 'Balance walk' },
                feedbackProperties: properties,
                feedbacks: childEdit ? [] : [{ programFeedbackPropertyId: 'note', valueJson: '"calm today"' }],
              },
            ],
          },
        } satisfies GroupChildPunchQuery,
      };
    if (name === 'SubmitGroupFeedback') return { data: { submitGroupFeedback: 'f1' } };
    return 'pending';
  });
  const view = renderWithToasts(<ClassFeedbackDrawer plan={plan} version={0} onClose={() => {}} onSaved={() => {}} />, {
    client: stub.client,
    language: 'en-US',
  });
  return { ...stub, toasts: view.shown };
};

const sessionSection = () => screen.getByRole('region', { name: 'Session feedback' });

describe('ClassFeedbackDrawer', () => {
  it("submits the class's answers on an activity without a child, then says so", async () => {
    const { operations, toasts } = render(punchOf());
    const focus = await screen.findByLabelText(/Focus score/);
    // Only the class's questions in session feedback: the child's and the guardian's are not asked there.
    expect(within(sessionSection()).queryByLabelText(/Note/)).not.toBeInTheDocument();
    expect(within(sessionSection()).queryByLabelText(/Sleep/)).not.toBeInTheDocument();
    expect(within(sessionSection()).getByText('Waiting for feedback')).toBeInTheDocument();
    await userEvent.type(focus, '8');
    await userEvent.click(within(sessionSection()).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(operations.some((o) => o.name === 'SubmitGroupFeedback')).toBe(true));
    expect(operations.find((o) => o.name === 'SubmitGroupFeedback')?.variables).toEqual({
      input: {
        groupTrainingPlanId: 'p1',
        num: 2,
        itemId: 'i1',
        feedbacks: [{ programFeedbackPropertyId: 'focus', valueJson: '8' }],
      },
    });
    expect(toasts.showSuccess).toHaveBeenCalledWith('Feedback on Balance walk saved.');
  });

  it('names a required question left empty and sends nothing', async () => {
    const { operations } = render(punchOf());
    await screen.findByLabelText(/Focus score/);
    await userEvent.click(within(sessionSection()).getByRole('button', { name: 'Submit feedback' }));
    expect(await within(sessionSection()).findByRole('alert')).toHaveTextContent('Focus score is required');
    expect(operations.some((o) => o.name === 'SubmitGroupFeedback')).toBe(false);
  });

  it("submits an attending child's personal answers with the child", async () => {
    const { operations } = render(punchOf());
    const child = await screen.findByRole('combobox', { name: 'Child' });
    // Only children who attended are offered.
    expect(within(child).queryByRole('option', { name: 'Tom Li' })).not.toBeInTheDocument();
    await userEvent.selectOptions(child, 'c1');
    const forms = await screen.findByRole('group', { name: 'Personal feedback of Lily Wang' });
    await userEvent.type(within(forms).getByLabelText(/Note/), 'calm today');
    await userEvent.click(within(forms).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(operations.some((o) => o.name === 'SubmitGroupFeedback')).toBe(true));
    expect(operations.find((o) => o.name === 'SubmitGroupFeedback')?.variables).toEqual({
      input: {
        groupTrainingPlanId: 'p1',
        num: 2,
        itemId: 'i1',
        subjectId: 'c1',
        feedbacks: [{ programFeedbackPropertyId: 'note', valueJson: '"calm today"' }],
      },
    });
  });

  it('shows the answers read-only to a caller who may not write, with no submit', async () => {
    const answered = punchOf({ isEdit: false, allDone: true });
    answered.items[0]!.feedbacks = [{ programFeedbackPropertyId: 'focus', valueJson: '7' }];
    answered.items[0]!.hasDone = true;
    render(answered, false);
    expect(await screen.findByText(/You can read this session's feedback but not write it/)).toBeInTheDocument();
    expect(within(sessionSection()).getByLabelText(/Focus score/)).toHaveValue('7');
    expect(within(sessionSection()).getByText('Submitted')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Child' }), 'c1');
    const forms = await screen.findByRole('group', { name: 'Personal feedback of Lily Wang' });
    expect(within(forms).getByLabelText(/Note/)).toHaveValue('calm today');
    expect(screen.queryByRole('button', { name: 'Submit feedback' })).not.toBeInTheDocument();
  });
});
