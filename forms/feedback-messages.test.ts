import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_KEYS, FEEDBACK_FORMS_NAMESPACE, feedbackMessageKey } from './feedback-messages';

// The rules speak in keys; the server and the console each translate every one, in both languages.
const catalogue = (side: 'server/locales' | 'src/locales', language: 'zh-CN' | 'en-US') =>
  (
    JSON.parse(readFileSync(`${side}/${language}/${FEEDBACK_FORMS_NAMESPACE}.json`, 'utf8')) as {
      messages: Record<string, string>;
    }
  ).messages;

describe('feedback-form messages', () => {
  it.each([
    ['server/locales', 'zh-CN'],
    ['server/locales', 'en-US'],
    ['src/locales', 'zh-CN'],
    ['src/locales', 'en-US'],
  ] as const)('%s/%s translates every message the rules give, and no other', (side, language) => {
    expect(Object.keys(catalogue(side, language)).sort()).toEqual([...FEEDBACK_MESSAGE_KEYS].sort());
  });

  it('server and console say the same', () => {
    expect(catalogue('src/locales', 'en-US')).toEqual(catalogue('server/locales', 'en-US'));
    expect(catalogue('src/locales', 'zh-CN')).toEqual(catalogue('server/locales', 'zh-CN'));
  });

  it('the mandatory-field message names the property (001 §5)', () => {
    expect(catalogue('server/locales', 'en-US')['required']).toBe('{{name}} is required');
    expect(catalogue('server/locales', 'zh-CN')['required']).toBe('{{name}}为必填项');
    expect(feedbackMessageKey({ key: 'required', params: { name: 'Mood' } })).toBe('feedback-forms:messages.required');
  });
});
