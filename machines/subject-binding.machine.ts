import { and, assign, not, setup, transition } from 'xstate';

// Spec 000 §4 "Subject binding": a child is authorized (Bind), no longer authorized (Unbind) or
// cancelled (Logout). Each guardian's link to the child is Bind or Unbind on its own; the child
// is Bind while any link is Bind (or it has no guardian: the centre added it directly), Unbind
// once every link was withdrawn, and Logout, for good, when the account of its last authorizing
// guardian is cancelled. A cancelled guardian account is final for the guardian too: nothing links
// it to a child or authorizes through it again. Pure: the server and the guardian page both ask
// this machine.

export type SubjectStatus = 'Bind' | 'Unbind' | 'Logout';
export type LinkState = 'Bind' | 'Unbind';

export type SubjectBindingContext = {
  /** The child's guardians (by id) and each one's authorization. */
  links: Readonly<Record<string, LinkState>>;
  /** The guardians (by id) whose account was cancelled. */
  cancelled: readonly string[];
};

export type SubjectBindingEvent =
  /** A guardian registers the child with the centre (add guardian, add child): authorized. */
  | { type: 'binding.link'; guardianId: string }
  /** The guardian withdraws the authorization. */
  | { type: 'binding.withdraw'; guardianId: string }
  /** The guardian authorizes the centre again after a withdrawal. */
  | { type: 'binding.authorize'; guardianId: string }
  /** The guardian's account is cancelled: the link goes, and the child with it unless another guardian authorizes. */
  | { type: 'binding.cancel'; guardianId: string };

type GuardArgs = { context: SubjectBindingContext; event: SubjectBindingEvent };

const withLink = (links: SubjectBindingContext['links'], guardianId: string, state: LinkState) => ({
  ...links,
  [guardianId]: state,
});

export const subjectBindingMachine = setup({
  types: {
    context: {} as SubjectBindingContext,
    input: {} as SubjectBindingContext,
    events: {} as SubjectBindingEvent,
  },
  guards: {
    isNewGuardian: ({ context, event }: GuardArgs) => !(event.guardianId in context.links),
    hasLink: ({ context, event }: GuardArgs) => event.guardianId in context.links,
    linkIsBound: ({ context, event }: GuardArgs) => context.links[event.guardianId] === 'Bind',
    linkIsUnbound: ({ context, event }: GuardArgs) => context.links[event.guardianId] === 'Unbind',
    guardianCancelled: ({ context, event }: GuardArgs) => context.cancelled.includes(event.guardianId),
    anotherIsBound: ({ context, event }: GuardArgs) =>
      Object.entries(context.links).some(([id, state]) => id !== event.guardianId && state === 'Bind'),
  },
  actions: {
    bindLink: assign({ links: ({ context, event }) => withLink(context.links, event.guardianId, 'Bind') }),
    unbindLink: assign({ links: ({ context, event }) => withLink(context.links, event.guardianId, 'Unbind') }),
    cancelGuardian: assign({
      links: ({ context, event }) => withLink(context.links, event.guardianId, 'Unbind'),
      cancelled: ({ context, event }) => [...context.cancelled, event.guardianId],
    }),
  },
}).createMachine({
  id: 'subjectBinding',
  context: ({ input }) => ({ links: input.links, cancelled: input.cancelled }),
  initial: 'Bind',
  states: {
    Bind: {
      on: {
        'binding.link': { guard: and(['isNewGuardian', not('guardianCancelled')]), actions: 'bindLink' },
        'binding.authorize': { guard: and(['linkIsUnbound', not('guardianCancelled')]), actions: 'bindLink' },
        'binding.withdraw': [
          { guard: and(['linkIsBound', 'anotherIsBound']), actions: 'unbindLink' },
          { guard: 'linkIsBound', target: 'Unbind', actions: 'unbindLink' },
        ],
        // A link withdrawn before has nothing left to cancel while another guardian authorizes.
        'binding.cancel': [
          { guard: and(['linkIsBound', 'anotherIsBound']), actions: 'cancelGuardian' },
          { guard: and(['linkIsBound', not('anotherIsBound')]), target: 'Logout', actions: 'cancelGuardian' },
        ],
      },
    },
    Unbind: {
      on: {
        'binding.link': {
          guard: and(['isNewGuardian', not('guardianCancelled')]),
          target: 'Bind',
          actions: 'bindLink',
        },
        'binding.authorize': {
          guard: and(['linkIsUnbound', not('guardianCancelled')]),
          target: 'Bind',
          actions: 'bindLink',
        },
        'binding.cancel': {
          guard: and(['hasLink', not('guardianCancelled')]),
          target: 'Logout',
          actions: 'cancelGuardian',
        },
      },
    },
    // Spec 000 §4: cancelled is the end; nothing brings the child back.
    Logout: { type: 'final' },
  },
});

export type SubjectBinding = {
  status: SubjectStatus;
  links: SubjectBindingContext['links'];
  /** The child's guardians whose account was cancelled; none when absent. */
  cancelled?: readonly string[];
};

/** One place that turns stored rows into a snapshot, for the server and the console alike. */
export const subjectBindingAt = ({ status, links, cancelled = [] }: SubjectBinding) =>
  subjectBindingMachine.resolveState({ value: status, context: { links, cancelled } });

/** The binding after `event`, or null when the machine refuses it. */
export const nextBinding = (current: SubjectBinding, event: SubjectBindingEvent): SubjectBinding | null => {
  const snapshot = subjectBindingAt(current);
  if (!snapshot.can(event)) return null;
  const [next] = transition(subjectBindingMachine, snapshot, event);
  return { status: next.value as SubjectStatus, links: next.context.links, cancelled: next.context.cancelled };
};

/** Whether the machine allows `event` now (the console shows only these actions). */
export const bindingAllows = (current: SubjectBinding, event: SubjectBindingEvent): boolean =>
  subjectBindingAt(current).can(event);
