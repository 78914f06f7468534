import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CallbackPage } from '../features/auth/CallbackPage';
import { SignedOutPage } from '../features/auth/SignedOutPage';
import { LoadingState } from '../shared/ui/LoadingState';
import { LandingRedirect } from './LandingRedirect';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';
import { ShellLayout } from './ShellLayout';

// Feature pages are loaded on demand: one chunk per page.
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** The console's pages, at the paths of spec 000 §2. */
export const SPEC_ROUTES = {
  manage: '/system/manage',
  manageContentTag: '/system/manage/content/tag',
  manageVratCaseList: '/system/manage/statistic/vratCaseList',
  accountSettings: '/system/menu/account/settings',
  showModule: '/system/showModule',
  workbench: '/system/center/dataPanel/workTable',
  statisticalOverview: '/system/center/dataPanel/dataPanel',
  subjectList: '/system/center/menu/user/subject',
  guardianList: '/system/center/menu/user/user',
  center: '/system/center',
  enterprise: '/system/enterprise',
  area: '/system/area',
  chooseRoles: '/system/choseRoles',
} as const;

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
        children: [
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
              () => import('../features/manage/TagListPage'),
              (m) => m.TagListPage,
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
            path: SPEC_ROUTES.accountSettings,
            lazy: page(
              () => import('../features/account/AccountSettingsPage'),
              (m) => m.AccountSettingsPage,
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
            path: SPEC_ROUTES.workbench,
            lazy: page(
              () => import('../features/workbench/WorkbenchPage'),
              (m) => m.WorkbenchPage,
            ),
          },
          {
            path: SPEC_ROUTES.statisticalOverview,
            lazy: page(
              () => import('../features/statistics/StatisticalOverviewPage'),
              (m) => m.StatisticalOverviewPage,
            ),
          },
          {
            path: SPEC_ROUTES.subjectList,
            lazy: page(
              () => import('../features/subjects/SubjectListPage'),
              (m) => m.SubjectListPage,
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
            path: SPEC_ROUTES.center,
            lazy: page(
              () => import('../features/center/CenterHomePage'),
              (m) => m.CenterHomePage,
            ),
          },
          {
            path: SPEC_ROUTES.enterprise,
            lazy: page(
              () => import('../features/enterprise/EnterpriseHomePage'),
              (m) => m.EnterpriseHomePage,
            ),
          },
          {
            path: SPEC_ROUTES.area,
            lazy: page(
              () => import('../features/area/AreaHomePage'),
              (m) => m.AreaHomePage,
            ),
          },
          {
            path: SPEC_ROUTES.chooseRoles,
            lazy: page(
              () => import('../features/account/ChooseRolesPage'),
              (m) => m.ChooseRolesPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
