import type { Tx } from '../../platform/db/database';
import { AppError, type ValidationErrorInfo } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { contractCaller } from '../contracts/access/contract-access.service';
import { fenToYuan, yuanToFen } from '../../platform/money';
import {
  deleteDeposit,
  findDepositPage,
  insertDeposits,
  updateDeposit,
  type DepositRow,
  type DepositValues,
} from './deposits.repository';
import type {
  CreateDepositsBody,
  DepositInput,
  DepositItem,
  TenantPageQuery,
  UpdateDepositBody,
} from './deposits.schemas';

// Earnest money a tenant paid (spec 002 §3 "Deposit"): recorded, never part of a balance. The
// tenant above manages it (and the platform administrator); a tenant reads its own.

const depositNotFound = () => new AppError(404, 'NotFound', 'deposits:not-found');

const item = (row: DepositRow): DepositItem => ({
  id: row.id,
  tenantId: row.tenantId,
  money: fenToYuan(row.moneyFen),
  remark: row.remark,
  creationTime: row.createdAt.toISOString(),
});

const moneyFen = (money: number | null | undefined): number | null => {
  if (typeof money !== 'number' || money < 0) return null;
  try {
    return yuanToFen(money);
  } catch {
    return null;
  }
};

/** Spec 002 §5: "Deposit money required at least 0 with two decimals", for each refused entry. */
const accepted = (inputs: { input: DepositInput; member: string }[]): DepositValues[] => {
  const refused: string[] = [];
  const values = inputs.map(({ input, member }) => {
    const fen = moneyFen(input.money);
    if (fen === null) refused.push(member);
    return { moneyFen: fen ?? 0, remark: input.remark?.trim() ?? '' };
  });
  if (refused.length > 0) {
    throw new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
      const validationErrors: ValidationErrorInfo[] = refused.map((member) => ({
        message: t('deposits:money-invalid'),
        members: [member],
      }));
      return { details: `body: ${validationErrors[0]?.message ?? ''}`, validationErrors };
    });
  }
  return values;
};

export const listDeposits = async (tx: Tx, ctx: RequestContext, query: TenantPageQuery) => {
  await contractCaller(tx, ctx, query.tenantId, 'view');
  const page = await findDepositPage(tx, query.tenantId, { skip: query.skipCount, take: query.maxResultCount });
  return { items: page.items.map(item), totalCount: page.totalCount };
};

export const createDeposits = async (tx: Tx, ctx: RequestContext, body: CreateDepositsBody) => {
  await contractCaller(tx, ctx, body.tenantId, 'manage');
  const values = accepted(body.earnestMonies.map((input, i) => ({ input, member: `earnestMonies[${i}].money` })));
  return (await insertDeposits(tx, body.tenantId, ctx.userId, values)).map(item);
};

export const editDeposit = async (tx: Tx, ctx: RequestContext, id: string, body: UpdateDepositBody) => {
  await contractCaller(tx, ctx, body.tenantId, 'manage');
  const [values] = accepted([{ input: body, member: 'money' }]);
  const row = values ? await updateDeposit(tx, body.tenantId, id, values) : undefined;
  if (!row) throw depositNotFound();
  return item(row);
};

export const removeDeposit = async (tx: Tx, ctx: RequestContext, id: string, tenantId: string) => {
  await contractCaller(tx, ctx, tenantId, 'manage');
  if (!(await deleteDeposit(tx, tenantId, id))) throw depositNotFound();
};
