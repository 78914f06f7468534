import { describe, expect, it } from 'vitest';
import type { GroupChildFieldsFragment } from '../../generated/graphql';
import { matching, transferSides } from './transferList';

const child = (id: string, name: string, outpatientNumber: string | null = null): GroupChildFieldsFragment => ({
  id,
  name,
  outpatientNumber,
  birthDay: '2017-05-01',
  gender: 'Male',
  status: 'Bind',
  ageStage: 'GradeOrTeenSchool',
});

describe('the manage-children transfer list', () => {
  const ann = child('a', 'Ann Lee', 'MZ-001');
  const bo = child('b', '王博');
  const cy = child('c', 'Cy Ray');

  it('finds children by part of the name or the outpatient number, ignoring case', () => {
    expect(matching([ann, bo, cy], 'lee')).toEqual([ann]);
    expect(matching([ann, bo, cy], 'mz-0')).toEqual([ann]);
    expect(matching([ann, bo, cy], '博')).toEqual([bo]);
    expect(matching([ann, bo, cy], '  ')).toEqual([ann, bo, cy]);
  });

  it('moves the chosen children to the class side, keeping a member who is no longer a candidate', () => {
    const gone = child('g', 'Gone Away');
    const sides = transferSides([ann, bo, cy], [gone], ['g', 'b']);
    expect(sides.available).toEqual([ann, cy]);
    expect(sides.selected).toEqual([gone, bo]);
  });
});
