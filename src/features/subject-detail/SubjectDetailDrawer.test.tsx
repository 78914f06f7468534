// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { SubjectDetailDrawer } from './SubjectDetailDrawer';

afterEach(cleanup);

const answer = (name: string) =>
  name === 'CurrentPermissions'
    ? {
        data: {
          me: {
            id: 'me',
            adminRoles: [],
            tenantPermissions: ['subject1.name', 'vrat'],
            grantedPermissions: ['RocketSystem.UserAssessment'],
          },
        },
      }
    : {
        data: {
          subjectDetail: {
            info: {
              id: 's-9',
              tenantId: 't-1',
              name: 'Lily Chen',
              outpatientNumber: null,
              birthDay: '2019-02-03',
              age: 7,
              gender: 'Female',
              status: 'Bind',
              isBind: true,
              isLogout: false,
              stage: '5.5-13',
              ageStage: 'GradeOrTeenSchool',
              remark: null,
              schoolName: null,
              schoolNature: null,
              gradeName: null,
              className: null,
              city: null,
              dominantHand: null,
              relationshipLocale: null,
              guardians: [],
              coachNames: [],
              tenantNames: ['Harbour Centre'],
            },
            groups: [],
            userMusics: [],
          },
          subjectTenants: [{ tenantId: 't-1', tenantName: 'Harbour Centre' }],
          subjectLinkedStaff: [],
        },
      };

describe('SubjectDetailDrawer (entry mode drawer, spec 000 §2 and §9)', () => {
  it('shows the child in an 800 wide drawer whose tabs leave the address alone', async () => {
    const { client } = stubGraphqlClient(answer);
    const onClose = vi.fn();
    const { router } = renderWithProviders(<SubjectDetailDrawer subjectId="s-9" onClose={onClose} />, {
      client,
      path: '/system/center/menu/user/subject',
      language: 'en-US',
    });
    expect(await screen.findByRole('heading', { name: 'Lily Chen' })).toBeInTheDocument();
    // Blueprint's drawer element carries its size as an inline width.
    expect(document.querySelector('.bp6-drawer')).toHaveStyle({ width: '800px' });
    expect(screen.getByRole('link', { name: 'Open as a page' })).toHaveAttribute(
      'href',
      '/system/center/detail/subjectDetail?id=s-9',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'VRAT test request' }));
    expect(screen.getByRole('tab', { name: 'VRAT test request', selected: true })).toBeInTheDocument();
    expect(screen.getByText('No VRAT test requests for this child yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed without a child', () => {
    const { client, operations } = stubGraphqlClient(answer);
    renderWithProviders(<SubjectDetailDrawer subjectId={null} onClose={() => {}} />, {
      client,
      path: '/',
      language: 'en-US',
    });
    expect(document.querySelector('.bp6-drawer')).toBeNull();
    expect(operations.filter((o) => o.name === 'SubjectDetail')).toHaveLength(0);
  });
});
