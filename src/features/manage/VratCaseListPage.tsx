import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ShellMenuDocument } from '../../generated/graphql';
import { IntroPage } from '../../shared/ui/IntroPage';

export const VratCaseListPage = () => {
  const { t } = useTranslation('manage');
  // The shell has asked for the menu already: this reads the cache. A VCAT tenant's label says VCAT.
  const [{ data: menu }] = useQuery({ query: ShellMenuDocument });
  const title = menu?.menu.vcat
    ? 'menu:manage.items.statistic-vrat-case-list-vcat'
    : 'menu:manage.items.statistic-vrat-case-list';
  return (
    <IntroPage
      icon="list-detail-view"
      title={t(title)}
      introTitle={t('vrat-case-list.intro-title')}
      introDescription={t('vrat-case-list.intro-description')}
    />
  );
};
