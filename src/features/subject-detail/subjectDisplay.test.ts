import { describe, expect, it } from 'vitest';
import { subjectDisplay, subjectTitle } from './subjectDisplay';

const having = (...features: string[]) => subjectDisplay({ tenantHas: (f) => features.includes(f) });
const child = { name: '王小明', outpatientNumber: 'SR-2026-0001' };

describe('subject display rules (spec 000 §6)', () => {
  it('titles the card with the name, or the outpatient number when only that is shown', () => {
    expect(subjectTitle(having('subject1.name', 'subject1.medicalNumber'), child)).toEqual({
      field: 'name',
      text: '王小明',
    });
    expect(subjectTitle(having('subject1.medicalNumber'), child)).toEqual({
      field: 'outpatientNumber',
      text: 'SR-2026-0001',
    });
  });

  it('puts the outpatient number first when it alone is required', () => {
    const numberRequired = having('subject1.name', 'subject1.medicalNumber', 'subject1.medicalNumber1.isRequired');
    expect(subjectTitle(numberRequired, child)?.field).toBe('outpatientNumber');
    const bothRequired = having(
      'subject1.name',
      'subject1.medicalNumber',
      'subject1.medicalNumber1.isRequired',
      'subject1.name1.isRequired',
    );
    expect(subjectTitle(bothRequired, child)?.field).toBe('name');
  });

  it('falls back to the other shown field when the first is empty, and to nothing when none is shown', () => {
    expect(subjectTitle(having('subject1.name', 'subject1.medicalNumber'), { ...child, name: ' ' })?.field).toBe(
      'outpatientNumber',
    );
    expect(subjectTitle(having(), child)).toBeNull();
  });

  it('shows note, school, grade and guardians only with their permissions', () => {
    expect(having()).toEqual(
      expect.objectContaining({ note: false, school: false, grade: false, guardian: false, name: false }),
    );
    expect(having('subject1.note', 'subject1.school', 'subject1.grade', 'guardian')).toEqual(
      expect.objectContaining({ note: true, school: true, grade: true, guardian: true }),
    );
  });
});
