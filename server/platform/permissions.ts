// Permission and feature names verbatim from the spec (000 §2, §3, §6), in one table each, so a
// typo is a type error rather than a silently hidden menu.

/**
 * Menu permissions that decide the centre landing route, in the spec's order of preference. Each
 * is an item of the centre menu (server/modules/menus/menu.catalogue.ts) with the same route;
 * menu.catalogue.test.ts holds the two together.
 */
export const LANDING_MENU_PERMISSIONS = [
  { permission: 'Menu.DataPanel.WorkTable', route: '/system/center/dataPanel/workTable' },
  { permission: 'Menu.DataPanel.DataPanel', route: '/system/center/dataPanel/dataPanel' },
  { permission: 'Menu.User.Subject', route: '/system/center/menu/user/subject' },
  { permission: 'Menu.User.User', route: '/system/center/menu/user/user' },
] as const;

export const PERMISSIONS = {
  subjectList: 'Menu.User.Subject',
  guardianList: 'Menu.User.User',
  workbench: 'Menu.DataPanel.WorkTable',
} as const;

/** Tenant features and front permissions a tenant may have (spec 000 §3 "Tenant permission"). */
export const TENANT_FEATURES = [
  'hfs',
  'vrat',
  'guardian',
  'hfs1.timesSetting',
  'hfs1.contract',
  'vrat1.contract',
  'hfs1.StandaloneMusicRehab',
  'other1.singleCoach',
  'vrat1.showVCAT',
  // Not named by the spec (001 §4 "unless skipping the archive is permitted"): our name, in the
  // style of the others; no centre has it unless a platform admin switches it on.
  'hfs1.skipArchive',
] as const;

/** A plan may be arranged before the child's two profile lists are filled (001 §4). */
export const SKIP_ARCHIVE_FEATURE = 'hfs1.skipArchive' satisfies (typeof TENANT_FEATURES)[number];

/** Subject-related front permissions (spec 000 §3), switched on per tenant like the features. */
export const SUBJECT_FRONT_PERMISSIONS = [
  'subject1.name',
  'subject1.medicalNumber',
  'subject1.name1.isRequired',
  'subject1.medicalNumber1.isRequired',
  'subject1.name1.random',
  'subject1.note',
  'subject1.school',
  'subject1.grade',
] as const;

/** Every name a platform admin may switch on for a tenant (tenant_features). */
export const FRONT_PERMISSION_NAMES: readonly string[] = [...TENANT_FEATURES, ...SUBJECT_FRONT_PERMISSIONS];

/** Platform roles of management mode (spec 000 §6). */
export const ADMIN_ROLES = [
  'admin',
  'editor',
  'editorAdmin',
  'operation',
  'operationAdmin',
  'finance',
  'financeAdmin',
  'medicalSupport',
  'sales',
  'salesAdmin',
  'training',
  'authority',
] as const;
