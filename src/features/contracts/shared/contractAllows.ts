import {
  allowedContractActions,
  type ContractAction,
  type ContractLine,
  type ContractStatus,
} from '../../../../machines/contract.machine';

type Dated = { status: ContractStatus; startTime: string; endTime: string };

/** What the machine's table lets a contract of the line do in its state today (spec 002 §4). */
export const contractAllows = (line: ContractLine, contract: Dated, today: string): Set<ContractAction> =>
  new Set(
    allowedContractActions({
      line,
      status: contract.status,
      startDate: contract.startTime,
      endDate: contract.endTime,
      today,
    }),
  );
