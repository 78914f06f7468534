import type { IconName } from '@blueprintjs/icons';
import { Page } from './Page';
import { EmptyState } from './EmptyState';

type IntroPageProps = {
  title: string;
  introTitle: string;
  introDescription: string;
  icon: IconName;
};

/** A screen whose tools are not built yet: its title and a plain statement of what it is for. */
export const IntroPage = ({ title, introTitle, introDescription, icon }: IntroPageProps) => (
  <Page title={title}>
    <EmptyState icon={icon} title={introTitle} description={introDescription} />
  </Page>
);
