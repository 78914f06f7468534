// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ContentFeedbackFormQuery,
  ContentFeedbackPropertyFieldsFragment,
  ContentFeedbackPropertyListQuery,
  CreateContentFeedbackPropertyMutation,
} from '../../generated/graphql';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import type { StubResponse } from '../../shared/testing/stubGraphqlClient';
import { FEEDBACK_PROPERTY_COLUMN_KINDS, FeedbackPropertyPage } from './FeedbackPropertyPage';
import { publicItem } from './contentFixtures';
import { renderStubbedPage, rowOf } from '../../shared/testing/renderStubbedPage';

// The journey (tests/e2e/content-feedback.spec.ts) builds a form of all ten types in a browser;
// these read the list, the editor's settings and live preview, and the form preview.

afterEach(cleanup);

const property = (
  id: string,
  extra: Partial<ContentFeedbackPropertyFieldsFragment> = {},
): ContentFeedbackPropertyFieldsFragment => ({
  id,
  formKind: 'Session',
  displayName: { default: '专注度', zh: '专注度', en: 'Focus' },
  isRequired: true,
  type: 'Rating',
  extraProperties: JSON.stringify({ count: 3, showText: { zh: ['差', '中', '好'], en: ['Poor', 'Fair', 'Good'] } }),
  ...publicItem(),
  ...extra,
});

const TWO = [
  property('p1'),
  property('p2', {
    displayName: { default: '课堂记录', zh: '课堂记录', en: "Coach's notes" },
    type: 'String',
    isRequired: false,
    extraProperties: '{}',
    sortOrder: 1,
    contentStatus: 'Unpublish',
    nextStatuses: ['Hide', 'Public', 'Trash'],
    canDelete: true,
  }),
];

const list = (items = TWO): StubResponse => ({
  data: { contentFeedbackProperties: { items, totalCount: items.length } } satisfies ContentFeedbackPropertyListQuery,
});

const render = (
  respond: (name: string, variables: Record<string, unknown>) => StubResponse,
  language: 'zh-CN' | 'en-US' = 'zh-CN',
) => {
  return renderStubbedPage(<FeedbackPropertyPage />, respond, {
    path: '/system/manage/content/feedbackProperty',
    language,
  });
};

describe('FeedbackPropertyPage', () => {
  it('keeps its columns within a 1280 px laptop', () => {
    expect(fitsLaptop(FEEDBACK_PROPERTY_COLUMN_KINDS)).toBe(true);
  });

  it('lists the properties in Chinese and in English with their type, form and named actions', async () => {
    render(() => list());
    expect(await screen.findByRole('heading', { name: '反馈属性' })).toBeInTheDocument();
    expect(screen.getByText('共 2 个反馈属性')).toBeInTheDocument();
    const first = rowOf('专注度');
    expect(first.getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '0',
      '专注度',
      '评分',
      '课堂反馈',
      '是',
      '公开',
      '2026/03/04 09:15',
      '',
    ]);
    expect(first.getByRole('button', { name: '上移专注度' })).toBeDisabled();
    cleanup();
    render(() => list(), 'en-US');
    expect(await screen.findByRole('heading', { name: 'Feedback properties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Move Coach's notes up" })).toBeEnabled();
    expect(screen.getByText('Rating')).toBeInTheDocument();
  });

  it('edits a rating: its settings write the JSON, the preview shows the stars, forms/ names what is missing', async () => {
    const { operations, toasts } = render(
      (name) =>
        name === 'CreateContentFeedbackProperty'
          ? { data: { createContentFeedbackProperty: property('p9') } satisfies CreateContentFeedbackPropertyMutation }
          : list(),
      'en-US',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add feedback property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a feedback property' });
    // A new text property without a title: the preview waits, naming the rule.
    expect(within(dialog).getByText('The property needs a title')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Focus');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Rating');
    const stars = within(dialog).getByLabelText('Stars');
    await user.clear(stars);
    await user.type(stars, '3');
    await user.click(within(dialog).getByLabelText('Star names per language'));
    await user.type(within(dialog).getByLabelText('English star names'), 'Poor{Enter}Fair');
    expect(within(dialog).getByText('Focus: each language needs 3 rating texts, one per star')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('English star names'), '{Enter}Good');
    await user.type(within(dialog).getByLabelText('Chinese star names'), '差{Enter}中{Enter}好');
    const preview = within(within(dialog).getByRole('region', { name: 'Preview' }));
    expect(preview.getAllByRole('radio')).toHaveLength(3);
    expect(JSON.parse((within(dialog).getByLabelText(/^Custom extra/) as HTMLTextAreaElement).value)).toEqual({
      count: 3,
      showText: { zh: ['差', '中', '好'], en: ['Poor', 'Fair', 'Good'] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Focus saved'));
    expect(operations.find((o) => o.name === 'CreateContentFeedbackProperty')?.variables['input']).toMatchObject({
      formKind: 'Session',
      displayName: { default: 'Focus' },
      type: 'Rating',
      isRequired: false,
      sortOrder: null,
    });
  });

  it('refuses custom extra that is not JSON, in Chinese, and sends nothing', async () => {
    const { operations } = render(() => list());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '添加反馈属性' }));
    const dialog = await screen.findByRole('dialog', { name: '添加反馈属性' });
    await user.type(within(dialog).getByLabelText(/^标题/), '备注');
    const extra = within(dialog).getByLabelText(/^自定义扩展/);
    await user.clear(extra);
    await user.type(extra, '{{min');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('list')).toHaveTextContent('JSON');
    expect(operations.some((o) => o.name === 'CreateContentFeedbackProperty')).toBe(false);
  });

  it('previews a whole form as staff will fill it, and checks its required answers', async () => {
    const form: ContentFeedbackFormQuery = { contentFeedbackForm: TWO };
    render((name) => (name === 'ContentFeedbackForm' ? { data: form } : list()), 'en-US');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview form' });
    expect(await within(dialog).findByText('Focus')).toBeInTheDocument();
    expect(within(dialog).getByText("Coach's notes")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check the answers' }));
    expect(await within(dialog).findByText('Focus is required')).toBeInTheDocument();
  });
});
