// The four menu trees of spec 000 §2 (management, centre, enterprise, area) as data: every item
// with its route, its permission (Menu.Section.Item), the product line it belongs to (§2 "Menu
// labels by feature"), its feature or front-permission gate and its label key. One file for both
// sides: the server decides from it who sees which item (server/modules/menus), the console routes
// and guards every item (src/app/menu/menuCatalogue.ts); src/locales/<lang>/menu.json holds the
// labels (tests/integration/menu-catalogue.test.ts). Pure data: it imports nothing.

/** Which menu an item is part of (§2): shared by hfs and vrat, one line only, or the trainer menu. */
export type MenuLine = 'shared' | 'hfs' | 'vrat' | 'trainer';

export type MenuTree = 'management' | 'centre' | 'enterprise' | 'area';

export type MenuItemDef = {
  /** Unique within its tree. */
  readonly key: string;
  readonly route: string;
  readonly permission: string;
  readonly line: MenuLine;
  /** A tenant feature the item needs besides its line, e.g. guardian for the guardian list. */
  readonly feature?: string;
  /** A front-permission flag the tenant must have switched on. */
  readonly frontPermission?: string;
  /** Key in the console's `menu` catalogue. */
  readonly labelKey: string;
  /** The label used instead when the tenant has vrat1.showVCAT (labels that say VRAT say VCAT). */
  readonly vcatLabelKey?: string;
};

export type MenuGroupDef = { readonly key: string; readonly labelKey: string; readonly items: readonly MenuItemDef[] };

/**
 * The centre menu (/system/center/...). Permission names are the spec's route segments with the
 * first letter raised; its spellings are kept on purpose: traningManage, iLs, vartCostOverview,
 * vartOrder. Lines follow "Menu labels by feature": iLs is the offline-plan statistics (the iLs
 * music rides on offline plans), manage/group is employee management, and the trainer-only menu
 * is the "training centre" group (trainerDatabase is in it, as the seed has always granted).
 */
