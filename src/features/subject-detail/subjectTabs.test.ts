import { describe, expect, it } from 'vitest';
import { chooseTab, visibleCentreTabs, type CentreTab } from './subjectTabs';

const access = (granted: string[], features: string[]) => ({
  granted: (p: string) => granted.includes(p),
  tenantHas: (f: string) => features.includes(f),
});

const ALL_POLICIES = ['RocketSystem.UserOfflinePlan', 'RocketSystem.UserAssessment', 'RocketSystem.UserTrainingPlan'];
const ALL_FEATURES = ['hfs', 'vrat', 'guardian', 'hfs1.StandaloneMusicRehab'];

// Spec 000 §6: each tab with exactly what it requires, and what hides it when taken away.
const TABLE: { tab: CentreTab; policies: string[]; features: string[] }[] = [
  { tab: 'OfflinePlan', policies: ['RocketSystem.UserOfflinePlan'], features: [] },
  { tab: 'VratTest', policies: [], features: ['vrat'] },
  { tab: 'RocketAssessment', policies: ['RocketSystem.UserAssessment'], features: [] },
  { tab: 'MusicRehab', policies: [], features: ['hfs1.StandaloneMusicRehab'] },
  { tab: 'Sleep', policies: [], features: ['guardian', 'hfs'] },
  { tab: 'Nutrition', policies: [], features: ['guardian', 'hfs'] },
  { tab: 'Exercise', policies: ['RocketSystem.UserTrainingPlan'], features: ['guardian', 'hfs'] },
];

describe('subject-detail tab visibility (spec 000 §6)', () => {
  it.each(TABLE)('$tab shows with everything granted', ({ tab }) => {
    expect(visibleCentreTabs(access(ALL_POLICIES, ALL_FEATURES))).toContain(tab);
  });

  it.each(TABLE)('$tab shows with only what it requires ($policies, $features)', ({ tab, policies, features }) => {
    const given = new Set([...policies, ...features]);
    // Exactly the tabs whose requirements are all among these (Sleep and Nutrition share theirs).
    const expected = TABLE.filter((row) => [...row.policies, ...row.features].every((r) => given.has(r))).map(
      (row) => row.tab,
    );
    const shown = visibleCentreTabs(access(policies, features));
    expect(shown).toContain(tab);
    expect([...shown].sort()).toEqual([...expected].sort());
  });

  it.each(
    TABLE.flatMap(({ tab, policies, features }) => [...policies, ...features].map((missing) => ({ tab, missing }))),
  )('$tab hides without $missing', ({ tab, missing }) => {
    const granted = ALL_POLICIES.filter((p) => p !== missing);
    const features = ALL_FEATURES.filter((f) => f !== missing);
    expect(visibleCentreTabs(access(granted, features))).not.toContain(tab);
  });

  it('shows only OfflinePlan, VratTest, RocketAssessment and MusicRehab without hfs', () => {
    expect(visibleCentreTabs(access(ALL_POLICIES, ['vrat', 'guardian', 'hfs1.StandaloneMusicRehab']))).toEqual([
      'OfflinePlan',
      'MusicRehab',
      'RocketAssessment',
      'VratTest',
    ]);
  });

  it('gives Sunrise’s coach and Harbour’s staff the tabs of their centres', () => {
    expect(visibleCentreTabs(access(ALL_POLICIES, ['hfs', 'vrat', 'guardian']))).toEqual([
      'OfflinePlan',
      'RocketAssessment',
      'VratTest',
      'Sleep',
      'Nutrition',
      'Exercise',
    ]);
    expect(visibleCentreTabs(access(ALL_POLICIES, ['vrat']))).toEqual(['OfflinePlan', 'RocketAssessment', 'VratTest']);
  });
});

describe('chooseTab', () => {
  it('keeps a visible tab from the address and falls back to the first visible one', () => {
    expect(chooseTab('Sleep', ['OfflinePlan', 'Sleep'])).toBe('Sleep');
    expect(chooseTab('Exercise', ['OfflinePlan', 'Sleep'])).toBe('OfflinePlan');
    expect(chooseTab(null, ['VratTest'])).toBe('VratTest');
    expect(chooseTab('Sleep', [])).toBeUndefined();
  });
});
