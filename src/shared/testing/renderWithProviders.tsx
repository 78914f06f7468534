import { BlueprintProvider } from '@blueprintjs/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Provider, type Client } from 'urql';
import { createI18n } from '../i18n/createI18n';
import type { Language } from '../i18n/languages';

type Options = {
  client: Client;
  /** The route pattern the element is mounted at. */
  path: string;
  /** The address opened, e.g. "/system/center/menu/user/subject?page=2". */
  url?: string;
  language?: Language;
  /** Other routes, e.g. where a page navigates to. */
  routes?: RouteObject[];
};

/** Renders a page as the app does: i18n, Blueprint, urql and a router at the given address. */
export const renderWithProviders = (
  element: ReactElement,
  { client, path, url, language = 'zh-CN', routes = [] }: Options,
) => {
  const i18n = createI18n(language);
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [url ?? path] });
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
