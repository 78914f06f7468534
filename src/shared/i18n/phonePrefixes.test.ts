import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CODE, PHONE_PREFIXES, phonePrefixLabel } from './phonePrefixes';

describe('phone prefixes', () => {
  it('offers the spec’s eight prefixes in its order, +86 first and default', () => {
    expect(PHONE_PREFIXES.map((p) => p.prefix)).toEqual(['+86', '+972', '+52', '+1', '+34', '+506', '+886', '+852']);
    expect(DEFAULT_COUNTRY_CODE).toBe('86');
  });

  it('labels every prefix in both languages', () => {
    for (const p of PHONE_PREFIXES) {
      expect(p.label['zh-CN'].trim()).not.toBe('');
      expect(p.label['en-US'].trim()).not.toBe('');
      expect(p.prefix).toBe(`+${p.countryCode}`);
    }
    expect(phonePrefixLabel('1', 'en-US')).toBe('+1 US/Canada');
    expect(phonePrefixLabel('+852', 'zh-CN')).toBe('+852 中国香港');
  });

  it('shows a code outside the list as its bare prefix', () => {
    expect(phonePrefixLabel('44', 'en-US')).toBe('+44');
  });
});
