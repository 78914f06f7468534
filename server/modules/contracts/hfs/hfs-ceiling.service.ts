import type { Tx } from '../../../platform/db/database';
import { contractById } from '../lifecycle/tenant-contracts.repository';
import { badRequest } from '../../../platform/errors';
import { fenToYuan } from '../../../platform/money';
import type { ContractRow } from '../contract.types';

/** Spec 002 §5: floor(parent balance / buying price) × minimum selling price, all in fen. */
export const rechargeCeilingFen = (parentBalanceFen: number, buyingPriceFen: number, minSellingPriceFen: number) => {
  if (buyingPriceFen <= 0 || minSellingPriceFen <= 0 || parentBalanceFen <= 0) return 0;
  return Math.floor(parentBalanceFen / buyingPriceFen) * minSellingPriceFen;
};

export type Ceiling = {
  parentBalanceFen: number | null;
  /** What this tenant buys at: the parent contract's minimum selling price. */
  buyingPriceFen: number | null;
  /** The contract's own minimum selling price, when its selling-price setting is on. */
  minSellingPriceFen: number | null;
  /** Null when the setting is off, there is no parent contract, or a price is missing. */
  ceilingFen: number | null;
};

/** The recommended recharge ceiling of a contract and what it is made of. */
export const ceilingOf = async (tx: Tx, contract: ContractRow): Promise<Ceiling> => {
  const parent = contract.parentContractId ? await contractById(tx, contract.parentContractId) : undefined;
  const buyingPriceFen = parent?.minSellPriceFen ?? null;
  const minSellingPriceFen = contract.setSellingPrice ? contract.minSellPriceFen : null;
  return {
    parentBalanceFen: parent ? parent.balanceFen : null,
    buyingPriceFen,
    minSellingPriceFen,
    ceilingFen:
      parent && buyingPriceFen && minSellingPriceFen
        ? rechargeCeilingFen(parent.balanceFen, buyingPriceFen, minSellingPriceFen)
        : null,
  };
};

/**
 * Spec 002 §5 "selling price setting": when it is on, what is sold at the selling price may not
 * exceed what the parent's balance buys at the buying price, so a recharge above the ceiling is
 * refused. Read before the ledger locks the parent: the ledger still refuses what the parent
 * does not hold, so a race can only make this check stricter than the money needs.
 */
export const assertWithinCeiling = async (tx: Tx, contractId: string, amountFen: number) => {
  const contract = await contractById(tx, contractId);
  if (!contract) return;
  const { ceilingFen } = await ceilingOf(tx, contract);
  if (ceilingFen !== null && amountFen > ceilingFen)
    throw badRequest('Business:RechargeAboveCeiling', 'contracts:contracts.hfs.above-ceiling', {
      ceiling: fenToYuan(ceilingFen).toFixed(2),
    });
};
