import type { ColumnKind } from '../../shared/ui/columnWidths';

/**
 * The subject list's columns by kind, in order (spec 000 §2): name, clinic number, status,
 * birthday, gender, school, grade, guardians, coaches, remark, check-in, actions.
 */
export const SUBJECT_COLUMN_KINDS: readonly ColumnKind[] = [
  'name',
  'code',
  'status',
  'date',
  'word',
  'text',
  'label',
  'text',
  'text',
  'text',
  'checkIn',
  'actions',
];
