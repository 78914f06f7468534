import { describe, expect, it } from 'vitest';
import { checkAnswer, checkSubmission, latestHour, minutesOfStep, parseTimeOfDay } from './feedback-answers';
import { checkPropertyDefinition } from './feedback-definition';
import type { FeedbackProperty, FeedbackPropertyDefinition } from './feedback-property.schemas';

const property = (
  type: string,
  extraProperties: FeedbackPropertyDefinition['extraProperties'] = {},
  overrides: Partial<FeedbackPropertyDefinition> = {},
): FeedbackProperty => {
  const { property: checked, messages } = checkPropertyDefinition({
    id: `${type}-1`,
    displayName: { default: '反馈', en: 'Feedback' },
    isRequired: false,
    type,
    sortOrder: 0,
    extraProperties,
    ...overrides,
  });
  expect(messages).toEqual([]);
  return checked as FeedbackProperty;
};

const keys = (p: FeedbackProperty, value: unknown, now?: { hour: number; minute: number }) =>
  checkAnswer(p, value, { language: 'en', ...(now ? { now } : {}) }).map((message) => message.key);

describe('feedback answers (001 §3, §5)', () => {
  describe('a required property', () => {
    const required = property('String', {}, { isRequired: true });

    it.each([null, undefined, '', '   ', []])('shows the mandatory-field message naming it for %j', (value) => {
      expect(checkAnswer(required, value, { language: 'en' })).toEqual([
        { key: 'required', params: { name: 'Feedback' }, propertyId: 'String-1' },
      ]);
      expect(checkAnswer(required, value, { language: 'zh' })[0]?.params).toEqual({ name: '反馈' });
    });

    it('takes false as an answer to a yes/no question', () => {
      expect(keys(property('Boolean', {}, { isRequired: true }), false)).toEqual([]);
    });

    it('an optional empty answer is no problem', () => {
      expect(keys(property('Number'), null)).toEqual([]);
    });
  });

  it('text: lengths, counted in characters, not UTF-16 units', () => {
    const text = property('String', { minLength: 2, maxLength: 4 });
    expect(keys(text, 'a')).toEqual(['too-short']);
    expect(keys(text, 'abcde')).toEqual(['too-long']);
    expect(keys(text, '好好好好')).toEqual([]);
    expect(keys(text, '😀😀😀😀')).toEqual([]);
    expect(keys(text, 3)).toEqual(['wrong-kind']);
    expect(checkAnswer(text, 'abcde', { language: 'en' })[0]?.params).toEqual({ name: 'Feedback', max: 4 });
    expect(keys(property('String'), 'x'.repeat(2001))).toEqual(['too-long']);
  });

  it('rating: whole stars within min and max value', () => {
    const rating = property('Rating', { count: 5 });
    expect(keys(rating, 1)).toEqual([]);
    expect(keys(rating, 5)).toEqual([]);
    expect(keys(rating, 0)).toEqual(['below-min']);
    expect(keys(rating, 6)).toEqual(['above-max']);
    expect(keys(rating, 2.5)).toEqual(['wrong-kind']);
    const narrowed = property('Rating', { count: 5, minValue: 2, maxValue: 4 });
    expect(keys(narrowed, 1)).toEqual(['below-min']);
    expect(keys(narrowed, 5)).toEqual(['above-max']);
  });

  it('boolean: true or false only', () => {
    expect(keys(property('Boolean'), true)).toEqual([]);
    expect(keys(property('Boolean'), 'yes')).toEqual(['wrong-kind']);
  });

  it('duration: seconds, minutes in steps of minStep, seconds only when shown, in steps of secStep', () => {
    const minutes = property('Duration');
    expect(keys(minutes, 25 * 60)).toEqual([]);
    expect(keys(minutes, 90 * 60)).toEqual([]);
    expect(keys(minutes, 7 * 60)).toEqual(['minute-step']);
    expect(keys(minutes, 25 * 60 + 5)).toEqual(['second-step']);
    expect(keys(minutes, -60)).toEqual(['below-min']);
    expect(keys(minutes, 24 * 3600)).toEqual(['above-max']);
    const seconds = property('Duration', { minStep: 1, secStep: 15, showSec: true });
    expect(keys(seconds, 7 * 60 + 45)).toEqual([]);
    expect(keys(seconds, 7 * 60 + 10)).toEqual(['second-step']);
    expect(checkAnswer(seconds, 70, { language: 'en' })[0]?.params).toEqual({ name: 'Feedback', step: 15 });
  });

  it('number: range and step, defaults 0 to 100 in steps of 1', () => {
    const number = property('Number');
    expect(keys(number, 0)).toEqual([]);
    expect(keys(number, 100)).toEqual([]);
    expect(keys(number, -1)).toEqual(['below-min']);
    expect(keys(number, 101)).toEqual(['above-max']);
    expect(keys(number, 2.5)).toEqual(['off-step']);
    expect(keys(number, '5')).toEqual(['wrong-kind']);
    const tenths = property('Number', { minValue: 0.1, maxValue: 1, step: 0.1 });
    expect(keys(tenths, 0.3)).toEqual([]);
    expect(keys(tenths, 0.35)).toEqual(['off-step']);
  });

  it('selection: one of the option values, in either language', () => {
    const options = [{ value: 'a', text: 'A' }];
    const selection = property('Selection', { options });
    expect(keys(selection, 'a')).toEqual([]);
    expect(keys(selection, 'z')).toEqual(['not-an-option']);
    expect(keys(selection, 1)).toEqual(['wrong-kind']);
    const perLanguage = property('MultiLanguageSelection', {
      options: { zh: [{ value: 'a', text: '甲' }], en: options },
    });
    expect(checkAnswer(perLanguage, 'a', { language: 'zh' })).toEqual([]);
    expect(keys(perLanguage, 'b')).toEqual(['not-an-option']);
  });

  describe('time picker', () => {
    it('a time of day in steps of minuteStep (30 unless set)', () => {
      const time = property('TimePicker');
      expect(keys(time, '09:30')).toEqual([]);
      expect(keys(time, '09:15')).toEqual(['minute-step']);
      expect(keys(time, '9:30')).toEqual(['time-invalid']);
      expect(keys(time, '24:00')).toEqual(['time-invalid']);
      expect(keys(property('TimePicker', { minuteStep: 5 }), '09:15')).toEqual([]);
    });

    it('"current" blocks hours beyond the current hour plus 2; "today" allows the whole day', () => {
      const current = property('TimePicker', { maxTime: 'current' });
      const now = { hour: 14, minute: 10 };
      expect(keys(current, '16:30', now)).toEqual([]);
      expect(keys(current, '17:00', now)).toEqual(['time-too-late']);
      expect(checkAnswer(current, '17:00', { language: 'en', now })[0]?.params).toEqual({
        name: 'Feedback',
        max: '16:30',
      });
      expect(keys(property('TimePicker'), '23:30', now)).toEqual([]);
      expect(latestHour({ maxTime: 'current' }, { hour: 22, minute: 0 })).toBe(23);
      expect(latestHour({ maxTime: 'current' }, undefined)).toBe(23);
    });

    it('offers minutes by step and reads HH:mm', () => {
      expect(minutesOfStep(30)).toEqual([0, 30]);
      expect(minutesOfStep(15)).toEqual([0, 15, 30, 45]);
      expect(parseTimeOfDay('07:05')).toEqual({ hour: 7, minute: 5 });
      expect(parseTimeOfDay('07:60')).toBeNull();
    });
  });

  it.each(['ImagePicker', 'VideoPicker'])('%s: a list of urls', (type) => {
    const picker = property(type);
    expect(keys(picker, ['https://cdn.example.com/a.jpg', '/files/b.mp4'])).toEqual([]);
    expect(keys(picker, ['javascript:alert(1)'])).toEqual(['url-invalid']);
    expect(keys(picker, ['//evil.example.com/a.jpg'])).toEqual(['url-invalid']);
    expect(checkAnswer(picker, ['not a url'], { language: 'en' })[0]?.params).toEqual({
      name: 'Feedback',
      url: 'not a url',
    });
    expect(keys(picker, 'https://cdn.example.com/a.jpg')).toEqual(['wrong-kind']);
    expect(
      keys(
        picker,
        Array.from({ length: 10 }, (_, i) => `/files/${i}.jpg`),
      ),
    ).toEqual(['too-many-files']);
  });
});

