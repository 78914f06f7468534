// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('plainText', () => {
  it('reads an HTML title as text, with nothing of it run', () => {
    expect(plainText('<b>Closed</b> on <i>Monday</i>')).toBe('Closed on Monday');
    expect(plainText('<img src=x onerror="alert(1)">Notice')).toBe('Notice');
    expect(plainText('  Training check-in  ')).toBe('Training check-in');
  });
});
