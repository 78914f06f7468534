import { Button, Card, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { answerText } from '../../../../forms/feedback-answer-text';
import { formLanguageOf, localised } from '../../../../forms/feedback-property.schemas';
import {
  OfflinePlanFeedbackRecordsDocument,
  type OfflinePlanFeedbackRecordsQuery,
  type OfflinePlanPropertyFieldsFragment,
} from '../../../generated/graphql';
import { BACKGROUND_OPERATION } from '../../../shared/errors/ErrorHandlingContext';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { answersOf, formProperty } from '../planRules';

/** Spec 001 §2 screen 5 and §9: feedback lists load 10 more at a time (accumulating skip). */
export const RECORDS_PAGE = 10;

type Record = OfflinePlanFeedbackRecordsQuery['offlinePlanFeedbackRecords']['items'][number];

/**
 * The feedback record list with load-more (spec 001 §2 screen 5): newest first, each with its
 * session, activity, who gave it and the answers. `version` changing starts again from the top.
 */
export const FeedbackRecords = ({ planId, version }: { planId: string; version: number }) => {
  const { t, i18n } = useTranslation('offline-plans');
  const language = formLanguageOf(i18n.language);
  const client = useClient();
  const [records, setRecords] = useState<Record[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  const load = async (skipCount: number, replace: boolean) => {
    setLoading(true);
    const result = await client
      .query(
        OfflinePlanFeedbackRecordsDocument,
        { planId, skipCount, maxResultCount: RECORDS_PAGE },
        { requestPolicy: 'network-only', ...(replace && version > 0 ? BACKGROUND_OPERATION : {}) },
      )
      .toPromise();
    setLoading(false);
    const page = result.data?.offlinePlanFeedbackRecords;
    if (!page) return;
    setTotal(page.totalCount);
    setRecords((previous) => (replace || !previous ? page.items : [...previous, ...page.items]));
  };

  useEffect(() => {
    void load(0, true);
    // Reload from the top when the plan changed; `load` is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planId, version]);

  const words = { none: t('records.no-answer'), yes: t('records.yes'), no: t('records.no') };
  const answerOf = (property: OfflinePlanPropertyFieldsFragment, value: unknown): string =>
    answerText({ type: property.type, settings: formProperty(property).extraProperties }, value, language, words);

  return (
    <Card className="atrium-plan-records">
      <h3 className="bp6-heading">{t('records.title')}</h3>
      {records === null ? (
        <LoadingState />
      ) : records.length === 0 ? (
        <p className="bp6-text-muted">{t('records.empty')}</p>
      ) : (
        <>
          <ol className="atrium-plan-record-list" aria-label={t('records.title')}>
            {records.map((record) => {
              const answers = answersOf(record.feedbacks);
              return (
                <li key={record.id} className="atrium-plan-record">
                  <div className="atrium-plan-record-head">
                    <Tag minimal>{t('records.session', { num: record.num })}</Tag>{' '}
                    <strong>{record.programTitle}</strong>{' '}
                    <Tag minimal intent={record.forGuardian ? 'warning' : 'primary'}>
                      {t(record.forGuardian ? 'records.guardian' : 'records.staff')}
                    </Tag>{' '}
                    <span className="bp6-text-muted">
                      {formatDateTime(record.creationTime)}
                      {record.createdByName ? ` ${t('records.by', { name: record.createdByName })}` : ''}
                    </span>
                  </div>
                  <dl className="atrium-plan-record-answers">
                    {record.feedbackProperties
                      .filter((p) => answers[p.id] !== undefined)
                      .map((p) => (
                        <div key={p.id}>
                          <dt>{localised(formProperty(p).displayName, language)}</dt>
                          <dd>{answerOf(p, answers[p.id])}</dd>
                        </div>
                      ))}
                  </dl>
                </li>
              );
            })}
          </ol>
          <div className="atrium-plan-records-more">
            <span className="bp6-text-muted">{t('records.shown', { shown: records.length, total })}</span>
            {records.length < total && (
              <Button
                loading={loading}
                text={t('records.load-more')}
                onClick={() => void load(records.length, false)}
              />
            )}
          </div>
        </>
      )}
    </Card>
  );
};
