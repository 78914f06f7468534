import { PopoverNext, Tooltip, type PopoverNextProps, type TooltipProps } from '@blueprintjs/core';

// Fetched by DeferredPopover when a top-bar popover's target is first pointed at: Blueprint's
// PopoverNext and Tooltip (floating-ui, 15 KB compressed) are not on the console's first load.

export type PopoverPartProps = PopoverNextProps & {
  /** A tooltip on the target, hidden while the popover is open. */
  tooltip?: TooltipProps['content'];
};

export const PopoverPart = ({ tooltip, children, ...props }: PopoverPartProps) => (
  <PopoverNext {...props}>
    {tooltip ? (
      <Tooltip content={tooltip} disabled={props.isOpen}>
        {children}
      </Tooltip>
    ) : (
      children
    )}
  </PopoverNext>
);

export const TooltipPart = Tooltip;
