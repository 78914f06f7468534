// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../shared/testing/stubGraphqlClient';
import { AdminSubjectDetailPage } from './AdminSubjectDetailPage';

afterEach(cleanup);

const PATH = '/system/manage/subjectDetail';

const detail = {
  data: {
    adminSubjectDetail: {
      info: {
        id: 's-3',
        tenantId: 't-2',
        name: '陈思',
        outpatientNumber: 'HB-2026-0003',
        birthDay: '2016-01-20',
        age: 10,
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
        city: '深圳',
        dominantHand: 'Left',
        relationshipLocale: '父亲',
        guardians: [{ id: 'g-5', nickName: '陈伟', roleName: 'Father', roleDisplayName: '父亲', state: 'Bind' }],
        coachNames: [],
        tenantNames: ['Harbour Centre'],
      },
      groups: [],
      userMusics: [],
    },
  },
};

describe('AdminSubjectDetailPage (management mode)', () => {
  it('loads the child by id with the admin tabs, the first one open, and no music row', async () => {
    const { client, operations } = stubGraphqlClient(() => detail);
    const { router } = renderWithProviders(<AdminSubjectDetailPage />, { client, path: PATH, url: `${PATH}?id=s-3` });
    expect(await screen.findByRole('heading', { name: '陈思' })).toBeInTheDocument();
    expect(operations[0]).toEqual({ name: 'AdminSubjectDetail', variables: { id: 's-3', tenantId: null } });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '评估',
      'VRAT 测试',
      '睡眠',
      '营养',
      'iLs',
      '运动',
      'IDT 音乐方案',
    ]);
    expect(screen.getByRole('tab', { name: '评估', selected: true })).toBeInTheDocument();
    expect(screen.queryByText('班级 HFS 音乐码')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '陈伟（父亲）' })).toHaveAttribute(
      'href',
      '/system/manage/userDetail?id=g-5',
    );

    await userEvent.setup().click(screen.getByRole('tab', { name: 'iLs' }));
    expect(router.state.location.search).toBe('?id=s-3&tab=iLs');
    expect(screen.getByText('该儿童还没有 iLs 记录。')).toBeInTheDocument();
  });
});
