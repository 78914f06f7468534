import { Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PanelTitle } from '../../../shared/ui/SectionTitle';

// Spec 000 §2: a certification list with download and feedback actions. Certificates come with
// trainer certification (spec 002), which is not built yet: until then the list is empty.
export const CertificationSection = () => {
  const { t } = useTranslation('account');
  return (
    <Section titleRenderer={PanelTitle} title={t('settings.certification.title')} icon="badge" className="atrium-block">
      <SectionCard>
        <EmptyState
          icon="badge"
          title={t('settings.certification.empty-title')}
          description={t('settings.certification.empty-description')}
          layout="horizontal"
        />
      </SectionCard>
    </Section>
  );
};
