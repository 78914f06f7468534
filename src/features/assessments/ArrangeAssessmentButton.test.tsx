// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ArrangePlanAssessmentMutation,
  AssessmentQrCodeQuery,
  AssessmentTransferListQuery,
} from '../../generated/graphql';
import { renderWithToasts } from '../../shared/testing/renderWithToasts';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import { ArrangeAssessmentButton } from './ArrangeAssessmentButton';
import { AssessmentQrDialog } from './components/AssessmentQrDialog';

afterEach(cleanup);

const library: StubResponse = {
  data: {
    assessments: {
      totalCount: 1,
      items: [{ id: 'a2', kind: 'ParentInterview', title: 'Parent interview', needPay: false, remainingTimes: 1 }],
    },
  } satisfies AssessmentTransferListQuery,
};

describe("the offline plan page's arrange assessment", () => {
  it('creates the chosen assessment for the plan (mediumAssessment), not for the child alone', async () => {
    const user = userEvent.setup();
    const stub = stubGraphqlClient((name) =>
      name === 'AssessmentTransferList'
        ? library
        : { data: { arrangePlanAssessment: [] } satisfies ArrangePlanAssessmentMutation },
    );
    const { shown } = renderWithToasts(<ArrangeAssessmentButton planId="p1" subjectId="c1" />, {
      client: stub.client,
      language: 'en-US',
    });
    await user.click(screen.getByRole('button', { name: 'Arrange assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrange assessment for this plan' });
    await user.click(await within(dialog).findByRole('button', { name: /Parent interview/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(shown.showSuccess).toHaveBeenCalledWith('1 assessment created'));
    expect(stub.operations.find((o) => o.name === 'ArrangePlanAssessment')?.variables).toEqual({
      planId: 'p1',
      assessmentIds: ['a2'],
    });
    expect(stub.operations.some((o) => o.name === 'CreateUserAssessments')).toBe(false);
  });

  it('is disabled when the plan is not open', () => {
    const stub = stubGraphqlClient(() => 'pending');
    renderWithToasts(<ArrangeAssessmentButton planId="p1" subjectId="c1" disabled />, {
      client: stub.client,
      language: 'zh-CN',
    });
    expect(screen.getByRole('button', { name: '安排评估' })).toBeDisabled();
  });
});

describe('the assessment QR-code dialog', () => {
  it("shows the server's PNG and until when it is valid", async () => {
    const stub = stubGraphqlClient(() => ({
      data: {
        assessmentQrCode: { image: 'iVBORw0KGgo=', expiresAt: '2026-12-29T06:01:00' },
      } satisfies AssessmentQrCodeQuery,
    }));
    renderWithToasts(<AssessmentQrDialog userAssessmentId="u1" subjectId="c1" onClose={() => undefined} />, {
      client: stub.client,
      language: 'zh-CN',
    });
    expect(await screen.findByRole('img', { name: '评估二维码' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('有效期至 2026/12/29 06:01')).toBeInTheDocument();
  });
});
