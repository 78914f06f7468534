import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../shared/ui/Page';
import { EmptyState } from '../shared/ui/EmptyState';

/** Shown instead of a page the user's menu does not hold (spec 000 §2 route access). */
export const NoAccessPage = () => {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  return (
    <Page title={t('no-access.title')}>
      <EmptyState
        icon="lock"
        description={t('no-access.description')}
        action={<Button intent="primary" text={t('no-access.go-home')} onClick={() => void navigate('/')} />}
      />
    </Page>
  );
};
