import type { SessionValue } from '../shared/auth/SessionContext';

/** How long the first draw waits for a code exchange under way: a slow one still shows its page. */
export const CALLBACK_DRAW_WAIT_MS = 1_000;

/**
 * Resolves when the console may draw for the first time: at once, unless the session is exchanging
 * the provider's code (/callback); then once the exchange is over, or after `waitMs`.
 *
 * Why: React's first render is one long task (about 200 ms quietly, more on a slow machine). Drawn
 * while the code is being exchanged, it held the token's answer, and with it the shell's first
 * queries that leave once the session is signed in (earlyShell.ts), until the render was over;
 * drawn after, it runs while those queries are on the network (issue 16 item 4, the LCP).
 */
export const readyToDraw = (session: SessionValue, waitMs = CALLBACK_DRAW_WAIT_MS): Promise<void> =>
  new Promise((resolve) => {
    if (!session.actor.getSnapshot().matches('handlingCallback')) {
      resolve();
      return;
    }
    // Neither can run before both are set: the timer and the machine call back later.
    const done = () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const subscription = session.actor.subscribe((snapshot) => {
      if (!snapshot.matches('handlingCallback')) done();
    });
  });
