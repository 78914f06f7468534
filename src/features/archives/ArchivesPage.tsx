import { Button, Callout, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { SubjectArchiveDocument, type ArchiveEntryFieldsFragment, type ArchiveSection } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { ARCHIVE_SECTIONS, isArchiveSection, REQUIRED_SECTIONS, sectionKey } from './archiveSections';
import { ArchiveEntryDialog } from './components/ArchiveEntryDialog';
import { ArchiveEntryList } from './components/ArchiveEntryList';
import './archives.css';

/** The dialog open: adding (entry null) or editing an entry. */
type Editing = { entry: ArchiveEntryFieldsFragment | null } | null;

/**
 * /system/archives?subjectId={id}[&from=center|admin][&section=] (spec 000 §2, 001 §2): a child's
 * archives, opened in a new tab from the subject detail or from "fill in the profile first". The
 * six sections side by side with their counts; the chosen one's entries, newest first; add, edit
 * and delete for staff while the child is bound. The section lives in the address.
 */
export const ArchivesPage = () => {
  const { t } = useTranslation('archives');
  const [searchParams, setSearchParams] = useSearchParams();
  const subjectId = searchParams.get('subjectId') ?? '';
  const requested = searchParams.get('section');
  const section: ArchiveSection = isArchiveSection(requested) ? requested : 'Profile';
  // Management mode (from=admin): the role named admin reads any centre's child, and only reads.
  const fromAdmin = searchParams.get('from') === 'admin';
  const [editing, setEditing] = useState<Editing>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SubjectArchiveDocument,
    variables: { subjectId, section, from: fromAdmin ? 'Admin' : 'Center' },
    pause: subjectId === '',
    context: NO_ERROR_TOAST,
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const choose = (next: ArchiveSection) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'Profile') params.delete('section');
    else params.set('section', next);
    setSearchParams(params, { replace: true });
  };

  const archive = data?.subjectArchive;
  const body = !subjectId ? (
    <EmptyState icon="folder-close" title={t('page.no-subject')} />
  ) : error && !archive ? (
    <Callout intent="danger" title={t('page.load-failed')}>
      {errorMessage(error, t('common:error.network'))}
    </Callout>
  ) : !archive ? (
    <LoadingState />
  ) : (
    <div className="atrium-archives">
      {!archive.canWrite && (
        <Callout icon="lock" className="atrium-archives-read-only">
          {t(fromAdmin ? 'page.read-only-admin' : 'page.read-only')}
        </Callout>
      )}
      <Tabs
        id="atrium-archive-sections"
        vertical
        selectedTabId={section}
        onChange={(next) => choose(next as ArchiveSection)}
        renderActiveTabPanelOnly
        aria-label={t('page.sections-label')}
      >
        {ARCHIVE_SECTIONS.map((name) => {
          const count = archive.counts.find((c) => c.section === name)?.count ?? 0;
          const missing = REQUIRED_SECTIONS.has(name) && count === 0;
          return (
            <Tab
              key={name}
              id={name}
              title={t(`section.${sectionKey(name)}`)}
              tagContent={count}
              tagProps={{ intent: missing ? 'warning' : 'none', round: true, minimal: !missing }}
              panel={
                <SectionPanel
                  section={name}
                  required={REQUIRED_SECTIONS.has(name)}
                  busy={fetching}
                  entries={archive.section === name ? archive.entries : null}
                  canWrite={archive.canWrite}
                  onAdd={() => setEditing({ entry: null })}
                  onEdit={(entry) => setEditing({ entry })}
                  onDeleted={reload}
                />
              }
            />
          );
        })}
      </Tabs>
    </div>
  );

  return (
    <Page title={t('page.title')} subtitle={archive ? t('page.subtitle', { name: archive.subjectName }) : undefined}>
      {body}
      {editing && archive && (
        <ArchiveEntryDialog
          subjectId={archive.subjectId}
          section={section}
          entry={editing.entry}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Page>
  );
};

type SectionPanelProps = {
  section: ArchiveSection;
  required: boolean;
  busy: boolean;
  /** null while the section's entries load. */
  entries: readonly ArchiveEntryFieldsFragment[] | null;
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (entry: ArchiveEntryFieldsFragment) => void;
  onDeleted: () => void;
};

const SectionPanel = ({ section, required, busy, entries, canWrite, onAdd, onEdit, onDeleted }: SectionPanelProps) => {
  const { t } = useTranslation('archives');
  const name = t(`section.${sectionKey(section)}`);
  return (
    <section className="atrium-archive-section" aria-label={name} aria-busy={busy}>
      <header className="atrium-archive-section-head">
        <h2 className="bp6-heading">{name}</h2>
        {required && <Tag minimal>{t('section.required')}</Tag>}
        {canWrite && <Button intent="primary" icon="add" text={t('list.add')} onClick={onAdd} />}
      </header>
      {entries === null ? (
        <LoadingState />
      ) : entries.length === 0 ? (
        <EmptyState
          icon="document"
          title={t('list.empty-title')}
          description={required ? t('list.empty-required') : t('list.empty-description')}
        />
      ) : (
        <ArchiveEntryList entries={entries} canWrite={canWrite} onEdit={onEdit} onDeleted={onDeleted} />
      )}
    </section>
  );
};
