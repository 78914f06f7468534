import { Type, type Static } from 'typebox';
import { CONTRACT_STATES, RemindContacts, RemindContactsResponse } from '../hfs/hfs-contract.schemas';
import { Yuan } from '../../../platform/money';

// Spec 002 §3 "VRAT contract", §7 "VRAT contracts" (/api/vrclassroom/tenantContract). The spec
// writes the fields capitalised (Id, TenantId, …); like every other module here, the wire uses
// their camelCase form. Money is yuan with at most two decimals, dates ISO days.

const Id = Type.String({ format: 'uuid' });
const IsoDay = Type.String({ format: 'date' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Remark = Type.String({ maxLength: 500, default: '' });
/** Spec 002 §5: the unit price is required and > 0 (the service refuses 0 with its own message). */
const UnitPrice = Yuan;

export const VratIdQuery = Type.Object({ id: Id });
export const VratIdParams = Type.Object({ id: Id });
export const VratTenantParams = Type.Object({ tenantId: Id });
export const VratParentMoneyQuery = Type.Object({ tenantId: Id, contractId: Type.Optional(Id) });
export type VratParentMoneyQuery = Static<typeof VratParentMoneyQuery>;

export const VratContractBody = Type.Object({
  tenantId: Id,
  startTime: IsoDay,
  endTime: IsoDay,
  unitPrice: UnitPrice,
  remark: Remark,
});
export type VratContractBody = Static<typeof VratContractBody>;

export const VratContractEditBody = Type.Object({
  id: Id,
  startTime: IsoDay,
  endTime: IsoDay,
  unitPrice: UnitPrice,
  remark: Remark,
});
export type VratContractEditBody = Static<typeof VratContractEditBody>;

export const VratUnitPriceBody = Type.Object({ id: Id, unitPrice: UnitPrice });
export type VratUnitPriceBody = Static<typeof VratUnitPriceBody>;

export const VratRenewalBody = Type.Object({ contractId: Id, endTime: IsoDay });
export type VratRenewalBody = Static<typeof VratRenewalBody>;

/** Spec 002 §5: a negative money, or isRecharge false, deducts; free times move with the money. */
export const VratRechargeBody = Type.Object({
  contractId: Id,
  money: Type.Number(),
  isRecharge: Type.Boolean({ default: true }),
  freeTimes: Type.Integer({ minimum: 0, default: 0 }),
  /** Who is told of this recharge or deduction (spec 002 §7). */
  remindContacts: RemindContacts,
  remark: Remark,
});
export type VratRechargeBody = Static<typeof VratRechargeBody>;

export const VratListBody = Type.Object({
  tenantId: Id,
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 10 }),
  contractStates: Type.Array(Type.Enum(CONTRACT_STATES), { default: [], maxItems: 5 }),
});
export type VratListBody = Static<typeof VratListBody>;

export const VratOperateRecord = Type.Object({
  id: Type.String(),
  creationTime: Type.String(),
  endTime: Nullable(Type.String()),
  operateName: Type.String(),
  operateType: Type.String(),
  unitPrice: Nullable(Type.Number()),
});

export const VratMoneyRecord = Type.Object({
  id: Type.String(),
  /** Signed: a deduction is negative. */
  money: Type.Number(),
  freeTimes: Type.Integer(),
  remark: Type.String(),
  creationTime: Type.String(),
});

export const VratContractItem = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  parentContractId: Nullable(Type.String()),
  startTime: Type.String(),
  endTime: Type.String(),
  state: Type.Enum(CONTRACT_STATES),
  status: Type.Union([Type.Literal('NotEnable'), Type.Literal('Enabled'), Type.Literal('Deactivate')]),
  /** What the contract was given: recharges less deductions. */
  amount: Type.Number(),
  /** Only in answers to Admin (spec 002 §6). */
  balance: Nullable(Type.Number()),
  consumeAmount: Type.Number(),
  cumulativeAllocation: Type.Number(),
  unitPrice: Nullable(Type.Number()),
  buyPrice: Nullable(Type.Number()),
  setSellingPrice: Type.Boolean(),
  freeTimes: Type.Integer(),
  cumulativeAllocationFreeTimes: Type.Integer(),
  remark: Type.String(),
  /** Only in answers to Admin (spec 002 §6). */
  stopTime: Nullable(Type.String()),
  creationTime: Type.String(),
});
export type VratContractItem = Static<typeof VratContractItem>;

export const VratContractDetail = Type.Object({
  ...VratContractItem.properties,
  operateRecords: Type.Array(VratOperateRecord),
  records: Type.Array(VratMoneyRecord),
});

