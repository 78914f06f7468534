import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoAxeViolations } from './support/axe';
import { graphql, shootWidths } from './support/graphql';
import { signInOnPage, watchBearerToken, type Locale } from './support/session';

// Issue 20 items 3 and 5: the top bar's calendar. A coach (en-US) sees their own week, Monday
// first, with the demo's courses (server/seed/demo.calendar.ts); the centre admin (zh-CN, a second
// browser) sees the centre's week with several trainers and a trainer filter. When a course is
// arranged for the coach, the coach's week, the admin's week and (for a course today) the admin's
// workbench show it without a reload; then a class's course with the coach as trainer, followed alike.

const CALENDAR = '/system/center/menu/calendar';
const WORKBENCH = '/system/center/dataPanel/workTable';
// The server's zone (the e2e servers take TIMEZONE from the environment, Asia/Shanghai by default):
// the browsers run in it too, so that their "today" is the centre's.
const ZONE = process.env['TIMEZONE'] || 'Asia/Shanghai';
const LIVE = { timeout: 8_000 };
const COACH = '张悦';

const signIn = async (browser: Browser, userName: string, locale: Locale, path: string) => {
  const context = await browser.newContext({ locale, timezoneId: ZONE, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const token = watchBearerToken(page);
  await signInOnPage(page, userName, { path });
  return { context, page, token };
};

const courseBlocks = (page: Page): Locator => page.locator('.atrium-calendar-course');

type Course = {
  subjectId: string | null;
  subjectName: string;
  userTrainingPlanId: string;
  groupTrainingPlanId: string | null;
  executorId: string;
};

const COURSES = `query($from: String!, $to: String!) {
  userCalendar(from: $from, to: $to) {
    subjectId subjectName userTrainingPlanId groupTrainingPlanId executorId executorName startTime
  }
}`;
const ARRANGE = `mutation($input: ArrangeCourseInput!) { arrangeCourse(input: $input) { id startTime endTime } }`;

/** What an arrangement names: a child's plan (child and plan), or a class's group plan alone. */
const planOf = (course: Course) =>
  course.groupTrainingPlanId
    ? { groupTrainingPlanId: course.groupTrainingPlanId }
    : { subjectId: course.subjectId, userTrainingPlanId: course.userTrainingPlanId };

/**
 * Arranges one course with the coach as its trainer, for one of `plans`, at the first free hour
 * from now on (today when the day has one left), as the admin; a conflict or an ended plan moves
 * on to the next try.
 */
const arrangeForCoach = async (page: Page, token: string, coachId: string, plans: readonly Course[]) => {
  const now = DateTime.now().setZone(ZONE);
  for (let day = 0; day < 7; day++) {
    for (let hour = 8; hour <= 20; hour++) {
      const start = now.startOf('day').plus({ days: day, hours: hour });
      if (start < now.plus({ minutes: 10 })) continue;
      for (const plan of plans) {
        const response = await page.request.post('/graphql', {
          headers: { authorization: token, 'content-type': 'application/json' },
          data: {
            query: ARRANGE,
            variables: {
              input: {
                ...planOf(plan),
                executorId: coachId,
                startTime: start.toFormat('yyyy-MM-dd HH:mm'),
                courseType: 'Offline',
                parentSMS: false,
                trainerSMS: false,
              },
            },
          },
        });
        const body = (await response.json()) as {
          data?: { arrangeCourse: { startTime: string; endTime: string }[] };
          errors?: unknown[];
        };
        if (body.data?.arrangeCourse[0]) return { plan, start, course: body.data.arrangeCourse[0] };
      }
    }
  }
  throw new Error('no free hour for the coach this week');
};

test('a coach sees their week; the centre admin the centre’s; an arranged course shows at once', async ({
  browser,
}) => {
  // Two browsers, three arrangements and a tab: sized for a loaded two-core machine.
  test.setTimeout(120_000);
  const shots = process.env['SHOTS'];
  const coach = await signIn(browser, 'coach', 'en-US', CALENDAR);
  const admin = await signIn(browser, 'centeradmin', 'zh-CN', CALENDAR);

  // The coach: their own week, Monday first, said so, no trainer filter.
  const cp = coach.page;
  await expect(cp.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(cp.getByText('You see your own courses only.')).toBeVisible();
  await expect(cp.getByRole('combobox', { name: 'Trainer' })).toHaveCount(0);
  const days = cp.locator('.atrium-calendar-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('aria-label', /^Monday /);
  await expect(cp.locator('.atrium-calendar-day.is-today')).toHaveCount(1);
  await expect(courseBlocks(cp).first()).toBeVisible();
  expect(new Set(await cp.locator('.atrium-calendar-course-trainer').allTextContents())).toEqual(new Set([COACH]));
  await expectNoAxeViolations(cp);
  await shootWidths(cp, shots, 'calendar-coach-week-en-US');

  // The admin: the centre's week, several trainers, a trainer filter.
  const ap = admin.page;
  await expect(ap.getByRole('heading', { level: 1, name: '日历' })).toBeVisible();
  await expect(ap.getByRole('combobox', { name: '训练师' })).toBeVisible();
  await expect(courseBlocks(ap).first()).toBeVisible();
  const trainers = new Set(await ap.locator('.atrium-calendar-course-trainer').allTextContents());
  expect(trainers.size).toBeGreaterThan(1);
  await expectNoAxeViolations(ap);
  await shootWidths(ap, shots, 'calendar-centre-week-zh-CN');

  // A course's details.
  await courseBlocks(ap).first().click();
  const details = ap.getByRole('dialog', { name: '课程详情' });
  await expect(details.getByRole('link')).toHaveAttribute(
    'href',
    /\/system\/center\/detail\/userOfflinePlanDetail\?id=/,
  );
  await shootWidths(ap, shots, 'calendar-course-details-zh-CN');
  await details.getByRole('button', { name: '关闭' }).last().click();
  await expect(details).toHaveCount(0);

  // The admin's workbench in a second tab, followed live too.
  const workbench = await admin.context.newPage();
  await workbench.goto(WORKBENCH);
  const coursesCard = workbench.locator('.bp6-card', { has: workbench.getByRole('heading', { name: '今日课程' }) });
  await expect(coursesCard).toBeVisible();

  // Arranged as the admin for one of the coach's plans.
  const today = DateTime.now().setZone(ZONE);
  const monday = today.startOf('week');
  const seen = (await graphql(ap, admin.token(), COURSES, {
    from: monday.toISODate(),
    to: monday.plus({ days: 13 }).toISODate(),
  })) as { userCalendar: (Course & { executorName: string })[] };
  const byPlan = (courses: readonly Course[]) => [
    ...new Map(courses.map((c) => [c.groupTrainingPlanId ?? c.userTrainingPlanId, c] as const)).values(),
  ];
  const plans = byPlan(seen.userCalendar.filter((c) => c.executorName === COACH && !c.groupTrainingPlanId));
  const classPlans = byPlan(seen.userCalendar.filter((c) => c.groupTrainingPlanId));
  expect(plans.length).toBeGreaterThan(0);
  expect(classPlans.length).toBeGreaterThan(0);
  const coachId = plans[0]!.executorId;
  const { plan, start, course } = await arrangeForCoach(ap, admin.token(), coachId, plans);
  const span = `${course.startTime.slice(11)}–${course.endTime.slice(11)}`;

  // Next week's course is one click away; this week's shows where the page is. The coach's page
  // moves week by week with its buttons (never reloaded, so its subscription stays).
  const weekOf = (day: DateTime) => (day >= monday.plus({ weeks: 1 }) ? 1 : 0);
  let coachWeek = 0;
  const showCoachWeek = async (week: number) => {
    for (; coachWeek < week; coachWeek++) await cp.getByRole('button', { name: 'Next week' }).click();
    for (; coachWeek > week; coachWeek--) await cp.getByRole('button', { name: 'Previous week' }).click();
  };
  await showCoachWeek(weekOf(start));
  await expect(
    cp.getByRole('button', { name: `${plan.subjectName} ${span} ${COACH} Offline` }),
    'the coach’s week shows the new course without a reload',
  ).toBeVisible(LIVE);
  if (start >= monday.plus({ weeks: 1 })) await ap.getByRole('button', { name: '下一周' }).click();
  await expect(ap.getByRole('button', { name: `${plan.subjectName} ${span} ${COACH} 线下` })).toBeVisible(LIVE);
  if (start.hasSame(today, 'day'))
    await expect(
      coursesCard.getByRole('listitem').filter({ hasText: span }).filter({ hasText: plan.subjectName }),
      'today’s course is on the workbench without a reload',
    ).toBeVisible(LIVE);
  await shootWidths(workbench, shots, 'calendar-workbench-zh-CN');
  await shootWidths(cp, shots, 'calendar-coach-after-en-US');

  // A class's course with the coach as its trainer (issue 20 item 5): the coach's week and, for a
  // course today, the admin's workbench follow it as they follow a child's.
  const lesson = await arrangeForCoach(ap, admin.token(), coachId, classPlans);
  const lessonSpan = `${lesson.course.startTime.slice(11)}–${lesson.course.endTime.slice(11)}`;
  await showCoachWeek(weekOf(lesson.start));
  await expect(
    cp.getByRole('button', { name: `${lesson.plan.subjectName} ${lessonSpan} ${COACH} Offline` }),
    'the coach’s week shows the class’s course without a reload',
  ).toBeVisible(LIVE);
  if (lesson.start.hasSame(today, 'day'))
    await expect(
      coursesCard.getByRole('listitem').filter({ hasText: lessonSpan }).filter({ hasText: lesson.plan.subjectName }),
      'today’s class course is on the workbench without a reload',
    ).toBeVisible(LIVE);
  await shootWidths(cp, shots, 'calendar-coach-class-en-US');
  await showCoachWeek(weekOf(start));

  // The day view of the new course's day.
  await cp.getByRole('button', { name: new RegExp(`^Show \\S+ ${start.day}/${start.month} alone$`) }).click();
  await expect(cp.locator('.atrium-calendar-day')).toHaveCount(1);
  await expect(cp.getByRole('button', { name: `${plan.subjectName} ${span} ${COACH} Offline` })).toBeVisible();
  await shootWidths(cp, shots, 'calendar-coach-day-en-US');

  await coach.context.close();
  await admin.context.close();
});
