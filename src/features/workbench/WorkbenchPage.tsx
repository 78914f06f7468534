import { Button, Callout, Card, H4, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { WorkbenchOverviewDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { formatDate } from '../../shared/i18n/formatDate';
import { genderLabel } from '../../shared/i18n/genderLabel';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';

const SUBJECT_LIST_ROUTE = '/system/center/menu/user/subject';

// /system/center/dataPanel/workTable: the centre's workbench.
export const WorkbenchPage = () => {
  const { t, i18n } = useTranslation('workbench');
  const navigate = useNavigate();
  // The failure is shown in place below, so no automatic toast as well.
  const [{ data, fetching, error }] = useQuery({ query: WorkbenchOverviewDocument, context: NO_ERROR_TOAST });
  const none = t('common:value.none');

  return (
    <Page title={t('page.title')} subtitle={data?.me.currentTenant?.displayName}>
      {fetching && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <Callout intent="danger" title={t('children.error-title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : data ? (
        <Card className="atrium-card">
          <div className="atrium-card-header">
            <H4>{t('children.title')}</H4>
            <Button
              variant="minimal"
              endIcon="arrow-right"
              text={t('children.view-all')}
              onClick={() => void navigate(SUBJECT_LIST_ROUTE)}
            />
          </div>
          <div className="atrium-stat">
            <span className="atrium-stat-value">{data.subjects.totalCount}</span>
            <span className="atrium-stat-label">{t('children.count-label')}</span>
          </div>
          {data.subjects.items.length === 0 ? (
            <NonIdealState
              icon="people"
              title={t('children.empty-title')}
              description={t('children.empty-description')}
            />
          ) : (
            <HTMLTable compact striped className="atrium-table">
              <caption>{t('children.newest')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.birthday')}</th>
                  <th scope="col">{t('columns.gender')}</th>
                  <th scope="col">{t('columns.guardians')}</th>
                </tr>
              </thead>
              <tbody>
                {data.subjects.items.map((subject) => (
                  <tr key={subject.id}>
                    <td>{subject.name}</td>
                    <td>{formatDate(subject.birthDay, i18n.language) || none}</td>
                    <td>{genderLabel(t, subject.gender)}</td>
                    <td>{subject.guardianNames.join(', ') || none}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
      ) : null}
    </Page>
  );
};
