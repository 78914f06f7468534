// The demo children, their families and schools, built deterministically from a seeded PRNG.
// Pure: no database, no ids. demo.seed.ts gives the rows ids and writes them.
import type { Gender } from '../platform/db/schema/index';
import type { SubjectStatus } from '../platform/db/schema/index';
import {
  CHINESE_GIVEN_ADULT_MAN,
  CHINESE_GIVEN_ADULT_WOMAN,
  CHINESE_GIVEN_BOY,
  CHINESE_GIVEN_GIRL,
  CHINESE_SURNAMES,
  DEMO_REMARKS,
  DEMO_SCHOOLS,
  LATIN_FIRST_ADULT_MAN,
  LATIN_FIRST_ADULT_WOMAN,
  LATIN_FIRST_BOY,
  LATIN_FIRST_GIRL,
  LATIN_LAST,
  type DemoSchool,
} from './demo.names';
import type { Random } from './random';

/** Children's ages are counted back from this day: all are 3 to 14 years old on it. */
export const DEMO_REFERENCE_DATE = '2026-11-01';
/** The school year that the grades describe starts on this day. */
const SCHOOL_YEAR_START = '2026-09-01';

export const GUARDIAN_ROLES = ['Mother', 'Father', 'Grandmother', 'Grandfather', 'Other'] as const;
export type GuardianRole = (typeof GUARDIAN_ROLES)[number];

export const GRADE_NAMES = [
  'Before School',
  ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
] as const satisfies readonly string[];

export type DemoCentre = {
  /** Outpatient-number prefix: SR, HB. */
  prefix: string;
  city: string;
  /** Cities some families come from instead. */
  nearbyCities: readonly string[];
  childCount: number;
  /** Share of families with Latin names. */
  latinShare: number;
};

export type DemoGuardian = { name: string; phoneNumber: string };

export type DemoChild = {
  name: string;
  birthday: string;
  gender: Gender;
  outpatientNumber: string;
  remark: string | null;
  /** Index into DEMO_SCHOOLS. */
  school: number | null;
  gradeName: string | null;
  className: string | null;
  status: SubjectStatus;
  dominantHand: string | null;
  city: string;
  /** Indexes into the centre's guardians, with the role each plays for this child. */
  guardians: { guardian: number; role: GuardianRole }[];
  /** Index into the centre's coaches. */
  coach: number;
};

export type DemoCentreData = { children: DemoChild[]; guardians: DemoGuardian[] };

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole years between a birthday and a day, both ISO dates. */
export const ageOn = (birthday: string, on: string): number => {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
};

const MOBILE_PREFIXES = [
  '130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '186', '187', '188',
  '189',
] as const; // prettier-ignore

