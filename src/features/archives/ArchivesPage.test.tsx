// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArchiveEntryFieldsFragment, ArchiveSection, SubjectArchiveQuery } from '../../generated/graphql';
import type { Language } from '../../shared/i18n/languages';
import { renderStubbedPage, type StubRespond } from '../../shared/testing/renderStubbedPage';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { ArchivesPage } from './ArchivesPage';

// The child's archives page (spec 000 §2 "Archives has sub-sections", 001 §4): the six sections
// with their counts, a section's entries newest first, the add and edit dialog's checks, delete
// after a confirmation, read-only for an unbound child, in both languages.

afterEach(cleanup);

const entry = (id: string, extra: Partial<ArchiveEntryFieldsFragment> = {}): ArchiveEntryFieldsFragment => ({
  id,
  subjectId: 's-1',
  section: 'Profile',
  title: '入学登记',
  content: '与父母同住，有一个妹妹。\n周末参加绘画课。',
  recordedOn: '2026-09-01',
  authorName: '刘洋',
  creationTime: '2026-09-01T02:00:00.000Z',
  lastModificationTime: '2026-09-01T02:00:00.000Z',
  ...extra,
});

const SECTIONS: ArchiveSection[] = [
  'Profile',
  'DiagnosticInformation',
  'StrengthsAndChallenges',
  'ParentInterviews',
  'BasicCompetence',
  'ChildrenAttention',
];

const archive = (
  section: ArchiveSection,
  entries: ArchiveEntryFieldsFragment[],
  counts: Partial<Record<ArchiveSection, number>> = {},
  canWrite = true,
): StubResponse => ({
  data: {
    subjectArchive: {
      subjectId: 's-1',
      subjectName: '王小明',
      canWrite,
      section,
      counts: SECTIONS.map((s) => ({ section: s, count: counts[s] ?? 0 })),
      entries,
    },
  } satisfies SubjectArchiveQuery,
});

const render = (
  respond: StubRespond,
  { language = 'zh-CN', url = '/system/archives?subjectId=s-1&from=center' } = {},
) => renderStubbedPage(<ArchivesPage />, respond, { path: '/system/archives', url, language: language as Language });

