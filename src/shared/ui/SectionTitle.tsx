import { Classes } from '@blueprintjs/core';
import classNames from 'classnames';
import type { HTMLAttributes, ReactNode } from 'react';

type SectionTitleProps = { id?: string; className?: string; children: ReactNode };

/**
 * The title of a part of a page (a card, a panel): the level under the page's h1, so headings
 * never jump a level (axe's heading-order), drawn at Blueprint's H4 size so a card reads as a card.
 */
export const SectionTitle = ({ id, className, children }: SectionTitleProps) => (
  <h2 id={id} className={classNames(Classes.HEADING, 'atrium-section-title', className)}>
    {children}
  </h2>
);

/**
 * For Blueprint's Section (`titleRenderer={PanelTitle}`): its title as an h2 drawn at the size
 * of the H6 Blueprint would render, for the same reason as SectionTitle.
 */
export const PanelTitle = ({ id, className, children }: HTMLAttributes<HTMLElement>) => (
  <h2 id={id} className={classNames(Classes.HEADING, 'atrium-panel-title', className)}>
    {children}
  </h2>
);
