import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { keyOf, sessionTags, type PlanDetail } from '../planRules';

/**
 * A session's tags (spec 001 §2 screen 2: current, online or offline, trial, adjusted, difficulty
 * +1 or -1, music) and its facts (level, when it began and finished, attendance, the parent
 * interview), as the session card and the session's own page show them.
 */
export const SessionFacts = ({ plan, num }: { plan: PlanDetail; num: number }) => {
  const { t } = useTranslation('offline-plans');
  const tags = sessionTags(plan, num);
  const session = plan.sessions.find((s) => s.num === num);
  return (
    <>
      <div className="atrium-session-tags" aria-label={t('view.session-title', { num, total: plan.summary.totalNum })}>
        {tags.current && <Tag intent="primary">{t('tag.current')}</Tag>}
        <Tag minimal>{t(`mode.${keyOf(tags.mode)}`)}</Tag>
        {tags.trial && <Tag intent="warning">{t('tag.trial')}</Tag>}
        {tags.adjusted && <Tag intent="success">{t('tag.adjusted')}</Tag>}
        {tags.increase && <Tag intent="danger">{t('tag.increase')}</Tag>}
        {tags.decrease && (
          <Tag intent="primary" minimal>
            {t('tag.decrease')}
          </Tag>
        )}
        {session?.hasMusic && (
          <Tag minimal icon="music">
            {t('view.music')}
          </Tag>
        )}
      </div>
      {session && (
        <p className="atrium-session-meta bp6-text-muted">
          {[
            t('view.level', { level: session.level }),
            session.startedAt ? t('view.started', { time: formatDateTime(session.startedAt) }) : t('view.not-begun'),
            session.finishedAt ? t('view.finished', { time: formatDateTime(session.finishedAt) }) : null,
            session.attendance ? t(`view.attendance.${keyOf(session.attendance)}`) : null,
            session.interviewRequired
              ? session.interviewAt
                ? t('view.interview-done', { time: formatDateTime(session.interviewAt) })
                : t('view.interview-required')
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </>
  );
};
