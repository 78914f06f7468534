import type { ShellMenuQuery } from '../../generated/graphql';

export type MenuRoute = {
  route: string;
  /** Key in the `menu` catalogue. */
  labelKey: string;
  /** The label when the tenant has vrat1.showVCAT. */
  vcatLabelKey?: string;
  /** What the screen is for, in plain words. */
  aboutKey: string;
};

/**
 * Every route of the four menu trees (spec 000 §2), as the server's catalogue
 * (server/modules/menus/menu.catalogue.ts) lists them; tests/integration/menu-catalogue.test.ts
 * fails when the two differ. The router gives each one a page and the guard knows them as menu
 * routes, which only the users whose menu holds them may open.
 */
export const MENU_ROUTES: readonly MenuRoute[] = [
  // management
  {
    route: '/system/manage/content/feedbackProperty',
    labelKey: 'manage.items.content-feedback-property',
    aboutKey: 'manage.about.content-feedback-property',
  },
  {
    route: '/system/manage/content/target',
    labelKey: 'manage.items.content-target',
    aboutKey: 'manage.about.content-target',
  },
  {
    route: '/system/manage/content/category',
    labelKey: 'manage.items.content-category',
    aboutKey: 'manage.about.content-category',
  },
  {
    route: '/system/manage/content/material',
    labelKey: 'manage.items.content-material',
    aboutKey: 'manage.about.content-material',
  },
  {
    route: '/system/manage/content/track',
    labelKey: 'manage.items.content-track',
    aboutKey: 'manage.about.content-track',
  },
  {
    route: '/system/manage/content/trainingProgram',
    labelKey: 'manage.items.content-training-program',
    aboutKey: 'manage.about.content-training-program',
  },
  {
    route: '/system/manage/content/trainingPlan',
    labelKey: 'manage.items.content-training-plan',
    aboutKey: 'manage.about.content-training-plan',
  },
  {
    route: '/system/manage/content/offlinePlan',
    labelKey: 'manage.items.content-offline-plan',
    aboutKey: 'manage.about.content-offline-plan',
  },
  {
    route: '/system/manage/content/newOfflinePlan',
    labelKey: 'manage.items.content-new-offline-plan',
    aboutKey: 'manage.about.content-new-offline-plan',
  },
  {
    route: '/system/manage/content/brainMusic',
    labelKey: 'manage.items.content-brain-music',
    aboutKey: 'manage.about.content-brain-music',
  },
  {
    route: '/system/manage/content/reminder',
    labelKey: 'manage.items.content-reminder',
    aboutKey: 'manage.about.content-reminder',
  },
  {
    route: '/system/manage/content/musicLibrary',
    labelKey: 'manage.items.content-music-library',
    aboutKey: 'manage.about.content-music-library',
  },
  {
    route: '/system/manage/content/musicPlan',
    labelKey: 'manage.items.content-music-plan',
    aboutKey: 'manage.about.content-music-plan',
  },
  { route: '/system/manage/content/tag', labelKey: 'manage.items.content-tag', aboutKey: 'manage.about.content-tag' },
  {
    route: '/system/manage/content/course/teacher',
    labelKey: 'manage.items.course-teacher',
    aboutKey: 'manage.about.course-teacher',
  },
  {
    route: '/system/manage/content/course/banner',
    labelKey: 'manage.items.course-banner',
    aboutKey: 'manage.about.course-banner',
  },
  {
    route: '/system/manage/content/course/item',
    labelKey: 'manage.items.course-item',
    aboutKey: 'manage.about.course-item',
  },
  {
    route: '/system/manage/content/course/course',
    labelKey: 'manage.items.course-course',
    aboutKey: 'manage.about.course-course',
  },
  {
    route: '/system/manage/content/course/category',
    labelKey: 'manage.items.course-category',
    aboutKey: 'manage.about.course-category',
  },
  {
    route: '/system/manage/content/course/trainingCourses',
    labelKey: 'manage.items.course-training-courses',
    aboutKey: 'manage.about.course-training-courses',
  },
  {
    route: '/system/manage/content/course/trainingModule',
    labelKey: 'manage.items.course-training-module',
    aboutKey: 'manage.about.course-training-module',
  },
  {
    route: '/system/manage/content/course/meritMedal',
    labelKey: 'manage.items.course-merit-medal',
    aboutKey: 'manage.about.course-merit-medal',
  },
  {
    route: '/system/manage/content/exam/question',
    labelKey: 'manage.items.exam-question',
    aboutKey: 'manage.about.exam-question',
  },
  { route: '/system/manage/content/exam/exam', labelKey: 'manage.items.exam-exam', aboutKey: 'manage.about.exam-exam' },
  {
    route: '/system/manage/assessment/qa/assessment',
    labelKey: 'manage.items.qa-assessment',
    aboutKey: 'manage.about.qa-assessment',
  },
  {
    route: '/system/manage/assessment/qa/questionnaire',
    labelKey: 'manage.items.qa-questionnaire',
    aboutKey: 'manage.about.qa-questionnaire',
  },
  {
    route: '/system/manage/assessment/qa/editReport',
    labelKey: 'manage.items.qa-edit-report',
    aboutKey: 'manage.about.qa-edit-report',
  },
  {
    route: '/system/manage/assessment/vrat',
    labelKey: 'manage.items.assessment-vrat',
    vcatLabelKey: 'manage.items.assessment-vrat-vcat',
    aboutKey: 'manage.about.assessment-vrat',
  },
  { route: '/system/manage/manage/area', labelKey: 'manage.items.manage-area', aboutKey: 'manage.about.manage-area' },
  { route: '/system/manage/manage/org', labelKey: 'manage.items.manage-org', aboutKey: 'manage.about.manage-org' },
  {
    route: '/system/manage/manage/center',
    labelKey: 'manage.items.manage-center',
    aboutKey: 'manage.about.manage-center',
  },
  {
    route: '/system/manage/manage/group',
    labelKey: 'manage.items.manage-group',
    aboutKey: 'manage.about.manage-group',
  },
  {
    route: '/system/manage/manage/school',
    labelKey: 'manage.items.manage-school',
    aboutKey: 'manage.about.manage-school',
  },
  {
    route: '/system/manage/manage/supervisor',
    labelKey: 'manage.items.manage-supervisor',
    aboutKey: 'manage.about.manage-supervisor',
  },
  {
    route: '/system/manage/manage/applyReview',
    labelKey: 'manage.items.manage-apply-review',
    aboutKey: 'manage.about.manage-apply-review',
  },
  {
    route: '/system/manage/manage/trainingStaff',
    labelKey: 'manage.items.manage-training-staff',
    aboutKey: 'manage.about.manage-training-staff',
  },
  { route: '/system/manage/manage/exam', labelKey: 'manage.items.manage-exam', aboutKey: 'manage.about.manage-exam' },
  {
    route: '/system/manage/manage/medal',
    labelKey: 'manage.items.manage-medal',
    aboutKey: 'manage.about.manage-medal',
  },
  {
    route: '/system/manage/roles/adminList',
    labelKey: 'manage.items.roles-admin-list',
    aboutKey: 'manage.about.roles-admin-list',
  },
  {
    route: '/system/manage/roles/configTree',
    labelKey: 'manage.items.roles-config-tree',
    aboutKey: 'manage.about.roles-config-tree',
  },
  {
    route: '/system/manage/roles/customFuncTemplate',
    labelKey: 'manage.items.roles-custom-func-template',
    aboutKey: 'manage.about.roles-custom-func-template',
  },
  {
    route: '/system/manage/roles/permissionRule',
    labelKey: 'manage.items.roles-permission-rule',
    aboutKey: 'manage.about.roles-permission-rule',
  },
  { route: '/system/manage/role/org', labelKey: 'manage.items.role-org', aboutKey: 'manage.about.role-org' },
  { route: '/system/manage/role/admin', labelKey: 'manage.items.role-admin', aboutKey: 'manage.about.role-admin' },
  {
    route: '/system/manage/statistic/vratCaseList',
    labelKey: 'manage.items.statistic-vrat-case-list',
    vcatLabelKey: 'manage.items.statistic-vrat-case-list-vcat',
    aboutKey: 'manage.about.statistic-vrat-case-list',
  },
  {
    route: '/system/manage/statistic/vratStatistic',
    labelKey: 'manage.items.statistic-vrat-statistic',
    vcatLabelKey: 'manage.items.statistic-vrat-statistic-vcat',
    aboutKey: 'manage.about.statistic-vrat-statistic',
  },
  {
    route: '/system/manage/statistic/questionnaireList',
    labelKey: 'manage.items.statistic-questionnaire-list',
    aboutKey: 'manage.about.statistic-questionnaire-list',
  },
  {
    route: '/system/manage/traningManage/trainingList',
    labelKey: 'manage.items.traning-manage-training-list',
    aboutKey: 'manage.about.traning-manage-training-list',
  },
  {
    route: '/system/manage/traningManage/classList',
    labelKey: 'manage.items.traning-manage-class-list',
    aboutKey: 'manage.about.traning-manage-class-list',
  },
  {
    route: '/system/manage/analysis/children',
    labelKey: 'manage.items.analysis-children',
    aboutKey: 'manage.about.analysis-children',
  },
  {
    route: '/system/manage/analysis/guardian',
    labelKey: 'manage.items.analysis-guardian',
    aboutKey: 'manage.about.analysis-guardian',
  },
  {
    route: '/system/manage/analysis/vrat',
    labelKey: 'manage.items.analysis-vrat',
    vcatLabelKey: 'manage.items.analysis-vrat-vcat',
    aboutKey: 'manage.about.analysis-vrat',
  },
  {
    route: '/system/manage/analysis/oneToOne',
    labelKey: 'manage.items.analysis-one-to-one',
    aboutKey: 'manage.about.analysis-one-to-one',
  },
  {
    route: '/system/manage/analysis/oneToMore',
    labelKey: 'manage.items.analysis-one-to-more',
    aboutKey: 'manage.about.analysis-one-to-more',
  },
  {
    route: '/system/manage/analysis/Hfs',
    labelKey: 'manage.items.analysis-hfs',
    aboutKey: 'manage.about.analysis-hfs',
  },
  {
    route: '/system/manage/analysis/IdtMusic',
    labelKey: 'manage.items.analysis-idt-music',
    aboutKey: 'manage.about.analysis-idt-music',
  },
  {
    route: '/system/manage/analysis/trainer',
    labelKey: 'manage.items.analysis-trainer',
    aboutKey: 'manage.about.analysis-trainer',
  },
  {
    route: '/system/manage/analysis/question',
    labelKey: 'manage.items.analysis-question',
    aboutKey: 'manage.about.analysis-question',
  },
  {
    route: '/system/manage/analysis/userClass',
    labelKey: 'manage.items.analysis-user-class',
    aboutKey: 'manage.about.analysis-user-class',
  },
  {
    route: '/system/manage/analysis/introductionNewUserAnalysis',
    labelKey: 'manage.items.analysis-introduction-new-user-analysis',
    aboutKey: 'manage.about.analysis-introduction-new-user-analysis',
  },
  { route: '/system/manage/hfs/order', labelKey: 'manage.items.hfs-order', aboutKey: 'manage.about.hfs-order' },
  {
    route: '/system/manage/hfs/vartOrder',
    labelKey: 'manage.items.hfs-vart-order',
    vcatLabelKey: 'manage.items.hfs-vart-order-vcat',
    aboutKey: 'manage.about.hfs-vart-order',
  },
  { route: '/system/manage/user/user', labelKey: 'manage.items.user-user', aboutKey: 'manage.about.user-user' },
  {
    route: '/system/manage/user/subject',
    labelKey: 'manage.items.user-subject',
    aboutKey: 'manage.about.user-subject',
  },
  {
    route: '/system/manage/application/rocketapp',
    labelKey: 'manage.items.application-rocketapp',
    aboutKey: 'manage.about.application-rocketapp',
  },
  {
    route: '/system/manage/application/b',
    labelKey: 'manage.items.application-b',
    aboutKey: 'manage.about.application-b',
  },
  {
    route: '/system/manage/setting/mail',
    labelKey: 'manage.items.setting-mail',
    aboutKey: 'manage.about.setting-mail',
  },
  {
    route: '/system/manage/setting/clientErrors',
    labelKey: 'manage.items.setting-client-errors',
    aboutKey: 'manage.about.setting-client-errors',
  },
  {
    route: '/system/menu/account/settings',
    labelKey: 'manage.items.account-settings',
    aboutKey: 'manage.about.account-settings',
  },
  {
    route: '/system/manage/account/online',
    labelKey: 'manage.items.account-online',
    aboutKey: 'manage.about.account-online',
  },
  {
    route: '/system/manage/account/changePassword',
    labelKey: 'manage.items.account-change-password',
    aboutKey: 'manage.about.account-change-password',
  },
  // centre
  {
    route: '/system/center/dataPanel/workTable',
    labelKey: 'center.items.work-table',
    aboutKey: 'center.about.work-table',
  },
  {
    route: '/system/center/dataPanel/dataPanel',
    labelKey: 'center.items.data-panel',
    aboutKey: 'center.about.data-panel',
  },
  {
    route: '/system/center/menu/user/user',
    labelKey: 'center.items.guardian-list',
    aboutKey: 'center.about.guardian-list',
  },
  {
    route: '/system/center/menu/user/subject',
    labelKey: 'center.items.subject-list',
    aboutKey: 'center.about.subject-list',
  },
  {
    route: '/system/center/menu/statistic/vratList',
    labelKey: 'center.items.vrat-list',
    vcatLabelKey: 'center.items.vrat-list-vcat',
    aboutKey: 'center.about.vrat-list',
  },
  {
    route: '/system/center/menu/statistic/questionnaireList',
    labelKey: 'center.items.questionnaire-list',
    aboutKey: 'center.about.questionnaire-list',
  },
  {
    route: '/system/center/menu/traningManage/trainList',
    labelKey: 'center.items.train-list',
    aboutKey: 'center.about.train-list',
  },
  {
    route: '/system/center/menu/traningManage/classList',
    labelKey: 'center.items.class-list',
    aboutKey: 'center.about.class-list',
  },
  {
    route: '/system/center/menu/analysis/children',
    labelKey: 'center.items.analysis-children',
    aboutKey: 'center.about.analysis-children',
  },
  {
    route: '/system/center/menu/analysis/guardian',
    labelKey: 'center.items.analysis-guardian',
    aboutKey: 'center.about.analysis-guardian',
  },
  {
    route: '/system/center/menu/analysis/vrat',
    labelKey: 'center.items.analysis-vrat',
    vcatLabelKey: 'center.items.analysis-vrat-vcat',
    aboutKey: 'center.about.analysis-vrat',
  },
  {
    route: '/system/center/menu/analysis/idtMusic',
    labelKey: 'center.items.analysis-idt-music',
    aboutKey: 'center.about.analysis-idt-music',
  },
  {
    route: '/system/center/menu/analysis/iLs',
    labelKey: 'center.items.analysis-ils',
    aboutKey: 'center.about.analysis-ils',
  },
  {
    route: '/system/center/menu/analysis/oneToMore',
    labelKey: 'center.items.analysis-one-to-more',
    aboutKey: 'center.about.analysis-one-to-more',
  },
  {
    route: '/system/center/menu/analysis/userClass',
    labelKey: 'center.items.analysis-user-class',
    aboutKey: 'center.about.analysis-user-class',
  },
  {
    route: '/system/center/menu/analysis/PersonalTrainerManagement',
    labelKey: 'center.items.analysis-personal-trainer',
    aboutKey: 'center.about.analysis-personal-trainer',
  },
  {
    route: '/system/center/menu/hfs/costOverview',
    labelKey: 'center.items.cost-overview',
    aboutKey: 'center.about.cost-overview',
  },
  { route: '/system/center/menu/hfs/order', labelKey: 'center.items.order', aboutKey: 'center.about.order' },
  {
    route: '/system/center/menu/hfs/vartCostOverview',
    labelKey: 'center.items.vart-cost-overview',
    vcatLabelKey: 'center.items.vart-cost-overview-vcat',
    aboutKey: 'center.about.vart-cost-overview',
  },
  {
    route: '/system/center/menu/hfs/vartOrder',
    labelKey: 'center.items.vart-order',
    vcatLabelKey: 'center.items.vart-order-vcat',
    aboutKey: 'center.about.vart-order',
  },
  { route: '/system/center/menu/manage/group', labelKey: 'center.items.employees', aboutKey: 'center.about.employees' },
  {
    route: '/system/center/menu/manage/userConfiguration',
    labelKey: 'center.items.user-configuration',
    aboutKey: 'center.about.user-configuration',
  },
  {
    route: '/system/center/menu/manage/location',
    labelKey: 'center.items.location',
    aboutKey: 'center.about.location',
  },
  {
    route: '/system/center/menu/manage/applyExamine',
    labelKey: 'center.items.apply-examine',
    aboutKey: 'center.about.apply-examine',
  },
  {
    route: '/system/center/menu/manage/trainingStaff',
    labelKey: 'center.items.training-staff',
    aboutKey: 'center.about.training-staff',
  },
  {
    route: '/system/center/menu/manage/trainerSupervised',
    labelKey: 'center.items.trainer-supervised',
    aboutKey: 'center.about.trainer-supervised',
  },
  {
    route: '/system/center/menu/account/trainerDatabase',
    labelKey: 'center.items.trainer-database',
    aboutKey: 'center.about.trainer-database',
  },
  {
    route: '/system/center/menu/account/settings',
    labelKey: 'center.items.settings',
    aboutKey: 'center.about.settings',
  },
  {
    route: '/system/center/menu/account/personalCenter',
    labelKey: 'center.items.personal-center',
    aboutKey: 'center.about.personal-center',
  },
  {
    route: '/system/center/menu/notification',
    labelKey: 'center.items.notification',
    aboutKey: 'center.about.notification',
  },
  // enterprise
  {
    route: '/system/enterprise/manage/statistical/statisticalOverview',
    labelKey: 'enterprise.items.statistical-statistical-overview',
    aboutKey: 'enterprise.about.statistical-statistical-overview',
  },
  {
    route: '/system/enterprise/manage/analyze/vratStatistic',
    labelKey: 'enterprise.items.analyze-vrat-statistic',
    vcatLabelKey: 'enterprise.items.analyze-vrat-statistic-vcat',
    aboutKey: 'enterprise.about.analyze-vrat-statistic',
  },
  {
    route: '/system/enterprise/manage/analyze/hfsStatistic',
    labelKey: 'enterprise.items.analyze-hfs-statistic',
    aboutKey: 'enterprise.about.analyze-hfs-statistic',
  },
  {
    route: '/system/enterprise/manage/center/centerList',
    labelKey: 'enterprise.items.center-center-list',
    aboutKey: 'enterprise.about.center-center-list',
  },
  // area
  {
    route: '/system/area/manage/statistical/statisticalOverview',
    labelKey: 'enterprise.items.statistical-statistical-overview',
    aboutKey: 'enterprise.about.statistical-statistical-overview',
  },
  {
    route: '/system/area/manage/analyze/vratStatistic',
    labelKey: 'enterprise.items.analyze-vrat-statistic',
    vcatLabelKey: 'enterprise.items.analyze-vrat-statistic-vcat',
    aboutKey: 'enterprise.about.analyze-vrat-statistic',
  },
  {
    route: '/system/area/manage/analyze/hfsStatistic',
    labelKey: 'enterprise.items.analyze-hfs-statistic',
    aboutKey: 'enterprise.about.analyze-hfs-statistic',
  },
  {
    route: '/system/area/manage/center/centerList',
    labelKey: 'enterprise.items.center-center-list',
    aboutKey: 'enterprise.about.center-center-list',
  },
  {
    route: '/system/area/manage/center/businessListings',
    labelKey: 'enterprise.items.center-business-listings',
    aboutKey: 'enterprise.about.center-business-listings',
  },
];

