import type { Permissions } from '../../shared/auth/usePermissions';

type Access = Pick<Permissions, 'tenantHas'>;

/** Which parts of a child's record this centre shows (spec 000 §6 "Display of subject info"). */
export type SubjectDisplay = {
  name: boolean;
  outpatientNumber: boolean;
  /** The card's title: the required one of name and outpatient number first. */
  titleOrder: readonly ('name' | 'outpatientNumber')[];
  note: boolean;
  school: boolean;
  /** Grade, and the class within it. */
  grade: boolean;
  guardian: boolean;
};

export const subjectDisplay = (access: Access): SubjectDisplay => {
  const name = access.tenantHas('subject1.name');
  const outpatientNumber = access.tenantHas('subject1.medicalNumber');
  const numberFirst =
    access.tenantHas('subject1.medicalNumber1.isRequired') && !access.tenantHas('subject1.name1.isRequired');
  const order = numberFirst ? (['outpatientNumber', 'name'] as const) : (['name', 'outpatientNumber'] as const);
  return {
    name,
    outpatientNumber,
    titleOrder: order.filter((field) => (field === 'name' ? name : outpatientNumber)),
    note: access.tenantHas('subject1.note'),
    school: access.tenantHas('subject1.school'),
    grade: access.tenantHas('subject1.grade'),
    guardian: access.tenantHas('guardian'),
  };
};

/** The title of a child's card: the first shown of name and outpatient number that has a value. */
export const subjectTitle = (
  display: SubjectDisplay,
  subject: { name: string; outpatientNumber?: string | null | undefined },
): { field: 'name' | 'outpatientNumber'; text: string } | null => {
  for (const field of display.titleOrder) {
    const text = (field === 'name' ? subject.name : subject.outpatientNumber)?.trim();
    if (text) return { field, text };
  }
  return null;
};
