import { describe, expect, it } from 'vitest';
import { createI18n } from '../shared/i18n/createI18n';

// Issue 17 item 2: a count reads "1 child" and "2 children" (i18next's plural rules), not "1 children".
describe('plural forms', () => {
  it('reads one and many in English', () => {
    const { t } = createI18n('en-US');
    expect(t('subjects:list.total', { count: 1 })).toBe('1 child');
    expect(t('subjects:list.total', { count: 2 })).toBe('2 children');
    expect(t('tenants:list.total', { count: 1 })).toBe('1 organisation');
    expect(t('tenants:list.total', { count: 0 })).toBe('0 organisations');
  });

  it('reads the one Chinese form for any count', () => {
    const { t } = createI18n('zh-CN');
    expect(t('subjects:list.total', { count: 1 })).toBe('共 1 名儿童');
    expect(t('subjects:list.total', { count: 2 })).toBe('共 2 名儿童');
  });
});
