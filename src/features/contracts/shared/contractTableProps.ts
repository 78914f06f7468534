/** What a line's contract table is given: one page of contracts, who looks, today, and where row actions go. */
export type ContractTableProps<Contract, Caller, Action> = {
  contracts: readonly Contract[];
  caller: Caller;
  today: string;
  onAction: (action: Action, contract: Contract) => void;
};
