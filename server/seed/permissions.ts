// Centre menu permissions and role grants (spec 000 §2 "Centre menu", §6 "Roles and permissions").

/**
 * Every item of the centre menu (/system/center/...), named Menu.Section.Item after the spec's
 * route segments with their first letter raised. The spec's spellings are kept on purpose:
 * traningManage, iLs, vartCostOverview, vartOrder.
 */
export const CENTRE_MENU = [
  { permission: 'Menu.DataPanel.WorkTable', route: '/system/center/dataPanel/workTable' },
  { permission: 'Menu.DataPanel.DataPanel', route: '/system/center/dataPanel/dataPanel' },
  { permission: 'Menu.User.User', route: '/system/center/menu/user/user' },
  { permission: 'Menu.User.Subject', route: '/system/center/menu/user/subject' },
  { permission: 'Menu.Statistic.VratList', route: '/system/center/menu/statistic/vratList' },
  { permission: 'Menu.Statistic.QuestionnaireList', route: '/system/center/menu/statistic/questionnaireList' },
  { permission: 'Menu.TraningManage.TrainList', route: '/system/center/menu/traningManage/trainList' },
  { permission: 'Menu.TraningManage.ClassList', route: '/system/center/menu/traningManage/classList' },
  { permission: 'Menu.Analysis.Children', route: '/system/center/menu/analysis/children' },
  { permission: 'Menu.Analysis.Guardian', route: '/system/center/menu/analysis/guardian' },
  { permission: 'Menu.Analysis.Vrat', route: '/system/center/menu/analysis/vrat' },
  { permission: 'Menu.Analysis.IdtMusic', route: '/system/center/menu/analysis/idtMusic' },
  { permission: 'Menu.Analysis.ILs', route: '/system/center/menu/analysis/iLs' },
  { permission: 'Menu.Analysis.OneToMore', route: '/system/center/menu/analysis/oneToMore' },
  { permission: 'Menu.Analysis.UserClass', route: '/system/center/menu/analysis/userClass' },
  {
    permission: 'Menu.Analysis.PersonalTrainerManagement',
    route: '/system/center/menu/analysis/PersonalTrainerManagement',
  },
  { permission: 'Menu.Hfs.CostOverview', route: '/system/center/menu/hfs/costOverview' },
  { permission: 'Menu.Hfs.Order', route: '/system/center/menu/hfs/order' },
  { permission: 'Menu.Hfs.VartCostOverview', route: '/system/center/menu/hfs/vartCostOverview' },
  { permission: 'Menu.Hfs.VartOrder', route: '/system/center/menu/hfs/vartOrder' },
  { permission: 'Menu.Manage.Group', route: '/system/center/menu/manage/group' },
  { permission: 'Menu.Manage.UserConfiguration', route: '/system/center/menu/manage/userConfiguration' },
  { permission: 'Menu.Manage.ApplyExamine', route: '/system/center/menu/manage/applyExamine' },
  { permission: 'Menu.Manage.TrainingStaff', route: '/system/center/menu/manage/trainingStaff' },
  { permission: 'Menu.Manage.TrainerSupervised', route: '/system/center/menu/manage/trainerSupervised' },
  { permission: 'Menu.Manage.Location', route: '/system/center/menu/manage/location' },
  { permission: 'Menu.Account.Settings', route: '/system/center/menu/account/settings' },
  { permission: 'Menu.Account.PersonalCenter', route: '/system/center/menu/account/personalCenter' },
  // The spec's "Other routes" place the notification page directly under menu/.
  { permission: 'Menu.Account.Notification', route: '/system/center/menu/notification' },
  { permission: 'Menu.Account.TrainerDatabase', route: '/system/center/menu/account/trainerDatabase' },
] as const;

export type CentreMenuPermission = (typeof CENTRE_MENU)[number]['permission'];

export const CENTRE_MENU_PERMISSIONS: readonly CentreMenuPermission[] = CENTRE_MENU.map((m) => m.permission);

/** Back-end policies that gate subject-detail tabs (§6) and reading other staff's calendars. */
export const CENTRE_POLICIES = [
  'RocketSystem.UserOfflinePlan',
  'RocketSystem.UserAssessment',
  'RocketSystem.UserTrainingPlan',
  'Business.Calendar.ReadOther',
] as const;

export type CentrePolicy = (typeof CENTRE_POLICIES)[number];
export type CentrePermission = CentreMenuPermission | CentrePolicy;

export const CENTRE_ROLES = ['CenterAdmin', 'SeniorCoach', 'coach', 'trainer', 'FrontDesk', 'Finance'] as const;
export type CentreRole = (typeof CENTRE_ROLES)[number];

/** The trainer-only menu (§2 "Trainer-only menu"; §6 "Trainers get only the trainer menu"). */
export const TRAINER_MENU = [
  'Menu.Manage.ApplyExamine',
  'Menu.Manage.TrainingStaff',
  'Menu.Manage.TrainerSupervised',
  'Menu.Account.TrainerDatabase',
  'Menu.Account.Settings',
] as const satisfies readonly CentreMenuPermission[];

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
    'RocketSystem.UserAssessment',
    'RocketSystem.UserTrainingPlan',
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
    'Business.Calendar.ReadOther',
  ],
  // Fees and orders of both lines, with the statistical overview.
  Finance: ['Menu.DataPanel.DataPanel', ...menuWhere((p) => p.startsWith('Menu.Hfs.')), ...ACCOUNT_MENU],
};
