import { describe, expect, it } from 'vitest';
import { formatDay, translatorFor } from './i18n';

// Issue 17 item 3: server texts that show a date write it as the console does (spec 000 §1).
describe('dates in server texts', () => {
  it('read YYYY/MM/DD in Chinese and DD/MM/YYYY in English', () => {
    expect(formatDay('2026-11-25', 'zh-CN')).toBe('2026/11/25');
    expect(formatDay('2026-11-25', 'en-US')).toBe('25/11/2026');
    expect(formatDay('soon', 'en-US')).toBe('soon');
  });

  it('are written so in the contract messages of both languages', () => {
    const params = { start: '2026-01-01', end: '2026-12-31' };
    expect(translatorFor('en-US')('contracts:contracts.hfs.dates.overlap', params)).toBe(
      'The dates overlap another contract of this tenant (01/01/2026 to 31/12/2026).',
    );
    expect(translatorFor('zh-CN')('contracts:contracts.hfs.dates.overlap', params)).toBe(
      '日期与该租户的其他合同重叠（2026/01/01 至 2026/12/31）。',
    );
  });
});

// Issue 17 item 2: counts in server texts go through i18next's plural rules, not "(s)".
describe('counts in server texts', () => {
  it('read one and many in English, one form in Chinese', () => {
    const en = translatorFor('en-US');
    expect(en('tenants:delete-has-members', { count: 1 })).toBe(
      'This organisation still has 1 member: it cannot be deleted.',
    );
    expect(en('tenants:delete-has-members', { count: 3 })).toBe(
      'This organisation still has 3 members: it cannot be deleted.',
    );
    expect(en('test-locations:in-use', { name: 'Room 1', count: 1 })).toBe(
      'Room 1 cannot be deleted: 1 test request uses it.',
    );
    expect(translatorFor('zh-CN')('tenants:delete-has-members', { count: 1 })).toBe('该机构仍有 1 名成员，不能删除。');
  });
});
