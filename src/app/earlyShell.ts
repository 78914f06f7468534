import { matchRoutes, type RouteObject } from 'react-router';
import type { Observable } from 'rxjs';
import type { Client } from 'urql';
import { ShellCurrentUserDocument, ShellMenuDocument } from '../generated/graphql';
import { isDeepLink } from '../shared/auth/deepLink';
import type { SessionValue } from '../shared/auth/SessionContext';
import { toLanguage, type Language } from '../shared/i18n/languages';
import { MENU_CONTEXT } from './menu/useMenu';

// The first screen after sign-in waits on a chain: the session, then ShellCurrentUser (the
// tenant, the language and me.landingRoute), then the menu that guards the page, then the page's
// code, then its data. Rendering first and asking then put the catalogue's fetch, React's first
// render and the landing page's chunk one after another on that chain (issue 16 item 4). So the
// shell's two queries leave as soon as the session is signed in, on the client the providers then
// take (GraphqlProvider's `early`, one request each: urql shares them with the shell's
// useQuery), and the page's code is fetched as soon as its path is known.

type Preload = {
  /** Starts fetching a route's code (the router's own `lazy` then finds it fetched). */
  route: (path: string) => void;
  /** Starts fetching a language's catalogues (the shell switches to the server's language). */
  language: (language: Language) => void;
  /** Opens the centre's event stream, for a user whose current tenant is a centre. */
  centreStream: () => void;
};

/** How long the stream is held open for the landing page, which subscribes within it. */
export const STREAM_HOLD_MS = 5_000;

/**
 * Subscribes to the centre's stream for a moment: a centre's pages read their live data once
 * the stream is live (useCentreEvents' deferRead), and opening the socket and subscription is
 * the longest wait of the workbench; the page's own subscription then shares this one (the
 * stream is one shared subscription) and finds it live. A page that does not listen costs one
 * subscription for STREAM_HOLD_MS.
 */
export const holdStream = (events$: Observable<unknown>, ms = STREAM_HOLD_MS): void => {
  // Its failures are the stream's to retry, and the page's to show.
  const subscription = events$.subscribe({ error: () => undefined });
  setTimeout(() => subscription.unsubscribe(), ms);
};

// Paths that only redirect to me.landingRoute (LandingRedirect).
const LANDING_PATHS = ['/', '/system'];
const pathOf = (location: string): string => location.split(/[?#]/, 1)[0] ?? '';

/** The page a signed-in session opens first, if known before the server's answer. */
const pageBeforeAnswer = (returnTo: string | null): string | null =>
  isDeepLink(returnTo) && !LANDING_PATHS.includes(pathOf(returnTo)) ? returnTo : null;

/** Calls every `lazy` on the way to a path: what the router does when it navigates there. */
export const preloadRoute = (routes: RouteObject[], path: string): void => {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') {
      // A failure is the router's to show when it navigates there (RouteChunkError).
      void Promise.resolve()
        .then(() => (route.lazy as () => Promise<unknown>)())
        .catch(() => undefined);
    }
  }
};

/**
 * Sends the shell's first queries once the session is signed in (at once if it is), before
 * anything is drawn, and preloads what their answer says comes next. Returns the undo.
 */
export const startShell = (client: Client, session: SessionValue, preload: Preload): (() => void) => {
  const start = (returnTo: string | null) => {
    const known = pageBeforeAnswer(returnTo);
    if (known) preload.route(known);
    void client
      .query(ShellCurrentUserDocument, {})
      .toPromise()
      .then(({ data }) => {
        if (!data) return;
        if (!known) preload.route(data.me.landingRoute);
        const language = toLanguage(data.language);
        if (language) preload.language(language);
        if (data.me.currentTenant?.type === 'Center') preload.centreStream();
      });
    void client.query(ShellMenuDocument, {}, MENU_CONTEXT).toPromise();
  };
  const signedIn = () => {
    const snapshot = session.actor.getSnapshot();
    return snapshot.matches('signedIn') || snapshot.matches('renewing');
  };
  const over = () => {
    const snapshot = session.actor.getSnapshot();
    return snapshot.matches('failed') || snapshot.matches('signedOut') || snapshot.matches('signingOut');
  };
  if (signedIn()) {
    start(session.actor.getSnapshot().context.returnTo);
    return () => undefined;
  }
  if (over()) return () => undefined;
  const subscription = session.actor.subscribe((snapshot) => {
    if (over()) subscription.unsubscribe();
    else if (signedIn()) {
      subscription.unsubscribe();
      start(snapshot.context.returnTo);
    }
  });
  return () => subscription.unsubscribe();
};
