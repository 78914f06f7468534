import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

type PageProps = {
  /** The screen's name: the H2 and the document title. */
  title: string;
  /** A line under the title, e.g. the current centre. */
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

export const Page = ({ title, subtitle, actions, children }: PageProps) => {
  useDocumentTitle(title);
  return (
    <section className="atrium-page" aria-labelledby="atrium-page-title">
      <header className="atrium-page-header">
        <div>
          <H2 id="atrium-page-title">{title}</H2>
          {subtitle && <div className="atrium-page-subtitle">{subtitle}</div>}
        </div>
        {actions && <div className="atrium-page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
};
