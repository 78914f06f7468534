import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CallbackPage } from '../features/auth/CallbackPage';
import { SignedOutPage } from '../features/auth/SignedOutPage';
import { loadWhenOnline } from '../shared/network/loadWhenOnline';
import { LoadingState } from '../shared/ui/LoadingState';
import { RouteChunkError, RouteChunkOutlet } from '../shared/ui/RouteChunk';
import { lazyPart } from '../shared/ui/lazyPart';
import { ProgramGuideContext } from '../shared/content/ProgramGuideContext';
import { LandingRedirect } from './LandingRedirect';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';
import { PATHS } from '../shared/routes/paths';
import { ShellLayout } from './ShellLayout';
import { MENU_ROUTES } from './menu/menuCatalogue';
import type { ComingRoutesHandle } from './menu/comingRoutes';
import type { PlanCourseActionProps } from '../features/offline-plans/components/PlanView';
import { RouteGuard } from './menu/RouteGuard';

// Feature pages are loaded on demand: one chunk per page.
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

// The content library's programme guide, for the plan pages' activities: fetched when one is shown.
const ProgramGuide = lazyPart(() => import('../features/content/programs/ProgramGuide').then((m) => m.ProgramGuide));

// The calendar's "Arrange course" for the offline plan pages (a feature does not import another).
const ArrangeCourse = lazyPart(() =>
  import('../features/calendar/arrange/ArrangeCourseAction').then((m) => m.ArrangeCourseAction),
);
// Beside it on the offline plan pages, the assessments' "Arrange assessment" (spec 001 §2 screen 1).
const ArrangeAssessment = lazyPart(() =>
  import('../features/assessments/ArrangeAssessmentButton').then((m) => m.ArrangeAssessmentButton),
);
const PlanActions = (props: PlanCourseActionProps) => (
  <>
    <ArrangeCourse {...props} />
    <ArrangeAssessment planId={props.planId} subjectId={props.subjectId} disabled={!props.planOpen} />
  </>
);

/** A page that shows training activities, with the library's guide to offer for them. */
const withProgramGuide = (Page: ComponentType) => {
  const WithProgramGuide = () => (
    <ProgramGuideContext.Provider value={ProgramGuide}>
      <Page />
    </ProgramGuideContext.Provider>
  );
  return WithProgramGuide;
};

/** The console's pages, at the paths of spec 000 §2. */
export const SPEC_ROUTES = {
  manage: PATHS.management,
  manageContentTag: '/system/manage/content/tag',
  manageContentReminder: '/system/manage/content/reminder',
  manageContentFeedbackProperty: '/system/manage/content/feedbackProperty',
  manageContentTarget: '/system/manage/content/target',
  manageContentCategory: '/system/manage/content/category',
  manageContentMaterial: '/system/manage/content/material',
  manageContentMusicLibrary: '/system/manage/content/musicLibrary',
  manageContentTrainingProgram: '/system/manage/content/trainingProgram',
  manageContentTrainingProgramDetail: '/system/manage/content/trainingProgram/:id',
  manageContentOfflinePlan: '/system/manage/content/offlinePlan',
  manageContentNewOfflinePlan: '/system/manage/content/newOfflinePlan',
  manageContentTrainingPlan: '/system/manage/content/trainingPlan',
  manageContentMusicPlan: '/system/manage/content/musicPlan',
  manageContentBrainMusic: '/system/manage/content/brainMusic',
  /** The training parts' "track" item: the music library's own screen (the same tracks). */
  manageContentTrack: '/system/manage/content/track',
  manageVratCaseList: '/system/manage/statistic/vratCaseList',
  accountSettings: '/system/menu/account/settings',
  showModule: PATHS.showModule,
  workbench: '/system/center/dataPanel/workTable',
  subjectList: PATHS.subjectList,
  guardianList: '/system/center/menu/user/user',
  center: '/system/center',
  enterprise: '/system/enterprise',
  area: '/system/area',
  chooseRoles: PATHS.chooseRoles,
} as const;

const loadMenuItemPage = () => import('../features/menu-pages/MenuItemPage');

/**
 * The shell's pages behind the route guard, plus a page for every menu route (spec 000 §2) that
 * has no screen of its own yet: its title and what it is for. They go before the catch-all.
 */
