import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to "<page> · Atrium" (localized) while the page is shown. */
export const useDocumentTitle = (page: string): void => {
  const { t } = useTranslation('common');
  const title = t('app.document-title', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
};
