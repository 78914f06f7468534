import { Card, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';

const CARD = { width: 460, maxWidth: '100%' } as const;
const HEADER = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 } as const;

/** The frame of the pages a link opens before sign-in: no shell, the product name, the language. */
export const LinkPageFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <main className="atrium-centered">
      <Card style={CARD} elevation={2}>
        <div style={HEADER}>
          <strong>{t('app.name')}</strong>
          <LanguageSwitch />
        </div>
        <H1 className="atrium-page-title">{title}</H1>
        {children}
      </Card>
    </main>
  );
};
