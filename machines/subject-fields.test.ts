import { describe, expect, it } from 'vitest';
import { EMPTY_SUBJECT, keptSubjectValues, subjectFieldRules, subjectProblems } from './subject-fields';

const rulesOf = (...names: string[]) => subjectFieldRules((name) => names.includes(name));
const TODAY = '2026-11-21';

describe('subject fields by front permission', () => {
  it('shows each field only with its permission, and requires it only with its isRequired flag', () => {
    expect(rulesOf()).toEqual({
      outpatientNumber: { visible: false, required: false },
      name: { visible: false, required: false, random: false },
      remark: { visible: false },
    });
    expect(
      rulesOf(
        'subject1.name',
        'subject1.name1.isRequired',
        'subject1.medicalNumber',
        'subject1.medicalNumber1.isRequired',
        'subject1.note',
      ),
    ).toEqual({
      outpatientNumber: { visible: true, required: true },
      name: { visible: true, required: true, random: false },
      remark: { visible: true },
    });
    // A required flag without the field itself cannot be met, so it does not apply.
    expect(rulesOf('subject1.medicalNumber1.isRequired').outpatientNumber).toEqual({ visible: false, required: false });
  });

  it('hides the name behind the random generator, which always fills it', () => {
    expect(rulesOf('subject1.name', 'subject1.name1.random').name).toEqual({
      visible: false,
      required: true,
      random: true,
    });
  });

  it('requires a real birthday that is not in the future', () => {
    const rules = rulesOf();
    expect(subjectProblems({ ...EMPTY_SUBJECT }, rules, TODAY)).toEqual({ birthDay: 'birthday-required' });
    expect(subjectProblems({ ...EMPTY_SUBJECT, birthDay: '2019-02-30' }, rules, TODAY)).toEqual({
      birthDay: 'birthday-invalid',
    });
    expect(subjectProblems({ ...EMPTY_SUBJECT, birthDay: '2026-11-22' }, rules, TODAY)).toEqual({
      birthDay: 'birthday-in-future',
    });
    expect(subjectProblems({ ...EMPTY_SUBJECT, birthDay: TODAY }, rules, TODAY)).toEqual({});
  });

  it('names the missing required fields, blank counting as missing', () => {
    const rules = rulesOf(
      'subject1.name',
      'subject1.name1.isRequired',
      'subject1.medicalNumber',
      'subject1.medicalNumber1.isRequired',
    );
    expect(subjectProblems({ ...EMPTY_SUBJECT, name: '  ', birthDay: '2019-01-01' }, rules, TODAY)).toEqual({
      name: 'name-required',
      outpatientNumber: 'outpatient-number-required',
    });
  });

  it('keeps only what the visible fields hold, trimmed, blank as null', () => {
    const values = {
      name: ' Lily ',
      birthDay: '2019-01-01',
      gender: 'Female' as const,
      outpatientNumber: ' ',
      remark: ' r ',
    };
    expect(keptSubjectValues(values, rulesOf('subject1.name', 'subject1.medicalNumber', 'subject1.note'))).toEqual({
      name: 'Lily',
      birthDay: '2019-01-01',
      gender: 'Female',
      outpatientNumber: null,
      remark: 'r',
    });
    expect(keptSubjectValues(values, rulesOf())).toEqual({
      name: '',
      birthDay: '2019-01-01',
      gender: 'Female',
      outpatientNumber: null,
      remark: null,
    });
  });
});
