import { describe, expect, it } from 'vitest';
import { detectLanguage, toLanguage } from './languages';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('en-US', ['zh-CN'])).toBe('en-US');
  });

  it('falls back to the browser, mapping regional tags', () => {
    expect(detectLanguage(null, ['fr-FR', 'en-GB'])).toBe('en-US');
    expect(detectLanguage('garbage', ['zh-Hans'])).toBe('zh-CN');
  });

  it('falls back to Chinese when nothing matches', () => {
    expect(detectLanguage(null, ['fr-FR'])).toBe('zh-CN');
  });

  it('maps the server language tags', () => {
    expect(toLanguage('zh-Hans')).toBe('zh-CN');
    expect(toLanguage('en')).toBe('en-US');
    expect(toLanguage('')).toBeNull();
  });
});
