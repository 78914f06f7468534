import type { TooltipProps } from '@blueprintjs/core';
import {
  cloneElement,
  type ComponentType,
  lazy,
  Suspense,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type * as Parts from './popoverParts';
import type { PopoverPartProps } from './popoverParts';

// The top bar's popovers and tooltips (issue 16 item 4): their target is drawn at once, and
// Blueprint's popover code (floating-ui) is fetched when the target is first pointed at, focused
// or clicked. The plain target is swapped for the real one on a click (which the popover then
// answers by opening) or once the pointer has left it, not while it is being pointed at or is
// focused: the swap makes a new element, which would take a click or a keyboard user's focus.

type TargetProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

let parts: Promise<typeof Parts> | null = null;
const loadParts = () => (parts ??= import('./popoverParts'));

// Without the code (offline, or a deploy replaced it) the target stays as it is and nothing opens,
// until a reload: React keeps what a lazy component resolved to.
const orTarget = <P extends { children?: unknown }>(pick: (module: typeof Parts) => ComponentType<P>) =>
  lazy(() =>
    loadParts().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        console.error(error);
        return { default: ((props: P) => props.children as ReactElement) as ComponentType<P> };
      },
    ),
  );
const LazyPopover = orTarget<PopoverPartProps>((module) => module.PopoverPart);
const LazyTooltip = orTarget<TooltipProps>((module) => module.TooltipPart);

/** Fetches the code on a first pointer or focus; swaps the target on a click or a pointer leaving. */
const useArming = (
  target: ReactElement<TargetProps>,
  onArm?: () => void,
  onEarlyClick?: (event: MouseEvent<HTMLElement>) => void,
  aria: Record<string, unknown> = {},
) => {
  const [armed, setArmed] = useState(false);
  const preload = () => {
    void loadParts().catch(() => undefined);
    onArm?.();
  };
  const unarmed = cloneElement(target, {
    ...aria,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      target.props.onPointerEnter?.(event);
      preload();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      target.props.onPointerLeave?.(event);
      if (document.activeElement !== event.currentTarget) setArmed(true);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      target.props.onFocus?.(event);
      preload();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      target.props.onClick?.(event);
      preload();
      onEarlyClick?.(event);
      setArmed(true);
    },
  });
  return { armed, unarmed };
};

type DeferredPopoverProps = PopoverPartProps & {
  children: ReactElement<TargetProps>;
  /** Starts fetching the popover's content (a lazyPart's preload). */
  onArm?: () => void;
};

/** Blueprint's PopoverNext (with an optional tooltip on its target), its code fetched on first use. */
export const DeferredPopover = ({ children, onArm, ...props }: DeferredPopoverProps) => {
  const [openedEarly, setOpenedEarly] = useState(false);
  // What Blueprint's target says to assistive technology (and tests), said before its code is in:
  // the button opens a menu (or the popupKind given), closed for now. Hover popovers say nothing.
  const hover = props.interactionKind === 'hover' || props.interactionKind === 'hover-target';
  const aria = hover ? {} : { 'aria-haspopup': props.popupKind ?? 'menu', 'aria-expanded': false };
  const { armed, unarmed } = useArming(
    children,
    onArm,
    (event) => {
      if (props.disabled) return;
      // Controlled: the owner opens it; otherwise it opens when its code is in.
      if (props.isOpen === undefined) setOpenedEarly(true);
      else props.onInteraction?.(true, event);
    },
    aria,
  );
  // Until the code is in, the target is the one drawn (and it still takes the clicks).
  if (!armed) return unarmed;
  return (
    <Suspense fallback={unarmed}>
      <LazyPopover {...props} defaultIsOpen={props.defaultIsOpen ?? (openedEarly || undefined)}>
        {children}
      </LazyPopover>
    </Suspense>
  );
};

type DeferredTooltipProps = TooltipProps & { children: ReactElement<TargetProps> };

/** Blueprint's Tooltip, its code fetched when the target is first pointed at or focused; it shows from the next pointer on. */
export const DeferredTooltip = ({ children, ...props }: DeferredTooltipProps) => {
  const { armed, unarmed } = useArming(children);
  if (!armed) return unarmed;
  return (
    <Suspense fallback={unarmed}>
      <LazyTooltip {...props}>{children}</LazyTooltip>
    </Suspense>
  );
};
