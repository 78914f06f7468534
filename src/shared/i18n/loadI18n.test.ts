import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_NAMESPACES } from './firstScreenNamespaces';
import { loadI18n } from './loadI18n';

describe('loadI18n', () => {
  it('starts with only the active language and fetches the other on a switch', async () => {
    const i18n = await loadI18n('en-US');
    expect(i18n.t('shell.language', { ns: 'common' })).not.toBe('shell.language');
    const english = i18n.t('shell.language', { ns: 'common' });
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(false);

    await i18n.changeLanguage('zh-CN');

    expect(i18n.language).toBe('zh-CN');
    expect(i18n.hasResourceBundle('zh-CN', 'workbench')).toBe(true);
    const chinese = i18n.t('shell.language', { ns: 'common' });
    expect(chinese).not.toBe('shell.language');
    expect(chinese).not.toBe(english);
  });

  it('holds the first screens’ namespaces at once, and another only once a screen asks', async () => {
    const i18n = await loadI18n('zh-CN');
    for (const namespace of FIRST_SCREEN_NAMESPACES) expect(i18n.hasResourceBundle('zh-CN', namespace)).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'offline-plans')).toBe(false);

    await i18n.loadNamespaces('offline-plans');

    expect(i18n.hasResourceBundle('zh-CN', 'offline-plans')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'quotas')).toBe(false);
  });

  it('switches language for every namespace loaded so far, not only the first screens’', async () => {
    const i18n = await loadI18n('zh-CN');
    await i18n.loadNamespaces(['quotas', 'contracts']);
    const chinese = i18n.t('tabs.sessions', { ns: 'quotas' });

    await i18n.changeLanguage('en-US');

    expect(i18n.hasResourceBundle('en-US', 'quotas')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'contracts')).toBe(true);
    expect(i18n.t('tabs.sessions', { ns: 'quotas' })).toBe('Session quotas');
    expect(chinese).toBe('课时配置');
    // The other lazy namespaces stay unfetched in both languages.
    expect(i18n.hasResourceBundle('en-US', 'orders')).toBe(false);
  });

  it('brings a namespace’s companions with it (a screen that reads their keys as ns:key)', async () => {
    const i18n = await loadI18n('en-US');
    await i18n.loadNamespaces('content-programs');

    expect(i18n.hasResourceBundle('en-US', 'content')).toBe(true);
    expect(i18n.t('content:fields.content-status')).not.toBe('fields.content-status');

    await i18n.changeLanguage('zh-CN');
    expect(i18n.hasResourceBundle('zh-CN', 'content')).toBe(true);
  });
});