/** Distinct 11-digit mainland mobile numbers; `taken` holds every number handed out so far. */
export const mobileNumber = (random: Random, taken: Set<string>): string => {
  for (;;) {
    const n = `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
    if (!taken.has(n)) {
      taken.add(n);
      return n;
    }
  }
};

type Family = { latin: boolean; surname: string };

const childName = (random: Random, family: Family, gender: Gender, used: Set<string>): string => {
  const girl = gender === 'Female' || (gender !== 'Male' && random.chance(0.5));
  for (let attempt = 0; ; attempt++) {
    const name = family.latin
      ? `${random.pick(girl ? LATIN_FIRST_GIRL : LATIN_FIRST_BOY)} ${family.surname}`
      : `${family.surname}${random.pick(girl ? CHINESE_GIVEN_GIRL : CHINESE_GIVEN_BOY)}`;
    // Namesakes happen in real centres, but rarely.
    if (!used.has(name) || attempt > 5) {
      used.add(name);
      return name;
    }
  }
};

/**
 * A guardian's name, never one another guardian of the same child already has: on a clash the next
 * given name of the list is taken, so the PRNG draws no more and the rest of the demo stays as it was.
 */
const guardianName = (random: Random, family: Family, role: GuardianRole, taken: readonly string[]): string => {
  const man = role === 'Father' || role === 'Grandfather' || (role === 'Other' && random.chance(0.5));
  // Chinese mothers and grandmothers keep their own surname.
  const ownSurname = role === 'Father' || role === 'Grandfather';
  const firstNames: readonly string[] = family.latin
    ? man
      ? LATIN_FIRST_ADULT_MAN
      : LATIN_FIRST_ADULT_WOMAN
    : man
      ? CHINESE_GIVEN_ADULT_MAN
      : CHINESE_GIVEN_ADULT_WOMAN;
  const first = firstNames.indexOf(random.pick(firstNames));
  const surname = family.latin
    ? role === 'Other'
      ? random.pick(LATIN_LAST)
      : family.surname
    : ownSurname
      ? family.surname
      : random.pick(CHINESE_SURNAMES);
  const nameWith = (given: string) => (family.latin ? `${given} ${surname}` : `${surname}${given}`);
  for (let step = 0; step < firstNames.length; step++) {
    const name = nameWith(firstNames[(first + step) % firstNames.length]!);
    if (!taken.includes(name)) return name;
  }
  return nameWith(firstNames[first]!);
};

const guardianRoles = (random: Random): GuardianRole[] => {
  if (random.chance(0.55)) {
    return [random.weighted<GuardianRole>([['Mother', 60], ['Father', 25], ['Grandmother', 8], ['Grandfather', 4], ['Other', 3]])]; // prettier-ignore
  }
  return random.weighted<GuardianRole[]>([
    [['Mother', 'Father'], 80],
    [['Mother', 'Grandmother'], 10],
    [['Father', 'Grandfather'], 6],
    [['Mother', 'Other'], 4],
  ]);
};

/** A birthday 3 to 14 years before the reference date, most often around 8. */
const birthdayOf = (random: Random): number => {
  const reference = dayNumber(DEMO_REFERENCE_DATE);
  const youngest = reference - Math.ceil(3 * YEAR_DAYS) - 1;
  const oldest = reference - Math.floor(14 * YEAR_DAYS) + 1;
  const spread = (random.next() + random.next()) / 2;
  return Math.round(oldest + spread * (youngest - oldest));
};

const gradeOf = (birthday: string): string => {
  const age = ageOn(birthday, SCHOOL_YEAR_START);
  return age < 6 ? 'Before School' : `Grade ${Math.min(age - 5, 12)}`;
};

const schoolFits = (school: DemoSchool, grade: string): boolean => {
  if (grade === 'Before School') return school.kind === 'kindergarten' || school.kind === 'k12';
  const n = Number(grade.slice('Grade '.length));
  if (school.kind === 'primary') return n <= 6;
  if (school.kind === 'secondary') return n >= 7;
  return school.kind === 'k12';
};

const className = (random: Random, school: DemoSchool, birthday: string, grade: string): string => {
  if (grade === 'Before School') {
    const year = Math.max(0, Math.min(2, ageOn(birthday, SCHOOL_YEAR_START) - 3));
    return school.latin ? `K${year + 1}` : (['小班', '中班', '大班'] as const)[year]!;
  }
  return school.latin ? `Class ${random.pick(['A', 'B', 'C', 'D'])}` : `${random.int(1, 8)}班`;
};

/**
 * The children of one centre, in the order they registered, and their guardians. About one
 * family in ten brings two children, so some guardians have siblings in their care.
 */
export const buildCentreChildren = (
  random: Random,
  centre: DemoCentre,
  coachCount: number,
  takenPhones: Set<string>,
): DemoCentreData => {
  const children: DemoChild[] = [];
  const guardians: DemoGuardian[] = [];
  const usedNames = new Set<string>();
  const schools = DEMO_SCHOOLS.map((school, index) => ({ school, index })).filter((s) => s.school.city === centre.city);

  while (children.length < centre.childCount) {
    const latin = random.chance(centre.latinShare);
    const family: Family = { latin, surname: latin ? random.pick(LATIN_LAST) : random.pick(CHINESE_SURNAMES) };
    const roles = guardianRoles(random);
    const familyNames: string[] = [];
    const guardianIndexes = roles.map((role) => {
      const name = guardianName(random, family, role, familyNames);
      familyNames.push(name);
      guardians.push({ name, phoneNumber: mobileNumber(random, takenPhones) });
      return guardians.length - 1;
    });
    const city = random.chance(0.88) ? centre.city : random.pick(centre.nearbyCities);
    const siblings = children.length + 1 < centre.childCount && random.chance(0.1) ? 2 : 1;
    let firstBirthday: number | null = null;
    for (let s = 0; s < siblings; s++) {
      let day = birthdayOf(random);
      // A sibling is at least a year apart from the first child.
      if (firstBirthday !== null && Math.abs(day - firstBirthday) < YEAR_DAYS) {
        const gap = random.int(Math.ceil(YEAR_DAYS) + 20, Math.round(3.5 * YEAR_DAYS));
        const reference = dayNumber(DEMO_REFERENCE_DATE);
        const younger = firstBirthday + gap;
        day = younger <= reference - 3 * YEAR_DAYS - 1 ? younger : firstBirthday - gap;
      }
      firstBirthday ??= day;
      const birthday = isoOfDay(day);
      const gender = random.weighted<Gender>([['Male', 60], ['Female', 38], ['Unknown', 2]]); // prettier-ignore
      const grade = gradeOf(birthday);
      // Latin-named children go to the bilingual and international schools more often.
      const fitting = schools.filter((s) => schoolFits(s.school, grade));
      const preferred = fitting.filter((s) => s.school.latin === family.latin);
      const pool = preferred.length > 0 && random.chance(0.75) ? preferred : fitting;
      const atSchool = pool.length > 0 && random.chance(0.9);
      const school = atSchool ? random.pick(pool) : null;
      const number = String(children.length + 1).padStart(4, '0');
      children.push({
        name: childName(random, family, gender, usedNames),
        birthday,
        gender,
        outpatientNumber: `${centre.prefix}-2026-${number}`,
        remark: random.chance(1 / 3) ? random.pick(DEMO_REMARKS) : null,
        school: school ? school.index : null,
        gradeName: school ? grade : null,
        className: school ? className(random, school.school, birthday, grade) : null,
        status: random.weighted<SubjectStatus>([['Bind', 90], ['Unbind', 6], ['Logout', 4]]), // prettier-ignore
        dominantHand: random.weighted<string | null>([['Right', 84], ['Left', 11], ['Both', 2], [null, 3]]), // prettier-ignore
        city,
        guardians: guardianIndexes.map((guardian, i) => ({ guardian, role: roles[i]! })),
        coach: random.int(0, coachCount - 1),
      });
    }
  }
  return { children, guardians };
};
