// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackPropertyDefinition } from '../../../forms/feedback-property.schemas';
import type { Language } from '../i18n/languages';
import { renderWithProviders } from '../testing/renderWithProviders';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';

afterEach(cleanup);

const title = (en: string, zh: string) => ({ default: zh, en });
let sort = 0;
const prop = (
  id: string,
  type: string,
  displayName: FeedbackPropertyDefinition['displayName'],
  extraProperties: FeedbackPropertyDefinition['extraProperties'] = {},
  isRequired = false,
): FeedbackPropertyDefinition => ({ id, type, displayName, extraProperties, isRequired, sortOrder: sort++ });

/** A form with one property of each of the ten types. */
const everyType: FeedbackPropertyDefinition[] = [
  prop('note', 'String', title('Note', '备注'), { defaultLines: 3, maxLength: 20 }),
  prop('focus', 'Rating', title('Focus', '专注'), {
    count: 3,
    showText: { zh: ['差', '中', '好'], en: ['Poor', 'Fair', 'Good'] },
  }),
  prop('calm', 'Boolean', title('Calm', '平静')),
  prop('time-on-task', 'Duration', title('Time on task', '用时'), { minStep: 5 }),
  prop('score', 'Number', title('Score', '得分'), { minValue: 0, maxValue: 10 }),
  prop('mood', 'Selection', title('Mood', '情绪'), {
    options: [
      { value: 'happy', text: 'Happy' },
      { value: 'sad', text: 'Sad' },
    ],
  }),
  prop('level', 'MultiLanguageSelection', title('Level', '级别'), {
    options: {
      zh: [
        { value: 'low', text: '低' },
        { value: 'high', text: '高' },
      ],
      en: [
        { value: 'low', text: 'Low' },
        { value: 'high', text: 'High' },
      ],
    },
  }),
  prop('arrival', 'TimePicker', title('Arrival', '到达时间'), { maxTime: 'current', minuteStep: 30 }),
  prop('photos', 'ImagePicker', title('Photos', '照片')),
  prop('clips', 'VideoPicker', title('Clips', '视频')),
];

const fixedNow = () => DateTime.fromISO('2026-11-27T14:10:00');

const renderForm = (props: Partial<FeedbackFormProps> = {}, language: Language = 'en-US') => {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <FeedbackForm properties={everyType} onSubmit={onSubmit} now={fixedNow} {...props} />,
    { language },
  );
  return { onSubmit, ...view };
};