describe('a submission', () => {
  const form = [
    property('Number', {}, { id: 'score', sortOrder: 2, isRequired: true, displayName: 'Score' }),
    property('String', {}, { id: 'note', sortOrder: 1, displayName: 'Note' }),
    property('Boolean', {}, { id: 'calm', sortOrder: 3, displayName: 'Calm' }),
  ];

  it('drops null answers and sends the rest in the form’s order, text trimmed', () => {
    expect(checkSubmission(form, { calm: false, note: ' fine ', score: 40 })).toEqual({
      submission: [
        { programFeedbackPropertyId: 'note', value: 'fine' },
        { programFeedbackPropertyId: 'score', value: 40 },
        { programFeedbackPropertyId: 'calm', value: false },
      ],
      messages: [],
    });
    expect(checkSubmission(form, { calm: null, note: '', score: 40 }).submission).toEqual([
      { programFeedbackPropertyId: 'score', value: 40 },
    ]);
  });

  it('names each required property left empty', () => {
    expect(checkSubmission(form, { note: 'x' }, { language: 'en' }).messages).toEqual([
      { key: 'required', params: { name: 'Score' }, propertyId: 'score' },
    ]);
  });

  it('reads the wire’s list, refusing unknown properties and a property answered twice', () => {
    const { messages, submission } = checkSubmission(
      form,
      [
        { programFeedbackPropertyId: 'score', value: 10 },
        { programFeedbackPropertyId: 'score', value: 20 },
        { programFeedbackPropertyId: 'ghost', value: 'boo' },
      ],
      { language: 'en' },
    );
    expect(messages).toEqual([
      { key: 'duplicate-answer', params: { name: 'Score' }, propertyId: 'score' },
      { key: 'unknown-property', params: { id: 'ghost' } },
    ]);
    expect(submission).toEqual([{ programFeedbackPropertyId: 'score', value: 10 }]);
  });
});
