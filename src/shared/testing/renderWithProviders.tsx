import { BlueprintProvider } from '@blueprintjs/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Provider, type Client } from 'urql';
import { createI18n } from '../i18n/createI18n';
import type { Language } from '../i18n/languages';
import { stubGraphqlClient } from './stubGraphqlClient';

type Options = {
  /** Answers the element's GraphQL operations; without one, every operation stays pending. */
  client?: Client;
  /** The route pattern the element is mounted at; '/' for a component that does not read the address. */
  path?: string;
  /** The address opened, e.g. "/system/center/menu/user/subject?page=2". */
  url?: string;
  language?: Language;
  /** Other routes, e.g. where a page navigates to. */
  routes?: RouteObject[];
  /**
   * A route tree mounted inside `element` (which renders an `<Outlet />`) instead of `element`
   * at `path`: the whole app's routes under the contexts the app puts around them.
   */
  children?: RouteObject[];
};

/**
 * Renders a page or a component as the app does: i18n, Blueprint, urql and a router at the given
 * address. Contexts of one feature (error toasts, realtime, session) go around `element`.
 */
export const renderWithProviders = (
  element: ReactElement,
  {
    client = stubGraphqlClient(() => 'pending').client,
    path = '/',
    url,
    language = 'zh-CN',
    routes = [],
    children,
  }: Options = {},
) => {
  const i18n = createI18n(language);
  const mounted: RouteObject = children ? { element, children } : { path, element };
  const router = createMemoryRouter([mounted, ...routes], { initialEntries: [url ?? path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <BlueprintProvider>
        <Provider value={client}>
          <RouterProvider router={router} />
        </Provider>
      </BlueprintProvider>
    </I18nextProvider>,
  );
  return { ...view, router, i18n };
};