export const CENTRE_MENU_GROUPS = [
  {
    key: 'overview',
    labelKey: 'center.groups.overview',
    items: [
      {
        key: 'dataPanel.workTable',
        route: '/system/center/dataPanel/workTable',
        permission: 'Menu.DataPanel.WorkTable',
        line: 'shared',
        labelKey: 'center.items.work-table',
      },
      {
        key: 'dataPanel.dataPanel',
        route: '/system/center/dataPanel/dataPanel',
        permission: 'Menu.DataPanel.DataPanel',
        line: 'shared',
        labelKey: 'center.items.data-panel',
      },
    ],
  },
  {
    key: 'user',
    labelKey: 'center.groups.user',
    items: [
      {
        key: 'user.user',
        route: '/system/center/menu/user/user',
        permission: 'Menu.User.User',
        line: 'shared',
        feature: 'guardian',
        labelKey: 'center.items.guardian-list',
      },
      {
        key: 'user.subject',
        route: '/system/center/menu/user/subject',
        permission: 'Menu.User.Subject',
        line: 'shared',
        labelKey: 'center.items.subject-list',
      },
    ],
  },
  {
    key: 'statistic',
    labelKey: 'center.groups.assessment-list',
    items: [
      {
        key: 'statistic.vratList',
        route: '/system/center/menu/statistic/vratList',
        permission: 'Menu.Statistic.VratList',
        line: 'vrat',
        labelKey: 'center.items.vrat-list',
        vcatLabelKey: 'center.items.vrat-list-vcat',
      },
      {
        key: 'statistic.questionnaireList',
        route: '/system/center/menu/statistic/questionnaireList',
        permission: 'Menu.Statistic.QuestionnaireList',
        line: 'hfs',
        labelKey: 'center.items.questionnaire-list',
      },
    ],
  },
  {
    key: 'traningManage',
    labelKey: 'center.groups.training-management',
    items: [
      {
        key: 'traningManage.trainList',
        route: '/system/center/menu/traningManage/trainList',
        permission: 'Menu.TraningManage.TrainList',
        line: 'hfs',
        labelKey: 'center.items.train-list',
      },
      {
        key: 'traningManage.classList',
        route: '/system/center/menu/traningManage/classList',
        permission: 'Menu.TraningManage.ClassList',
        line: 'hfs',
        labelKey: 'center.items.class-list',
      },
    ],
  },
  {
    key: 'analysis',
    labelKey: 'center.groups.statistics',
    items: [
      {
        key: 'analysis.children',
        route: '/system/center/menu/analysis/children',
        permission: 'Menu.Analysis.Children',
        line: 'hfs',
        labelKey: 'center.items.analysis-children',
      },
      {
        key: 'analysis.guardian',
        route: '/system/center/menu/analysis/guardian',
        permission: 'Menu.Analysis.Guardian',
        line: 'hfs',
        labelKey: 'center.items.analysis-guardian',
      },
      {
        key: 'analysis.vrat',
        route: '/system/center/menu/analysis/vrat',
        permission: 'Menu.Analysis.Vrat',
        line: 'vrat',
        labelKey: 'center.items.analysis-vrat',
        vcatLabelKey: 'center.items.analysis-vrat-vcat',
      },
      {
        key: 'analysis.idtMusic',
        route: '/system/center/menu/analysis/idtMusic',
        permission: 'Menu.Analysis.IdtMusic',
        line: 'vrat',
        labelKey: 'center.items.analysis-idt-music',
      },
      {
        key: 'analysis.iLs',
        route: '/system/center/menu/analysis/iLs',
        permission: 'Menu.Analysis.ILs',
        line: 'hfs',
        labelKey: 'center.items.analysis-ils',
      },
      {
        key: 'analysis.oneToMore',
        route: '/system/center/menu/analysis/oneToMore',
        permission: 'Menu.Analysis.OneToMore',
        line: 'hfs',
        labelKey: 'center.items.analysis-one-to-more',
      },
      {
        key: 'analysis.userClass',
        route: '/system/center/menu/analysis/userClass',
        permission: 'Menu.Analysis.UserClass',
        line: 'hfs',
        labelKey: 'center.items.analysis-user-class',
      },
      {
        key: 'analysis.PersonalTrainerManagement',
        route: '/system/center/menu/analysis/PersonalTrainerManagement',
        permission: 'Menu.Analysis.PersonalTrainerManagement',
        line: 'hfs',
        labelKey: 'center.items.analysis-personal-trainer',
      },
    ],
  },
  {
    key: 'hfs',
    labelKey: 'center.groups.fees',
    items: [
      {
        key: 'hfs.costOverview',
        route: '/system/center/menu/hfs/costOverview',
        permission: 'Menu.Hfs.CostOverview',
        line: 'hfs',
        labelKey: 'center.items.cost-overview',
      },
      {
        key: 'hfs.order',
        route: '/system/center/menu/hfs/order',
        permission: 'Menu.Hfs.Order',
        line: 'hfs',
        labelKey: 'center.items.order',
      },
      {
        key: 'hfs.vartCostOverview',
        route: '/system/center/menu/hfs/vartCostOverview',
        permission: 'Menu.Hfs.VartCostOverview',
        line: 'vrat',
        labelKey: 'center.items.vart-cost-overview',
        vcatLabelKey: 'center.items.vart-cost-overview-vcat',
      },
      {
        key: 'hfs.vartOrder',
        route: '/system/center/menu/hfs/vartOrder',
        permission: 'Menu.Hfs.VartOrder',
        line: 'vrat',
        labelKey: 'center.items.vart-order',
        vcatLabelKey: 'center.items.vart-order-vcat',
      },
    ],
  },
  {
    key: 'manage',
    labelKey: 'center.groups.operations',
    items: [
      {
        key: 'manage.group',
        route: '/system/center/menu/manage/group',
        permission: 'Menu.Manage.Group',
        line: 'shared',
        labelKey: 'center.items.employees',
      },
      {
        key: 'manage.userConfiguration',
        route: '/system/center/menu/manage/userConfiguration',
        permission: 'Menu.Manage.UserConfiguration',
        line: 'hfs',
        // The user usage configuration is where session quotas are set (hfs1.timesSetting, §6).
        frontPermission: 'hfs1.timesSetting',
        labelKey: 'center.items.user-configuration',
      },
      {
        key: 'manage.location',
        route: '/system/center/menu/manage/location',
        permission: 'Menu.Manage.Location',
        line: 'vrat',
        labelKey: 'center.items.location',
      },
    ],
  },
  {
    key: 'trainer',
    labelKey: 'center.groups.training-centre',
    items: [
      {
        key: 'manage.applyExamine',
        route: '/system/center/menu/manage/applyExamine',
        permission: 'Menu.Manage.ApplyExamine',
        line: 'trainer',
        labelKey: 'center.items.apply-examine',
      },
      {
        key: 'manage.trainingStaff',
        route: '/system/center/menu/manage/trainingStaff',
        permission: 'Menu.Manage.TrainingStaff',
        line: 'trainer',
        labelKey: 'center.items.training-staff',
      },
      {
        key: 'manage.trainerSupervised',
        route: '/system/center/menu/manage/trainerSupervised',
        permission: 'Menu.Manage.TrainerSupervised',
        line: 'trainer',
        labelKey: 'center.items.trainer-supervised',
      },
      {
        key: 'account.trainerDatabase',
        route: '/system/center/menu/account/trainerDatabase',
        permission: 'Menu.Account.TrainerDatabase',
        line: 'trainer',
        labelKey: 'center.items.trainer-database',
      },
    ],
  },
  {
    key: 'account',
    labelKey: 'center.groups.personal-centre',
    items: [
      {
        key: 'account.settings',
        route: '/system/center/menu/account/settings',
        permission: 'Menu.Account.Settings',
        line: 'shared',
        labelKey: 'center.items.settings',
      },
      {
        key: 'account.personalCenter',
        route: '/system/center/menu/account/personalCenter',
        permission: 'Menu.Account.PersonalCenter',
        line: 'shared',
        labelKey: 'center.items.personal-center',
      },
      {
        // The spec's "Other routes" place the notification page directly under menu/.
        key: 'notification',
        route: '/system/center/menu/notification',
        permission: 'Menu.Account.Notification',
        line: 'shared',
        labelKey: 'center.items.notification',
      },
    ],
  },
] as const satisfies readonly MenuGroupDef[];

