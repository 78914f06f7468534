import { Button, Drawer, DrawerSize, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SessionQuotaChangesDocument, type SessionQuotaFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { keyOf } from '../quotaForm';

type ChangesDrawerProps = { quota: SessionQuotaFieldsFragment; onClose: () => void };

const PAGE = 10;

/** The change records of one session quota (adventRecords): who changed what, when; load more by 10. */
export const ChangesDrawer = ({ quota, onClose }: ChangesDrawerProps) => {
  const { t } = useTranslation('quotas');
  const [count, setCount] = useState(PAGE);
  const [{ data, fetching, error }] = useQuery({
    query: SessionQuotaChangesDocument,
    variables: { recordId: quota.id, skipCount: 0, maxResultCount: count },
  });
  const page = data?.sessionQuotaChanges;
  return (
    <Drawer
      isOpen
      onClose={onClose}
      size={DrawerSize.STANDARD}
      icon="history"
      title={t('changes.title', { name: quota.childName, type: t(`types.${keyOf(quota.type)}`) })}
    >
      <div className="atrium-quota-changes">
        {!page && fetching ? (
          <LoadingState />
        ) : error && !page ? (
          <NonIdealState icon="error" title={t('changes.load-failed')} description={error.message} />
        ) : page && page.items.length === 0 ? (
          <NonIdealState icon="history" title={t('changes.empty')} />
        ) : page ? (
          <>
            <HTMLTable compact striped className="atrium-quota-changes-table">
              <thead>
                <tr>
                  <th>{t('changes.when')}</th>
                  <th>{t('changes.kind')}</th>
                  <th>{t('changes.hours')}</th>
                  <th>{t('changes.who')}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((change) => (
                  <tr key={change.id}>
                    <td>{formatDateTime(change.creationTime)}</td>
                    <td>
                      {t(`changes.kinds.${keyOf(change.kind)}`)}
                      {change.num ? ` · ${t('changes.session', { num: change.num })}` : ''}
                    </td>
                    <td>{change.hours > 0 && change.kind !== 'Usage' ? `+${change.hours}` : change.hours}</td>
                    <td>{change.operatorName ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            {page.totalCount > page.items.length && (
              <Button
                variant="minimal"
                text={t('changes.more')}
                loading={fetching}
                onClick={() => setCount((c) => c + PAGE)}
              />
            )}
          </>
        ) : null}
      </div>
    </Drawer>
  );
};
