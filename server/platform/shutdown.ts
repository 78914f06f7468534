/**
 * Runs `close` once on the first SIGINT or SIGTERM, then exits: requests in flight finish,
 * then the database closes (PGlite writes its files), so nothing committed is lost.
 */
export const closeOnSignals = (close: () => Promise<void>, log: (message: string) => void = console.log): void => {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing requests, then closing the database cleanly.`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
};
