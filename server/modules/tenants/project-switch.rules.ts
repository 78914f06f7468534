import type { ContractLine } from '../../platform/db/schema/index';

// Spec 002 §4 "Project switch", §6 and §8, read together:
// - §6: "Admin and area roles cannot toggle the vrat project and are told to contact the project
//   manager" (area roles: the area and its agent).
// - §8: closing while subordinate tenants still have the project open shows the list of them;
//   "for Admin and CenterAdmin (hfs) and area and centre admins (vrat) a warning tells them to
//   contact the project manager" instead of the list.
// - §4 sums both up ("for Admin, CenterAdmin and area callers").

/** Who is toggling: the platform administrator, a regional tenant by its type, or a centre. */
export const SWITCH_CALLERS = ['Admin', 'Enterprise', 'EnterpriseAgent', 'Area', 'AreaAgent', 'CenterAdmin'] as const;
export type SwitchCaller = (typeof SWITCH_CALLERS)[number];

export type SwitchRule = {
  /** May open and close the project at all; otherwise told to contact the project manager. */
  mayToggle: boolean;
  /** A refused close (subordinates still open) lists them, or tells to contact the project manager. */
  whenSubordinatesOpen: 'list' | 'contactProjectManager';
};

const rule = (mayToggle: boolean, whenSubordinatesOpen: SwitchRule['whenSubordinatesOpen']): SwitchRule => ({
  mayToggle,
  whenSubordinatesOpen,
});

export const PROJECT_SWITCH_RULES: Readonly<Record<SwitchCaller, Readonly<Record<ContractLine, SwitchRule>>>> = {
  Admin: { hfs: rule(true, 'contactProjectManager'), vrat: rule(false, 'contactProjectManager') },
  Enterprise: { hfs: rule(true, 'list'), vrat: rule(true, 'list') },
  EnterpriseAgent: { hfs: rule(true, 'list'), vrat: rule(true, 'list') },
  Area: { hfs: rule(true, 'list'), vrat: rule(false, 'contactProjectManager') },
  AreaAgent: { hfs: rule(true, 'list'), vrat: rule(false, 'contactProjectManager') },
  CenterAdmin: { hfs: rule(true, 'contactProjectManager'), vrat: rule(true, 'contactProjectManager') },
};

/** Spec 002 §3: the project feature name of hfs is Project.Rocket; the tenant feature rows are 'hfs' and 'vrat'. */
export const projectOf = (projectFeatureName: string): ContractLine | null => {
  if (projectFeatureName === 'hfs' || projectFeatureName === 'Project.Rocket') return 'hfs';
  if (projectFeatureName === 'vrat') return 'vrat';
  return null;
};