export const VratCallerInfo = Type.Object({
  profile: Type.String(),
  manages: Type.Boolean(),
  priceLabel: Type.String(),
  seesBalanceAndStopTime: Type.Boolean(),
  needsVerification: Type.Boolean(),
  mayChangeUnitPrice: Type.Boolean(),
  /** Spec 002 §6: the system-notice reminder contact is for CenterAdmin or Admin. */
  mayUseSystemNotice: Type.Boolean(),
});
export type VratCallerInfo = Static<typeof VratCallerInfo>;

export const VratListResponse = Type.Object({
  items: Type.Array(VratContractItem),
  totalCount: Type.Integer(),
  today: Type.String(),
  caller: VratCallerInfo,
  tenantName: Type.String(),
  hasParentTenant: Type.Boolean(),
});

export const VratDeleteResponse = Type.Object({
  id: Type.String(),
  returnedAmount: Type.Number(),
  returnedFreeTimes: Type.Integer(),
});

const ParentLatestContract = Nullable(
  Type.Object({
    id: Type.String(),
    amount: Type.Number(),
    balance: Type.Number(),
    freeTimes: Type.Integer(),
    unitPrice: Nullable(Type.Number()),
    endTime: Type.String(),
  }),
);

export const VratParentMoneyResponse = Type.Object({
  required: Type.Boolean(),
  parentLatestContract: ParentLatestContract,
  /** Spec 002 §5: floor(parent amount / buy price) × selling price, for the given contract; null without one. */
  rechargeMaximum: Nullable(Type.Number()),
});

export const VratBalanceSummary = Type.Object({
  /** Only for the balance-view profile (spec 002 §6), like balanceEqualTimes. */
  balance: Nullable(Type.Number()),
  cumulativeConsumption: Type.Number(),
  cumulativeRecharge: Type.Number(),
  /** Money left on stopped contracts. */
  deactivateBalance: Type.Number(),
  currentEndTime: Nullable(Type.String()),
  /** floor(balance / unit price) over the Active contracts. */
  balanceEqualTimes: Nullable(Type.Integer()),
  parentLatestContract: ParentLatestContract,
});

export const VratKeyIndicator = Type.Object({
  /** The reminder applies: the tests left or the money left are below the tenant's VRAT reminder. */
  show: Type.Boolean(),
  /** Days left on the latest Active contract; null without one. */
  days: Nullable(Type.Integer()),
  /** Tests left: floor(balance / unit price) + free times over the Active contracts; null without one. */
  times: Nullable(Type.Integer()),
  reminderTimes: Type.Integer(),
  reminderAmount: Type.Number(),
});

export const VratReminder = Type.Object({
  /** -20 means off (spec 002 §9). */
  reminderTimes: Type.Integer(),
  reminderAmount: Type.Number(),
  /** The amount reminder is on (PUT vratReminderAmountSwitch); its amount is kept while off. */
  reminderAmountOn: Type.Boolean(),
  /** Spec 002 §3 ReminderTimesNextAllowTime: the last times reminder + 15 days; null when none was sent. */
  reminderTimesNextAllowTime: Nullable(Type.String()),
  /** Spec 002 §3 "Reminder contact": who the tenant's VRAT reminders and recharge notices go to. */
  contacts: RemindContactsResponse.properties.contacts,
  caller: VratCallerInfo,
});

export const VRAT_REMINDER_OFF = -20;
export const VRAT_REMINDER_DEFAULT = 20;

export const VratReminderTimesBody = Type.Object({
  tenantId: Id,
  /** At least 1, or -20 to switch the reminder off. */
  reminderTimes: Type.Integer(),
});
export type VratReminderTimesBody = Static<typeof VratReminderTimesBody>;

export const VratReminderAmountBody = Type.Object({ tenantId: Id, reminderAmount: Yuan });
export type VratReminderAmountBody = Static<typeof VratReminderAmountBody>;

/** Spec 002 §7 PUT /api/business/tenant/vratContractReminderTimesSwitch: on is the default 20, off -20. */
export const VratReminderTimesSwitchBody = Type.Object({ tenantId: Id, isOpen: Type.Boolean() });
export type VratReminderTimesSwitchBody = Static<typeof VratReminderTimesSwitchBody>;

/** Spec 002 §7 PUT /api/business/tenant/vratReminderAmountSwitch. */
export const VratReminderAmountSwitchBody = Type.Object({ tenantId: Id, isOpen: Type.Boolean() });
export type VratReminderAmountSwitchBody = Static<typeof VratReminderAmountSwitchBody>;
