import { Alert, Card, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { DeleteArchiveEntryDocument, type ArchiveEntryFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../shared/i18n/formatDate';
import { IconRowAction } from '../../../shared/ui/IconRowAction';

type ArchiveEntryListProps = {
  entries: readonly ArchiveEntryFieldsFragment[];
  canWrite: boolean;
  onEdit: (entry: ArchiveEntryFieldsFragment) => void;
  onDeleted: () => void;
};

/** A section's entries, newest first: title, day, author and the text as written; edit and delete for writers. */
export const ArchiveEntryList = ({ entries, canWrite, onEdit, onDeleted }: ArchiveEntryListProps) => {
  const { t, i18n } = useTranslation('archives');
  const { showSuccess, showError } = useErrorToasts();
  const client = useClient();
  const [deleting, setDeleting] = useState<ArchiveEntryFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (entry: ArchiveEntryFieldsFragment) => {
    setBusy(true);
    const result = await client.mutation(DeleteArchiveEntryDocument, { id: entry.id }, NO_ERROR_TOAST).toPromise();
    setBusy(false);
    setDeleting(null);
    if (result.error) return showError(result.error, t('common:error.network'));
    showSuccess(t('delete.done'));
    onDeleted();
  };

  return (
    <>
      <ol className="atrium-archive-entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Card className="atrium-archive-entry">
              <header className="atrium-archive-entry-head">
                <h3 className="bp6-heading">{entry.title}</h3>
                {canWrite && (
                  <span className="atrium-archive-entry-actions">
                    <IconRowAction
                      icon="edit"
                      text={t('list.edit-short')}
                      label={t('list.edit', { title: entry.title })}
                      onClick={() => onEdit(entry)}
                    />
                    <IconRowAction
                      icon="trash"
                      intent="danger"
                      text={t('delete.confirm-button')}
                      label={t('list.delete', { title: entry.title })}
                      onClick={() => setDeleting(entry)}
                    />
                  </span>
                )}
              </header>
              <p className={`atrium-archive-entry-meta ${Classes.TEXT_MUTED}`}>
                <span>{t('list.recorded-on', { date: formatDate(entry.recordedOn, i18n.language) })}</span>
                <span>{entry.authorName ? t('list.by', { name: entry.authorName }) : t('list.unknown-author')}</span>
              </p>
              <p className="atrium-archive-entry-content">{entry.content}</p>
            </Card>
          </li>
        ))}
      </ol>
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        loading={busy}
        confirmButtonText={t('delete.confirm-button')}
        cancelButtonText={t('delete.cancel')}
        canEscapeKeyCancel
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        <p>{t('delete.confirm', { title: deleting?.title ?? '' })}</p>
      </Alert>
    </>
  );
};
