import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { gradeLabel } from './gradeLabel';

describe('grade labels', () => {
  it.each([
    ['zh-CN', 'Before School', '学前'],
    ['zh-CN', 'Grade 3', '三年级'],
    ['zh-CN', 'Grade 12', '十二年级'],
    ['zh-CN', 'Not Attending School', '未上学'],
    ['en-US', 'Grade 3', 'Grade 3'],
    ['en-US', 'Before School', 'Before school'],
    ['en-US', 'Kindergarten B', 'Kindergarten B'],
  ] as const)('in %s, %s reads %s', (language, grade, label) => {
    const i18n = createI18n(language);
    expect(gradeLabel(i18n.t, grade)).toBe(label);
  });
});
