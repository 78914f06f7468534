import { Classes, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * Blueprint's NonIdealState with its title as an h2 instead of an h4: under the page's h1 (or a
 * card's h2) an h4 skips levels, which axe reports on every page that shows an empty state.
 * Drawn the same: Blueprint styles any heading inside a non-ideal state.
 */
export const EmptyState = ({ title, description, ...rest }: NonIdealStateProps) => {
  const text: ReactNode =
    typeof description === 'string' || typeof description === 'number' ? <div>{description}</div> : description;
  return (
    <NonIdealState
      {...rest}
      description={
        title || description ? (
          <>
            {title && <h2 className={`${Classes.HEADING} atrium-section-title`}>{title}</h2>}
            {text}
          </>
        ) : undefined
      }
    />
  );
};
