// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from '../network/loadWhenOnline';
import { NetworkBanner } from '../network/NetworkBanner';
import { networkProblems } from '../network/networkProblems';
import { renderWithProviders } from '../testing/renderWithProviders';
import { isChunkLoadFailure, RouteChunkError, RouteChunkOutlet } from './RouteChunk';

afterEach(cleanup);

// Pages whose code loads on demand, as the route table declares them.
const setup = (reload = vi.fn()) => {
  let finishSlow!: () => void;
  const slowCode = new Promise<void>((resolve) => (finishSlow = resolve));
  const pages: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <h2>Home</h2>
          <Link to="/slow">slow</Link> <Link to="/gone">gone</Link> <Link to="/broken">broken</Link>
        </>
      ),
    },
    {
      path: '/slow',
      lazy: async () => {
        await slowCode;
        return { Component: () => <h2>Slow page</h2> };
      },
    },
    {
      // What Chromium throws when a deploy removed the chunk this tab was built against.
      path: '/gone',
      lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Gone-abc.js')),
    },
    {
      path: '/broken',
      lazy: () => Promise.reject(new Error('a bug in the page')),
    },
  ];
  renderWithProviders(<RouteChunkOutlet />, {
    language: 'en-US',
    children: [
      { errorElement: <RouteChunkError otherwise={<p>Other error page</p>} reload={reload} />, children: pages },
    ],
  });
  return { finishSlow, reload };
};

describe('pages whose code loads on demand', () => {
  it('show a loading state while the next page’s code loads, then the page', async () => {
    const { finishSlow } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    finishSlow();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offer a reload when a page’s code cannot be fetched', async () => {
    const { reload } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'gone' }));
    expect(await screen.findByText('This page could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leave any other error to the usual error page', async () => {
    setup();
    await userEvent.click(screen.getByRole('link', { name: 'broken' }));
    expect(await screen.findByText('Other error page')).toBeVisible();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });
});

describe('a page opened while offline (issue 17 item 4)', () => {
  // The shell: the network banner above the pages, as ShellLayout draws it.
  const setupOffline = () => {
    let online = false;
    const load = vi
      .fn<() => Promise<{ Component: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/Far-abc.js'))
      .mockResolvedValueOnce({ Component: () => <h2>Far page</h2> });
    const pages: RouteObject[] = [
      { path: '/', element: <Link to="/far">far</Link>, children: [] },
      { path: '/far', lazy: loadWhenOnline(load, { problems: networkProblems, isOnline: () => online }) },
    ];
    renderWithProviders(
      <>
        <NetworkBanner />
        <RouteChunkOutlet />
      </>,
      { language: 'en-US', children: [{ errorElement: <p>Error page</p>, children: pages }] },
    );
    return { load, goOnline: () => (online = true) };
  };

  it('shows progress at once when a link is clicked', async () => {
    setup();
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(screen.getByRole('progressbar', { name: 'Opening the page…' })).toBeInTheDocument();
  });

  it('keeps the page the user was on, under the network message, and opens the new one on Retry', async () => {
    const { load, goOnline } = setupOffline();
    await userEvent.click(screen.getByRole('link', { name: 'far' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem with the request. Check your network and try again.',
    );
    expect(screen.getByRole('link', { name: 'far' })).toBeVisible();
    expect(screen.queryByText('Error page')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    goOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Far page' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('isChunkLoadFailure', () => {
  it('knows the failures of Chromium, Firefox, Safari and Vite’s stylesheet preload', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadFailure(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('hold a page that waits for its words inside the shell, which stays mounted meanwhile', async () => {
    // What react-i18next does for a namespace fetched on demand: the page throws a promise.
    let words: 'waiting' | 'in' = 'waiting';
    let arrive!: () => void;
    const arrival = new Promise<void>((resolve) => (arrive = () => ((words = 'in'), resolve())));
    const Page = () => {
      if (words === 'waiting') throw arrival;
      return <h2>Plans</h2>;
    };
    let shellMounts = 0;
    const Shell = () => {
      useEffect(() => {
        shellMounts += 1;
      }, []);
      return (
        <>
          <nav>Menu</nav>
          <Outlet />
        </>
      );
    };
    renderWithProviders(<Shell />, {
      language: 'en-US',
      children: [{ element: <RouteChunkOutlet />, children: [{ path: '/', element: <Page /> }] }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByText('Menu')).toBeVisible();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeVisible();
    expect(shellMounts).toBe(1);
  });
});
