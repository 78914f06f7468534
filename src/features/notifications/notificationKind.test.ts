import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/createI18n';
import { kindKey, kindTitleCatalogue, recogniseKind, USER_NOTIFICATION_KINDS } from './notificationKind';

// The server's titles (lead's contract, server/modules/notifications): en-US and zh-CN.
const SERVER_TITLES = {
  NewAuthorization: ['New authorisation', '新的授权'],
  TrainingCheckIn: ['Training check-in', '训练签到'],
  AssessmentSubmission: ['Assessment submitted', '测评已提交'],
  ExerciseActivated: ['Exercise activated', '运动已激活'],
  SleepActivated: ['Sleep activated', '睡眠已激活'],
  NutritionActivated: ['Nutrition activated', '营养已激活'],
  Deauthorization: ['Authorisation withdrawn', '取消授权'],
  TrainingScheduled: ['Training scheduled', '训练已排课'],
  Certified: ['Certified', '认证通过'],
  ContractReminder: ['Contract reminder', '合同提醒'],
} as const;

describe('recogniseKind', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'recognises every kind by its title in either language while the console speaks %s',
    (language) => {
      const catalogue = kindTitleCatalogue(createI18n(language));
      for (const kind of USER_NOTIFICATION_KINDS) {
        const [en, zh] = SERVER_TITLES[kind];
        expect(recogniseKind(en, catalogue), en).toBe(kind);
        expect(recogniseKind(zh, catalogue), zh).toBe(kind);
      }
    },
  );

  it('ignores case and stray white space, and knows no other title', () => {
    const catalogue = kindTitleCatalogue(createI18n('zh-CN'));
    expect(recogniseKind('  training   CHECK-IN ', catalogue)).toBe('TrainingCheckIn');
    expect(recogniseKind(' 训练签到\n', catalogue)).toBe('TrainingCheckIn');
    expect(recogniseKind('<b>Maintenance tonight</b>', catalogue)).toBeNull();
    expect(recogniseKind('Training', catalogue)).toBeNull();
    expect(recogniseKind('', catalogue)).toBeNull();
  });

  it('names the catalogue keys in kebab-case', () => {
    expect(kindKey('NewAuthorization')).toBe('new-authorization');
    expect(kindKey('TrainingCheckIn')).toBe('training-check-in');
    expect(kindKey('Certified')).toBe('certified');
  });
});

describe('titles stored before the English catalogue spelt authorisation', () => {
  it('are still recognised', () => {
    const catalogue = kindTitleCatalogue(createI18n('en-US'));
    expect(recogniseKind('New authorization', catalogue)).toBe('NewAuthorization');
    expect(recogniseKind('Authorization withdrawn', catalogue)).toBe('Deauthorization');
  });
});
