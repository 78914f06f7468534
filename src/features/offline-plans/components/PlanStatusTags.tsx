import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { keyOf } from '../planRules';
import type { OfflinePlanSummaryFieldsFragment } from '../../../generated/graphql';

const STATUS_INTENT: Record<OfflinePlanSummaryFieldsFragment['status'], Intent> = {
  None: 'none',
  Started: 'primary',
  Finished: 'success',
  ReportedReady: 'success',
  Closed: 'none',
};

const VALIDITY_INTENT: Record<OfflinePlanSummaryFieldsFragment['validity'], Intent> = {
  NotStart: 'none',
  Active: 'success',
  Expired: 'danger',
};

/** The plan's progress (None … Closed, or suspended) and validity (spec 001 §3 "Plan progress"). */
export const PlanStatusTags = ({ summary }: { summary: OfflinePlanSummaryFieldsFragment }) => {
  const { t } = useTranslation('offline-plans');
  return (
    <span className="atrium-plan-status">
      {summary.isDeleted ? (
        <Tag intent="warning">{t('status.suspended')}</Tag>
      ) : (
        <Tag intent={STATUS_INTENT[summary.status]}>{t(`status.${keyOf(summary.status)}`)}</Tag>
      )}{' '}
      <Tag minimal intent={VALIDITY_INTENT[summary.validity]}>
        {t(`validity.${keyOf(summary.validity)}`)}
      </Tag>
    </span>
  );
};
