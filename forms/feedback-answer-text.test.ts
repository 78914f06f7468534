import { describe, expect, it } from 'vitest';
import { answerText, durationText } from './feedback-answer-text';

const words = { none: '—', yes: 'Yes', no: 'No' };

describe('answerText', () => {
  it('says none for an empty answer and yes or no for a boolean', () => {
    expect(answerText({ type: 'String', settings: {} }, '', 'en', words)).toBe('—');
    expect(answerText({ type: 'ImagePicker', settings: {} }, [], 'en', words)).toBe('—');
    expect(answerText({ type: 'Boolean', settings: {} }, false, 'en', words)).toBe('No');
  });

  it('names a choice by its option text, per language when the options are', () => {
    const settings = {
      options: { zh: [{ value: 2, text: '好' }], en: [{ value: 2, text: 'Good' }] },
    };
    expect(answerText({ type: 'Selection', settings }, 2, 'zh', words)).toBe('好');
    expect(answerText({ type: 'Selection', settings }, 2, 'en', words)).toBe('Good');
    expect(
      answerText({ type: 'Selection', settings: { options: [{ value: 'a', text: 'A' }] } }, 'a', 'en', words),
    ).toBe('A');
    // A value no option names is shown as it is rather than lost.
    expect(answerText({ type: 'Selection', settings }, 9, 'en', words)).toBe('9');
  });

  it('writes a duration as the picker shows it and a list joined', () => {
    expect(durationText(1800)).toBe('30:00');
    expect(durationText(3725)).toBe('1:02:05');
    expect(answerText({ type: 'Duration', settings: {} }, 95, 'en', words)).toBe('01:35');
    expect(answerText({ type: 'VideoPicker', settings: {} }, ['/a.mp4', '/b.mp4'], 'en', words)).toBe('/a.mp4, /b.mp4');
  });
});