type CentreItem = (typeof CENTRE_MENU_GROUPS)[number]['items'][number];

/** Every item of the centre menu, in menu order: the permission and route of each. */
export const CENTRE_MENU: readonly CentreItem[] = CENTRE_MENU_GROUPS.flatMap((g): readonly CentreItem[] => g.items);

export type CentreMenuPermission = CentreItem['permission'];

export const CENTRE_MENU_PERMISSIONS: readonly CentreMenuPermission[] = CENTRE_MENU.map((m) => m.permission);

/** The trainer-only menu (§2 "Trainer-only menu"; §6 "Trainers get only the trainer menu"). */
export const TRAINER_MENU_PERMISSIONS: readonly CentreMenuPermission[] = CENTRE_MENU.filter(
  (m) => m.line === 'trainer',
).map((m) => m.permission);

// ---------------------------------------------------------------------------------------------
// Management, enterprise and area trees. Their items are many and regular, so they are written
// as [segment, line?] pairs under a route prefix; key, permission and label key follow from it.

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

type SegOptions = Partial<Pick<MenuItemDef, 'line' | 'vcatLabelKey'>>;
type Seg = string | readonly [segment: string, options: SegOptions];

/**
 * A group whose items live at `${prefix}/${segment}`, with permission Menu.<Section>.<Segment>
 * and label key `${tree}.items.${section}-${segment}` (kebab-case).
 */
const group = (
  tree: 'manage' | 'enterprise',
  key: string,
  prefix: string,
  section: string,
  segments: readonly Seg[],
): MenuGroupDef => ({
  key,
  labelKey: `${tree}.groups.${kebab(key)}`,
  items: segments.map((seg) => {
    const [segment, options] = typeof seg === 'string' ? [seg, {}] : seg;
    const labelKey = `${tree}.items.${kebab(section)}-${kebab(segment)}`;
    return {
      key: `${section}.${segment}`,
      route: `${prefix}/${segment}`,
      permission: `Menu.${upperFirst(section)}.${upperFirst(segment)}`,
      line: options.line ?? 'shared',
      labelKey,
      ...(options.vcatLabelKey ? { vcatLabelKey: options.vcatLabelKey } : {}),
    };
  }),
});

