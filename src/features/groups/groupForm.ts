import { fixedCapacityOf, selectionLimitOf } from '../../../machines/group-selection';
import type { GroupAgeStage, GroupFieldsFragment, GroupInput, GroupType } from '../../generated/graphql';

export const GROUP_TYPES: readonly GroupType[] = [
  'OneToOne',
  'OneToTwo',
  'OneToThree',
  'OneToFour',
  'OneToFive',
  'OneToSix',
  'Class',
];
export const AGE_STAGES: readonly GroupAgeStage[] = ['PreSchool', 'GradeOrTeenSchool'];

/** The catalogue key of a type or stage: OneToTwo is types.one-to-two, PreSchool age-stages.pre-school. */
const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
export const typeKey = (type: GroupType) => `types.${kebab(type)}`;
export const stageKey = (stage: GroupAgeStage) => `age-stages.${kebab(stage)}`;

/** Spec 001 §9: class capacity 1 to 6. */
export const CAPACITIES = [1, 2, 3, 4, 5, 6] as const;
const LARGEST_CAPACITY = 6;

export type GroupFormValues = {
  name: string;
  type: GroupType;
  /** '' until chosen: the stage is required and has no sensible default. */
  ageStage: GroupAgeStage | '';
  /** What a Class holds; a OneToN group holds N whatever this says. */
  capacity: number;
};

export const EMPTY_GROUP: GroupFormValues = { name: '', type: 'OneToOne', ageStage: '', capacity: 6 };

export const formValuesOf = (group: GroupFieldsFragment): GroupFormValues => ({
  name: group.name,
  type: group.type,
  ageStage: group.ageStage,
  capacity: group.capacity,
});

/** The capacity the group will have: N for OneToN, the chosen one for a Class. */
export const capacityOf = (values: Pick<GroupFormValues, 'type' | 'capacity'>): number =>
  fixedCapacityOf(values.type) ?? values.capacity;

/**
 * Spec 001 §5: when editing, the group cannot hold fewer than the children it has (at least 1),
 * so types and capacities below that are not offered.
 */
export const minimumCapacity = (memberCount: number): number => Math.max(1, memberCount);
export const typeFits = (type: GroupType, memberCount: number): boolean =>
  selectionLimitOf({ type, capacity: fixedCapacityOf(type) ?? LARGEST_CAPACITY }) >= minimumCapacity(memberCount);

export const groupProblems = (values: GroupFormValues): { name?: 'required'; ageStage?: 'required' } => ({
  ...(values.name.trim() === '' ? { name: 'required' as const } : {}),
  ...(values.ageStage === '' ? { ageStage: 'required' as const } : {}),
});

/** What the form sends; call it once groupProblems found nothing. */
export const inputOf = (values: GroupFormValues, ageStage: GroupAgeStage): GroupInput => ({
  name: values.name.trim(),
  type: values.type,
  ageStage,
  capacity: capacityOf(values),
});
