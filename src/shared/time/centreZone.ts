// The centres' time zone (the server's TIMEZONE, served in app-config.json): what "today" and
// "now" mean on screens that place courses on the centre's wall clock, whatever zone the
// browser is in (a supervisor travelling, a test machine in UTC). Kept here, luxon-free, so that
// the boot sets it, and the workbench reads the centre's clock, without pulling a date library
// into the first load (docs/performance.md: luxon stays with the screens that compute with
// dates); until it is set (component tests, a boot without it) the browser's own zone is used.

let zone: string | undefined;

/** A zone the browser knows, else undefined (an unknown name would make every date invalid). */
export const knownTimeZone = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    // Only asks whether the browser knows the zone (RangeError if not); nothing is formatted, and
    // luxon's IANAZone would pull the date library into the entry that redirects to sign in.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
};

export const setCentreZone = (value: string | undefined) => {
  zone = knownTimeZone(value);
};

/** An IANA zone name, or luxon's "local" (the browser's) when the centre's is not known. */
export const centreZone = (): string => zone ?? 'local';

/**
 * The centre's wall clock at `at` as the server writes course times, "YYYY-MM-DD HH:mm": its
 * first ten characters are the centre's today, and two such strings compare as times do.
 */
export const centreWallClock = (at: Date = new Date()): string => {
  // Intl, not luxon, for the first load's sake; this formats no date for a reader.
  // eslint-disable-next-line no-restricted-syntax
  const parts = new Intl.DateTimeFormat('en-CA', {
    ...(zone ? { timeZone: zone } : {}),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
};
