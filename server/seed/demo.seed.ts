// Demo data for a first start: a tenant tree, staff who can sign in, and 300+ children with
// guardians and coaches. Runs once, in one privileged transaction, and only on an empty database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../platform/db/database';
import {
  guardians,
  memberships,
  membershipRoles,
  rolePermissions,
  schools,
  subjectCoaches,
  subjectGuardians,
  subjects,
  tenantFeatures,
  tenants,
  userAdminRoles,
  users,
  type Gender,
  type TenantType,
} from '../platform/db/schema/index';
import { hashPassword } from '../platform/oidc/passwords';
import { reminderDefaultFen } from '../modules/tenants/tenant-rules';
import { buildCentreChildren, type DemoCentre, type DemoCentreData } from './demo.data';
import { seedDemoContracts } from './demo.contracts';
import { seedDemoCatalogue } from './demo.catalogue';
import { seedDemoMusic } from './demo.music';
import type { FileStorage } from '../platform/storage/file-storage';
import { seedDemoContent } from './demo.content';
import { seedDemoContentParts } from './demo.content-parts';
import { attachDemoTrackAudio, seedDemoTracks } from './demo.content-tracks';
import { seedDemoReminders } from './demo.content-reminders';
import { seedDemoMusicContent } from './demo.content-music';
import { seedDemoCourseMusic } from './demo.music-listening';
import { seedDemoMusicStatistics } from './demo.music-statistics';
import { attachDemoProgramMedia, seedDemoPrograms } from './demo.content-programs';
import { seedDemoPlans } from './demo.content-plans';
import { seedDemoToday } from './demo.today';
import { seedDemoOfflinePlans } from './demo.offline-plans';
import { seedDemoHarbourPlan } from './demo.offline-plans-harbour';
import { seedDemoTrainingPlans } from './demo.training-plans';
import { seedDemoAssessments } from './demo.assessments';
import { seedDemoTrainerCredentials } from './demo.trainer-credentials';
import { seedDemoArchives } from './demo.archives';
import { seedDemoCalendar } from './demo.calendar';
import { seedDemoGroupPlans } from './demo.group-plans';
import { DEMO_SCHOOLS, HARBOUR_CITY, SUNRISE_CITY } from './demo.names';
import { CENTRE_ROLE_PERMISSIONS, CENTRE_ROLES } from '../platform/role-grants';
import { mulberry32 } from './random';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo#2026';

/** The PRNG seed: the same number gives the same children, guardians and assignments. */
export const DEMO_SEED = 20261101;

type TenantKey = 'group' | 'east' | 'sunrise' | 'harbour' | 'annex';

export const DEMO_TENANTS: Readonly<Record<TenantKey, { name: string; type: TenantType; parent: TenantKey | null }>> = {
  group: { name: 'Bright Minds Group', type: 'Enterprise', parent: null },
  east: { name: 'East Area', type: 'Area', parent: 'group' },
  sunrise: { name: 'Sunrise Centre', type: 'Center', parent: 'east' },
  harbour: { name: 'Harbour Centre', type: 'Center', parent: 'east' },
  // A child institution of Sunrise, so that a centre administrator has one whose contracts it manages.
  annex: { name: '阳光儿童分部', type: 'Center', parent: 'sunrise' },
};

/** Tenant features and front permissions (spec 000 §3 "Tenant permission"). */
export const DEMO_TENANT_FEATURES: Readonly<Partial<Record<TenantKey, readonly string[]>>> = {
  // A tenant with an active contract has that line's project open (demo.contracts.ts): the group
  // holds the HFS and VRAT contracts, East Area the HFS one it allocates from.
  group: ['hfs', 'vrat'],
  east: ['hfs'],
  sunrise: [
    'hfs',
    'vrat',
    'guardian',
    'hfs1.timesSetting',
    // The subject detail's music rehab tab (a child's FAS and CMSMO programmes).
    'hfs1.StandaloneMusicRehab',
    'subject1.name',
    'subject1.medicalNumber',
    'subject1.note',
    'subject1.school',
    'subject1.grade',
  ],
  harbour: ['vrat', 'subject1.name', 'subject1.note'],
  // The hfs project open and no contract yet: its contracts are allocated from Sunrise's.
  annex: ['hfs'],
};

