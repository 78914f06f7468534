import { Type, type Static } from 'typebox';
import { IsoDate, Uuid } from '../../platform/schemas';

// Spec 002 §7: GET /api/rocket/hfsOrder/orderList (+ excelDownload) and POST
// /api/vrclassroom/order/orderList (+ orderListExcel). Filters: a date range in the tenant's
// calendar, a tenant (and those below it), the usage kind; paging as everywhere
// (skipCount, maxResultCount → items, totalCount). §9: 10 per page.

export const UsageKind = Type.Union([
  Type.Literal('evaluation'),
  Type.Literal('train'),
  Type.Literal('class'),
  Type.Literal('course'),
  Type.Literal('music'),
]);

const filterFields = {
  startTime: Type.Optional(IsoDate),
  endTime: Type.Optional(IsoDate),
  tenantId: Type.Optional(Uuid),
  usageKind: Type.Optional(UsageKind),
};
export const OrderFilter = Type.Object(filterFields);
export type OrderFilter = Static<typeof OrderFilter>;

export const OrderListQuery = Type.Object({
  ...filterFields,
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 10 }),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderItem = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  contractId: Type.String(),
  usageKind: UsageKind,
  /** Yuan the use cost, two decimals (a positive amount). */
  amount: Type.Number(),
  /** Free tests the use took. */
  freeTimes: Type.Integer(),
  childName: Type.Union([Type.String(), Type.Null()]),
  resourceName: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  operatorName: Type.Union([Type.String(), Type.Null()]),
  creationTime: Type.String(),
});
export type OrderItem = Static<typeof OrderItem>;

export const OrderListResponse = Type.Object({ items: Type.Array(OrderItem), totalCount: Type.Integer() });
export type OrderListResponse = Static<typeof OrderListResponse>;

/** Spec 002 §3 "VRAT balance summary", for the tenant's own VRAT contracts. Money in yuan. */
export const VratCostOverview = Type.Object({
  Balance: Type.Number(),
  CumulativeConsumption: Type.Number(),
  CumulativeRecharge: Type.Number(),
  DeactivateBalance: Type.Number(),
  /** The active contract's last day (ISO date), or null without one. */
  CurrentEndTime: Type.Union([Type.String(), Type.Null()]),
  /** floor(Balance / unit price) of the active contract; null without one. */
  BalanceEqualTimes: Type.Union([Type.Integer(), Type.Null()]),
  FreeTimes: Type.Integer(),
  UnitPrice: Type.Union([Type.Number(), Type.Null()]),
});
export type VratCostOverview = Static<typeof VratCostOverview>;
