import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

type PageProps = {
  /** The screen's name: the page's one h1 and the document title. */
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
          <H1 id="atrium-page-title" className="atrium-page-title">
            {title}
          </H1>
          {subtitle && <div className="atrium-page-subtitle">{subtitle}</div>}
        </div>
        {actions && <div className="atrium-page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
};
