import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { openPglite } from '../../server/platform/db/pglite';
import { graphql } from './support/graphql';
import { laneMessagingEnv, mailboxHttpUrl } from './support/mailbox-ports';
import type { Delivered } from './support/messages';
import { signInOnPage, watchBearerToken } from './support/session';

// Issue 20, "Done means": restart the server before a reminder is due and see it sent once. The
// lanes' servers cannot be restarted from a test, so this spec starts a server of its own (the same
// build, on a data directory of its own, sending to the shared mailbox as a sender of its own),
// arranges a course with both reminders in the browser, and stops the server. A day cannot pass
// in a test: while the server is down, the test moves the course's reminder jobs' due time into the
// past, as a day would have (the only row it touches; the course starts three weeks on). Started
// again, the server sends each reminder once, marked late; started a third time it sends nothing.

const ZONE = process.env['TIMEZONE'] || 'Asia/Shanghai';
// Beside the lanes (E2E_PORT, +1) and the mailbox (+20, +21).
const PORT = Number(process.env['E2E_PORT'] ?? 8181) + 5;
const BASE_URL = `http://localhost:${PORT}`;
const SENDER = 'lane-restart';
const SENT_MESSAGES = '/system/manage/setting/mail';

type Server = { process: ChildProcess; output: () => string };

/** The built server (build/start.js, as the lanes run it), on `dataDir`, up when /healthz answers. */
const startServer = async (dataDir: string): Promise<Server> => {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/start.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
      // Sweeps every two seconds: a second send, were there one, would show within the waits below.
      REMINDER_SWEEP_INTERVAL: '2',
      ...laneMessagingEnv(SENDER),
      ...(process.env['E2E_UI_DIR'] ? { UI_DIR: resolve(process.env['E2E_UI_DIR']) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
        return fetch(`${BASE_URL}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      // A first start migrates and seeds the demo, behind the lanes' work on a loaded machine.
      { message: 'the server to start', timeout: 150_000, intervals: [500] },
    )
    .toBe(true);
  return { process: child, output: () => output };
};

/** SIGTERM, as an operator's restart does: the server finishes its requests and closes the database. */
const stopServer = async (server: Server) => {
  const exited = new Promise((done) => server.process.once('exit', done));
  server.process.kill('SIGTERM');
  await exited;
};

/** What the mailbox received from this spec's server about the child's course at `time` (an SMS has no subject). */
const remindersOf = async (child: string, time: string): Promise<Delivered[]> => {
  const all = (await (await fetch(`${mailboxHttpUrl}/messages?sender=${SENDER}`)).json()) as Delivered[];
  return all.filter((m) => `${m.subject} ${m.text}`.includes(child) && `${m.subject} ${m.text}`.includes(time));
};

const signIn = async (page: Page, user: string, path?: string) => {
  await signInOnPage(page, user, path ? { path } : {});
};

test('a reminder due while the server was down is sent once at restart, marked late', async ({ browser }) => {
  test.setTimeout(420_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-restart-'));
  let server = await startServer(dataDir);
  try {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: 'zh-CN',
      timezoneId: ZONE,
      viewport: { width: 1400, height: 1000 },
    });
    const page = await context.newPage();
    const token = watchBearerToken(page);
    await signIn(page, 'centeradmin');
    await expect.poll(token, { timeout: 15_000 }).not.toBe('');
    const list = await graphql(
      page,
      token(),
      'query L { offlinePlanList(status: Started, maxResultCount: 24) { items { subjectName plan { id isDeleted } } } }',
    );
    const rows = (
      list['offlinePlanList'] as { items: { subjectName: string; plan: { id: string; isDeleted: boolean } }[] }
    ).items;
    const running = rows.find((r) => !r.plan.isDeleted)!;
    expect(running).toBeTruthy();

    // A course three weeks on at 19:00, both reminders (the form's default).
    const day = DateTime.now().setZone(ZONE).plus({ days: 23 });
    await page.goto(`/system/center/detail/userOfflinePlanDetail?id=${running.plan.id}`);
    await page.locator('.atrium-plan-actions').getByRole('button', { name: '排课', exact: true }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByRole('button', { name: '排课', exact: true }).click();
    const form = page.getByRole('dialog', { name: '排课' });
    await form.getByLabel(/^日期/).fill(day.toISODate()!.replace(/-/g, '/'));
    await form.getByLabel(/^开始时间/).selectOption('19:00');
    await form.getByText('线下', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: '训练师' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: '监护人' })).toBeChecked();
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
    await expect(drawer.locator('.atrium-course-table tr', { hasText: '19:00–20:00' })).toHaveCount(1);
    await context.close();

    // The reminders are a day before the course: nothing is sent yet.
    const child = running.subjectName;
    const time = `${day.toISODate()} 19:00`;
    expect(await remindersOf(child, time)).toHaveLength(0);
    await stopServer(server);

    // The server is down when the reminders fall due.
    const db = await openPglite(join(dataDir, 'pgdata'));
    const moved = await db.direct.exec(
      `update calendar_reminders r set due_at = now() - interval '10 minutes'
         from calendar_events e
        where e.id = r.event_id and e.plan_id = '${running.plan.id}' and r.status = 'pending'
          and e.start_time = '${day.set({ hour: 19, minute: 0, second: 0, millisecond: 0 }).toISO()}'
        returning r.id`,
    );
    await db.close();
    // The trainer's and the guardian's.
    expect(moved.flat().length).toBe(2);

    // Started again, it sends them at once, marked late.
    server = await startServer(dataDir);
    await expect.poll(async () => (await remindersOf(child, time)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    // Several sweeps later (every two seconds), nothing more.
    await new Promise((wait) => setTimeout(wait, 8_000));
    const sent = await remindersOf(child, time);
    // The trainer's by SMS and e-mail, each guardian's by SMS: none twice, each saying it is late.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const message of sent) {
      expect(message.text).toContain('此提醒延迟发送：到期时服务器未在运行。');
      expect(message.text).toContain('This reminder is late: the server was not running when it was due.');
      if (message.channel === 'email') expect(message.subject).toContain('（延迟发送）');
    }
    const keys = sent.map((m) => `${m.channel} ${m.to}`);
    expect(new Set(keys).size).toBe(keys.length);

    // A third start: the jobs are done, nothing is sent again.
    await stopServer(server);
    server = await startServer(dataDir);
    await new Promise((wait) => setTimeout(wait, 8_000));
    expect(await remindersOf(child, time)).toHaveLength(sent.length);

    // The platform's sent-messages page shows them, once each, with the late mark.
    const adminContext = await browser.newContext({ baseURL: BASE_URL, locale: 'zh-CN', timezoneId: ZONE });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', SENT_MESSAGES);
    await expect(admin.getByRole('heading', { name: '已发送消息' })).toBeVisible();
    const logged = admin.getByRole('row').filter({ hasText: `课程提醒：${child}，${time}` });
    await expect(logged).toHaveCount(sent.length);
    await expect(logged.filter({ hasText: '（延迟发送）' })).toHaveCount(sent.length);
    const shots = process.env['SHOTS'];
    if (shots) await admin.screenshot({ path: `${shots}/calendar-restart-sent-messages.png`, fullPage: true });
    await adminContext.close();
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
