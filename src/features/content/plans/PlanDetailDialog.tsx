import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContentPlanRulesFieldsFragment } from '../../../generated/graphql';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { SessionsDetailDialog } from '../sessions/SessionsDetailDialog';
import { interviewSessionsOf, levelsOf, type PlanRules } from '../../../../forms/plan-rules';
import { planName, programTitle, type PlanSessionLike } from './planForm';

type PlanDetailDialogProps = {
  name: string;
  /** A template's sessions also carry their static activities, shown after the programmes. */
  sessions: readonly PlanSessionLike[];
  /** A template's or class plan's rules, shown per session (trial, interview, music, level). */
  rules: ContentPlanRulesFieldsFragment;
  onClose: () => void;
};

/**
 * A plan read session by session: its programs in order (then a template's static activities) and
 * what its rules say of each.
 */
export const PlanDetailDialog = ({ name, sessions, rules, onClose }: PlanDetailDialogProps) => {
  const { t, i18n } = useTranslation('content-plans');
  const plain = rules as PlanRules;
  const levels = levelsOf(plain, sessions.length);
  const interviews = new Set(interviewSessionsOf(plain, sessions.length));
  return (
    <SessionsDetailDialog
      title={t('detail.title', { name })}
      icon="calendar"
      headers={[t('detail.session'), t('detail.programs'), t('detail.rules')]}
      sessions={sessions}
      sessionLabel={(number) => t('form.session', { number })}
      cells={(s) => (
        <>
          <td>
            <ol className="atrium-plan-programs">
              {s.programs.map((p) => (
                <li key={p.id}>
                  {p.code} · {programTitle(p, i18n.language)}{' '}
                  {p.contentStatus !== 'Public' && <ContentStatusTag status={p.contentStatus} />}
                </li>
              ))}
            </ol>
            {(s.staticActivities ?? []).length > 0 && (
              <ul className="atrium-plan-statics-detail">
                {(s.staticActivities ?? []).map((a, at) => (
                  <li key={at}>
                    <Tag minimal>{t('detail.static')}</Tag> {planName(a, i18n.language)}
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td>
            <Tag minimal>{t('detail.level', { level: levels[s.number - 1] ?? 1 })}</Tag>{' '}
            {rules.trial.sessions.includes(s.number) && <Tag intent="primary">{t('detail.trial')}</Tag>}{' '}
            {rules.musicSessions.includes(s.number) && <Tag intent="success">{t('detail.music')}</Tag>}{' '}
            {interviews.has(s.number) && <Tag intent="warning">{t('detail.interview')}</Tag>}
          </td>
        </>
      )}
      closeText={t('detail.close')}
      onClose={onClose}
    />
  );
};
