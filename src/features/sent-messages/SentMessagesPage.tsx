import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SentMessageListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { RefreshButton } from '../../shared/ui/RefreshButton';
import { usePagedListParams } from '../../shared/ui/usePagedListParams';
import { SentMessageTable } from './components/SentMessageTable';
import { PATHS } from '../../shared/routes/paths';
import { EmptyState } from '../../shared/ui/EmptyState';

/** The management menu's setting/mail (spec 000 §2, 002 §2). */
export const SENT_MESSAGES_PATH = PATHS.sentMessages;

const MESSAGE_LOG_OFF = 'Business:MessageLogOff';

// The demo's message log: every e-mail and SMS the system sent, newest first, for the role named
// admin. The server masks the codes and links of messages sent to anyone else, and keeps no log
// outside demo mode (then this page says so).
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
  const logOff = error?.graphQLErrors.some((e) => e.extensions?.['code'] === MESSAGE_LOG_OFF) ?? false;

  return (
    <Page
      title={t('menu:manage.items.setting-mail')}
      subtitle={list ? t('list.total', { count: list.totalCount }) : undefined}
      actions={
        <RefreshButton text={t('list.refresh')} refreshing={fetching && list !== undefined} reexecute={reexecute} />
      }
    >
      {logOff ? (
        <EmptyState icon="disable" title={t('off.title')} description={t('off.description')} />
      ) : (
        <>
          <Callout intent="primary" icon="eye-off" className="atrium-block">
            {t('list.masking')}
          </Callout>
          <PagedList
            query={{ list, fetching, error }}
            paging={{ page, pageSize, update }}
            loadFailedTitle={t('list.load-failed')}
            empty={{ icon: 'envelope', title: t('list.empty-title'), description: t('list.empty-description') }}
            renderTable={(items) => <SentMessageTable messages={items} />}
          />
        </>
      )}
    </Page>
  );
};
