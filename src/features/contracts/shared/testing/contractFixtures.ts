import type { ContractState, ContractStatus } from '../../../../generated/graphql';

/** Component tests only: an Active contract row's fields both lines share (validity, state, money). */
export const ACTIVE_CONTRACT_ROW: {
  id: string;
  startTime: string;
  endTime: string;
  state: ContractState;
  status: ContractStatus;
  amount: number;
  balance: number;
  consumeAmount: number;
  cumulativeAllocation: number;
} = {
  id: 'c-1',
  startTime: '2026-01-01',
  endTime: '2026-12-31',
  state: 'Active',
  status: 'Enabled',
  amount: 1000,
  balance: 400,
  consumeAmount: 600,
  cumulativeAllocation: 0,
};
