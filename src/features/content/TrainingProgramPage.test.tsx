// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContentProgramFieldsFragment,
  ContentProgramListQuery,
  CreateContentProgramMutation,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { PROGRAM_COLUMN_KINDS } from './programs/ProgramTable';
import { partsFixture, programFixture } from './programs/programFixtures';
import { TrainingProgramPage } from './TrainingProgramPage';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// The browser journey (tests/e2e/content-programs.spec.ts) uploads a video and plays it; these
// read the list and the form's refusals and its input in both languages.

afterEach(cleanup);

const list = (items: ContentProgramFieldsFragment[]): StubResponse => ({
  data: { contentTrainingPrograms: { items, totalCount: items.length } } satisfies ContentProgramListQuery,
});

const respond = (name: string): StubResponse => {
  if (name === 'ContentProgramParts') return { data: partsFixture };
  if (name === 'CreateContentProgram')
    return { data: { createContentTrainingProgram: programFixture('p9') } satisfies CreateContentProgramMutation };
  return list([programFixture('p1')]);
};

const render = (language: 'zh-CN' | 'en-US') => {
  return renderStubbedPage(<TrainingProgramPage />, respond, {
    path: '/system/manage/content/trainingProgram',
    language,
  });
};

describe('TrainingProgramPage', () => {
  it('keeps its columns within a 1280 px laptop', () => {
    expect(fitsLaptop(PROGRAM_COLUMN_KINDS)).toBe(true);
  });

  it('lists the programmes in Chinese: code, title, levels, targets, status', async () => {
    render('zh-CN');
    expect(await screen.findByRole('heading', { name: '训练项目' })).toBeInTheDocument();
    expect(screen.getByText('共 1 个训练项目')).toBeInTheDocument();
    const row = rowOf('找不同');
    expect(row.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '0',
      'ATT-01',
      '找不同',
      'L2–L8',
      '注意力',
      '公开',
      '',
    ]);
    expect(row.getByRole('link', { name: '打开找不同' })).toHaveAttribute(
      'href',
      '/system/manage/content/trainingProgram/p1',
    );
  });

  it('lists them in English', async () => {
    render('en-US');
    expect(await screen.findByRole('heading', { name: 'Training programmes' })).toBeInTheDocument();
    expect(screen.getByText('1 training programme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Spot the difference' })).toBeEnabled();
  });

  it('names the missing fields and a level outside the range, then saves every field it was given', async () => {
    const { operations, toasts } = render('en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a training programme' });
    await user.selectOptions(within(dialog).getByLabelText('Lowest level'), 'L4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Code is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('English title is required.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Starting level must lie within the lowest and highest levels.'),
    ).toBeInTheDocument();
    expect(operations.some((o) => o.name === 'CreateContentProgram')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Code/), 'ATT-99');
    await user.type(within(dialog).getByLabelText(/^Chinese title/), '新项目');
    await user.type(within(dialog).getByLabelText(/^English title/), 'New programme');
    await user.selectOptions(within(dialog).getByLabelText('Starting level'), 'L5');
    // A draft target is not offered; the Public one is.
    expect(within(dialog).queryByRole('checkbox', { name: 'Draft target' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attention' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Picture cards/ }));
    const count = within(dialog).getByRole('spinbutton', { name: 'Count of Picture cards' });
    await user.tripleClick(count);
    await user.keyboard('4');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Mood/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Focus/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('New programme saved'));
    expect(operations.find((o) => o.name === 'CreateContentProgram')?.variables['input']).toMatchObject({
      code: 'ATT-99',
      titleZh: '新项目',
      titleEn: 'New programme',
      minDifficulty: 4,
      maxDifficulty: 10,
      difficulty: 5,
      difficulty2: null,
      targetIds: ['t1'],
      materials: [{ materialId: 'm1', requiredCount: 4 }],
      feedbackPropertyIds: ['f2', 'f1'],
      imageIds: [],
      videoIds: [],
    });
  });

  it('words the form in Chinese', async () => {
    render('zh-CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑找不同' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑找不同' });
    expect(within(dialog).getByLabelText('最低难度')).toHaveValue('2');
    expect(within(dialog).getByRole('spinbutton', { name: '图片卡的数量' })).toHaveValue('3');
    expect(within(dialog).getByText('ATT-01.webm')).toBeInTheDocument();
  });
});