const M = '/system/manage';
const vrat = (labelKey: string): SegOptions => ({ line: 'vrat', vcatLabelKey: `${labelKey}-vcat` });

/**
 * The management menu (/system/manage/...), spec 000 §2 and 002 §2. Where the spec names a
 * sub-list (content/course, content/exam, assessment/qa) its items live under that path; the
 * training parts have no path of their own in the spec and sit directly under content/.
 * Account settings is the shared page /system/menu/account/settings. setting/clientErrors is
 * the console's error log (platform admins only).
 */
export const MANAGEMENT_MENU_GROUPS: readonly MenuGroupDef[] = [
  group('manage', 'content', `${M}/content`, 'content', [
    'feedbackProperty',
    'target',
    'category',
    'material',
    'track',
    'trainingProgram',
    'trainingPlan',
    'offlinePlan',
    'newOfflinePlan',
    'brainMusic',
    'reminder',
    'musicLibrary',
    'musicPlan',
    'tag',
  ]),
  group('manage', 'course', `${M}/content/course`, 'course', [
    'teacher',
    'banner',
    'item',
    'course',
    'category',
    'trainingCourses',
    'trainingModule',
    'meritMedal',
  ]),
  group('manage', 'exam', `${M}/content/exam`, 'exam', ['question', 'exam']),
  {
    key: 'assessment',
    labelKey: 'manage.groups.assessment',
    items: [
      ...group('manage', 'assessment', `${M}/assessment/qa`, 'qa', ['assessment', 'questionnaire', 'editReport']).items,
      ...group('manage', 'assessment', `${M}/assessment`, 'assessment', [
        ['vrat', vrat('manage.items.assessment-vrat')],
      ]).items,
    ],
  },
  group('manage', 'manage', `${M}/manage`, 'manage', [
    'area',
    'org',
    'center',
    'group',
    'school',
    'supervisor',
    'applyReview',
    'trainingStaff',
    'exam',
    'medal',
  ]),
  group('manage', 'roles', `${M}/roles`, 'roles', ['adminList', 'configTree', 'customFuncTemplate', 'permissionRule']),
  group('manage', 'role', `${M}/role`, 'role', ['org', 'admin']),
  group('manage', 'statistic', `${M}/statistic`, 'statistic', [
    ['vratCaseList', vrat('manage.items.statistic-vrat-case-list')],
    ['vratStatistic', vrat('manage.items.statistic-vrat-statistic')],
    'questionnaireList',
  ]),
  group('manage', 'traningManage', `${M}/traningManage`, 'traningManage', ['trainingList', 'classList']),
  group('manage', 'analysis', `${M}/analysis`, 'analysis', [
    'children',
    'guardian',
    ['vrat', vrat('manage.items.analysis-vrat')],
    'oneToOne',
    'oneToMore',
    'Hfs',
    'IdtMusic',
    'trainer',
    'question',
    'userClass',
    'introductionNewUserAnalysis',
  ]),
  group('manage', 'hfs', `${M}/hfs`, 'hfs', ['order', ['vartOrder', vrat('manage.items.hfs-vart-order')]]),
  group('manage', 'user', `${M}/user`, 'user', ['user', 'subject']),
  group('manage', 'application', `${M}/application`, 'application', ['rocketapp', 'b']),
  group('manage', 'setting', `${M}/setting`, 'setting', ['mail', 'clientErrors']),
  {
    key: 'account',
    labelKey: 'manage.groups.account',
    items: [
      {
        key: 'account.settings',
        route: '/system/menu/account/settings',
        permission: 'Menu.Account.Settings',
        line: 'shared',
        labelKey: 'manage.items.account-settings',
      },
      ...group('manage', 'account', `${M}/account`, 'account', ['online', 'changePassword']).items,
    ],
  },
];

