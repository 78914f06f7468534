import type { ContractStatus } from '../../../../machines/contract.machine';

// The contracts the ledger's rule tests walk through (contract-allowed.test.ts,
// contract-movement-rules.int.test.ts): every status, and validities before, around and after
// TODAY and on its edges, so that every state the dates can give is met.

export const TODAY = '2026-06-01';
export const STATUSES: ContractStatus[] = ['NotEnable', 'Enabled', 'Deactivate'];
export const PERIODS = [
  ['2026-07-01', '2026-12-31'],
  ['2026-06-01', '2026-06-01'],
  ['2026-01-01', '2026-12-31'],
  ['2025-01-01', '2026-05-31'],
  ['2026-06-02', '2027-01-01'],
  ['2020-01-01', '2026-06-01'],
] as const;
