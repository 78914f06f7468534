import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteDeps } from '../../../platform/app-deps';
import { lateAfterMsFor, startReminderSweeper, type ReminderSweeper } from './reminder-sweeper';

/**
 * The course reminders' sweeper runs in the server process: once when the server is ready (so a
 * reminder missed while it was down goes out now, marked late), then every REMINDER_SWEEP_INTERVAL
 * seconds; the server's close stops it after the sweep under way.
 */
const plugin: FastifyPluginAsync<RouteDeps> = async (app, { deps }) => {
  const seconds = deps.config.reminderSweepInterval;
  let sweeper: ReminderSweeper | undefined;
  app.addHook('onReady', async () => {
    sweeper = startReminderSweeper({
      db: deps.db,
      messenger: deps.messenger,
      clock: deps.clock,
      timeZone: deps.timeZone,
      lateAfterMs: lateAfterMsFor(seconds),
      intervalMs: seconds * 1000,
      log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
    });
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });
};

export const calendarRemindersPlugin = fp(plugin, { name: 'calendar-reminders' });
