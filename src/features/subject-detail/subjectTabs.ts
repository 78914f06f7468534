import type { Permissions } from '../../shared/auth/usePermissions';

// Spec 000 §2 "Subject detail page": the tab keys of the centre view, in the order of its tab
// list (offline plan, music rehab, assessment, sleep, nutrition, sport); the vrat line adds the
// test request tab.
export const CENTRE_TABS = [
  'OfflinePlan',
  'MusicRehab',
  'RocketAssessment',
  'VratTest',
  'Sleep',
  'Nutrition',
  'Exercise',
] as const;
export type CentreTab = (typeof CENTRE_TABS)[number];

/** Spec 000 §2: the admin subject detail's tabs; the first is the default. */
export const ADMIN_TABS = [
  'rocketAssessment',
  'vratTest',
  'sleep',
  'nutrition',
  'iLs',
  'exercise',
  'idtMusicPlan',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const POLICIES = {
  offlinePlan: 'RocketSystem.UserOfflinePlan',
  assessment: 'RocketSystem.UserAssessment',
  trainingPlan: 'RocketSystem.UserTrainingPlan',
} as const;

type Access = Pick<Permissions, 'granted' | 'tenantHas'>;

/**
 * Spec 000 §6 "Subject-detail tab visibility". The spec names no front permission for the
 * offline plan tab nor for the VRAT request tab: the first follows its policy alone, the second
 * the vrat line ("the vrat line adds a test request tab").
 */
const RULES: Record<CentreTab, (a: Access) => boolean> = {
  OfflinePlan: (a) => a.granted(POLICIES.offlinePlan),
  VratTest: (a) => a.tenantHas('vrat'),
  RocketAssessment: (a) => a.granted(POLICIES.assessment),
  MusicRehab: (a) => a.tenantHas('hfs1.StandaloneMusicRehab'),
  Sleep: (a) => a.tenantHas('guardian'),
  Nutrition: (a) => a.tenantHas('guardian'),
  Exercise: (a) => a.granted(POLICIES.trainingPlan) && a.tenantHas('guardian'),
};

// "Only OfflinePlan, VratTest, RocketAssessment and MusicRehab show unless the tenant has hfs."
const WITHOUT_HFS: ReadonlySet<CentreTab> = new Set(['OfflinePlan', 'VratTest', 'RocketAssessment', 'MusicRehab']);

export const visibleCentreTabs = (access: Access): CentreTab[] =>
  CENTRE_TABS.filter((tab) => RULES[tab](access) && (access.tenantHas('hfs') || WITHOUT_HFS.has(tab)));

/** The tab the address asks for when it is one of the visible ones, else the first visible. */
export const chooseTab = <T extends string>(requested: string | null, visible: readonly T[]): T | undefined =>
  visible.find((tab) => tab === requested) ?? visible[0];
