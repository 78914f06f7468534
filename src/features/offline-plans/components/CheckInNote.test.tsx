// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflinePlanCheckInQuery } from '../../../generated/graphql';
import type { Language } from '../../../shared/i18n/languages';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';
import { FinishDialog } from './StepDialogs';

// Ending a class says whether the child checked in at the front desk today (spec 001 §7
// judgeCheckIn), so that the attendance given agrees with it; in both languages.

afterEach(cleanup);

const render = (visit: OfflinePlanCheckInQuery['offlinePlanCheckIn'] | 'pending', language: Language) =>
  renderStubbedPage(
    <FinishDialog isOpen busy={false} num={3} planId="p-1" childName="王小明" onClose={() => {}} onSubmit={() => {}} />,
    (name, variables) =>
      name === 'OfflinePlanCheckIn' && variables['id'] === 'p-1' && visit !== 'pending'
        ? { data: { offlinePlanCheckIn: visit } satisfies OfflinePlanCheckInQuery }
        : 'pending',
    { path: '/', language },
  );

/** An instant at this local time of day, as the server sends it (UTC). */
const at = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.fromObject({ year: 2026, month: 11, day: 28, hour, minute }).toUTC().toISO()!;
};

describe('the end-class dialog’s check-in note', () => {
  it('says when the child checked in, and out', async () => {
    render({ day: '2026-11-28', checkedIn: true, checkedInAt: at('16:05'), checkedOutAt: null }, 'zh-CN');
    expect(await screen.findByText('王小明今天 16:05 已签到。')).toBeInTheDocument();
    cleanup();
    render({ day: '2026-11-28', checkedIn: true, checkedInAt: at('16:05'), checkedOutAt: at('17:10') }, 'en-US');
    expect(await screen.findByText('王小明 checked in at 16:05 and out at 17:10 today.')).toBeInTheDocument();
  });

  it('warns when the child has not checked in, and says nothing before it knows', async () => {
    render({ day: '2026-11-28', checkedIn: false, checkedInAt: null, checkedOutAt: null }, 'en-US');
    expect(
      await screen.findByText(
        '王小明 has not checked in today: if they attended, the front desk can check them in from the child list.',
      ),
    ).toBeInTheDocument();
    cleanup();
    render('pending', 'en-US');
    expect(await screen.findByRole('radio', { name: 'Attended' })).toBeChecked();
    expect(screen.queryByText(/checked in/)).not.toBeInTheDocument();
  });
});
