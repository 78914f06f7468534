import { describe, expect, it } from 'vitest';
import { capacityOf, EMPTY_GROUP, groupProblems, inputOf, stageKey, typeFits, typeKey } from './groupForm';

describe('the class form', () => {
  it('requires a name and an age stage', () => {
    expect(groupProblems(EMPTY_GROUP)).toEqual({ name: 'required', ageStage: 'required' });
    expect(groupProblems({ ...EMPTY_GROUP, name: ' Pair ', ageStage: 'PreSchool' })).toEqual({});
  });

  it('sends N as the capacity of a OneToN group and the chosen one for a Class', () => {
    expect(capacityOf({ type: 'OneToThree', capacity: 6 })).toBe(3);
    expect(capacityOf({ type: 'Class', capacity: 4 })).toBe(4);
    expect(inputOf({ name: ' Pair ', type: 'OneToTwo', ageStage: 'PreSchool', capacity: 6 }, 'PreSchool')).toEqual({
      name: 'Pair',
      type: 'OneToTwo',
      ageStage: 'PreSchool',
      capacity: 2,
    });
  });

  it('does not offer a type too small for the children a class already has', () => {
    expect(typeFits('OneToOne', 0)).toBe(true);
    expect(typeFits('OneToOne', 2)).toBe(false);
    expect(typeFits('OneToTwo', 2)).toBe(true);
    expect(typeFits('Class', 6)).toBe(true);
  });
});

describe('catalogue keys', () => {
  it('names types and stages in kebab case', () => {
    expect(typeKey('OneToTwo')).toBe('types.one-to-two');
    expect(typeKey('Class')).toBe('types.class');
    expect(stageKey('GradeOrTeenSchool')).toBe('age-stages.grade-or-teen-school');
  });
});
