// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { musicPlayerStore } from '../../shared/music-player/musicPlayerStore';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { stubGraphqlClient, type StubResponse } from '../../shared/testing/stubGraphqlClient';
import type { SubjectEditDialogComponents } from './components/SubjectEditDialogs';
import { SubjectDetailPage } from './SubjectDetailPage';

afterEach(cleanup);

const PATH = '/system/center/detail/subjectDetail';
const SUNRISE_FEATURES = [
  'hfs',
  'vrat',
  'guardian',
  'subject1.name',
  'subject1.medicalNumber',
  'subject1.note',
  'subject1.school',
  'subject1.grade',
];
const HARBOUR_FEATURES = ['vrat', 'subject1.name', 'subject1.note'];
const POLICIES = ['RocketSystem.UserOfflinePlan', 'RocketSystem.UserAssessment', 'RocketSystem.UserTrainingPlan'];

const info = (extra: Record<string, unknown> = {}) => ({
  id: 's-1',
  tenantId: 't-1',
  name: '王小明',
  outpatientNumber: 'SR-2026-0001',
  birthDay: '2018-04-09',
  age: 8,
  gender: 'Male',
  status: 'Bind',
  isBind: true,
  isLogout: false,
  stage: '5.5-13',
  ageStage: 'GradeOrTeenSchool',
  remark: '注意力训练进步明显',
  schoolName: '第一实验小学',
  schoolNature: 'Public',
  gradeName: 'Grade 3',
  className: '三年级2班',
  city: '上海',
  dominantHand: 'Right',
  relationshipLocale: '母亲',
  guardians: [{ id: 'g-1', nickName: '李芳', roleName: 'Mother', roleDisplayName: '母亲', state: 'Bind' }],
  coachNames: ['刘洋'],
  tenantNames: ['Sunrise Centre'],
  ...extra,
});

const detail = (extra: Record<string, unknown> = {}) => ({
  data: {
    subjectDetail: { info: info(extra), groups: [], userMusics: [] },
    subjectTenants: [{ tenantId: 't-1', tenantName: '阳光中心' }],
    subjectLinkedStaff: [{ id: 'u-1', name: '刘洋', roleDisplayNames: ['教练'] }],
  },
});

const permissions = (features: string[], granted: string[] = POLICIES): StubResponse => ({
  data: { me: { id: 'me', adminRoles: [], tenantPermissions: features, grantedPermissions: granted } },
});

const render = (
  options: {
    features?: string[];
    granted?: string[];
    subject?: StubResponse;
    url?: string;
    language?: Language;
    editDialogs?: SubjectEditDialogComponents;
  } = {},
) => {
  const stub = stubGraphqlClient((name) =>
    name === 'CurrentPermissions'
      ? permissions(options.features ?? SUNRISE_FEATURES, options.granted)
      : (options.subject ?? detail()),
  );
  const view = renderWithProviders(<SubjectDetailPage editDialogs={options.editDialogs} />, {
    client: stub.client,
    path: PATH,
    url: options.url ?? `${PATH}?id=s-1`,
    language: options.language ?? 'zh-CN',
  });
  return { ...view, operations: stub.operations };
};

/** A label of the subject card (not of the info card below it). */
const field = (label: string) =>
  within(screen.getByRole('region', { name: /儿童卡片|Child card/ })).queryByText(label, { selector: 'dt' });
const infoField = (label: string) =>
  within(screen.getByRole('region', { name: /儿童信息|Child’s information/ })).queryByText(label, { selector: 'dt' });
