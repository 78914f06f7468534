import type { Clock } from '../../../platform/app-deps';
import type { Database, Tx } from '../../../platform/db/database';
import type { ReminderStatus } from '../../../platform/db/schema/index';
import type { Channel, Messenger } from '../../../platform/messaging/messenger';
import {
  claimDue,
  coursesOf,
  dueTenants,
  finishJobs,
  guardianContacts,
  membersOf,
  trainerContacts,
  type Contact,
  type ReminderCourse,
  type ReminderJob,
} from './calendar-reminders.repository';
import { reminderMessage } from './reminder-text';

// Sends the reminders that are due, exactly once however many sweepers run: each centre's due
// jobs are claimed with FOR UPDATE SKIP LOCKED in batches, and a batch's messages, sent_messages
// rows and job statuses commit in one transaction. A crash mid-batch rolls the whole batch back,
// so at worst a message a provider had already accepted goes out again (at least once, never lost).

export type ReminderSweeperOptions = {
  db: Database;
  messenger: Messenger;
  clock: Clock;
  timeZone: string;
  /** A job sent more than this after its due time is marked late (the server was not running). */
  lateAfterMs: number;
  batchSize?: number;
  /** Sweeps that may find no channel accepting a reminder before it is given up as failed. */
  maxAttempts?: number;
};

export type SweepResult = Record<ReminderStatus | 'retry', number>;

export const DEFAULT_BATCH_SIZE = 200;
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Late means missed by more than two sweeps (a minute at least): a sweep's own delay is not late. */
export const lateAfterMsFor = (intervalSeconds: number) => Math.max(2 * intervalSeconds * 1000, 60_000);

const emptyResult = (): SweepResult => ({
  pending: 0,
  sent: 0,
  late: 0,
  expired: 0,
  skipped: 0,
  failed: 0,
  cancelled: 0,
  retry: 0,
});

type Address = { channel: Channel; recipient: string; userId: string | null };

/** A phone (as "+<country code> <number>") and an e-mail address per contact, each address once. */
const addressesOf = (contacts: readonly Contact[]): Address[] => {
  const all = contacts.flatMap((c): Address[] => {
    const out: Address[] = [];
    if (c.phoneNumber?.trim())
      out.push({
        channel: 'sms',
        recipient: `+${(c.countryCode ?? '86').replace(/^\+/, '')} ${c.phoneNumber.trim()}`,
        userId: c.userId,
      });
    if (c.email?.trim()) out.push({ channel: 'email', recipient: c.email.trim(), userId: c.userId });
    return out;
  });
  return [...new Map(all.map((a) => [`${a.channel}|${a.recipient.toLowerCase()}`, a])).values()];
};

