import { useEffect, useState } from 'react';

/** How often the board's clock ticks: "late" is counted in minutes. */
export const CLOCK_TICK_MS = 60_000;

/** The time now (ms since the epoch), read again once a minute while the component is mounted. */
export const useMinuteClock = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};