type DemoAccount = {
  userName: string;
  name: string;
  gender: Gender;
  culture: 'zh-Hans' | 'en';
  phoneNumber: string;
  adminRoles?: readonly string[];
  memberships?: readonly { tenant: TenantKey; roles: readonly string[] }[];
  chosen?: TenantKey;
  /** For the README: who this is and where signing in lands. Extra staff have none. */
  description?: string;
  landsOn?: string;
};

const ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: 'admin',
    name: 'Alex Zhou',
    gender: 'Male',
    culture: 'zh-Hans',
    phoneNumber: '13800138001',
    adminRoles: ['admin'],
    description: 'Platform administrator (admin role)',
    landsOn: '/system/manage',
  },
  {
    userName: 'editor',
    name: '陈晓雯',
    gender: 'Female',
    culture: 'zh-Hans',
    phoneNumber: '13800138002',
    adminRoles: ['editor'],
    description: 'Content editor (admin role editor)',
    landsOn: '/system/manage/content/tag',
  },
  {
    userName: 'medical',
    name: 'Dr. Helen Wang',
    gender: 'Female',
    culture: 'zh-Hans',
    phoneNumber: '13800138003',
    adminRoles: ['medicalSupport'],
    description: 'Medical support (admin role medicalSupport)',
    landsOn: '/system/manage/statistic/vratCaseList',
  },
  {
    userName: 'noroles',
    name: '赵明',
    gender: 'Male',
    culture: 'zh-Hans',
    phoneNumber: '13800138004',
    description: 'A user with no roles anywhere',
    landsOn: '/system/menu/account/settings',
  },
  {
    userName: 'centeradmin',
    name: '林静',
    gender: 'Female',
    culture: 'zh-Hans',
    phoneNumber: '13800138005',
    memberships: [{ tenant: 'sunrise', roles: ['CenterAdmin'] }],
    chosen: 'sunrise',
    description: 'CenterAdmin of Sunrise Centre',
    landsOn: '/system/center/dataPanel/workTable',
  },
  {
    userName: 'coach',
    name: '张悦',
    gender: 'Female',
    culture: 'zh-Hans',
    phoneNumber: '13800138006',
    memberships: [{ tenant: 'sunrise', roles: ['coach'] }],
    chosen: 'sunrise',
    description: 'Coach at Sunrise Centre',
    landsOn: '/system/center/menu/user/subject',
  },
  {
    userName: 'trainer',
    name: 'Daniel Wu',
    gender: 'Male',
    culture: 'zh-Hans',
    phoneNumber: '13800138007',
    memberships: [{ tenant: 'sunrise', roles: ['trainer'] }],
    chosen: 'sunrise',
    description: 'Trainer at Sunrise Centre (trainer menu only)',
    landsOn: '/system/center',
  },
  {
    userName: 'multirole',
    name: 'Grace Lin',
    gender: 'Female',
    culture: 'en',
    phoneNumber: '13800138008',
    memberships: [
      { tenant: 'sunrise', roles: ['SeniorCoach'] },
      { tenant: 'harbour', roles: ['CenterAdmin'] },
    ],
    description: 'SeniorCoach at Sunrise and CenterAdmin at Harbour, no centre chosen yet',
    landsOn: '/system/choseRoles',
  },
  {
    userName: 'enterprise',
    name: '黄志强',
    gender: 'Male',
    culture: 'zh-Hans',
    phoneNumber: '13800138009',
    memberships: [{ tenant: 'group', roles: ['EnterpriseAdmin'] }],
    chosen: 'group',
    description: 'EnterpriseAdmin of Bright Minds Group',
    landsOn: '/system/enterprise',
  },
  {
    userName: 'area',
    name: 'Michael Chen',
    gender: 'Male',
    culture: 'en',
    phoneNumber: '13800138010',
    memberships: [{ tenant: 'east', roles: ['AreaManager'] }],
    chosen: 'east',
    description: 'AreaManager of East Area',
    landsOn: '/system/area',
  },
];

const coachAccount = (
  userName: string,
  name: string,
  gender: Gender,
  phoneNumber: string,
  tenant: TenantKey,
): DemoAccount => ({
  userName,
  name,
  gender,
  culture: 'zh-Hans',
  phoneNumber,
  memberships: [{ tenant, roles: ['coach'] }],
  chosen: tenant,
});

