import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ContentMaterialListDocument,
  ContentProgramListDocument,
  ContentTrackListDocument,
  type ContentProgramFieldsFragment,
  type ContentTrackFieldsFragment,
} from '../../../generated/graphql';
import { Page } from '../../../shared/ui/Page';
import { TrackPlayerDialog } from '../music-library/TrackPlayerDialog';
import { CentreMaterialTable } from './CentreMaterialTable';
import { CentreProgramDrawer } from './CentreProgramDrawer';
import { CentreProgramTable } from './CentreProgramTable';
import { CentreTrackTable } from './CentreTrackTable';
import { LibraryList, type LibraryListWords } from './LibraryList';
import '../content.css';
import './centreLibrary.css';

const TABS = ['programs', 'materials', 'music'] as const;
type TabId = (typeof TABS)[number];

/**
 * /system/center/menu/account/trainerDatabase ("资料库 / Database", issue 18 item 3): the Public
 * library as centre staff read it — training programmes with their detail view, materials, and
 * music tracks that play. Nothing here edits; the server refuses any write by a centre anyway.
 */
export const CentreLibraryPage = () => {
  const { t } = useTranslation('content-centre');
  const [params, setParams] = useSearchParams();
  const tab: TabId = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabId)
    : 'programs';
  const [program, setProgram] = useState<ContentProgramFieldsFragment | null>(null);
  const [playing, setPlaying] = useState<ContentTrackFieldsFragment | null>(null);
  const words = (kind: TabId): LibraryListWords => ({
    search: t(`${kind}.search`),
    total: (count) => t(`${kind}.total`, { count }),
    loadFailed: t(`${kind}.load-failed`),
    empty: { title: t(`${kind}.empty-title`), description: t(`${kind}.empty-description`) },
    noMatch: { title: t('no-match-title'), description: t('no-match-description') },
  });
  // A tab starts on its first page: the pages in the address belong to the list shown.
  const choose = (next: TabId) => setParams(new URLSearchParams(next === 'programs' ? {} : { tab: next }));

  return (
    <Page title={t('menu:center.items.trainer-database')} subtitle={t('about')}>
      <Tabs
        id="atrium-centre-library"
        selectedTabId={tab}
        onChange={(next) => choose(next as TabId)}
        renderActiveTabPanelOnly
      >
        <Tab
          id="programs"
          title={t('tabs.programs')}
          panel={
            <LibraryList
              query={ContentProgramListDocument}
              pageOf={(data) => data.contentTrainingPrograms}
              words={words('programs')}
              icon="learning"
              renderTable={(items) => <CentreProgramTable programs={items} onOpen={setProgram} />}
            />
          }
        />
        <Tab
          id="materials"
          title={t('tabs.materials')}
          panel={
            <LibraryList
              query={ContentMaterialListDocument}
              pageOf={(data) => data.contentMaterials}
              words={words('materials')}
              icon="box"
              renderTable={(items) => <CentreMaterialTable materials={items} />}
            />
          }
        />
        <Tab
          id="music"
          title={t('tabs.music')}
          panel={
            <LibraryList
              query={ContentTrackListDocument}
              pageOf={(data) => data.contentTracks}
              words={words('music')}
              icon="music"
              renderTable={(items) => <CentreTrackTable tracks={items} onPlay={setPlaying} />}
            />
          }
        />
      </Tabs>
      <CentreProgramDrawer program={program} onClose={() => setProgram(null)} />
      {playing && <TrackPlayerDialog track={playing} onClose={() => setPlaying(null)} />}
    </Page>
  );
};
