import { describe, expect, it } from 'vitest';
import {
  EVENT_PLACEHOLDERS,
  REMINDER_EVENTS,
  REMINDER_PLACEHOLDERS,
  SAMPLE_VALUES,
  placeholderProblem,
  placeholdersIn,
  renderReminder,
} from './reminder-templates';

describe('reminder templates: placeholders', () => {
  it('finds each placeholder once, spaces inside the braces allowed', () => {
    expect(placeholdersIn('{{childName}} at {{ time }}, {{childName}} again')).toEqual(['childName', 'time']);
  });

  it('accepts what the event allows and names the first it does not', () => {
    expect(placeholderProblem('{{childName}} on {{date}} at {{time}}', 'SessionTomorrow')).toBeNull();
    expect(placeholderProblem('{{childName}}: {{daysLeft}} days', 'SessionTomorrow')).toEqual({
      key: 'placeholder-unknown',
      name: 'daysLeft',
    });
    expect(placeholderProblem('{{childName}}: {{daysLeft}} days', 'PlanExpiring')).toBeNull();
    expect(placeholderProblem('{{}}', 'PlanExpiring')).toEqual({ key: 'placeholder-unknown', name: '' });
  });

  it('calls braces that do not close (or open) malformed, quoting the place', () => {
    expect(placeholderProblem('Hello {{childName', 'SessionTomorrow')).toMatchObject({
      key: 'placeholder-malformed',
    });
    expect(placeholderProblem('Hello childName}}', 'SessionTomorrow')).toMatchObject({ key: 'placeholder-malformed' });
    expect(placeholderProblem('A single { brace } is text', 'SessionTomorrow')).toBeNull();
  });

  it('renders the sample values in each language, leaving an unknown placeholder as written', () => {
    expect(renderReminder('{{childName}} at {{time}} {{nope}}', SAMPLE_VALUES.en)).toBe('Tom Wang at 15:30 {{nope}}');
    expect(renderReminder('{{childName}}{{time}}', SAMPLE_VALUES.zh)).toBe('王小明15:30');
  });

  it('every event has its placeholders among the known ones, each with a sample in both languages', () => {
    for (const event of REMINDER_EVENTS)
      for (const p of EVENT_PLACEHOLDERS[event]) {
        expect(REMINDER_PLACEHOLDERS).toContain(p);
        expect(SAMPLE_VALUES.zh[p]).not.toBe('');
        expect(SAMPLE_VALUES.en[p]).not.toBe('');
      }
  });
});
