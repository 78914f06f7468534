import { describe, expect, it } from 'vitest';
import { interpretLogin, localeOf, lockedUntil, phoneOf } from './oidc.accounts';
import { pickLanguage } from './oidc.i18n';
import { escapeHtml, loginPage } from './oidc.views';

describe('the login field', () => {
  it('reads all digits as a phone number under the chosen prefix, China by default', () => {
    expect(interpretLogin(' 138-0000 0001 ', '852')).toMatchObject({
      kind: 'phone',
      countryCode: '852',
      phoneNumber: '13800000001',
    });
    expect(interpretLogin('13800000001', undefined)).toMatchObject({ kind: 'phone', countryCode: '86' });
    expect(interpretLogin('13800000001', '999')).toMatchObject({ kind: 'phone', countryCode: '86' });
  });

  it('splits a full international number on the offered prefixes', () => {
    expect(interpretLogin('+886912345678', '86')).toMatchObject({
      kind: 'phone',
      countryCode: '886',
      phoneNumber: '912345678',
    });
    expect(interpretLogin('+15551234567', '86')).toMatchObject({
      kind: 'phone',
      countryCode: '1',
      phoneNumber: '5551234567',
    });
  });

  it('reads anything else as a user name or e-mail, case-insensitively', () => {
    expect(interpretLogin(' Ada@Example.COM ', '86')).toEqual({
      kind: 'name',
      value: 'ada@example.com',
      key: 'name:ada@example.com',
    });
    expect(interpretLogin('coach01', '86')).toMatchObject({ kind: 'name', value: 'coach01' });
  });
});

describe('rate limiting', () => {
  const minute = 60_000;
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * minute));

  it('locks for 15 minutes after the fifth failure within 15 minutes', () => {
    expect(lockedUntil(ago(1, 2, 3, 4), 5, 15 * minute, now)).toBeUndefined();
    expect(lockedUntil(ago(1, 2, 3, 4, 5), 5, 15 * minute, now)).toEqual(new Date(now.getTime() + 14 * minute));
    expect(lockedUntil(ago(1, 2, 3, 4, 20), 5, 15 * minute, now)).toBeUndefined();
    // The lock outlives the window of the failures that caused it.
    expect(lockedUntil(ago(10, 20, 21, 22, 23), 5, 15 * minute, now)).toEqual(new Date(now.getTime() + 5 * minute));
    expect(lockedUntil(ago(16, 17, 18, 19, 20), 5, 15 * minute, now)).toBeUndefined();
  });
});

describe('languages', () => {
  it('prefers the explicit choice, then ui_locales, the cookie, Accept-Language, and Chinese', () => {
    expect(pickLanguage({ chosen: 'en-US', uiLocales: 'zh-CN' })).toBe('en-US');
    expect(pickLanguage({ uiLocales: 'fr en-US', cookie: 'zh-CN' })).toBe('en-US');
    expect(pickLanguage({ cookie: 'en-US', acceptLanguage: 'zh-CN' })).toBe('en-US');
    expect(pickLanguage({ acceptLanguage: 'de;q=1, zh-TW;q=0.5, en;q=0.9' })).toBe('en-US');
    expect(pickLanguage({ acceptLanguage: 'de' })).toBe('zh-CN');
    expect(pickLanguage({})).toBe('zh-CN');
  });
});

describe('claims', () => {
  it('maps culture and phone to OpenID claims', () => {
    expect(localeOf('zh-Hans')).toBe('zh-CN');
    expect(localeOf('en')).toBe('en-US');
    expect(phoneOf({ countryCode: '+86', phoneNumber: '138' })).toBe('+86138');
    expect(phoneOf({ countryCode: '86', phoneNumber: null })).toBeUndefined();
  });
});

describe('the sign-in page', () => {
  it('escapes what it echoes back', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
    const page = loginPage({
      language: 'en-US',
      uid: 'u1',
      login: '"><script>alert(1)</script>',
      error: 'wrongCredentials',
    });
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('role="alert"');
  });
});