/** One batch of the current centre's due jobs; returns how many it claimed. */
const sweepBatch = async (
  tx: Tx,
  options: ReminderSweeperOptions,
  sweepStart: Date,
  result: SweepResult,
): Promise<number> => {
  const {
    messenger,
    timeZone,
    lateAfterMs,
    batchSize = DEFAULT_BATCH_SIZE,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
  } = options;
  const now = options.clock();
  const jobs = await claimDue(tx, now, sweepStart, batchSize);
  if (jobs.length === 0) return 0;
  const courses = new Map((await coursesOf(tx, [...new Set(jobs.map((j) => j.eventId))])).map((c) => [c.id, c]));
  const trainerIds = jobs.filter((j) => j.recipient === 'trainer').map((j) => courses.get(j.eventId)?.executorId);
  const guardianCourses = jobs.filter((j) => j.recipient === 'guardian').map((j) => courses.get(j.eventId));
  const defined = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];
  const trainers = await trainerContacts(tx, defined(trainerIds));
  // A class course's guardian job reminds the guardians of every child in the class.
  const classes = await membersOf(tx, defined(guardianCourses.map((c) => c?.groupId)));
  const childrenOf = (course: ReminderCourse) =>
    course.groupId ? (classes.get(course.groupId) ?? []) : course.subjectId ? [course.subjectId] : [];
  const families = await guardianContacts(tx, defined(guardianCourses.flatMap((c) => (c ? childrenOf(c) : []))));

  // Outcomes are written together at the end of the batch: one update per outcome, not per job.
  const outcomes = new Map<string, { status: ReminderStatus; sent: boolean; attempt: boolean; ids: string[] }>();
  const finish = (job: ReminderJob, status: ReminderStatus, { sent = false, attempt = false } = {}) => {
    const key = `${status}|${sent}|${attempt}`;
    const outcome = outcomes.get(key) ?? { status, sent, attempt, ids: [] };
    outcome.ids.push(job.id);
    outcomes.set(key, outcome);
    if (status === 'pending') result.retry += 1;
    else result[status] += 1;
  };
  for (const job of jobs) {
    const course = courses.get(job.eventId);
    // The course was deleted some other way than a cancel (its plan or child went).
    if (!course) {
      finish(job, 'cancelled');
      continue;
    }
    // A reminder of a course that has begun would only mislead: it is kept as expired, unsent.
    if (course.startTime.getTime() <= now.getTime()) {
      finish(job, 'expired');
      continue;
    }
    const contacts =
      job.recipient === 'trainer'
        ? [trainers.get(course.executorId)].filter((c): c is Contact => !!c)
        : childrenOf(course).flatMap((id) => families.get(id) ?? []);
    // A guardian of two children of the class (or one address for both guardians) gets it once.
    const addresses = addressesOf(contacts);
    if (addresses.length === 0) {
      finish(job, 'skipped');
      continue;
    }
    const late = now.getTime() - job.dueAt.getTime() > lateAfterMs;
    const message = reminderMessage(job.recipient, course, timeZone, late);
    let delivered = 0;
    for (const address of addresses)
      if (await messenger.send(tx, { ...address, ...message }, { bestEffort: true })) delivered += 1;
    if (delivered > 0) finish(job, late ? 'late' : 'sent', { sent: true, attempt: true });
    else if (job.attempts + 1 >= maxAttempts) finish(job, 'failed', { attempt: true });
    // Tried again at the next sweep.
    else finish(job, 'pending', { attempt: true });
  }
  for (const { status, sent, attempt, ids } of outcomes.values())
    await finishJobs(tx, ids, { status, attempt, attemptedAt: now, ...(sent ? { sentAt: now } : {}) });
  return jobs.length;
};

/** One sweep over every centre with due jobs; each centre's jobs are read in its own transactions. */
export const sweepReminders = async (options: ReminderSweeperOptions): Promise<SweepResult> => {
  const result = emptyResult();
  const sweepStart = options.clock();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  for (const tenantId of await dueTenants(options.db, sweepStart)) {
    for (;;) {
      const claimed = await options.db.transaction({ tenantId, userId: null }, (tx) =>
        sweepBatch(tx, options, sweepStart, result),
      );
      if (claimed < batchSize) break;
    }
  }
  return result;
};

export type ReminderSweeperLog = { info(message: string): void; warn(message: string): void };

export type ReminderSweeper = {
  /** A sweep now, or the one under way. */
  run(): Promise<SweepResult>;
  /** No more sweeps; waits for one under way. */
  stop(): Promise<void>;
};

/**
 * Sweeps at once, then every `intervalMs` timed from the end of the previous sweep (two never
 * overlap in one process); 0 starts nothing. The timer does not keep the process alive.
 */
export const startReminderSweeper = (
  options: ReminderSweeperOptions & { intervalMs: number; log: ReminderSweeperLog },
): ReminderSweeper => {
  const { intervalMs, log } = options;
  let running: Promise<SweepResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = intervalMs <= 0;

  const run = () => {
    running ??= sweepReminders(options).finally(() => (running = undefined));
    return running;
  };
  const tick = () => {
    if (stopped) return;
    void run()
      .then(
        (result) => {
          const done = result.sent + result.late + result.expired + result.skipped + result.failed;
          if (done > 0) log.info(`Course reminders: ${JSON.stringify(result)}`);
        },
        (error: unknown) =>
          log.warn(`Course reminder sweep failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  tick();
  return {
    run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
};
