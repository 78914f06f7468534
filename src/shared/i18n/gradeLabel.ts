import type { TFunction } from 'i18next';

// Grades as stored (spec 000 §5 "Add test"): 'Before School', 'Grade 1' … 'Grade 12',
// 'Not Attending School'. Anything else is shown as it was entered.
export const gradeLabel = (t: TFunction, grade: string): string => {
  if (grade === 'Before School') return t('common:grade.before-school');
  if (grade === 'Not Attending School') return t('common:grade.not-attending-school');
  const numbered = /^Grade (\d{1,2})$/.exec(grade);
  const n = Number(numbered?.[1]);
  return n >= 1 && n <= 12 ? t(`common:grade.grade-${n}`) : grade;
};