export type VisibleMenu = ShellMenuQuery['menu'];

/** Routes every signed-in user may open, whatever their menu (spec 000 §2 and the shell's own). */
export const ALWAYS_ALLOWED = [
  '/',
  '/system',
  '/system/choseRoles',
  '/system/showModule',
  '/system/reviewfile',
  '/system/menu/account/settings',
  '/system/center/menu/account/settings',
  '/signed-out',
  '/callback',
] as const;

/** The area of the console each tenant type works in; null is management mode. */
export const homeOf = (tenantType: VisibleMenu['tenantType']): string => {
  switch (tenantType) {
    case 'Center':
      return '/system/center';
    case 'Enterprise':
    case 'EnterpriseAgent':
      return '/system/enterprise';
    case 'Area':
    case 'AreaAgent':
      return '/system/area';
    default:
      return '/system/manage';
  }
};

const AREAS = ['/system/manage', '/system/center', '/system/enterprise', '/system/area'] as const;
const KNOWN_MENU_ROUTES = new Set(MENU_ROUTES.map((m) => m.route));
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const within = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/**
 * The route guard's rule (spec 000 §2 "Route access is checked against the menu for the user's
 * tenant type"): a menu route opens only when it is in the user's menu; any other page of a
 * tenant type's area (its home, detail pages) opens for users of that tenant type; pages outside
 * the four areas are not the menu's business.
 */
export const isRouteAllowed = (rawPathname: string, menu: VisibleMenu): boolean => {
  const pathname = normalise(rawPathname);
  if ((ALWAYS_ALLOWED as readonly string[]).includes(pathname)) return true;
  const mine = menu.groups.some((g) => g.items.some((i) => i.route === pathname));
  if (mine) return true;
  if (KNOWN_MENU_ROUTES.has(pathname)) return false;
  const home = homeOf(menu.tenantType);
  const area = AREAS.find((a) => within(pathname, a));
  if (!area) return true;
  // Management mode without a single item (no platform role) has no management area.
  if (menu.tenantType === null && menu.groups.length === 0) return false;
  return area === home;
};
