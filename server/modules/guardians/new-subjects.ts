import { AppError } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { NS } from './guardian-access';
import type { SubjectRow } from './guardians.repository';
import type { NewSubject } from './guardians.schemas';
import { isPhoneNumber } from '../../platform/patterns';

/** A refusal that points at the field, so the form can mark it. */
const invalid = (code: string, key: string, member: string, params: Record<string, string | number> = {}) =>
  new AppError(400, code, `${NS}${key}`, params, (t) => ({
    validationErrors: [{ message: t(`${NS}${key}`, params), members: [member] }],
  }));

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

const DAY_MS = 24 * 3_600_000;

/** YYYY-MM-DD from the request's date (a longer ISO date-time is cut to its day), or null. */
const parseDay = (value: string): string | null => {
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return null;
  return parsed.getUTCFullYear() < 1900 ? null : day;
};

/**
 * Spec 000 §5 "Add subject", for the children a guardian registers: birthday required and not in
 * the future, gender default Male, name and clinic number required when the centre's
 * subject1.*.isRequired front permissions say so, remark optional.
 */
export const toSubjectRows = (
  ctx: RequestContext,
  tenantId: string,
  subjects: readonly NewSubject[],
  now: Date,
): SubjectRow[] =>
  subjects.map((subject, i) => {
    const name = subject.name?.trim() ?? '';
    if (!name && ctx.features.has('subject1.name1.isRequired')) {
      throw invalid('Business:SubjectNameRequired', 'subject.name-required', `subjects[${i}].name`);
    }
    const outpatientNumber = blankToNull(subject.outpatientNumber);
    if (!outpatientNumber && ctx.features.has('subject1.medicalNumber1.isRequired')) {
      throw invalid(
        'Business:SubjectOutpatientNumberRequired',
        'subject.outpatient-number-required',
        `subjects[${i}].outpatientNumber`,
      );
    }
    const birthday = parseDay(subject.birthDay);
    if (!birthday) throw invalid('Business:BirthdayInvalid', 'subject.birthday-invalid', `subjects[${i}].birthDay`);
    // A day ahead of UTC's date is still "today" somewhere (Asia's morning is UTC's evening).
    if (new Date(`${birthday}T00:00:00Z`).getTime() > now.getTime() + DAY_MS) {
      throw invalid('Business:BirthdayInFuture', 'subject.birthday-future', `subjects[${i}].birthDay`);
    }
    return {
      tenantId,
      name,
      birthday,
      gender: subject.gender ?? 'Male',
      outpatientNumber,
      remark: blankToNull(subject.remark),
    };
  });

/** Spec 000 §9 phone prefixes; a Chinese mobile number is 11 digits starting with 1. */
export const checkPhone = (countryCode: string, phoneNumber: string): string => {
  const digits = phoneNumber.trim();
  const valid = isPhoneNumber(countryCode, digits, 5);
  if (!valid) throw invalid('Business:PhoneNumberInvalid', 'guardian.phone-invalid', 'phoneNumber');
  return digits;
};

export const checkGuardianName = (name: string): string => {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('Business:GuardianNameRequired', 'guardian.name-required', 'name');
  return trimmed;
};
