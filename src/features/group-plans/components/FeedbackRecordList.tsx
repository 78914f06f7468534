import { Button, Callout, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, type CombinedError } from 'urql';
import { answerText } from '../../../../forms/feedback-answer-text';
import { formLanguageOf, localised } from '../../../../forms/feedback-property.schemas';
import {
  GroupFeedbackRecordsDocument,
  type GroupFeedbackKind,
  type GroupFeedbackRecordsQuery,
} from '../../../generated/graphql';
import { BACKGROUND_OPERATION, NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { serverAnswers, serverFormProperty } from '../../../shared/feedback-form/serverForm';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';

/** Spec 001 §2 screen 5 and §9: feedback lists load 10 more at a time (accumulating skip). */
export const RECORDS_PAGE = 10;

type FeedbackRecord = GroupFeedbackRecordsQuery['groupFeedbackRecords']['items'][number];

export type RecordFilter = { kind: GroupFeedbackKind; num?: number | undefined; subjectId?: string | undefined };

const KIND_INTENT = { Activity: 'primary', Personal: 'success', Guardian: 'warning' } as const;

/**
 * A group plan's feedback records (spec 001 §2 screen 5), newest first with load-more: each with
 * its session, activity, child (personal and guardian), who gave it and the answers. A new filter
 * or `version` starts again from the top.
 */
export const FeedbackRecordList = ({
  planId,
  filter,
  version,
  label,
}: {
  planId: string;
  filter: RecordFilter;
  version: number;
  label: string;
}) => {
  const { t, i18n } = useTranslation('group-plans');
  const language = formLanguageOf(i18n.language);
  const client = useClient();
  const [records, setRecords] = useState<FeedbackRecord[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<CombinedError | null>(null);
  const { kind, num, subjectId } = filter;

  const load = async (skipCount: number, replace: boolean) => {
    setLoading(true);
    const result = await client
      .query(
        GroupFeedbackRecordsDocument,
        {
          planId,
          kind,
          ...(num === undefined ? {} : { num }),
          ...(subjectId === undefined ? {} : { subjectId }),
          skipCount,
          maxResultCount: RECORDS_PAGE,
        },
        { requestPolicy: 'network-only', ...NO_ERROR_TOAST, ...(replace && version > 0 ? BACKGROUND_OPERATION : {}) },
      )
      .toPromise();
    setLoading(false);
    const page = result.data?.groupFeedbackRecords;
    setError(page ? null : (result.error ?? null));
    if (!page) return;
    setTotal(page.totalCount);
    setRecords((previous) => (replace || !previous ? page.items : [...previous, ...page.items]));
  };

  useEffect(() => {
    void load(0, true);
    // Start from the top when the filter or the plan moved on; `load` is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planId, kind, num, subjectId, version]);

  const words = { none: t('records.no-answer'), yes: t('records.yes'), no: t('records.no') };

  if (error && !records)
    return (
      <Callout intent="danger" title={t('records.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (records === null) return <LoadingState />;
  if (records.length === 0) return <p className="bp6-text-muted">{t('records.empty')}</p>;
  return (
    <>
      <ol className="group-plans-records" aria-label={label}>
        {records.map((record) => {
          const answers = serverAnswers(record.feedbacks);
          return (
            <li key={record.id} className="group-plans-record">
              <div className="group-plans-record-head">
                <Tag minimal>{t('session.name', { num: record.num })}</Tag> <strong>{record.programTitle}</strong>{' '}
                <Tag minimal intent={KIND_INTENT[record.kind]}>
                  {t(`records.kind-${record.kind.toLowerCase()}`)}
                </Tag>{' '}
                {record.userName && (
                  <>
                    <Tag minimal icon="person">
                      {record.userName}
                    </Tag>{' '}
                  </>
                )}
                <span className="bp6-text-muted">
                  {formatDateTime(record.creationTime)}
                  {record.createdByName ? ` ${t('records.by', { name: record.createdByName })}` : ''}
                </span>
              </div>
              <dl className="group-plans-record-answers">
                {record.feedbackProperties
                  .filter((p) => answers[p.id] !== undefined)
                  .map((p) => {
                    const property = serverFormProperty(p);
                    return (
                      <div key={p.id}>
                        <dt>{localised(property.displayName, language)}</dt>
                        <dd>
                          {answerText(
                            { type: p.type, settings: property.extraProperties },
                            answers[p.id],
                            language,
                            words,
                          )}
                        </dd>
                      </div>
                    );
                  })}
              </dl>
            </li>
          );
        })}
      </ol>
      <div className="group-plans-records-more">
        <span className="bp6-text-muted">{t('records.shown', { shown: records.length, total })}</span>
        {records.length < total && (
          <Button loading={loading} text={t('records.load-more')} onClick={() => void load(records.length, false)} />
        )}
      </div>
    </>
  );
};