/** Further coaches, who share the children with `coach`. They sign in with DEMO_PASSWORD too. */
const EXTRA_COACHES: readonly DemoAccount[] = [
  coachAccount('liuyang', '刘洋', 'Male', '13900139011', 'sunrise'),
  coachAccount('wangfang', '王芳', 'Female', '13900139012', 'sunrise'),
  coachAccount('emily.zhang', 'Emily Zhang', 'Female', '13900139013', 'sunrise'),
  coachAccount('lina', '李娜', 'Female', '13900139014', 'sunrise'),
  coachAccount('kevin.liu', 'Kevin Liu', 'Male', '13900139015', 'sunrise'),
  coachAccount('sarah.ho', 'Sarah Ho', 'Female', '13700137016', 'harbour'),
  coachAccount('chenwei', '陈伟', 'Male', '13700137017', 'harbour'),
  coachAccount('olivia.tang', 'Olivia Tang', 'Female', '13700137018', 'harbour'),
];

export type DemoUser = { userName: string; description: string; landsOn: string };

/** The accounts to try, what each is, and the route signing in lands on (spec 000 §2). */
export const DEMO_USERS: readonly DemoUser[] = ACCOUNTS.map((a) => ({
  userName: a.userName,
  description: a.description ?? '',
  landsOn: a.landsOn ?? '',
}));

/** Every account the seed makes, all with DEMO_PASSWORD: what a production start looks for. */
export const DEMO_ACCOUNT_USER_NAMES: readonly string[] = [...ACCOUNTS, ...EXTRA_COACHES].map((a) => a.userName);

/** The extra coaches' user names, by centre. */
export const DEMO_EXTRA_COACHES: readonly { userName: string; name: string; centre: string }[] = EXTRA_COACHES.map(
  (a) => ({ userName: a.userName, name: a.name, centre: DEMO_TENANTS[a.memberships?.[0]?.tenant ?? 'sunrise'].name }),
);

const DEMO_CENTRES: Readonly<Record<'sunrise' | 'harbour', DemoCentre>> = {
  sunrise: {
    prefix: 'SR',
    city: SUNRISE_CITY,
    nearbyCities: ['苏州', '杭州', '昆山'],
    childCount: 190,
    latinShare: 0.2,
  },
  harbour: {
    prefix: 'HB',
    city: HARBOUR_CITY,
    nearbyCities: ['东莞', '香港', '惠州'],
    childCount: 120,
    latinShare: 0.5,
  },
};

/** The demo children of both centres; the same every time. Exported for tests. */
export const buildDemoChildren = (): Record<'sunrise' | 'harbour', DemoCentreData> => {
  const random = mulberry32(DEMO_SEED);
  const takenPhones = new Set([...ACCOUNTS, ...EXTRA_COACHES].map((a) => a.phoneNumber));
  const coachesOf = (tenant: TenantKey): number => coachUserNames(tenant).length;
  return {
    sunrise: buildCentreChildren(random, DEMO_CENTRES.sunrise, coachesOf('sunrise'), takenPhones),
    harbour: buildCentreChildren(random, DEMO_CENTRES.harbour, coachesOf('harbour'), takenPhones),
  };
};

/** The user names holding the coach role in a centre, in a fixed order. */
const coachUserNames = (tenant: TenantKey): string[] =>
  [...ACCOUNTS, ...EXTRA_COACHES]
    .filter((a) => a.memberships?.some((m) => m.tenant === tenant && m.roles.includes('coach')))
    .map((a) => a.userName);

// Any constant will do: it serialises two first starts racing to seed.
const SEED_LOCK = 0x41_54_52_4d; // 'ATRM'

/**
 * Fills an empty database with demo data. Does nothing, and says so, when any tenant exists:
 * the demo belongs to a first start only.
 */
