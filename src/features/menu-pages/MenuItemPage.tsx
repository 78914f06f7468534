import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ShellMenuDocument } from '../../generated/graphql';
import { IntroPage } from '../../shared/ui/IntroPage';

type MenuItemPageProps = {
  /** The item's label in the `menu` catalogue: the page's title. */
  labelKey: string;
  /** The label when the tenant has vrat1.showVCAT. */
  vcatLabelKey?: string | undefined;
  /** What the screen is for. */
  aboutKey: string;
};

/** A menu item's screen whose tools are not built yet: its real title and what it is for. */
export const MenuItemPage = ({ labelKey, vcatLabelKey, aboutKey }: MenuItemPageProps) => {
  const { t } = useTranslation('menu');
  // The shell has asked for the menu already: this reads the cache.
  const [{ data }] = useQuery({ query: ShellMenuDocument });
  const title = t(data?.menu.vcat && vcatLabelKey ? vcatLabelKey : labelKey);
  return (
    <IntroPage icon="application" title={title} introTitle={t('page.intro-title')} introDescription={t(aboutKey)} />
  );
};
