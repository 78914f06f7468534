// Centre role grants (spec 000 §2 "Centre menu", §6 "Roles and permissions"): what every centre
// starts with, granted by the seed and by the tenants module when it creates a centre. The menu
// items themselves stay in the menu catalogue, which this reads.
import {
  CENTRE_MENU,
  CENTRE_MENU_PERMISSIONS,
  TRAINER_MENU_PERMISSIONS,
  type CentreMenuPermission,
} from '../modules/menus/menu.catalogue';

// The centre menu itself lives in the menu catalogue; the seed grants its permissions by role.
export { CENTRE_MENU, CENTRE_MENU_PERMISSIONS, type CentreMenuPermission };

/** Back-end policies that gate subject-detail tabs (§6) and reading other staff's calendars. */
export const CENTRE_POLICIES = [
  'RocketSystem.UserOfflinePlan',
  // Writing feedback, marking items not started, finishing a session, activating the next (001 §6).
  'RocketSystem.UserOfflinePlan.Write',
  'RocketSystem.UserAssessment',
  'RocketSystem.UserTrainingPlan',
  // Activating, clocking in for the family and ending sleep, nutrition and exercise plans.
  'RocketSystem.UserTrainingPlan.Write',
  // The calendar (001 §5): arranging courses, reading one's own, reading and arranging everyone's.
  'Business.Calendar',
  'Business.Calendar.Read',
  'Business.Calendar.ReadOther',
  // A class's group training plans (001 §6): reading them, and assigning, running classes, attendance.
  'RocketSystem.GroupTrainingPlan',
  'RocketSystem.GroupTrainingPlan.Write',
] as const;

export type CentrePolicy = (typeof CENTRE_POLICIES)[number];
export type CentrePermission = CentreMenuPermission | CentrePolicy;

export const CENTRE_ROLES = ['CenterAdmin', 'SeniorCoach', 'coach', 'trainer', 'FrontDesk', 'Finance'] as const;
export type CentreRole = (typeof CENTRE_ROLES)[number];

/** What a trainer is granted: the trainer-only menu (§2, §6) and their own account settings. */
export const TRAINER_MENU: readonly CentreMenuPermission[] = [...TRAINER_MENU_PERMISSIONS, 'Menu.Account.Settings'];

const ACCOUNT_MENU = [
  'Menu.Account.Settings',
  'Menu.Account.PersonalCenter',
  'Menu.Account.Notification',
] as const satisfies readonly CentreMenuPermission[];

const menuWhere = (keep: (p: CentreMenuPermission) => boolean): CentreMenuPermission[] =>
  CENTRE_MENU_PERMISSIONS.filter(keep);

const isTrainerOnly = (p: CentreMenuPermission): boolean =>
  p !== 'Menu.Account.Settings' && (TRAINER_MENU as readonly string[]).includes(p);

/** What each centre role may do, seeded into role_permissions for every centre. */
export const CENTRE_ROLE_PERMISSIONS: Readonly<Record<CentreRole, readonly CentrePermission[]>> = {
  CenterAdmin: [...CENTRE_MENU_PERMISSIONS, ...CENTRE_POLICIES],
  // Everything except fees and orders and the trainer-certification area.
  SeniorCoach: [...menuWhere((p) => !p.startsWith('Menu.Hfs.') && !isTrainerOnly(p)), ...CENTRE_POLICIES],
  // Children, guardians, statistics and their own account; no overview panels.
  coach: [
    'Menu.User.User',
    'Menu.User.Subject',
    ...menuWhere((p) => p.startsWith('Menu.Statistic.') || p.startsWith('Menu.Account.')),
    'RocketSystem.UserOfflinePlan',
    'RocketSystem.UserOfflinePlan.Write',
    'RocketSystem.UserAssessment',
    'RocketSystem.UserTrainingPlan',
    'RocketSystem.UserTrainingPlan.Write',
    'Business.Calendar',
    'Business.Calendar.Read',
    'RocketSystem.GroupTrainingPlan',
    'RocketSystem.GroupTrainingPlan.Write',
  ],
  trainer: [...TRAINER_MENU],
  // Reception: the workbench, registering children and guardians, booking tests, everyone's calendar.
  FrontDesk: [
    'Menu.DataPanel.WorkTable',
    'Menu.User.User',
    'Menu.User.Subject',
    'Menu.Statistic.VratList',
    'Menu.Manage.Location',
    ...ACCOUNT_MENU,
    'Business.Calendar',
    'Business.Calendar.Read',
    'Business.Calendar.ReadOther',
  ],
  // Fees and orders of both lines, with the statistical overview.
  Finance: ['Menu.DataPanel.DataPanel', ...menuWhere((p) => p.startsWith('Menu.Hfs.')), ...ACCOUNT_MENU],
};