export const seedDemoData = async (
  db: Database,
  options: { timeZone?: string; storage?: FileStorage } = {},
): Promise<{ seeded: boolean }> => {
  const result = await db.privileged(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: tenants.id }).from(tenants).limit(1);
    if (existing.length > 0) return { seeded: false };
    await insertDemoData(tx, await hashPassword(DEMO_PASSWORD));
    return { seeded: true };
  });
  // After the commit: today's visits go through the product's services as the staff who made them.
  if (result.seeded) await seedDemoToday(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // The children's archives, which arranging a plan needs (001 §4).
  if (result.seeded) await seedDemoArchives(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // Then a few weeks of offline plans, through the same services, dated back.
  if (result.seeded) await seedDemoOfflinePlans(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // Harbour's coaches read plans without changing them; one of its children has a plan begun.
  if (result.seeded) await seedDemoHarbourPlan(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // Classes of one to six at both centres with their group plans: before the calendar, which may
  // arrange them courses.
  if (result.seeded) await seedDemoGroupPlans(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // Their course music: which brain-music programme each plan plays (issue 21).
  if (result.seeded) await seedDemoCourseMusic(db);
  // This week's and next week's courses on both centres' calendars, for their running plans.
  if (result.seeded) await seedDemoCalendar(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // And the families' sleep, nutrition and exercise clock-ins of the past weeks.
  if (result.seeded) await seedDemoTrainingPlans(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  if (result.seeded) await seedDemoAssessments(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // Sunrise's trainer certificates: one expired, one coach without (checkCertificateState warns them).
  if (result.seeded) await seedDemoTrainerCredentials(db, { timeZone: options.timeZone ?? DEMO_TIME_ZONE });
  // The music library's demo audio, made in code and stored where uploads go (when there is a store).
  if (result.seeded && options.storage) await attachDemoTrackAudio(db, options.storage);
  if (result.seeded && options.storage) await attachDemoProgramMedia(db, options.storage);
  // The listening history of the delivered sessions, for the music statistics (with the audio it stands for).
  if (result.seeded && options.storage) await seedDemoMusicStatistics(db);
  return result;
};

/** The centres' time zone when the caller names none: the server's default (config.ts). */
const DEMO_TIME_ZONE = 'Asia/Shanghai';

const insertDemoData = async (tx: Tx, passwordHash: string): Promise<void> => {
  // Tenants: ids made here so that every later row can name them without a round trip.
  const tenantIds = {} as Record<TenantKey, string>;
  for (const key of Object.keys(DEMO_TENANTS) as TenantKey[]) tenantIds[key] = randomUUID();
  const tenantKeys = Object.keys(DEMO_TENANTS) as TenantKey[];
  await tx.insert(tenants).values(
    tenantKeys.map((key) => {
      const t = DEMO_TENANTS[key];
      return {
        id: tenantIds[key],
        name: t.name,
        type: t.type,
        parentId: t.parent ? tenantIds[t.parent] : null,
        // What a tenant created through the tenant screens gets (spec 002 §9).
        hfsReminderAmountFen: reminderDefaultFen(t.type),
        vratReminderAmountFen: reminderDefaultFen(t.type),
      };
    }),
  );

  await tx
    .insert(tenantFeatures)
    .values(
      tenantKeys.flatMap((key) =>
        (DEMO_TENANT_FEATURES[key] ?? []).map((name) => ({ tenantId: tenantIds[key], name })),
      ),
    );

  const centreKeys = tenantKeys.filter((key) => DEMO_TENANTS[key].type === 'Center');
  await tx
    .insert(rolePermissions)
    .values(
      centreKeys.flatMap((key) =>
        CENTRE_ROLES.flatMap((roleName) =>
          CENTRE_ROLE_PERMISSIONS[roleName].map((permission) => ({ tenantId: tenantIds[key], roleName, permission })),
        ),
      ),
    );

  // Staff accounts, their platform roles and their memberships.
  const accounts = [...ACCOUNTS, ...EXTRA_COACHES];
  const userIds = new Map(accounts.map((a) => [a.userName, randomUUID()]));
  const userId = (userName: string): string => {
    const id = userIds.get(userName);
    if (!id) throw new Error(`no demo user ${userName}`);
    return id;
  };
  await tx.insert(users).values(
    accounts.map((a) => ({
      id: userId(a.userName),
      userName: a.userName,
      email: `${a.userName}@atrium.example`,
      countryCode: '86',
      phoneNumber: a.phoneNumber,
      passwordHash,
      name: a.name,
      gender: a.gender,
      culture: a.culture,
      chosenTenantId: a.chosen ? tenantIds[a.chosen] : null,
    })),
  );
  await tx
    .insert(userAdminRoles)
    .values(
      accounts.flatMap((a) => (a.adminRoles ?? []).map((roleName) => ({ userId: userId(a.userName), roleName }))),
    );

  const membershipRows = accounts.flatMap((a) =>
    (a.memberships ?? []).map((m) => ({
      id: randomUUID(),
      tenantId: tenantIds[m.tenant],
      userId: userId(a.userName),
      roles: m.roles,
    })),
  );
  await tx
    .insert(memberships)
    .values(membershipRows.map(({ id, tenantId, userId: uid }) => ({ id, tenantId, userId: uid })));
  await tx
    .insert(membershipRoles)
    .values(
      membershipRows.flatMap((m) =>
        m.roles.map((roleName) => ({ membershipId: m.id, tenantId: m.tenantId, userId: m.userId, roleName })),
      ),
    );

  // Schools are shared reference data.
  const schoolIds = DEMO_SCHOOLS.map(() => randomUUID());
  await tx
    .insert(schools)
    .values(DEMO_SCHOOLS.map((s, i) => ({ id: schoolIds[i], name: s.name, nature: s.nature, city: s.city })));

  // Children, registered over the past months (newest last), with guardians and coaches.
  const data = buildDemoChildren();
  const now = Date.now();
  const subjectRows: (typeof subjects.$inferInsert)[] = [];
  const guardianRows: (typeof guardians.$inferInsert)[] = [];
  const subjectGuardianRows: (typeof subjectGuardians.$inferInsert)[] = [];
  const subjectCoachRows: (typeof subjectCoaches.$inferInsert)[] = [];
  for (const key of ['sunrise', 'harbour'] as const) {
    const tenantId = tenantIds[key];
    const { children, guardians: centreGuardians } = data[key];
    const coachIds = coachUserNames(key).map(userId);
    const guardianIds = centreGuardians.map(() => randomUUID());
    const registeredAt = (i: number): Date => new Date(now - (children.length - i) * 30 * 3_600_000);
    // A guardian was added with their first child, and their link to each child with that child.
    const firstChild = new Map<number, number>();
    children.forEach((child, i) =>
      child.guardians.forEach((l) => firstChild.set(l.guardian, firstChild.get(l.guardian) ?? i)),
    );
    centreGuardians.forEach((g, i) =>
      guardianRows.push({
        id: guardianIds[i],
        tenantId,
        name: g.name,
        countryCode: '86',
        phoneNumber: g.phoneNumber,
        createdAt: registeredAt(firstChild.get(i) ?? children.length),
      }),
    );
    children.forEach((child, i) => {
      const subjectId = randomUUID();
      subjectRows.push({
        id: subjectId,
        tenantId,
        name: child.name,
        birthday: child.birthday,
        gender: child.gender,
        outpatientNumber: child.outpatientNumber,
        remark: child.remark,
        schoolId: child.school === null ? null : schoolIds[child.school],
        gradeName: child.gradeName,
        className: child.className,
        status: child.status,
        dominantHand: child.dominantHand,
        city: child.city,
        createdAt: registeredAt(i),
      });
      for (const link of child.guardians) {
        const guardianId = guardianIds[link.guardian];
        if (!guardianId) throw new Error(`no guardian ${link.guardian}`);
        // A child no longer authorized or cancelled has no guardian link in force (subject-binding.machine.ts).
        const state = child.status === 'Bind' ? 'Bind' : 'Unbind';
        subjectGuardianRows.push({
          tenantId,
          subjectId,
          guardianId,
          roleName: link.role,
          state,
          changedAt: registeredAt(i),
        });
      }
      const coachUserId = coachIds[child.coach];
      if (!coachUserId) throw new Error(`no coach ${child.coach}`);
      subjectCoachRows.push({ tenantId, subjectId, coachUserId });
    });
  }
  await tx.insert(subjects).values(subjectRows);
  await tx.insert(guardians).values(guardianRows);
  await tx.insert(subjectGuardians).values(subjectGuardianRows);
  await tx.insert(subjectCoaches).values(subjectCoachRows);
  await seedDemoMusic(tx, { tenantIds, subjects: subjectRows, now });
  await seedDemoContracts(tx, { tenantIds, userId, subjects: subjectRows, now });
  await seedDemoCatalogue(tx, { tenantIds, userId, now });
  await seedDemoContent(tx, { editorId: userId('editor'), now });
  await seedDemoContentParts(tx, { editorId: userId('editor'), now });
  await seedDemoPrograms(tx, { editorId: userId('editor'), now });
  await seedDemoTracks(tx, { editorId: userId('editor'), now });
  await seedDemoMusicContent(tx, { editorId: userId('editor'), now });
  await seedDemoReminders(tx, { editorId: userId('editor'), now });
  // Plans are built from the library's programmes: after every content seed that adds them.
  await seedDemoPlans(tx, { editorId: userId('editor'), now });
};
