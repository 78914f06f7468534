import { PATHS } from '../../shared/routes/paths';
import type { TFunction } from 'i18next';

export { TEST_GRADES } from '../../../machines/test-grades';

/** A test grade in the interface language (the labels are common:grade.*). */
export const testGradeLabel = (t: TFunction, grade: string): string => {
  if (grade === 'BeforeSchool') return t('common:grade.before-school');
  if (grade === 'NotAttendingSchool') return t('common:grade.not-attending-school');
  const n = Number(grade);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? t(`common:grade.grade-${n}`) : grade;
};

export const VRAT_LIST_ROUTE = PATHS.vratList;
export const LOCATION_ROUTE = PATHS.testLocations;
