import { Button, ProgressBar } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation, useRouteError } from 'react-router';
import { useNetworkProblem } from '../network/NetworkBanner';
import { LoadingState } from './LoadingState';
import { useDocumentTitle } from './useDocumentTitle';
import { EmptyState } from './EmptyState';

/**
 * A layout route around pages whose code loads on demand (route `lazy`). While the next page's
 * code is fetched the router keeps the old page; this shows a loading state in its place instead,
 * and keeps the old page mounted (hidden) in case the navigation is cancelled. A bar at the top
 * says at once that a click was taken, whatever the navigation waits for.
 *
 * Offline, a page's code that could not be fetched waits for the network (loadWhenOnline): the
 * old page is shown then, under the shell's network banner, rather than a spinner that never ends.
 */
export const RouteChunkOutlet = () => {
  const { t } = useTranslation('errors');
  const navigation = useNavigation();
  const location = useLocation();
  const networkProblem = useNetworkProblem();
  const navigating = navigation.state !== 'idle';
  const changingPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname && !networkProblem;
  return (
    <>
      {navigating && !networkProblem && (
        <ProgressBar className="atrium-navigation-progress" intent="primary" aria-label={t('network.progress')} />
      )}
      {changingPage && <LoadingState />}
      {/* display: contents leaves the page's layout as if this element were not there. */}
      <div style={{ display: changingPage ? 'none' : 'contents' }} aria-hidden={changingPage || undefined}>
        {/* A page waiting for its words (a namespace fetched on demand) suspends here, inside the
            shell: a boundary above the shell would discard the shell with it on a first load, and
            the remounted shell, asking for its user and language again, looped without end. */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </div>
    </>
  );
};

// What browsers and Vite's preload helper throw when a chunk cannot be fetched: Chromium,
// Firefox, Safari, then a stylesheet of the chunk.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

type RouteChunkErrorProps = {
  /** The error page for every other error. */
  otherwise: ReactNode;
  reload?: () => void;
};

/**
 * The error element beside RouteChunkOutlet: a page whose code could not be fetched (offline, or
 * a deploy replaced the hashed files this tab knows) gets a reload, which fetches the new ones.
 */
export const RouteChunkError = ({ otherwise, reload = () => window.location.reload() }: RouteChunkErrorProps) => {
  const error = useRouteError();
  return isChunkLoadFailure(error) ? <ChunkFailure reload={reload} /> : otherwise;
};

const ChunkFailure = ({ reload }: { reload: () => void }) => {
  const { t } = useTranslation('common');
  useDocumentTitle(t('chunk.failed-title'));
  return (
    <EmptyState
      icon="offline"
      title={t('chunk.failed-title')}
      description={t('chunk.failed-description')}
      action={<Button intent="primary" icon="refresh" text={t('error.reload')} onClick={reload} />}
    />
  );
};
