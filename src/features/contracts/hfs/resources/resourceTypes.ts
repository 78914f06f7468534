import type { HfsClassKind, HfsPlatform, HfsResourceType } from '../../../../generated/graphql';

// Spec 002 §3 "HFS contract resource": the tabs, in the spec's order, and the class plans' prices.
export const RESOURCE_TABS: readonly HfsResourceType[] = [
  'Assessment',
  'OnlinePlanCourse',
  'OfflinePlanCourse',
  'IdtMusicPlan',
  'Course',
  'TrainingPlanV2',
];

export const CLASS_KINDS: readonly HfsClassKind[] = [
  'OneToOne',
  'OneToTwo',
  'OneToThree',
  'OneToFour',
  'OneToFive',
  'OneToSix',
];
export const PLATFORMS: readonly HfsPlatform[] = ['App', 'Web'];

export type ClassPriceTexts = Record<`${HfsClassKind}|${HfsPlatform}`, string>;
export const priceKey = (kind: HfsClassKind, platform: HfsPlatform) => `${kind}|${platform}` as const;

/** Every class kind and platform, each with its price text ('' when none yet). */
export const classPriceTexts = (
  prices: readonly { resourceType: HfsClassKind; platform: HfsPlatform; price: number }[] = [],
): ClassPriceTexts => {
  const texts = {} as ClassPriceTexts;
  for (const kind of CLASS_KINDS) for (const platform of PLATFORMS) texts[priceKey(kind, platform)] = '';
  for (const p of prices) texts[priceKey(p.resourceType, p.platform)] = String(p.price);
  return texts;
};
