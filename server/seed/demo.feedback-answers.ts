import { checkSubmission } from '../../forms/feedback-answers';
import { checkFormDefinition, optionsIn } from '../../forms/feedback-definition';
import type {
  FeedbackAnswerValue,
  FeedbackProperty,
  FeedbackPropertyDefinition,
  FeedbackSubmissionEntry,
} from '../../forms/feedback-property.schemas';

// Answers a coach or a guardian could have given to a demo program's feedback form: one valid
// value per property, chosen by the seed's random source and checked by the same engine the
// server checks a submission with, so the demo never holds what the product would refuse.

const REMARKS = {
  staff: ['专注时间比上次长', 'Followed the rhythm well', '需要提醒两次', 'Calm start, tired at the end', '完成得很好'],
  guardian: [
    '在家情绪稳定',
    'Slept better this week',
    '作业时更专注',
    'Asked to play the game again',
    '早上起床更顺利',
  ],
};

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** One valid value for `property`, or undefined when the seed should leave it empty. */
const sampleValue = (
  property: FeedbackProperty,
  side: 'staff' | 'guardian',
  random: () => number,
): FeedbackAnswerValue | undefined => {
  switch (property.type) {
    case 'String': {
      const text = pick(REMARKS[side], random);
      const { minLength = 0, maxLength = 200 } = property.settings;
      return text.padEnd(minLength, '。').slice(0, maxLength);
    }
    case 'Rating': {
      const count = property.settings.count ?? 1;
      const { minValue = 1, maxValue = count } = property.settings;
      return minValue + Math.floor(random() * (maxValue - minValue + 1));
    }
    case 'Boolean':
      return random() < 0.7;
    case 'Duration': {
      const step = property.settings.minStep ?? 5;
      return step * (1 + Math.floor(random() * Math.max(1, Math.floor(30 / step)))) * 60;
    }
    case 'Number': {
      const { minValue = 0, maxValue = 100, step = 1 } = property.settings;
      const steps = Math.max(0, Math.floor((maxValue - minValue) / step));
      return minValue + step * Math.floor(random() * (steps + 1));
    }
    case 'Selection':
    case 'MultiLanguageSelection': {
      const options = optionsIn(property, 'zh');
      return options.length === 0 ? undefined : pick(options, random).value;
    }
    case 'TimePicker':
      return `${String(9 + Math.floor(random() * 8)).padStart(2, '0')}:00`;
    case 'ImagePicker':
    case 'VideoPicker':
      // The demo uploads no answer files: such properties stay empty (an item whose form requires
      // one is marked not started instead).
      return undefined;
  }
};

/**
 * The answers to `form` (definitions as the plan reads them), every property answered the way
 * `side` would; null when the engine refuses them (a required property the seed cannot fill).
 */
export const sampleAnswers = (
  form: readonly FeedbackPropertyDefinition[],
  side: 'staff' | 'guardian',
  random: () => number,
): FeedbackSubmissionEntry[] | null => {
  const { properties } = checkFormDefinition(form, 'zh');
  const answers = properties.flatMap((property) => {
    const value = sampleValue(property, side, random);
    return value === undefined
      ? []
      : [{ programFeedbackPropertyId: property.id, value: value as FeedbackSubmissionEntry['value'] }];
  });
  const check = checkSubmission(properties, answers, { language: 'zh' });
  return check.messages.length === 0 ? answers : null;
};