describe('ArchivesPage', () => {
  it('shows the six sections with their counts and the profile newest first, in Chinese', async () => {
    const { operations } = render((name, variables) =>
      name === 'SubjectArchive'
        ? variables['section'] === 'Profile'
          ? archive('Profile', [entry('e-2'), entry('e-1', { title: '家庭情况', authorName: null })], {
              Profile: 2,
              ParentInterviews: 1,
            })
          : archive(variables['section'] as ArchiveSection, [], { Profile: 2, ParentInterviews: 1 })
        : 'pending',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '档案' })).toBeInTheDocument();
    expect(screen.getByText('王小明的档案')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['基本资料2', '诊断信息0', '优势与挑战0', '家长访谈1', '基础能力0', '儿童注意力0']);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['入学登记', '家庭情况']);
    expect(screen.getAllByText('记录于 2026/09/01')).toHaveLength(2);
    expect(screen.getByText('记录人：刘洋')).toBeInTheDocument();
    expect(screen.getByText('记录人：已离职员工')).toBeInTheDocument();
    expect(screen.getAllByText('安排方案前必填')[0]).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /诊断信息/ }));
    expect(await screen.findByText('基本资料和诊断信息各有一条记录后，才能安排方案。')).toBeInTheDocument();
    expect(operations.filter((o) => o.name === 'SubjectArchive').at(-1)?.variables).toEqual({
      subjectId: 's-1',
      section: 'DiagnosticInformation',
      from: 'Center',
    });
  });

  it('checks the new entry by its fields before sending it, adds it and reloads the section', async () => {
    let added = false;
    const { operations, toasts } = render(
      (name, variables) => {
        if (name === 'SubjectArchive')
          return added
            ? archive(
                'DiagnosticInformation',
                [entry('e-9', { section: 'DiagnosticInformation', title: '医院评估' })],
                {
                  DiagnosticInformation: 1,
                },
              )
            : archive(variables['section'] as ArchiveSection, []);
        if (name === 'AddArchiveEntry') {
          added = true;
          return { data: { addArchiveEntry: entry('e-9', { section: 'DiagnosticInformation', title: '医院评估' }) } };
        }
        return 'pending';
      },
      { url: '/system/archives?subjectId=s-1&section=DiagnosticInformation' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增记录' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增记录：诊断信息' }));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(dialog.getByText('请输入标题。')).toBeInTheDocument();
    expect(dialog.getByText('请输入记录内容。')).toBeInTheDocument();
    const future = DateTime.now().plus({ days: 2 }).toFormat('yyyy/MM/dd');
    await user.clear(dialog.getByLabelText(/^日期/));
    await user.paste(future);
    expect(dialog.getByText('日期不能晚于今天，请仔细核对。')).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'AddArchiveEntry')).toBe(false);

    await user.clear(dialog.getByLabelText(/^日期/));
    await user.type(dialog.getByLabelText(/^日期/), '2026/10/08');
    await user.type(dialog.getByLabelText(/^标题/), '  医院评估 ');
    await user.type(dialog.getByLabelText(/^内容/), '注意缺陷多动障碍（混合型）。');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('记录已添加。'));
    expect(operations.find((o) => o.name === 'AddArchiveEntry')?.variables['input']).toEqual({
      subjectId: 's-1',
      section: 'DiagnosticInformation',
      title: '医院评估',
      content: '注意缺陷多动障碍（混合型）。',
      recordedOn: '2026-10-08',
    });
    expect(await screen.findByRole('heading', { level: 3, name: '医院评估' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("edits an entry, shows the server's refusal in the dialog, and deletes after a confirmation, in English", async () => {
    const { operations, toasts } = render(
      (name, variables) => {
        if (name === 'SubjectArchive')
          return archive(
            variables['section'] as ArchiveSection,
            [entry('e-1', { title: 'Intake', content: 'Lives with both parents.' })],
            {
              Profile: 1,
            },
          );
        if (name === 'UpdateArchiveEntry')
          return {
            error: new CombinedError({
              graphQLErrors: [
                {
                  message: 'The child is no longer bound to this centre: the archives can be read but not changed.',
                  extensions: { code: 'Business:ArchiveSubjectNotBound' },
                },
              ],
            }),
          };
        if (name === 'DeleteArchiveEntry') return { data: { deleteArchiveEntry: true } };
        return 'pending';
      },
      { language: 'en-US' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Intake' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit entry: Profile' }));
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Intake');
    expect(dialog.getByLabelText(/^Day/)).toHaveValue('01/09/2026');
    await user.type(dialog.getByLabelText(/^Text/), ' Two cats.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('The child is no longer bound to this centre: the archives can be read but not changed.'),
    ).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'UpdateArchiveEntry')?.variables).toEqual({
      id: 'e-1',
      input: { title: 'Intake', content: 'Lives with both parents. Two cats.', recordedOn: '2026-09-01' },
    });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Intake' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Delete "Intake"? It cannot be restored.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('The entry was deleted.'));
    expect(operations.find((o) => o.name === 'DeleteArchiveEntry')?.variables).toEqual({ id: 'e-1' });
  });

  it('reads an unbound child’s archives without offering changes, and asks for a child when none is given', async () => {
    render(
      (name, variables) =>
        name === 'SubjectArchive'
          ? archive(variables['section'] as ArchiveSection, [entry('e-1')], { Profile: 1 }, false)
          : 'pending',
      { language: 'en-US' },
    );
    expect(
      await screen.findByText('The child is no longer bound to this centre: the archives can be read but not changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    cleanup();

    render(() => 'pending', { language: 'en-US', url: '/system/archives' });
    expect(
      await screen.findByText("No child was given: open the archives from a child's detail page."),
    ).toBeInTheDocument();
  });

  it('reads a child from management mode (from=admin) for the role named admin, read-only', async () => {
    const { operations } = render(
      (name, variables) =>
        name === 'SubjectArchive'
          ? archive(variables['section'] as ArchiveSection, [entry('e-1')], { Profile: 1 }, false)
          : 'pending',
      { language: 'en-US', url: '/system/archives?subjectId=s-1&from=admin' },
    );
    expect(
      await screen.findByText(
        'Management mode: the centre’s staff keep these archives; here they can be read but not changed.',
      ),
    ).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'SubjectArchive')?.variables).toMatchObject({ from: 'Admin' });
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
  });
});
