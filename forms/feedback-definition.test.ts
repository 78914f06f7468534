import { describe, expect, it } from 'vitest';
import { checkFormDefinition, checkPropertyDefinition, optionsIn, ratingTextsIn } from './feedback-definition';
import {
  FEEDBACK_PROPERTY_TYPES,
  localised,
  type FeedbackProperty,
  type FeedbackPropertyDefinition,
} from './feedback-property.schemas';

const definition = (overrides: Partial<FeedbackPropertyDefinition> = {}): FeedbackPropertyDefinition => ({
  id: 'p1',
  displayName: 'Mood',
  isRequired: false,
  type: 'Boolean',
  sortOrder: 0,
  extraProperties: {},
  ...overrides,
});

const keysOf = (overrides: Partial<FeedbackPropertyDefinition>) =>
  checkPropertyDefinition(definition(overrides), 'en').messages.map((message) => message.key);

const settingsOf = (overrides: Partial<FeedbackPropertyDefinition>) => {
  const { property, messages } = checkPropertyDefinition(definition(overrides), 'en');
  expect(messages).toEqual([]);
  return (property as FeedbackProperty).settings;
};

const options = [
  { value: 'a', text: 'Calm' },
  { value: 'b', text: 'Restless' },
];
const zhOptions = [
  { value: 'a', text: '平静' },
  { value: 'b', text: '烦躁' },
];

/** One valid definition of every type, as the editor would save them. */
const everyType: Record<(typeof FEEDBACK_PROPERTY_TYPES)[number], FeedbackPropertyDefinition['extraProperties']> = {
  String: { defaultLines: 3, minLength: 2, maxLength: 200 },
  Rating: { count: 5, showText: ['1', '2', '3', '4', '5'], minValue: 1, maxValue: 5 },
  Boolean: {},
  Duration: { minStep: 5, secStep: 10, showSec: true, desc: { default: 'Time on task', zh: '用时' } },
  Number: { minValue: 0, maxValue: 10, step: 0.5, slider: true },
  Selection: { options },
  MultiLanguageSelection: { options: { zh: zhOptions, en: options } },
  TimePicker: { maxTime: 'current', minuteStep: 15 },
  ImagePicker: {},
  VideoPicker: {},
};

