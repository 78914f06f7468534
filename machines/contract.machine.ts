import { assign, setup, transition } from 'xstate';

// A prepaid contract of the hfs or vrat line (spec 002 §4). CONTRACT_ACTIONS is the spec's table
// of what each state allows, and the only copy of it: the machine below is built from it, the
// server refuses (409) what the machine refuses, and the console offers what the machine allows.

export type ContractLine = 'hfs' | 'vrat';
export type ContractState = 'NotEnable' | 'NotActive' | 'Active' | 'Deactivate' | 'Expired';
/** What is stored: the shown state is this plus the validity dates and today. */
export type ContractStatus = 'NotEnable' | 'Enabled' | 'Deactivate';

export const CONTRACT_ACTIONS_LIST = [
  'edit',
  'delete',
  'enable',
  'stop',
  'reEnable',
  'renew',
  'recharge',
  'deduct',
  'addResource',
  'editResource',
  'editRecord',
  'changeUnitPrice',
  'viewRecords',
  'viewUsage',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS_LIST)[number];

// Spec 002 §4. Expired and Deactivate allow deduction but not recharge; adding resources is
// disabled there; resource and recharge-record edits only on NotActive, Active and NotEnable.
// Recharge on NotEnable: a new contract's dialog goes straight on to the recharge amount.
export const CONTRACT_ACTIONS: Readonly<
  Record<ContractLine, Readonly<Record<ContractState, readonly ContractAction[]>>>
> = {
  hfs: {
    NotEnable: ['edit', 'delete', 'enable', 'recharge', 'deduct', 'addResource', 'editResource', 'editRecord'],
    NotActive: ['edit', 'delete', 'recharge', 'deduct', 'addResource', 'editResource', 'editRecord'],
    Active: [
      'renew',
      'stop',
      'recharge',
      'deduct',
      'addResource',
      'editResource',
      'editRecord',
      'viewRecords',
      'viewUsage',
    ],
    Deactivate: ['reEnable', 'deduct', 'viewRecords', 'viewUsage'],
    Expired: ['deduct', 'viewRecords', 'viewUsage'],
  },
  vrat: {
    NotEnable: ['edit', 'delete', 'enable', 'recharge', 'deduct'],
    NotActive: ['edit', 'stop', 'recharge', 'deduct'],
    Active: ['renew', 'stop', 'changeUnitPrice', 'recharge', 'deduct', 'viewRecords'],
    Deactivate: ['reEnable', 'deduct', 'viewRecords'],
    Expired: ['deduct', 'viewRecords'],
  },
};

/** The state the spec shows for a stored contract on `today` (ISO dates, the tenant's calendar). */
export const contractState = (
  contract: { status: ContractStatus; startDate: string; endDate: string },
  today: string,
): ContractState => {
  if (contract.status !== 'Enabled') return contract.status;
  if (today < contract.startDate) return 'NotActive';
  return today > contract.endDate ? 'Expired' : 'Active';
};

export type ContractContext = {
  line: ContractLine;
  status: ContractStatus;
  startDate: string;
  endDate: string;
  today: string;
};

export type ContractEvent =
  | { type: 'edit'; startDate: string; endDate: string }
  | { type: 'renew'; endDate: string }
  | { type: 'dayPassed'; today: string }
  | { type: Exclude<ContractAction, 'edit' | 'renew'> };

// Where an action leaves the stored status; the rest keep it.
const STATUS_AFTER: Partial<Record<ContractAction, ContractStatus>> = {
  enable: 'Enabled',
  reEnable: 'Enabled',
  stop: 'Deactivate',
};

// Every state's transitions come from the table: an action it lists, and nothing else, is taken.
const transitionsOf = (state: ContractState) =>
  Object.fromEntries(
    CONTRACT_ACTIONS_LIST.map((action) => [
      action,
      {
        guard: { type: 'listed', params: { state, action } },
        target: action === 'delete' ? '#contract.Deleted' : '#contract.resolving',
        actions: { type: 'apply', params: { action } },
      },
    ]),
  ) as Record<
    ContractAction,
    {
      guard: { type: 'listed'; params: { state: ContractState; action: ContractAction } };
      target: string;
      actions: { type: 'apply'; params: { action: ContractAction } };
    }
  >;

const stateNode = (state: ContractState) => ({
  on: { ...transitionsOf(state), dayPassed: { target: '#contract.resolving', actions: 'setToday' as const } },
});

const resolvesTo = (state: ContractState) => ({ target: state, guard: { type: 'holds' as const, params: { state } } });

export const contractMachine = setup({
  types: { context: {} as ContractContext, input: {} as ContractContext, events: {} as ContractEvent },
  guards: {
    listed: ({ context }, params: { state: ContractState; action: ContractAction }) =>
      CONTRACT_ACTIONS[context.line][params.state].includes(params.action),
    holds: ({ context }, params: { state: ContractState }) => contractState(context, context.today) === params.state,
  },
  actions: {
    apply: assign(({ context, event }, params: { action: ContractAction }) => ({
      status: STATUS_AFTER[params.action] ?? context.status,
      ...(event.type === 'edit' ? { startDate: event.startDate, endDate: event.endDate } : {}),
      ...(event.type === 'renew' ? { endDate: event.endDate } : {}),
    })),
    setToday: assign({ today: ({ context, event }) => (event.type === 'dayPassed' ? event.today : context.today) }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => input,
  initial: 'resolving',
  states: {
    // Transient: the stored status and the dates decide which of the five states holds.
    resolving: {
      always: [
        resolvesTo('NotEnable'),
        resolvesTo('Deactivate'),
        resolvesTo('NotActive'),
        resolvesTo('Expired'),
        { target: 'Active' },
      ],
    },
    NotEnable: stateNode('NotEnable'),
    NotActive: stateNode('NotActive'),
    Active: stateNode('Active'),
    Deactivate: stateNode('Deactivate'),
    Expired: stateNode('Expired'),
    Deleted: { type: 'final' },
  },
});

/** A stored contract as the machine holds it on `today`. */
export const contractAt = (context: ContractContext) =>
  contractMachine.resolveState({ value: contractState(context, context.today), context });

/** The actions a contract allows now: what the console offers. */
export const allowedContractActions = (context: ContractContext): ContractAction[] => {
  const snapshot = contractAt(context);
  return CONTRACT_ACTIONS_LIST.filter((action) =>
    snapshot.can(
      action === 'edit'
        ? { type: 'edit', startDate: context.startDate, endDate: context.endDate }
        : action === 'renew'
          ? { type: 'renew', endDate: context.endDate }
          : { type: action },
    ),
  );
};

/**
 * The contract after `event`, or null when its state refuses it: what the server stores. A
 * deleted contract comes back with its last status and `deleted` set.
 */
export const nextContract = (
  context: ContractContext,
  event: Exclude<ContractEvent, { type: 'dayPassed' }>,
): (ContractContext & { state: ContractState | 'Deleted' }) | null => {
  const snapshot = contractAt(context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(contractMachine, snapshot, event);
  return { ...next.context, state: next.value as ContractState | 'Deleted' };
};
