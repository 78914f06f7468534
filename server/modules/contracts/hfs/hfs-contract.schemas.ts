import { Type, type Static } from 'typebox';
import { USAGE_KINDS } from '../../../platform/db/schema/index';
import { BigintId } from '../../../platform/schemas';
import { Yuan } from '../../../platform/money';

// Spec 002 §3 "HFS contract", §7 "HFS contracts" (/api/rocket/tenantContract). Money is yuan with
// at most two decimals on the wire (money.ts), dates are ISO days in the tenant's calendar.

const Id = Type.String({ format: 'uuid' });
const IsoDay = Type.String({ format: 'date' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CONTRACT_STATES = ['NotEnable', 'NotActive', 'Active', 'Deactivate', 'Expired'] as const;
const State = Type.Enum(CONTRACT_STATES);
const Status = Type.Union([Type.Literal('NotEnable'), Type.Literal('Enabled'), Type.Literal('Deactivate')]);

export const IdParams = Type.Object({ id: Id });
export const TenantParams = Type.Object({ tenantId: Id });
export const TenantQuery = Type.Object({ tenantId: Id });

export const HfsContractBody = Type.Object({
  tenantId: Id,
  startTime: IsoDay,
  endTime: IsoDay,
  remark: Type.String({ maxLength: 500, default: '' }),
  reminderAmount: Type.Optional(Yuan),
  setSellingPrice: Type.Boolean({ default: false }),
  minSellPrice: Type.Optional(Nullable(Type.Number())),
});
export type HfsContractBody = Static<typeof HfsContractBody>;

export const HfsContractEditBody = Type.Object({
  startTime: IsoDay,
  endTime: IsoDay,
  remark: Type.String({ maxLength: 500, default: '' }),
  reminderAmount: Type.Optional(Yuan),
});
export type HfsContractEditBody = Static<typeof HfsContractEditBody>;

/** Spec 002 §7: TenantId, SkipCount, MaxResultCount and a contractStates filter (comma separated). */
export const HfsContractListQuery = Type.Object({
  TenantId: Id,
  SkipCount: Type.Integer({ minimum: 0, default: 0 }),
  MaxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 10 }),
  contractStates: Type.Optional(Type.String({ maxLength: 100 })),
});
export type HfsContractListQuery = Static<typeof HfsContractListQuery>;

export const HfsContractItem = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  parentContractId: Nullable(Type.String()),
  startTime: Type.String(),
  endTime: Type.String(),
  /** What the contract was given: recharges less deductions. */
  amount: Type.Number(),
  /** Only in answers to Admin (spec 002 §6). */
  balance: Nullable(Type.Number()),
  recharge: Type.Number(),
  consumeAmount: Type.Number(),
  cumulativeAllocation: Type.Number(),
  remark: Type.String(),
  reminderAmount: Nullable(Type.Number()),
  setSellingPrice: Type.Boolean(),
  minSellPrice: Nullable(Type.Number()),
  state: State,
  /** What is stored; with the dates and `today` of the list it gives the machine's context. */
  status: Status,
  /** Only in answers to Admin (spec 002 §6). */
  stopTime: Nullable(Type.String()),
  creationTime: Type.String(),
});
export type HfsContractItem = Static<typeof HfsContractItem>;

/** What the caller may do on this tenant's contracts (spec 002 §6), so the console offers no more. */
export const HfsCallerInfo = Type.Object({
  profile: Type.String(),
  manages: Type.Boolean(),
  priceLabel: Type.String(),
  seesBalanceAndStopTime: Type.Boolean(),
  mayDeduct: Type.Boolean(),
  needsVerification: Type.Boolean(),
  mayUseSystemNotice: Type.Boolean(),
});
export type HfsCallerInfo = Static<typeof HfsCallerInfo>;

export const HfsContractListResponse = Type.Object({
  items: Type.Array(HfsContractItem),
  totalCount: Type.Integer(),
  /** The tenant's calendar day the states were read on. */
  today: Type.String(),
  caller: HfsCallerInfo,
  tenantName: Type.String(),
  hasParentTenant: Type.Boolean(),
});

export const RenewalBody = Type.Object({ contractId: Id, EndTime: IsoDay });
export type RenewalBody = Static<typeof RenewalBody>;

/** Spec 002 §7 remindContacts: who is told of this recharge or deduction (systemNotice: a user id). */
export const RemindContacts = Type.Array(
  Type.Object({
    messageType: Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('systemNotice')]),
    contact: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  { maxItems: 50, default: [] },
);

