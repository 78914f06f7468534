import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

// Spec 000 §4 "Subject binding" and §8: an unbound or cancelled child cannot be viewed; the
// warning gives the reason in place of the child's records.
export const SubjectUnavailable = ({ status }: { status: 'Unbind' | 'Logout' }) => {
  const { t } = useTranslation('subject-detail');
  return (
    <Callout intent="warning" icon="warning-sign" title={t('unavailable.title')} role="alert">
      {status === 'Logout' ? t('unavailable.logout') : t('unavailable.unbind')}
    </Callout>
  );
};