const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('SubjectDetailPage: the subject card (spec 000 §2, §6)', () => {
  it('shows every part a Sunrise centre allows, in Chinese', async () => {
    render();
    expect(await screen.findByRole('heading', { name: '王小明' })).toBeInTheDocument();
    expect(screen.getByText('已授权')).toBeInTheDocument();
    expect(screen.getAllByText('2018/04/09').length).toBeGreaterThan(0);
    expect(screen.getByText('学龄（5.5–13 岁）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '李芳（母亲）' })).toHaveAttribute(
      'href',
      '/system/center/detail/userDetail?id=g-1',
    );
    for (const label of ['门诊号', '监护人', '备注', '学校', '年级', '班级', '来源机构', '训练师', '班级 HFS 音乐码']) {
      expect(field(label), label).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: '儿童卡片' })).getByText('三年级')).toBeInTheDocument();
    expect(screen.getByText('阳光中心')).toBeInTheDocument();
    expect(screen.getByText('刘洋（教练）')).toBeInTheDocument();
    // No class music code exists yet.
    expect(screen.getByText('待生成 >')).toBeInTheDocument();
  });

  it('hides the clinic number, school, grade and guardians where the centre does not show them', async () => {
    render({ features: HARBOUR_FEATURES, language: 'en-US' });
    expect(await screen.findByRole('heading', { name: '王小明' })).toBeInTheDocument();
    expect(screen.getAllByText('09/04/2018').length).toBeGreaterThan(0);
    for (const label of ['Clinic number', 'Guardians', 'School', 'Grade', 'Class', 'Relationship', 'School nature']) {
      expect(field(label), label).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /李芳/ })).not.toBeInTheDocument();
    expect(screen.queryByText('SR-2026-0001')).not.toBeInTheDocument();
    expect(field('Remark')).toBeInTheDocument();
    expect(infoField('Comments')).toBeInTheDocument();
    expect(infoField('Name')).toBeInTheDocument();
    expect(infoField('Clinic number')).not.toBeInTheDocument();
  });

  it('titles the card with the outpatient number when the centre shows no names', async () => {
    render({ features: ['subject1.medicalNumber', 'hfs'], language: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'SR-2026-0001' })).toBeInTheDocument();
    expect(screen.queryByText('王小明')).not.toBeInTheDocument();
  });

  it('leaves out lines without a value and the music row for an infant', async () => {
    render({
      language: 'en-US',
      subject: detail({ stage: '0-3', ageStage: 'PreSchool', schoolName: null, className: null, dominantHand: null }),
    });
    expect(await screen.findByText('Infant (0–3)')).toBeInTheDocument();
    for (const label of ['School', 'Class', 'Class HFS music code']) {
      expect(field(label), label).not.toBeInTheDocument();
    }
    expect(infoField('Dominant hand')).not.toBeInTheDocument();
    expect(infoField('City')).toBeInTheDocument();
    expect(field('Grade')).toBeInTheDocument();
  });

  it('says the child was not found in the server’s words', async () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('The child was not found.')] });
    render({ subject: { error }, language: 'en-US' });
    expect(await screen.findByText('The child was not found.')).toBeInTheDocument();
    expect(screen.getByText('The child could not be loaded')).toBeInTheDocument();
  });
});