const enterpriseGroups = (prefix: string, withBusinessListings: boolean): readonly MenuGroupDef[] => [
  group('enterprise', 'statistical', `${prefix}/statistical`, 'statistical', ['statisticalOverview']),
  group('enterprise', 'analyze', `${prefix}/analyze`, 'analyze', [
    ['vratStatistic', { line: 'vrat', vcatLabelKey: 'enterprise.items.analyze-vrat-statistic-vcat' }],
    ['hfsStatistic', { line: 'hfs' }],
    // Not in spec 000 §2's list: the music statistics of the centres below (issue 21; the
    // management's analysis/IdtMusic page, which the server already scopes to the manager's subtree).
    'idtMusicStatistic',
  ]),
  group(
    'enterprise',
    'center',
    `${prefix}/center`,
    'center',
    withBusinessListings ? ['centerList', 'businessListings'] : ['centerList'],
  ),
];

/** Enterprise menu (/system/enterprise/manage/...), spec 000 §2 "Enterprise and area menus". */
export const ENTERPRISE_MENU_GROUPS = enterpriseGroups('/system/enterprise/manage', false);

/** Area menu: the enterprise one plus center/businessListings. */
export const AREA_MENU_GROUPS = enterpriseGroups('/system/area/manage', true);

export const MENU_TREES: Readonly<Record<MenuTree, readonly MenuGroupDef[]>> = {
  management: MANAGEMENT_MENU_GROUPS,
  centre: CENTRE_MENU_GROUPS,
  enterprise: ENTERPRISE_MENU_GROUPS,
  area: AREA_MENU_GROUPS,
};

// ---------------------------------------------------------------------------------------------
// Who gets which items where no role_permissions row says so.

/**
 * Management mode: the management groups each platform role sees (spec 000 §6, 002 §6). admin
 * sees everything; every role has its own account pages. Roles the spec names without a remit
 * get the groups their name implies.
 */
export const ADMIN_ROLE_MENU_GROUPS = {
  admin: '*',
  editor: ['content', 'course', 'exam', 'account'],
  editorAdmin: ['content', 'course', 'exam', 'account'],
  medicalSupport: ['statistic', 'assessment', 'account'],
  finance: ['hfs', 'analysis', 'account'],
  financeAdmin: ['hfs', 'analysis', 'account'],
  operation: ['manage', 'statistic', 'account'],
  operationAdmin: ['manage', 'statistic', 'account'],
  sales: ['hfs', 'account'],
  salesAdmin: ['hfs', 'analysis', 'account'],
  training: ['traningManage', 'account'],
  authority: ['roles', 'role', 'account'],
} as const satisfies Record<string, '*' | readonly string[]>;

/**
 * Enterprise and area tenants carry no role_permissions rows: their managers and agents see the
 * whole menu of their tenant type.
 */
export const REGIONAL_ROLES = ['EnterpriseAdmin', 'EnterpriseAgent', 'AreaManager', 'AreaAdmin', 'AreaAgent'] as const;

const permissionsOf = (groups: readonly MenuGroupDef[]) => groups.flatMap((g) => g.items.map((i) => i.permission));

/** The management Menu.* permissions a set of platform roles grants. */
export const managementPermissions = (adminRoles: readonly string[]): Set<string> => {
  const granted = new Set<string>();
  for (const role of adminRoles) {
    const groups: '*' | readonly string[] | undefined = (
      ADMIN_ROLE_MENU_GROUPS as Record<string, '*' | readonly string[]>
    )[role];
    if (!groups) continue;
    const chosen =
      groups === '*' ? MANAGEMENT_MENU_GROUPS : MANAGEMENT_MENU_GROUPS.filter((g) => groups.includes(g.key));
    for (const permission of permissionsOf(chosen)) granted.add(permission);
  }
  return granted;
};

/** The Menu.* permissions an enterprise or area role grants in its own tree. */
export const regionalPermissions = (tree: 'enterprise' | 'area', roles: readonly string[]): Set<string> =>
  roles.some((r) => (REGIONAL_ROLES as readonly string[]).includes(r))
    ? new Set(permissionsOf(MENU_TREES[tree]))
    : new Set();
