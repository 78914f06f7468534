import { describe, expect, it } from 'vitest';
import { deepLinkOf, isDeepLink } from './deepLink';

describe('isDeepLink', () => {
  it('accepts a page of the console with its search', () => {
    expect(isDeepLink('/system/center/menu/user/subject?page=2')).toBe(true);
  });

  it('refuses the root, the auth pages and anything off this origin', () => {
    for (const link of ['/', '', null, '/callback?code=1', '/signed-out', '//evil.example/x', 'https://evil.example']) {
      expect(isDeepLink(link), String(link)).toBe(false);
    }
  });

  it('joins path and search', () => {
    expect(deepLinkOf({ pathname: '/system/area', search: '?a=1' })).toBe('/system/area?a=1');
  });
});
