import type { TFunction } from 'i18next';
import { formatDate, formatTime } from '../../shared/i18n/formatDate';

// Spec 000 §5 "Add test": Before School, 1 to 12, Not Attending School (as the server stores them).
export const TEST_GRADES = [
  'BeforeSchool',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  'NotAttendingSchool',
] as const;

/** A test grade in the interface language (the labels are common:grade.*). */
export const testGradeLabel = (t: TFunction, grade: string): string => {
  if (grade === 'BeforeSchool') return t('common:grade.before-school');
  if (grade === 'NotAttendingSchool') return t('common:grade.not-attending-school');
  const n = Number(grade);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? t(`common:grade.grade-${n}`) : grade;
};

export const VRAT_LIST_ROUTE = '/system/center/menu/statistic/vratList';
export const LOCATION_ROUTE = '/system/center/menu/manage/location';

/** Spec 000 §1: the date as the language writes it (YYYY/MM/DD or DD/MM/YYYY), then HH:mm. */
export const formatDateAndTime = (iso: string, language: string) => `${formatDate(iso, language)} ${formatTime(iso)}`;
