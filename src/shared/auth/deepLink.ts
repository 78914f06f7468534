import { CALLBACK_PATH, SIGNED_OUT_PATH } from '../../../machines/session.machine';

/** The path and search of a location, the form the session keeps as its deep link. */
export const deepLinkOf = (location: { pathname: string; search: string }): string =>
  `${location.pathname}${location.search}`;

/**
 * Whether a deep link carried through the sign-in round trip names a real page to return to:
 * a same-origin path (never "//host" or a full URL), not the root and not the auth pages.
 */
export const isDeepLink = (returnTo: string | null | undefined): returnTo is string => {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return false;
  const path = returnTo.split(/[?#]/, 1)[0] ?? '';
  return path !== '/' && path !== '' && path !== CALLBACK_PATH && path !== SIGNED_OUT_PATH;
};