export const RechargeBody = Type.Object({
  contractId: Id,
  money: Yuan,
  isRecharge: Type.Boolean(),
  remark: Type.String({ maxLength: 500, default: '' }),
  remindContacts: RemindContacts,
});
export type RechargeBody = Static<typeof RechargeBody>;

export const DeleteResponse = Type.Object({ id: Type.String(), returnedAmount: Type.Number() });

const ParentLatestContract = Nullable(
  Type.Object({ id: Type.String(), amount: Type.Number(), endTime: Type.String(), balance: Type.Number() }),
);

export const ParentMoneyResponse = Type.Object({
  /** The tenant has a parent tenant: its contracts draw on the parent's latest Active contract. */
  required: Type.Boolean(),
  parentLatestContract: ParentLatestContract,
});

export const BalanceSummary = Type.Object({
  /** Only in answers to Admin (spec 002 §6). */
  balance: Nullable(Type.Number()),
  cumulativeConsumption: Type.Number(),
  cumulativeRecharge: Type.Number(),
  /** Money on contracts not in force yet (NotActive, NotEnable). */
  notActive: Type.Number(),
  reminderAmount: Type.Number(),
  parentLatestContract: ParentLatestContract,
});

export const KeyIndicator = Type.Object({
  /** The reminder applies: what the Active contracts hold is at or below the reminder amount. */
  show: Type.Boolean(),
  reminderAmount: Type.Number(),
  /** Days left on the latest Active contract; null without one. */
  days: Nullable(Type.Integer()),
  currentEndTime: Nullable(Type.String()),
});

export const PageQuery = Type.Object({
  SkipCount: Type.Integer({ minimum: 0, default: 0 }),
  MaxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 10 }),
});
export type PageQuery = Static<typeof PageQuery>;

export const RechargeRecord = Type.Object({
  id: Type.String(),
  creationTime: Type.String(),
  money: Type.Number(),
  remark: Type.String(),
  /** Recharge or Deduct. */
  state: Type.String(),
  operateName: Type.String(),
});
export const RechargeRecordPage = Type.Object({ items: Type.Array(RechargeRecord), totalCount: Type.Integer() });

/** The recharge record (a ledger entry's id) whose remark is corrected. */
export const RechargeRemarkBody = Type.Object({
  id: BigintId,
  remark: Type.String({ maxLength: 200 }),
});
export type RechargeRemarkBody = Static<typeof RechargeRemarkBody>;

export const OperationRecord = Type.Object({
  id: Type.String(),
  creationTime: Type.String(),
  endTime: Nullable(Type.String()),
  operateName: Type.String(),
  operateType: Type.String(),
  minSellingPrice: Nullable(Type.Number()),
});
export const OperationRecordPage = Type.Object({ items: Type.Array(OperationRecord), totalCount: Type.Integer() });

export const UsageQuery = Type.Object({
  kind: Type.Enum(USAGE_KINDS),
  ...PageQuery.properties,
});
export type UsageQuery = Static<typeof UsageQuery>;

export const UsageRecord = Type.Object({
  id: Type.String(),
  creationTime: Type.String(),
  money: Type.Number(),
  /** What was used (a child's name, a resource), as JSON text. */
  details: Type.String(),
});
export const UsageRecordPage = Type.Object({ items: Type.Array(UsageRecord), totalCount: Type.Integer() });

export const SellPriceBody = Type.Object({
  id: Id,
  setSellingPrice: Type.Boolean(),
  minSellPrice: Type.Number(),
});
export type SellPriceBody = Static<typeof SellPriceBody>;

export const ReminderAmountBody = Type.Object({ id: Id, hfsReminderAmount: Yuan });
export type ReminderAmountBody = Static<typeof ReminderAmountBody>;

export const MESSAGE_TYPES = ['email', 'sms', 'systemNotice'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
const RemindContact = Type.Object({
  messageType: Type.Enum(MESSAGE_TYPES),
  contact: Type.String({ minLength: 1, maxLength: 200 }),
});
export const RemindContactsBody = Type.Object({
  tenantId: Id,
  contacts: Type.Array(RemindContact, { maxItems: 50 }),
});
export type RemindContactsBody = Static<typeof RemindContactsBody>;
export const RemindContactsResponse = Type.Object({
  reminderAmount: Type.Number(),
  contacts: Type.Array(Type.Object({ id: Type.String(), ...RemindContact.properties })),
});
