import { describe, expect, it } from 'vitest';
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
});
