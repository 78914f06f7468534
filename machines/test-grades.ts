// Spec 000 §5 "Add test": Before School, 1 to 12, Not Attending School, as they are stored. One
// list for the database's check (server/platform/db/schema/vrat.ts) and the add-test form.
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
export type TestGrade = (typeof TEST_GRADES)[number];
