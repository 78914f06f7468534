import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';
import type { ContentAction } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { keyOf } from './contentKeys';

/** One entry as the history queries give it. */
export type ContentHistoryEntry = {
  id: string;
  action: ContentAction;
  changes: readonly { field: string; from?: string | null; to?: string | null }[];
  userName?: string | null;
  time: string;
};

/** Where a kind's history comes from: its query, the query's variables, and the entries in its answer. */
export type ContentHistorySource<Data, Variables extends AnyVariables> = {
  query: TypedDocumentNode<Data, Variables>;
  variables: Variables;
  entriesOf: (data: Data) => readonly ContentHistoryEntry[];
};

type ContentHistoryDialogProps<Data, Variables extends AnyVariables> = {
  item: { id: string; name: string };
  source: ContentHistorySource<Data, Variables>;
  /** A changed field's name in the reader's words (content's own fields unless the kind says). */
  fieldLabel?: (field: string) => string;
  /** A changed value in the reader's words, when the kind shows one its own way (else as is). */
  valueLabel?: (field: string, value: unknown) => string | null;
  onClose: () => void;
};

/** Who changed a content item, when, and what (issue 18 item 6), oldest first. Mount it to open it. */
export const ContentHistoryDialog = <Data, Variables extends AnyVariables>({
  item,
  source,
  fieldLabel,
  valueLabel,
  onClose,
}: ContentHistoryDialogProps<Data, Variables>) => {
  const { t } = useTranslation('content');
  const [{ data, fetching, error }] = useQuery({
    query: source.query,
    variables: source.variables,
    context: NO_ERROR_TOAST,
    requestPolicy: 'network-only',
  });
  const entries = data ? source.entriesOf(data) : undefined;
  const labelOf = fieldLabel ?? ((field: string) => t(`fields.${keyOf(field)}`));

  // A value of a change, as the gateway sends it (JSON text): statuses in the reader's words.
  const shown = (field: string, json: string | null | undefined) => {
    if (json === null || json === undefined) return '—';
    const value: unknown = JSON.parse(json);
    if (field === 'contentStatus' && typeof value === 'string') return t(`status.${keyOf(value)}`);
    const own = valueLabel?.(field, value);
    if (own !== undefined && own !== null) return own;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };

  const body = () => {
    if (fetching && !entries) return <LoadingState />;
    if (error && !entries) {
      return (
        <Callout intent="danger" title={t('history.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      );
    }
    if (!entries) return null;
    return (
      <HTMLTable compact striped className="atrium-content-history">
        <thead>
          <tr>
            <th>{t('history.time')}</th>
            <th>{t('history.who')}</th>
            <th>{t('history.what')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.time)}</td>
              <td>{entry.userName ?? t('history.nobody')}</td>
              <td>
                <strong>{t(`history.action.${keyOf(entry.action)}`)}</strong>
                <ul>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {t('history.change', {
                        field: labelOf(change.field),
                        from: shown(change.field, change.from),
                        to: shown(change.field, change.to),
                      })}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('history.title', { name: item.name })}
      icon="history"
      style={{ width: 640 }}
    >
      <DialogBody>{body()}</DialogBody>
      <DialogFooter actions={<Button text={t('history.close')} onClick={onClose} />} />
    </Dialog>
  );
};
