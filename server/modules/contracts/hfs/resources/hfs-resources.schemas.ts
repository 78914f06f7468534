import { Type, type Static } from 'typebox';
import { BigintId } from '../../../../platform/schemas';

// Spec 002 §3 "HFS contract resource", §7 resource calls of /api/rocket/tenantContract. Prices are
// yuan with at most two decimals on the wire; a negative price is refused by the service with the
// spec's message (§5 "resource price required, minimum 0"), not by the schema's generic one.

const Id = Type.String({ format: 'uuid' });
const Price = Type.Number();

export const RESOURCE_TYPES = [
  'Assessment',
  'OnlinePlanCourse',
  'OfflinePlanCourse',
  'IdtMusicPlan',
  'Course',
  'TrainingPlanV2',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

// Spec 002 §3: TrainingPlanV2 classes, each priced for the App and the Web.
export const CLASS_KINDS = ['OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix'] as const;
export const PLATFORMS = ['App', 'Web'] as const;

export const ContractParams = Type.Object({ contractId: Id });
export const ResourceListQuery = Type.Object({
  type: Type.Optional(Type.Enum(RESOURCE_TYPES)),
  SkipCount: Type.Integer({ minimum: 0, default: 0 }),
  MaxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 999 }),
});
export type ResourceListQuery = Static<typeof ResourceListQuery>;

const BuyPriceRecord = Type.Object({
  time: Type.String(),
  price: Type.Number(),
  operateName: Type.String(),
  resourceType: Type.Union([Type.String(), Type.Null()]),
  platform: Type.Union([Type.String(), Type.Null()]),
});
const ClassPrice = Type.Object({
  id: Type.String(),
  price: Type.Number(),
  resourceType: Type.Enum(CLASS_KINDS),
  platform: Type.Enum(PLATFORMS),
});

/** One resource of a contract; a TrainingPlanV2 plan is one item with its class prices. */
export const ContractResource = Type.Object({
  id: Type.String(),
  contractId: Type.String(),
  resourceId: Type.String(),
  resourceName: Type.String(),
  type: Type.Enum(RESOURCE_TYPES),
  price: Type.Union([Type.Number(), Type.Null()]),
  isInContract: Type.Boolean(),
  prices: Type.Array(ClassPrice),
  buyPriceRecords: Type.Array(BuyPriceRecord),
});
export type ContractResource = Static<typeof ContractResource>;
export const ContractResourcePage = Type.Object({
  items: Type.Array(ContractResource),
  totalCount: Type.Integer(),
  // Spec 002 §6: whether this caller may change this contract's prices (drives the console).
  mayEditPrices: Type.Boolean(),
});

const NewResource = Type.Object({ resourceId: Type.String({ minLength: 1, maxLength: 100 }), price: Price });
/** POST assessmentResource, courseResource, idtMusicPlanResource; planResource also names the plan type. */
export const AddResourcesBody = Type.Object({
  contractId: Id,
  type: Type.Optional(Type.Union([Type.Literal('OnlinePlanCourse'), Type.Literal('OfflinePlanCourse')])),
  resources: Type.Array(NewResource, { minItems: 1, maxItems: 200 }),
});
export type AddResourcesBody = Static<typeof AddResourcesBody>;

const PriceInput = Type.Object({ price: Price, resourceType: Type.Enum(CLASS_KINDS), platform: Type.Enum(PLATFORMS) });
export type ClassPriceInput = Static<typeof PriceInput>;
/** POST planV2Resource: each chosen plan gets the same class prices; PUT: one plan's new prices. */
export const AddPlanV2Body = Type.Object({
  contractId: Id,
  resourceIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 200 }),
  prices: Type.Array(PriceInput, { minItems: 1, maxItems: 12 }),
});
export type AddPlanV2Body = Static<typeof AddPlanV2Body>;
export const EditPlanV2Body = Type.Object({
  contractId: Id,
  resourceId: Type.String({ minLength: 1, maxLength: 100 }),
  prices: Type.Array(PriceInput, { minItems: 1, maxItems: 12 }),
});
export type EditPlanV2Body = Static<typeof EditPlanV2Body>;

/** PUT resource: one row's new price. */
export const EditResourceBody = Type.Object({ id: Id, price: Price });
export type EditResourceBody = Static<typeof EditResourceBody>;

/** PUT resourceBatch (spec 002 §7 flat price update): a resources list of contractId, price, id. */
export const ResourceBatchBody = Type.Object({
  resources: Type.Array(Type.Object({ contractId: Id, price: Price, id: Id }), { minItems: 1, maxItems: 500 }),
});
export type ResourceBatchBody = Static<typeof ResourceBatchBody>;

export const DeleteResourceQuery = Type.Object({ id: Id });

/** POST …/prepareForAdd: what the catalogue still offers this contract. */
export const PrepareBody = Type.Object({
  contractId: Id,
  type: Type.Optional(Type.Union([Type.Literal('OnlinePlanCourse'), Type.Literal('OfflinePlanCourse')])),
  filter: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PrepareBody = Static<typeof PrepareBody>;
export const Addable = Type.Object({
  resourceId: Type.String(),
  name: Type.String(),
  displayName: Type.String(),
  lessonCount: Type.Union([Type.Integer(), Type.Null()]),
});
export const AddableList = Type.Object({ items: Type.Array(Addable) });

export const RechargeCeiling = Type.Object({
  /** Spec 002 §5: floor(parent balance / buying price) × minimum selling price; null when it does not apply. */
  ceiling: Type.Union([Type.Number(), Type.Null()]),
  parentBalance: Type.Union([Type.Number(), Type.Null()]),
  buyingPrice: Type.Union([Type.Number(), Type.Null()]),
  minSellingPrice: Type.Union([Type.Number(), Type.Null()]),
});

export const RecordIdParams = Type.Object({ id: BigintId });
