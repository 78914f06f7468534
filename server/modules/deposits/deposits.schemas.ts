import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Spec 002 §3 "Deposit" and "Contract file record"; §7 "Deposits and contract files": list takes
// TenantId and paging, create takes an earnestMonies array. Money is yuan with two decimals on
// the wire. Amounts are loose here on purpose: the service answers with the spec's own message
// ("Deposit money required at least 0 with two decimals") rather than the generic one.

const Money = Type.Optional(Type.Union([Type.Number(), Type.Null()]));
const Remark = Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()]));

export const TenantPageQuery = Type.Object({
  tenantId: Uuid,
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 999, default: 10 }),
});
export type TenantPageQuery = Static<typeof TenantPageQuery>;

export const TenantQuery = Type.Object({ tenantId: Uuid });
export const IdParams = Type.Object({ id: Uuid });

export const DepositInput = Type.Object({ money: Money, remark: Remark });
export type DepositInput = Static<typeof DepositInput>;

export const CreateDepositsBody = Type.Object({
  tenantId: Uuid,
  earnestMonies: Type.Array(DepositInput, { minItems: 1, maxItems: 50 }),
});
export type CreateDepositsBody = Static<typeof CreateDepositsBody>;

export const UpdateDepositBody = Type.Object({
  tenantId: Uuid,
  money: Money,
  remark: Remark,
});
export type UpdateDepositBody = Static<typeof UpdateDepositBody>;

export const DepositItem = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  /** Yuan, two decimals. */
  money: Type.Number(),
  remark: Type.String(),
  creationTime: Type.String(),
});
export type DepositItem = Static<typeof DepositItem>;

export const DepositPage = Type.Object({ items: Type.Array(DepositItem), totalCount: Type.Integer() });

export const ContractFile = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  url: Type.String(),
});
export type ContractFile = Static<typeof ContractFile>;

export const ContractFileRecord = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  contracts: Type.Array(ContractFile),
  creationTime: Type.String(),
});
export type ContractFileRecord = Static<typeof ContractFileRecord>;

export const ContractFilePage = Type.Object({ items: Type.Array(ContractFileRecord), totalCount: Type.Integer() });

export const UpdateContractFilesBody = Type.Object({
  tenantId: Uuid,
  contracts: Type.Array(ContractFile, { minItems: 1, maxItems: 20 }),
});
export type UpdateContractFilesBody = Static<typeof UpdateContractFilesBody>;

export const FileParams = Type.Object({ fileId: Uuid });
export const OptionalTenantQuery = Type.Object({ tenantId: Type.Optional(Uuid) });