const guardedWithMenuPages = (pages: RouteObject[]): RouteObject[] => {
  const taken = new Set(pages.map((r) => r.path));
  const menuPages: RouteObject[] = MENU_ROUTES.filter((m) => !taken.has(m.route)).map((m) => ({
    path: m.route,
    lazy: async () => {
      const { MenuItemPage } = await loadMenuItemPage();
      return {
        Component: () => <MenuItemPage labelKey={m.labelKey} vcatLabelKey={m.vcatLabelKey} aboutKey={m.aboutKey} />,
      };
    },
  }));
  const catchAll = pages.filter((r) => r.path === '*');
  // Offline, a page whose code cannot be fetched waits for the network, and the page the user
  // was on stays (loadWhenOnline); online, the failure reaches RouteChunkError as before.
  const waitingForNetwork = (route: RouteObject): RouteObject =>
    typeof route.lazy === 'function' ? { ...route, lazy: loadWhenOnline(route.lazy) } : route;
  // A page's code loads when it is first opened: a loading state meanwhile, a reload if it fails.
  const chunked: RouteObject = {
    element: <RouteChunkOutlet />,
    errorElement: <RouteChunkError otherwise={<RouteErrorPage />} />,
    children: [...pages.filter((r) => r.path !== '*'), ...menuPages, ...catchAll].map(waitingForNetwork),
  };
  // The menu tags these "coming" (comingRoutes.ts): the same list the router gives the intro page.
  const coming: ComingRoutesHandle = { comingRoutes: new Set(menuPages.flatMap((r) => (r.path ? [r.path] : []))) };
  return [{ element: <RouteGuard />, handle: coming, children: [chunked] }];
};

