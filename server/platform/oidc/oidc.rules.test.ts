import { describe, expect, it } from 'vitest';
import { interpretLogin, localeOf, phoneOf } from './oidc.accounts';
import { pickLanguage } from './oidc.i18n';
import { escapeHtml, loginPage } from './oidc.views';
import { backoffMs, throttleWaitMs, type Attempt } from './sign-in-throttle';

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

describe('sign-in throttle', () => {
  const second = 1000;
  const now = new Date('2026-01-01T12:00:00Z');
  const at = (secondsAgo: number, ip: string, succeeded = false): Attempt => ({
    at: new Date(now.getTime() - secondsAgo * second),
    ip,
    succeeded,
  });
  const failures = (count: number, ip: string, from = 1) => Array.from({ length: count }, (_, i) => at(from + i, ip));

  it('doubles the delay with each failure past the free ones, up to the cap', () => {
    const rule = { free: 5, baseMs: 1000, capMs: 15 * 60 * second };
    expect([4, 5, 6, 7, 20].map((n) => backoffMs(n, rule))).toEqual([0, 1000, 2000, 4000, 15 * 60 * second]);
  });

  it('lets five failures by, then makes the failing address wait longer each time', () => {
    const wait = (account: Attempt[]) => throttleWaitMs({ ip: 'A', account, address: account, now });
    expect(wait(failures(4, 'A', 0))).toBe(0);
    expect(wait(failures(5, 'A', 0))).toBe(1000);
    expect(wait(failures(6, 'A', 0))).toBe(2000);
    expect(wait(failures(12, 'A', 0))).toBe(128 * second);
    expect(wait(failures(30, 'A', 0))).toBe(15 * 60 * second);
  });

  it('keeps the owner at another address waiting seconds at most, and not at all once the delay has passed', () => {
    const account = failures(30, 'A', 0);
    expect(throttleWaitMs({ ip: 'B', account, address: [], now })).toBe(30 * second);
    const fiveEarlier = failures(5, 'A', 2);
    expect(throttleWaitMs({ ip: 'B', account: fiveEarlier, address: [], now })).toBe(0);
  });

  it("does not let the owner's success clear the guesser's record", () => {
    const account = [at(0, 'B', true), ...failures(6, 'A', 1)];
    expect(throttleWaitMs({ ip: 'B', account, address: [], now })).toBe(0);
    expect(throttleWaitMs({ ip: 'A', account, address: failures(6, 'A', 1), now })).toBe(1000);
  });

  it('throttles an address spraying many accounts, and forgets failures older than the window', () => {
    expect(throttleWaitMs({ ip: 'A', account: [], address: failures(20, 'A', 0), now })).toBe(1000);
    expect(throttleWaitMs({ ip: 'A', account: [], address: failures(19, 'A', 0), now })).toBe(0);
    expect(throttleWaitMs({ ip: 'A', account: [], address: failures(20, 'A', 3600), now })).toBe(0);
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