describe('SubjectDetailPage: the tabs (spec 000 §6 "Subject-detail tab visibility")', () => {
  // Each row: what is granted, and the tabs that must show (in the page's order).
  const TABLE: { granted: string[]; features: string[]; tabs: string[] }[] = [
    { granted: ['RocketSystem.UserOfflinePlan'], features: [], tabs: ['Offline plan'] },
    { granted: [], features: ['vrat'], tabs: ['VRAT test request'] },
    { granted: [], features: ['vrat', 'vrat1.showVCAT'], tabs: ['VCAT test request'] },
    { granted: ['RocketSystem.UserAssessment'], features: [], tabs: ['Assessment'] },
    { granted: [], features: ['hfs1.StandaloneMusicRehab'], tabs: ['Music rehab'] },
    { granted: [], features: ['guardian', 'hfs'], tabs: ['Sleep', 'Nutrition'] },
    { granted: [], features: ['guardian'], tabs: [] },
    {
      granted: ['RocketSystem.UserTrainingPlan'],
      features: ['guardian', 'hfs'],
      tabs: ['Sleep', 'Nutrition', 'Sport'],
    },
    { granted: ['RocketSystem.UserTrainingPlan'], features: ['guardian'], tabs: [] },
    { granted: POLICIES, features: HARBOUR_FEATURES, tabs: ['Offline plan', 'Assessment', 'VRAT test request'] },
    {
      granted: POLICIES,
      features: SUNRISE_FEATURES,
      tabs: ['Offline plan', 'Assessment', 'VRAT test request', 'Sleep', 'Nutrition', 'Sport'],
    },
  ];

  it.each(TABLE)('with $granted and $features shows $tabs', async ({ granted, features, tabs }) => {
    render({ granted, features, language: 'en-US' });
    await screen.findByRole('heading', { name: 'Subject detail' });
    if (tabs.length === 0) {
      expect(await screen.findByText('No records are available to you for this child.')).toBeInTheDocument();
    } else {
      await screen.findAllByRole('tab');
    }
    expect(tabNames()).toEqual(tabs);
  });

  it('opens the tab the address names, and writes a change into the address and reloads', async () => {
    const { router, operations } = render({ url: `${PATH}?id=s-1&tab=Sleep`, language: 'en-US' });
    expect(await screen.findByRole('tab', { name: 'Sleep', selected: true })).toBeInTheDocument();
    expect(screen.getByText('No sleep records for this child yet.')).toBeInTheDocument();
    const loads = () => operations.filter((o) => o.name === 'SubjectDetail').length;
    const before = loads();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Assessment' }));
    expect(router.state.location.search).toBe('?id=s-1&tab=RocketAssessment');
    expect(await screen.findByText('No assessments for this child yet.')).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it('stops the music player on a tab change, unless to the offline plans (spec 001 §4)', async () => {
    const user = userEvent.setup();
    render({ url: `${PATH}?id=s-1&tab=Sleep`, language: 'en-US' });
    await screen.findByRole('tab', { name: 'Sleep', selected: true });
    const playing = { planKind: 'OFFLINE', planId: 'p-1', num: 2, subjectId: 's-1', title: 'Mia' } as const;
    musicPlayerStore.open(playing);
    await user.click(screen.getByRole('tab', { name: 'Offline plan' }));
    expect(musicPlayerStore.get()).toEqual(playing);
    await user.click(screen.getByRole('tab', { name: 'Assessment' }));
    expect(musicPlayerStore.get()).toBeNull();
  });

  it('falls back to the first visible tab when the address names one the user may not see', async () => {
    render({ url: `${PATH}?id=s-1&tab=Exercise`, granted: ['RocketSystem.UserOfflinePlan'], language: 'en-US' });
    expect(await screen.findByRole('tab', { name: 'Offline plan', selected: true })).toBeInTheDocument();
    expect(screen.getByText('No offline plans for this child yet.')).toBeInTheDocument();
  });
});

describe('SubjectDetailPage: a child that cannot be viewed (spec 000 §4, §8)', () => {
  it.each([
    ['Unbind', 'Reason: no longer authorised.', 'No longer authorised'],
    ['Logout', 'Reason: cancelled.', 'Cancelled'],
  ])('shows the warning for %s instead of the tabs and the details', async (status, reason, tag) => {
    render({ subject: detail({ status, isBind: false, isLogout: status === 'Logout' }), language: 'en-US' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This child cannot be viewed')).toBeInTheDocument();
    expect(within(alert).getByText(reason)).toBeInTheDocument();
    expect(screen.getByText(tag)).toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(field('Remark')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit remark' })).not.toBeInTheDocument();
  });
});

describe('SubjectDetailPage: edits', () => {
  const recordingDialogs = () => {
    const opened: string[] = [];
    const dialogs: SubjectEditDialogComponents = {
      EditRemark: ({ subject }) => {
        if (subject) opened.push(`remark:${subject.id}:${subject.remark ?? ''}`);
        return null;
      },
      EditOutpatientNumber: ({ subject }) => {
        if (subject) opened.push(`number:${subject.id}:${subject.outpatientNumber ?? ''}`);
        return null;
      },
    };
    return { dialogs, opened };
  };

  it('opens the remark and outpatient-number dialogs with the child’s values', async () => {
    const { dialogs, opened } = recordingDialogs();
    render({ editDialogs: dialogs, language: 'en-US' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit remark' }));
    expect(opened).toContain('remark:s-1:注意力训练进步明显');
    await user.click(screen.getByRole('button', { name: 'Edit clinic number' }));
    expect(opened).toContain('number:s-1:SR-2026-0001');
  });

  it('offers no clinic-number edit where the centre does not show the number', async () => {
    const { dialogs } = recordingDialogs();
    render({ editDialogs: dialogs, features: HARBOUR_FEATURES, language: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Edit remark' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit clinic number' })).not.toBeInTheDocument();
  });
});