export const appRoutes: RouteObject[] = [
  { path: '/callback', element: <CallbackPage />, errorElement: <RouteErrorPage /> },
  { path: '/signed-out', element: <SignedOutPage />, errorElement: <RouteErrorPage /> },
  {
    element: <RequireSession />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's code loads (feature pages are lazy).
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        element: <ShellLayout />,
        errorElement: <RouteErrorPage />,
        children: guardedWithMenuPages([
          { index: true, element: <LandingRedirect /> },
          { path: '/system', element: <LandingRedirect /> },
          {
            path: SPEC_ROUTES.manage,
            lazy: page(
              () => import('../features/manage/ManageHomePage'),
              (m) => m.ManageHomePage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentTag,
            lazy: page(
              () => import('../features/content/ContentTagPage'),
              (m) => m.ContentTagPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentReminder,
            lazy: page(
              () => import('../features/content/ReminderTemplatePage'),
              (m) => m.ReminderTemplatePage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentFeedbackProperty,
            lazy: page(
              () => import('../features/content/FeedbackPropertyPage'),
              (m) => m.FeedbackPropertyPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentTarget,
            lazy: page(
              () => import('../features/content/TrainingTargetPage'),
              (m) => m.TrainingTargetPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentCategory,
            lazy: page(
              () => import('../features/content/ProgramCategoryPage'),
              (m) => m.ProgramCategoryPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentMaterial,
            lazy: page(
              () => import('../features/content/MaterialPage'),
              (m) => m.MaterialPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentTrainingProgram,
            lazy: page(
              () => import('../features/content/TrainingProgramPage'),
              (m) => m.TrainingProgramPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentTrainingProgramDetail,
            lazy: page(
              () => import('../features/content/programs/ProgramDetailPage'),
              (m) => m.ProgramDetailPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentMusicLibrary,
            lazy: page(
              () => import('../features/content/MusicLibraryPage'),
              (m) => m.MusicLibraryPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentTrack,
            lazy: page(
              () => import('../features/content/MusicLibraryPage'),
              (m) => m.TrackPartPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentMusicPlan,
            lazy: page(
              () => import('../features/content/MusicPlanPage'),
              (m) => m.MusicPlanPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentBrainMusic,
            lazy: page(
              () => import('../features/content/BrainMusicPage'),
              (m) => m.BrainMusicPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentOfflinePlan,
            lazy: page(
              () => import('../features/content/OfflinePlanPage'),
              (m) => m.OfflinePlanPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentNewOfflinePlan,
            lazy: page(
              () => import('../features/content/OfflinePlanPage'),
              (m) => m.NewOfflinePlanPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageContentTrainingPlan,
            lazy: page(
              () => import('../features/content/ClassPlanPage'),
              (m) => m.ClassPlanPage,
            ),
          },
          {
            path: SPEC_ROUTES.manageVratCaseList,
            lazy: page(
              () => import('../features/manage/VratCaseListPage'),
              (m) => m.VratCaseListPage,
            ),
          },
          {
            // The management menu's setting/mail: what the system sent (e-mail and SMS).
            path: PATHS.sentMessages,
            lazy: page(
              () => import('../features/sent-messages/SentMessagesPage'),
              (m) => m.SentMessagesPage,
            ),
          },
          {
            // Not a spec route: the reported client errors, for the role named admin.
            path: PATHS.clientErrors,
            lazy: page(
              () => import('../features/client-errors/ClientErrorListPage'),
              (m) => m.ClientErrorListPage,
            ),
          },
          {
            // Not a spec route: the role named admin publishes system notices (management mode).
            path: PATHS.systemNotice,
            lazy: page(
              () => import('../features/notifications/SystemNoticePage'),
              (m) => m.SystemNoticePage,
            ),
          },
          {
            // Spec 000 §2: the message centre, every notification of the centre with paging.
            path: PATHS.messageCentre,
            lazy: page(
              () => import('../features/notifications/NotificationCentrePage'),
              (m) => m.NotificationCentrePage,
            ),
          },
          {
            path: '/system/manage/manage/org',
            lazy: page(
              () => import('../features/tenants/TenantListPage'),
              (m) => m.OrgListPage,
            ),
          },
          {
            path: '/system/manage/manage/area',
            lazy: page(
              () => import('../features/tenants/TenantListPage'),
              (m) => m.AreaListPage,
            ),
          },
          {
            path: '/system/manage/manage/center',
            lazy: page(
              () => import('../features/tenants/TenantListPage'),
              (m) => m.CenterListPage,
            ),
          },
          {
            path: '/system/enterprise/manage/center/centerList',
            lazy: page(
              () => import('../features/tenants/TenantListPage'),
              (m) => m.EnterpriseCenterListPage,
            ),
          },
          {
            path: '/system/area/manage/center/centerList',
            lazy: page(
              () => import('../features/tenants/TenantListPage'),
              (m) => m.AreaCenterListPage,
            ),
          },
          {
            path: '/system/area/manage/center/businessListings',
            lazy: page(
              () => import('../features/tenants/TenantListPage'),
              (m) => m.AreaBusinessListingsPage,
            ),
          },
          {
            // Not a spec route (docs/decisions.md): one tenant's HFS contract screen.
            path: PATHS.hfsContracts,
            lazy: page(
              () => import('../features/contracts/hfs/HfsContractPage'),
              (m) => m.HfsContractPage,
            ),
          },
          {
            // Not a spec route (docs/decisions.md): one tenant's VRAT contract screen.
            path: PATHS.vratContracts,
            lazy: page(
              () => import('../features/contracts/vrat/VratContractPage'),
              (m) => m.VratContractPage,
            ),
          },
          {
            path: PATHS.hfsCostOverview,
            lazy: page(
              () => import('../features/contracts/hfs/HfsContractPage'),
              (m) => m.HfsCostOverviewPage,
            ),
          },
          {
            path: SPEC_ROUTES.accountSettings,
            lazy: page(
              () => import('../features/account/AccountSettingsPage'),
              (m) => m.ManagementSettingsPage,
            ),
          },
          {
            // The centre menu's personal settings: the same page as in management mode, titled as its menu item.
            path: PATHS.centreSettings,
            lazy: page(
              () => import('../features/account/AccountSettingsPage'),
              (m) => m.CentreSettingsPage,
            ),
          },
          {
            // Spec 000 §2: the CV or attachment in a new tab; its url comes from local storage.
            path: PATHS.reviewFile,
            lazy: page(
              () => import('../features/review-file/ReviewFilePage'),
              (m) => m.ReviewFilePage,
            ),
          },
          {
            path: SPEC_ROUTES.showModule,
            lazy: page(
              () => import('../features/center/ShowModulePage'),
              (m) => m.ShowModulePage,
            ),
          },
          {
            // The supervisor board's link and sessions-now card belong to its feature: handed in.
            path: SPEC_ROUTES.workbench,
            lazy: async () => {
              const [{ WorkbenchPage }, { BoardLink, SessionsNowCard }] = await Promise.all([
                import('../features/workbench/WorkbenchPage'),
                import('../features/supervisor-board/workbenchParts'),
              ]);
              const supervisor = { BoardLink, SessionsNowCard };
              return { Component: () => <WorkbenchPage supervisor={supervisor} /> };
            },
          },
          {
            // Not a spec route (issue 19 item 8): the supervisor's live board, opened from the workbench.
            path: PATHS.supervisorBoard,
            lazy: page(
              () => import('../features/supervisor-board/SupervisorBoardPage'),
              (m) => m.SupervisorBoardPage,
            ),
          },
          {
            // The add-test form belongs to the VRAT feature; a feature does not import another.
            path: SPEC_ROUTES.subjectList,
            lazy: async () => {
              const [{ SubjectListPage }, { AddTestDialog }, { StartMusicDialog }] = await Promise.all([
                import('../features/subjects/SubjectListPage'),
                import('../features/vrat-tests'),
                import('../features/music/StartMusicDialog'),
              ]);
              return {
                Component: () => <SubjectListPage AddTestDialog={AddTestDialog} StartMusicDialog={StartMusicDialog} />,
              };
            },
          },
          {
            // Spec 001 §2: the centre's test locations.
            path: PATHS.testLocations,
            lazy: page(
              () => import('../features/test-locations/TestLocationPage'),
              (m) => m.TestLocationPage,
            ),
          },
          {
            // Issue 18 item 3: the Public content library as centre staff read it (资料库 / Database).
            path: '/system/center/menu/account/trainerDatabase',
            lazy: page(
              () => import('../features/content/centre-library/CentreLibraryPage'),
              (m) => m.CentreLibraryPage,
            ),
          },
          {
            // Spec 000 §2 manage/userConfiguration: the children's session and assessment quotas.
            path: PATHS.userConfiguration,
            lazy: page(
              () => import('../features/quotas/UserConfigurationPage'),
              (m) => m.UserConfigurationPage,
            ),
          },
          {
            // Spec 000 §2: the training plan list, the centre's children's offline plans and their progress.
            path: PATHS.trainList,
            lazy: page(
              () => import('../features/offline-plans/train-list/TrainListPage'),
              (m) => m.TrainListPage,
            ),
          },
          {
            // Spec 000 §2: the centre's groups (classes), with the manage-children dialog.
            path: '/system/center/menu/traningManage/classList',
            lazy: page(
              () => import('../features/groups/GroupListPage'),
              (m) => m.GroupListPage,
            ),
          },
          {
            // Spec 001 §2: a class, its group plan, the class loop and attendance (?classId=).
            path: PATHS.groupClassDetail,
            lazy: page(
              () => import('../features/group-plans/GroupClassDetailPage'),
              (m) => {
                const ClassDetailWithCourses = () => <m.GroupClassDetailPage ArrangeCourse={ArrangeCourse} />;
                return ClassDetailWithCourses;
              },
            ),
          },
          {
            // Spec 001 §2: reached after a test is submitted; its first slice is the request list.
            path: PATHS.vratList,
            lazy: page(
              () => import('../features/vrat-tests/VratListPage'),
              (m) => m.VratListPage,
            ),
          },
          {
            // Spec 001 §2: the music page, opened in a new tab by "start music" (?id=&subjectId=).
            path: '/system/center/detail/musicRehab',
            lazy: page(
              () => import('../features/music/MusicRehabPage'),
              (m) => m.MusicRehabPage,
            ),
          },
          {
            // Spec 000 §2: the subject detail, path mode (?id=&tab=). The edit dialogs belong to
            // the subject list; a feature does not import another, so they are handed in here.
            path: PATHS.subjectDetail,
            lazy: async () => {
              const [
                { SubjectDetailPage },
                { EditRemarkDialog },
                { EditOutpatientNumberDialog },
                { OfflinePlanTab },
                { SleepPlanTab, NutritionPlanTab, ExercisePlanTab },
                { MusicProgrammeTab },
                { AssessmentTab },
              ] = await Promise.all([
                import('../features/subject-detail/SubjectDetailPage'),
                import('../features/subjects/components/EditRemarkDialog'),
                import('../features/subjects/components/EditOutpatientNumberDialog'),
                import('../features/offline-plans/OfflinePlanTab'),
                import('../features/training-plans/TrainingPlanTab'),
                import('../features/music/MusicProgrammeTab'),
                import('../features/assessments/AssessmentTab'),
              ]);
              const editDialogs = { EditRemark: EditRemarkDialog, EditOutpatientNumber: EditOutpatientNumberDialog };
              // The offline plan tab is the offline-plans feature's, handed in like the dialogs.
              const tabPanels = {
                OfflinePlan: ({ subjectId }: { subjectId: string }) => (
                  <OfflinePlanTab subjectId={subjectId} ArrangeCourse={PlanActions} />
                ),
                // The sleep, nutrition and sport tabs are the training-plans feature's.
                Sleep: SleepPlanTab,
                Nutrition: NutritionPlanTab,
                Exercise: ExercisePlanTab,
                // A child's FAS and CMSMO music programmes are the music feature's.
                MusicRehab: MusicProgrammeTab,
                // A child's assessments and reports are the assessments feature's.
                RocketAssessment: AssessmentTab,
              };
              return {
                Component: withProgramGuide(() => (
                  <SubjectDetailPage editDialogs={editDialogs} tabPanels={tabPanels} />
                )),
              };
            },
          },
          {
            // Spec 001 §2: one child's offline plan (?id=), opened from the plan drawer.
            path: PATHS.offlinePlanDetail,
            lazy: page(
              () => import('../features/offline-plans/OfflinePlanDetailPage'),
              (m) => withProgramGuide(() => <m.OfflinePlanDetailPage ArrangeCourse={PlanActions} />),
            ),
          },
          {
            // Spec 001 §2: one session of a plan (?id=&num=), from the session card's detail link.
            path: PATHS.offlineCourseDetail,
            lazy: page(
              () => import('../features/offline-plans/course-detail/CourseDetailPage'),
              (m) => withProgramGuide(m.CourseDetailPage),
            ),
          },
          {
            // Spec 000 §2, 001 §2: a child's archives, opened in a new tab (?subjectId=&from=).
            path: PATHS.archives,
            lazy: page(
              () => import('../features/archives/ArchivesPage'),
              (m) => m.ArchivesPage,
            ),
          },
          {
            // The admin subject detail in management mode; the spec gives it no path.
            path: '/system/manage/subjectDetail',
            lazy: page(
              () => import('../features/subject-detail/AdminSubjectDetailPage'),
              (m) => m.AdminSubjectDetailPage,
            ),
          },
          {
            path: SPEC_ROUTES.guardianList,
            lazy: page(
              () => import('../features/guardians/GuardianListPage'),
              (m) => m.GuardianListPage,
            ),
          },
          {
            // Spec 000 §2 "Other routes": the guardian page (?id=, or ?from=notification&id=).
            path: PATHS.guardianDetail,
            lazy: page(
              () => import('../features/guardians/GuardianDetailPage'),
              (m) => m.GuardianDetailPage,
            ),
          },
          {
            // Spec 000 §2: the centre menu's manage/group, employee management.
            path: PATHS.staff,
            lazy: page(
              () => import('../features/staff/StaffPage'),
              (m) => m.StaffPage,
            ),
          },
          {
            path: SPEC_ROUTES.center,
            lazy: page(
              () => import('../features/center/CenterHomePage'),
              (m) => m.CenterHomePage,
            ),
          },
          {
            // The centres' day (issue 19 item 8) is the supervisor-board feature's table, handed in.
            path: SPEC_ROUTES.enterprise,
            lazy: async () => {
              const [{ EnterpriseHomePage }, { CentresBoard }] = await Promise.all([
                import('../features/enterprise/EnterpriseHomePage'),
                import('../features/supervisor-board/components/CentresBoard'),
              ]);
              return { Component: () => <EnterpriseHomePage centresBoard={CentresBoard} /> };
            },
          },
          {
            // The centres' day (issue 19 item 8) is the supervisor-board feature's table, handed in.
            path: SPEC_ROUTES.area,
            lazy: async () => {
              const [{ AreaHomePage }, { CentresBoard }] = await Promise.all([
                import('../features/area/AreaHomePage'),
                import('../features/supervisor-board/components/CentresBoard'),
              ]);
              return { Component: () => <AreaHomePage centresBoard={CentresBoard} /> };
            },
          },
          {
            path: SPEC_ROUTES.chooseRoles,
            lazy: page(
              () => import('../features/account/ChooseRolesPage'),
              (m) => m.ChooseRolesPage,
            ),
          },
          {
            // The top bar's calendar entry (spec 000 §2); the calendar itself comes later.
            path: PATHS.calendar,
            lazy: page(
              () => import('./top-bar/CalendarPage'),
              (m) => m.CalendarPage,
            ),
          },
          {
            // Spec 002 §2: the order lists and the VRAT fee overview of both areas.
            path: '/system/center/menu/hfs/order',
            lazy: async () => {
              const { OrderListPage } = await import('../features/orders/OrderListPage');
              return { Component: () => <OrderListPage line="hfs" area="center" /> };
            },
          },
          {
            path: '/system/center/menu/hfs/vartOrder',
            lazy: async () => {
              const { OrderListPage } = await import('../features/orders/OrderListPage');
              return { Component: () => <OrderListPage line="vrat" area="center" /> };
            },
          },
          {
            path: '/system/manage/hfs/order',
            lazy: async () => {
              const { OrderListPage } = await import('../features/orders/OrderListPage');
              return { Component: () => <OrderListPage line="hfs" area="manage" /> };
            },
          },
          {
            path: '/system/manage/hfs/vartOrder',
            lazy: async () => {
              const { OrderListPage } = await import('../features/orders/OrderListPage');
              return { Component: () => <OrderListPage line="vrat" area="manage" /> };
            },
          },
          {
            path: '/system/center/menu/analysis/idtMusic',
            lazy: async () => {
              const { MusicStatisticsPage } = await import('../features/music-statistics/MusicStatisticsPage');
              return { Component: () => <MusicStatisticsPage area="center" /> };
            },
          },
          {
            path: '/system/manage/analysis/IdtMusic',
            lazy: async () => {
              const { MusicStatisticsPage } = await import('../features/music-statistics/MusicStatisticsPage');
              return { Component: () => <MusicStatisticsPage area="manage" /> };
            },
          },
          {
            path: '/system/enterprise/manage/analyze/idtMusicStatistic',
            lazy: async () => {
              const { MusicStatisticsPage } = await import('../features/music-statistics/MusicStatisticsPage');
              return { Component: () => <MusicStatisticsPage area="enterprise" /> };
            },
          },
          {
            path: '/system/area/manage/analyze/idtMusicStatistic',
            lazy: async () => {
              const { MusicStatisticsPage } = await import('../features/music-statistics/MusicStatisticsPage');
              return { Component: () => <MusicStatisticsPage area="area" /> };
            },
          },
          {
            path: '/system/center/menu/hfs/vartCostOverview',
            lazy: page(
              () => import('../features/orders/VratCostOverviewPage'),
              (m) => m.VratCostOverviewPage,
            ),
          },
          {
            // Not a spec route: opens the deposit drawer for ?tenantId= until the tenant lists open it.
            path: PATHS.deposits,
            lazy: page(
              () => import('../features/deposits/DepositsRoutePage'),
              (m) => m.DepositsRoutePage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ]),
      },
    ],
  },
  // Opened from an e-mail before anyone signs in (spec 000 §4): outside the signed-in shell.
  {
    path: PATHS.activation,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    lazy: page(
      () => import('../features/activation/ActivationPage'),
      (m) => m.ActivationPage,
    ),
  },
  {
    path: PATHS.emailUpdate,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    lazy: page(
      () => import('../features/activation/EmailUpdatePage'),
      (m) => m.EmailUpdatePage,
    ),
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
