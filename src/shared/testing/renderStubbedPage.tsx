import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithToasts } from './renderWithToasts';
import { stubGraphqlClient, type StubResponse } from './stubGraphqlClient';

export type StubRespond = (name: string, variables: Record<string, unknown>) => StubResponse;

/**
 * Component tests only: a page on its route with a stub GraphQL client answering `respond`, in a
 * language; answers what was asked (`operations`), the client, the toasts recorded and the router
 * (where a page navigated to).
 */
export const renderStubbedPage = (
  page: ReactElement,
  respond: StubRespond,
  options: { path: string; url?: string; language: 'zh-CN' | 'en-US' },
) => {
  const stub = stubGraphqlClient(respond);
  const { shown: toasts, router } = renderWithToasts(page, { client: stub.client, ...options });
  return { ...stub, toasts, router };
};

/** The table row that holds a text, to read its cells and find its buttons. */
export const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
