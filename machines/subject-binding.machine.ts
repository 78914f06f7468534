import { and, assign, not, setup, transition } from 'xstate';

// Spec 000 §4 "Subject binding": a child is authorized (Bind), no longer authorized (Unbind) or
// cancelled (Logout). Each guardian's link to the child is Bind or Unbind on its own; the child
// is Bind while any link is Bind (or it has no guardian: the centre added it directly), Unbind
// once every link was withdrawn, and Logout, for good, when the account of its last authorizing
// guardian is cancelled. Pure: the server and the guardian page both ask this machine.

export type SubjectStatus = 'Bind' | 'Unbind' | 'Logout';
export type LinkState = 'Bind' | 'Unbind';

export type SubjectBindingContext = {
  /** The child's guardians (by id) and each one's authorization. */
  links: Readonly<Record<string, LinkState>>;
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
    anotherIsBound: ({ context, event }: GuardArgs) =>
      Object.entries(context.links).some(([id, state]) => id !== event.guardianId && state === 'Bind'),
  },
  actions: {
    bindLink: assign({ links: ({ context, event }) => withLink(context.links, event.guardianId, 'Bind') }),
    unbindLink: assign({ links: ({ context, event }) => withLink(context.links, event.guardianId, 'Unbind') }),
  },
}).createMachine({
  id: 'subjectBinding',
  context: ({ input }) => ({ links: input.links }),
  initial: 'Bind',
  states: {
    Bind: {
      on: {
        'binding.link': { guard: 'isNewGuardian', actions: 'bindLink' },
        'binding.authorize': { guard: 'linkIsUnbound', actions: 'bindLink' },
        'binding.withdraw': [
          { guard: and(['linkIsBound', 'anotherIsBound']), actions: 'unbindLink' },
          { guard: 'linkIsBound', target: 'Unbind', actions: 'unbindLink' },
        ],
        // A link withdrawn before has nothing left to cancel while another guardian authorizes.
        'binding.cancel': [
          { guard: and(['linkIsBound', 'anotherIsBound']), actions: 'unbindLink' },
          { guard: and(['linkIsBound', not('anotherIsBound')]), target: 'Logout', actions: 'unbindLink' },
        ],
      },
    },
    Unbind: {
      on: {
        'binding.link': { guard: 'isNewGuardian', target: 'Bind', actions: 'bindLink' },
        'binding.authorize': { guard: 'linkIsUnbound', target: 'Bind', actions: 'bindLink' },
        'binding.cancel': { guard: 'hasLink', target: 'Logout', actions: 'unbindLink' },
      },
    },
    // Spec 000 §4: cancelled is the end; nothing brings the child back.
    Logout: { type: 'final' },
  },
});

export type SubjectBinding = { status: SubjectStatus; links: SubjectBindingContext['links'] };

/** One place that turns stored rows into a snapshot, for the server and the console alike. */
export const subjectBindingAt = ({ status, links }: SubjectBinding) =>
  subjectBindingMachine.resolveState({ value: status, context: { links } });

/** The binding after `event`, or null when the machine refuses it. */
export const nextBinding = (current: SubjectBinding, event: SubjectBindingEvent): SubjectBinding | null => {
  const snapshot = subjectBindingAt(current);
  if (!snapshot.can(event)) return null;
  const [next] = transition(subjectBindingMachine, snapshot, event);
  return { status: next.value as SubjectStatus, links: next.context.links };
};

/** Whether the machine allows `event` now (the console shows only these actions). */
export const bindingAllows = (current: SubjectBinding, event: SubjectBindingEvent): boolean =>
  subjectBindingAt(current).can(event);
