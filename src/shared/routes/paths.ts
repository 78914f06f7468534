// Every console path a feature or the shell links to, in one place (spec 000 §2 "Other routes" and
// the menu routes that features open directly). Pages register at these paths in src/app/routes.tsx;
// features build links with the functions below so a query string is always encoded the same way.

export const PATHS = {
  management: '/system/manage',
  chooseRoles: '/system/choseRoles',
  showModule: '/system/showModule',
  reviewFile: '/system/reviewfile',
  activation: '/account/activate',
  emailUpdate: '/account/email',
  subjectList: '/system/center/menu/user/subject',
  subjectDetail: '/system/center/detail/subjectDetail',
  /** Spec 001 §2: one child's offline plan (?id={planId}). */
  offlinePlanDetail: '/system/center/detail/userOfflinePlanDetail',
  /** Spec 001 §2: a class, its group plan and its classes (?classId={groupId}). */
  groupClassDetail: '/system/center/detail/groupClassDetail',
  /** Spec 001 §2: one session of a child's offline plan (?id={planId}&num=). */
  offlineCourseDetail: '/system/center/detail/userOfflineCourseDetail',
  /** Spec 000 §2, 001 §2: a child's archives (?subjectId=&from=center|admin), opened in a new tab. */
  archives: '/system/archives',
  guardianDetail: '/system/center/detail/userDetail',
  adminGuardianDetail: '/system/manage/userDetail',
  messageCentre: '/system/center/menu/notification',
  /** Not a spec route: where the role named admin publishes system notices (management mode). */
  systemNotice: '/system/manage/setting/notice',
  sentMessages: '/system/manage/setting/mail',
  clientErrors: '/system/manage/setting/clientErrors',
  personalCentre: '/system/center/menu/account/personalCenter',
  centreSettings: '/system/center/menu/account/settings',
  managementSettings: '/system/menu/account/settings',
  staff: '/system/center/menu/manage/group',
  vratList: '/system/center/menu/statistic/vratList',
  testLocations: '/system/center/menu/manage/location',
  /** Spec 000 §2 manage/userConfiguration: session and assessment quotas (the quota warnings' Settings link). */
  userConfiguration: '/system/center/menu/manage/userConfiguration',
  /** Spec 000 §2 traningManage/trainList: the centre's children's offline plans and their progress. */
  trainList: '/system/center/menu/traningManage/trainList',
  vratAnalysis: '/system/center/menu/analysis/vrat',
  hfsContracts: '/system/contracts/hfs',
  vratContracts: '/system/contracts/vrat',
  hfsCostOverview: '/system/center/menu/hfs/costOverview',
  calendar: '/system/center/menu/calendar',
  /** Not a spec route (issue 19 item 8): the supervisor's live board, opened from the workbench. */
  supervisorBoard: '/system/center/dataPanel/supervisorBoard',
  deposits: '/system/tenants/deposits',
} as const;

export type ConsolePath = (typeof PATHS)[keyof typeof PATHS];

const withQuery = (path: ConsolePath, query: Record<string, string | undefined>): string => {
  const pairs = Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return pairs.length === 0 ? path : `${path}?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
};

/** Where a link was followed from, when the page shows it differently (a notification opens a tab). */
type LinkSource = { from?: 'notification' };

export const subjectDetailPath = (subjectId: string, source: LinkSource = {}) =>
  withQuery(PATHS.subjectDetail, { from: source.from, id: subjectId });

export const offlinePlanDetailPath = (planId: string) => withQuery(PATHS.offlinePlanDetail, { id: planId });

export const groupClassDetailPath = (groupId: string) => withQuery(PATHS.groupClassDetail, { classId: groupId });
/** Where a calendar course's plan is shown: its class's page for a class course, else the child's plan. */
export const coursePlanPath = (course: { groupId?: string | null; userTrainingPlanId: string }) =>
  course.groupId ? groupClassDetailPath(course.groupId) : offlinePlanDetailPath(course.userTrainingPlanId);

export const offlineCourseDetailPath = (planId: string, num: number) =>
  withQuery(PATHS.offlineCourseDetail, { id: planId, num: String(num) });

export const archivesPath = (subjectId: string, from: 'center' | 'admin' = 'center') =>
  withQuery(PATHS.archives, { subjectId, from });

export const guardianDetailPath = (guardianId: string, source: LinkSource = {}) =>
  withQuery(PATHS.guardianDetail, { from: source.from, id: guardianId });

export const adminGuardianDetailPath = (guardianId: string) => withQuery(PATHS.adminGuardianDetail, { id: guardianId });

/** Spec 002 §9: the VRAT analysis on its indicators tab. */
export const vratIndicatorsPath = () => withQuery(PATHS.vratAnalysis, { tab: 'Indicators' });

export const contractsPath = (line: 'hfs' | 'vrat', tenantId: string) =>
  withQuery(line === 'hfs' ? PATHS.hfsContracts : PATHS.vratContracts, { tenantId });

export const depositsPath = (tenantId: string) => withQuery(PATHS.deposits, { tenantId });