describe('feedback property definitions (001 §3, §5)', () => {
  it.each(FEEDBACK_PROPERTY_TYPES)('accepts a %s with every setting of its type', (type) => {
    const { property, messages } = checkPropertyDefinition(definition({ type, extraProperties: everyType[type] }));
    expect(messages).toEqual([]);
    expect(property).toMatchObject({ type, settings: everyType[type] });
  });

  it('has ten types', () => {
    expect(FEEDBACK_PROPERTY_TYPES).toHaveLength(10);
  });

  it('refuses a type it does not know, naming it', () => {
    const { property, messages } = checkPropertyDefinition(definition({ type: 'Colour' }), 'en');
    expect(property).toBeNull();
    expect(messages).toEqual([{ key: 'type-unknown', params: { name: 'Mood', type: 'Colour' }, propertyId: 'p1' }]);
  });

  it('refuses a setting of the wrong kind, naming the setting', () => {
    expect(
      checkPropertyDefinition(definition({ type: 'String', extraProperties: { defaultLines: 'many' } }), 'en'),
    ).toMatchObject({
      property: null,
      messages: [{ key: 'setting-invalid', params: { name: 'Mood', setting: 'defaultLines' } }],
    });
    expect(keysOf({ type: 'TimePicker', extraProperties: { maxTime: 'tomorrow' } })).toEqual(['setting-invalid']);
    expect(keysOf({ type: 'Number', extraProperties: { step: 0 } })).toEqual(['setting-invalid']);
  });

  describe('custom extra must be valid JSON', () => {
    it('reads the JSON text the editor keeps', () => {
      expect(settingsOf({ type: 'Number', extraProperties: '{"maxValue": 10, "slider": true}' })).toMatchObject({
        maxValue: 10,
        slider: true,
      });
      expect(settingsOf({ type: 'Boolean', extraProperties: '  ' })).toEqual({});
      expect(settingsOf({ type: 'Boolean', extraProperties: null })).toEqual({});
    });

    it('refuses text that is not JSON, and JSON that is not an object', () => {
      expect(checkPropertyDefinition(definition({ extraProperties: '{maxValue: 10' }), 'en').messages).toEqual([
        { key: 'extra-invalid-json', params: { name: 'Mood' }, propertyId: 'p1' },
      ]);
      expect(keysOf({ extraProperties: '[1, 2]' })).toEqual(['extra-not-object']);
      expect(keysOf({ extraProperties: '"text"' })).toEqual(['extra-not-object']);
    });
  });

  describe('titles', () => {
    it('need a title', () => {
      expect(keysOf({ displayName: '  ' })).toEqual(['title-required']);
    });

    it('need a default entry when translated, and show the reader theirs', () => {
      expect(keysOf({ displayName: { default: '', zh: '情绪', en: 'Mood' } })).toEqual(['title-default-required']);
      expect(keysOf({ displayName: { default: '情绪', en: 'Mood' } })).toEqual([]);
      expect(localised({ default: '情绪', en: 'Mood' }, 'en')).toBe('Mood');
      expect(localised({ default: '情绪', en: 'Mood' }, 'zh')).toBe('情绪');
      expect(localised({ default: '情绪', en: ' ' }, 'en')).toBe('情绪');
    });

    it('name the property in the reader’s language in messages, or by its id without a title', () => {
      const named = checkPropertyDefinition(
        definition({ displayName: { default: '情绪', en: 'Mood' }, extraProperties: '{' }),
        'en',
      );
      expect(named.messages[0]?.params['name']).toBe('Mood');
      const zh = checkPropertyDefinition(
        definition({ displayName: { default: '情绪', en: 'Mood' }, extraProperties: '{' }),
        'zh',
      );
      expect(zh.messages[0]?.params['name']).toBe('情绪');
      expect(checkPropertyDefinition(definition({ displayName: '' }), 'en').messages[0]?.params['name']).toBe('p1');
    });
  });

  describe('sort order: required number, minimum 0', () => {
    it.each([
      [undefined, ['sort-order-required']],
      [null, ['sort-order-required']],
      [Number.NaN, ['sort-order-required']],
      [-1, ['sort-order-min']],
      [0, []],
      [12, []],
    ])('%s', (sortOrder, keys) => {
      expect(keysOf({ sortOrder: sortOrder as number | null | undefined })).toEqual(keys);
    });

    it('orders a form’s properties', () => {
      const form = checkFormDefinition([
        definition({ id: 'late', sortOrder: 5 }),
        definition({ id: 'early', sortOrder: 1 }),
        definition({ id: 'bad', sortOrder: -1 }),
      ]);
      expect(form.properties.map((property) => property.id)).toEqual(['early', 'late']);
      expect(form.messages).toMatchObject([{ key: 'sort-order-min', propertyId: 'bad' }]);
    });
  });

  describe('selection', () => {
    it('needs options with value and text', () => {
      expect(keysOf({ type: 'Selection', extraProperties: {} })).toEqual(['options-required']);
      expect(keysOf({ type: 'Selection', extraProperties: { options: [] } })).toEqual(['options-required']);
      expect(keysOf({ type: 'Selection', extraProperties: { options: [{ value: 'a', text: ' ' }] } })).toEqual([
        'option-incomplete',
      ]);
      expect(keysOf({ type: 'Selection', extraProperties: { options: [{ value: 'a' }] } })).toEqual([
        'setting-invalid',
      ]);
      expect(
        checkPropertyDefinition(
          definition({ type: 'Selection', extraProperties: { options: [...options, { value: 'a', text: 'Again' }] } }),
          'en',
        ).messages,
      ).toMatchObject([{ key: 'option-duplicate', params: { value: 'a' } }]);
    });

    it('or per-language zh/en options, with the same values in both', () => {
      expect(keysOf({ type: 'Selection', extraProperties: { options: { zh: zhOptions, en: options } } })).toEqual([]);
      expect(keysOf({ type: 'Selection', extraProperties: { options: { zh: zhOptions } } })).toEqual([
        'setting-invalid',
      ]);
      expect(keysOf({ type: 'Selection', extraProperties: { options: { zh: [], en: options } } })).toEqual([
        'options-per-language',
      ]);
      expect(
        keysOf({
          type: 'Selection',
          extraProperties: { options: { zh: zhOptions, en: [{ value: 'a', text: 'Calm' }] } },
        }),
      ).toEqual(['options-languages-differ']);
    });

    it('the per-language selection takes only per-language options', () => {
      expect(keysOf({ type: 'MultiLanguageSelection', extraProperties: {} })).toEqual(['options-per-language']);
      expect(keysOf({ type: 'MultiLanguageSelection', extraProperties: { options } })).toEqual(['setting-invalid']);
    });

    it('shows the reader their language’s options', () => {
      const { property } = checkPropertyDefinition(
        definition({ type: 'MultiLanguageSelection', extraProperties: { options: { zh: zhOptions, en: options } } }),
      );
      const selection = property as Extract<FeedbackProperty, { type: 'MultiLanguageSelection' }>;
      expect(optionsIn(selection, 'zh').map((o) => o.text)).toEqual(['平静', '烦躁']);
      expect(optionsIn(selection, 'en').map((o) => o.text)).toEqual(['Calm', 'Restless']);
    });
  });

  describe('rating', () => {
    it('needs a count', () => {
      expect(keysOf({ type: 'Rating', extraProperties: {} })).toEqual(['rating-count-required']);
      expect(keysOf({ type: 'Rating', extraProperties: { count: 0 } })).toEqual(['setting-invalid']);
      expect(keysOf({ type: 'Rating', extraProperties: { count: 11 } })).toEqual(['setting-invalid']);
    });

    it('needs as many texts as stars, in each language when multilingual', () => {
      expect(keysOf({ type: 'Rating', extraProperties: { count: 3, showText: ['a', 'b'] } })).toEqual([
        'rating-texts-count',
      ]);
      const multilingual = { count: 2, showText: { zh: ['差', '好'], en: ['Poor'] } };
      expect(
        checkPropertyDefinition(definition({ type: 'Rating', extraProperties: multilingual }), 'en').messages,
      ).toMatchObject([{ key: 'rating-texts-count', params: { name: 'Mood', count: 2 } }]);
      const both = { count: 2, showText: { zh: ['差', '好'], en: ['Poor', 'Good'] } };
      const { property } = checkPropertyDefinition(definition({ type: 'Rating', extraProperties: both }));
      const rating = property as Extract<FeedbackProperty, { type: 'Rating' }>;
      expect(ratingTextsIn(rating, 'en')).toEqual(['Poor', 'Good']);
      expect(ratingTextsIn(rating, 'zh')).toEqual(['差', '好']);
    });

    it('keeps min and max value within the stars', () => {
      expect(keysOf({ type: 'Rating', extraProperties: { count: 5, minValue: 4, maxValue: 2 } })).toEqual([
        'range-invalid',
      ]);
      expect(keysOf({ type: 'Rating', extraProperties: { count: 5, maxValue: 7 } })).toEqual(['range-invalid']);
    });
  });

  describe('defaults', () => {
    it('number: min 0, max 100, step 1', () => {
      expect(settingsOf({ type: 'Number' })).toEqual({ minValue: 0, maxValue: 100, step: 1 });
      expect(keysOf({ type: 'Number', extraProperties: { minValue: 100 } })).toEqual(['range-invalid']);
    });

    it('time picker: limits of today, minute step 30', () => {
      expect(settingsOf({ type: 'TimePicker' })).toEqual({ maxTime: 'today', minuteStep: 30 });
      expect(keysOf({ type: 'TimePicker', extraProperties: { minuteStep: 7 } })).toEqual(['minute-step-invalid']);
    });

    it('duration: minute step 5', () => {
      expect(settingsOf({ type: 'Duration' })).toEqual({ minStep: 5, secStep: 5, showSec: false });
    });

    it('text: 7 rows', () => {
      expect(settingsOf({ type: 'String' })).toMatchObject({ defaultLines: 7 });
      expect(keysOf({ type: 'String', extraProperties: { minLength: 10, maxLength: 5 } })).toEqual(['range-invalid']);
    });
  });
});
