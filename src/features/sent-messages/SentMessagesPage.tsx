import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SentMessageListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { Page } from '../../shared/ui/Page';
import { PagedListView } from '../../shared/ui/PagedListView';
import { usePagedListParams } from '../../shared/ui/usePagedListParams';
import { SentMessageTable } from './components/SentMessageTable';

/** The management menu's setting/mail (spec 000 §2, 002 §2). */
export const SENT_MESSAGES_PATH = '/system/manage/setting/mail';

// Every e-mail and SMS the system sent, newest first, for the role named admin. With the default
// store transport nothing is delivered, so this is where verification codes can be read.
export const SentMessagesPage = () => {
  const { t } = useTranslation('sent-messages');
  const { page, pageSize, update } = usePagedListParams();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SentMessageListDocument,
    variables: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    // The failure is shown in place below; a toast would say it twice. (A module constant: urql
    // compares the context by identity.)
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  const list = data?.sentMessages;

  return (
    <Page
      title={t('list.title')}
      subtitle={list ? t('list.total', { total: list.totalCount }) : undefined}
      actions={
        <Button
          icon="refresh"
          variant="minimal"
          text={t('list.refresh')}
          loading={fetching && list !== undefined}
          onClick={() => reexecute({ requestPolicy: 'network-only' })}
        />
      }
    >
      <PagedListView
        list={list}
        fetching={fetching}
        error={error}
        page={page}
        pageSize={pageSize}
        onChange={update}
        loadFailedTitle={t('list.load-failed')}
        empty={
          <NonIdealState icon="envelope" title={t('list.empty-title')} description={t('list.empty-description')} />
        }
        renderTable={(items) => <SentMessageTable messages={items} />}
      />
    </Page>
  );
};
