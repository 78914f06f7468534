import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../shared/ui/Page';
import { EmptyState } from '../shared/ui/EmptyState';

export const NotFoundPage = () => {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Page title={t('not-found.title')}>
      <EmptyState
        icon="search"
        description={t('not-found.description')}
        action={<Button intent="primary" text={t('not-found.go-home')} onClick={() => void navigate('/')} />}
      />
    </Page>
  );
};