describe('FeedbackForm', () => {
  it('renders each of the ten types, accepts input, and hands back the cleaned submission', async () => {
    const upload = vi.fn(async (file: File, kind: string) => `/files/${kind}/${file.name}`);
    const { onSubmit } = renderForm({ upload });

    // String: a text area with defaultLines rows.
    const note = screen.getByLabelText('Note');
    expect(note).toHaveAttribute('rows', '3');
    await userEvent.type(note, ' went well ');
    // Rating: stars named by showText in the reader's language.
    await userEvent.click(screen.getByRole('radio', { name: 'Fair' }));
    expect(screen.getByText('Fair')).toBeInTheDocument();
    // Boolean: a switch.
    await userEvent.click(screen.getByRole('switch'));
    // Duration: hours and minutes in steps of 5.
    const minutes = screen.getByRole('combobox', { name: 'Time on task, minutes' });
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('55');
    expect(within(minutes).queryByRole('option', { name: '07' })).toBeNull();
    await userEvent.selectOptions(minutes, '25');
    // Number: a numeric input.
    await userEvent.type(screen.getByLabelText('Score'), '7');
    // Selection: radios with the options' texts.
    await userEvent.click(screen.getByRole('radio', { name: 'Happy' }));
    // Per-language selection: the English options.
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    // Time picker: hours beyond now + 2 are blocked, minutes in steps of 30.
    const hour = screen.getByRole('combobox', { name: 'Arrival, hour' });
    expect(within(hour).getByRole('option', { name: '16' })).toBeEnabled();
    expect(within(hour).getByRole('option', { name: '17' })).toBeDisabled();
    await userEvent.selectOptions(hour, '9');
    const minute = screen.getByRole('combobox', { name: 'Arrival, minute' });
    expect(
      within(minute)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', '00', '30']);
    await userEvent.selectOptions(minute, '30');
    // Image and video pickers: through the injected upload.
    await userEvent.upload(
      screen.getByLabelText('Upload an image for Photos'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Image 1 of Photos' })).toHaveAttribute('src', '/files/image/a.png'),
    );
    await userEvent.upload(
      screen.getByLabelText('Upload a video for Clips'),
      new File(['x'], 'b.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { programFeedbackPropertyId: 'note', value: 'went well' },
      { programFeedbackPropertyId: 'focus', value: 2 },
      { programFeedbackPropertyId: 'calm', value: true },
      { programFeedbackPropertyId: 'time-on-task', value: 25 * 60 },
      { programFeedbackPropertyId: 'score', value: 7 },
      { programFeedbackPropertyId: 'mood', value: 'happy' },
      { programFeedbackPropertyId: 'level', value: 'high' },
      { programFeedbackPropertyId: 'arrival', value: '09:30' },
      { programFeedbackPropertyId: 'photos', value: ['/files/image/a.png'] },
      { programFeedbackPropertyId: 'clips', value: ['/files/video/b.mp4'] },
    ]);
  });

  it('drops unanswered properties from the submission; an untouched switch answers no', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith([{ programFeedbackPropertyId: 'calm', value: false }]);
  });

  it.each([
    ['en-US', 'Submit', 'Mood is required'],
    ['zh-CN', '提交', '情绪为必填项'],
  ] as const)('names a required property left empty, in %s, and does not submit', async (language, submit, message) => {
    const required = [prop('mood', 'Selection', title('Mood', '情绪'), { options: [{ value: 'a', text: 'A' }] }, true)];
    const { onSubmit } = renderForm({ properties: required }, language);
    expect(screen.queryByText(message)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'A' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks a field as it changes, with the shared rules', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Note'), 'x'.repeat(21));
    expect(screen.getByRole('alert')).toHaveTextContent('Note must be at most 20 characters');
    await userEvent.type(screen.getByLabelText('Score'), '11');
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Score must be at most 10');
  });

  it('shows the reader’s language: titles, options and star texts in Chinese', () => {
    renderForm({}, 'zh-CN');
    expect(screen.getByLabelText('备注')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '高' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '好' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
  });

  it('uses a slider by the slider-style setting, and a drop-down list for many options', () => {
    const options = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, text: value.toUpperCase() }));
    renderForm({
      properties: [
        prop('level', 'Number', 'Level', { slider: true, minValue: 1, maxValue: 5 }),
        prop('pick', 'Selection', 'Pick', { options }),
        prop('short', 'String', 'Short', { defaultLines: 1 }),
      ],
    });
    expect(screen.getByRole('slider', { name: 'Level' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Pick')).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByLabelText('Short').tagName).toBe('INPUT');
  });

  it('previews the form as staff fill it, but nothing can be changed and nothing submitted', async () => {
    const { onSubmit } = renderForm({
      readOnly: true,
      initialValues: { note: 'went well', mood: 'sad', photos: ['/files/a.png'] },
    });
    expect(screen.getByLabelText('Note')).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Note'), 'more');
    expect(screen.getByLabelText('Note')).toHaveValue('went well');
    expect(screen.getByRole('radio', { name: 'Sad' })).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('switch')).toBeDisabled();
    for (const select of screen.getAllByRole('combobox')) expect(select).toBeDisabled();
    expect(screen.getByLabelText('Score')).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Image 1 of Photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
    expect(screen.queryByLabelText(/upload/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.submit(screen.getByLabelText('Note').closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes an uploaded file, and says when an upload fails', async () => {
    const upload = vi.fn().mockRejectedValueOnce(new Error('offline'));
    renderForm({
      properties: [prop('photos', 'ImagePicker', 'Photos')],
      initialValues: { photos: ['/files/a.png'] },
      upload,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove file 1 of Photos' }));
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.upload(
      screen.getByLabelText('Upload an image for Photos'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be uploaded');
  });

  it('leaves out a property whose definition breaks the rules', () => {
    renderForm({ properties: [prop('bad', 'Selection', 'Broken', { options: [] }), prop('ok', 'Boolean', 'Fine')] });
    expect(screen.queryByText('Broken')).toBeNull();
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });

  it('splits one form into tabs, submits every tab at once, and opens the tab with a problem', async () => {
    const note = prop('note', 'String', title('Note', '备注'));
    const mood = prop('mood', 'Selection', title('Mood', '情绪'), { options: [{ value: 'a', text: 'A' }] }, true);
    const groups = [
      { id: 'session', title: 'Session', propertyIds: ['note'] },
      { id: 'personal', title: 'Personal', propertyIds: ['mood'] },
    ];
    const { onSubmit } = renderForm({ properties: [note, mood], groups });
    expect(screen.getByRole('tab', { name: 'Session', selected: true })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Note'), 'calm');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Personal', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Mood is required');
    await userEvent.click(screen.getByRole('radio', { name: 'A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { programFeedbackPropertyId: 'note', value: 'calm' },
      { programFeedbackPropertyId: 'mood', value: 'a' },
    ]);
  });
});
