import { Button, ButtonGroup, Card, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflinePlanItemFieldsFragment } from '../../../generated/graphql';
import { useProgramGuide } from '../../../shared/content/ProgramGuideContext';
import { openMusicPlayer } from '../../../shared/music-player/musicPlayerStore';
import { offlineCourseDetailPath } from '../../../shared/routes/paths';
import { guardianWritable, itemActions, itemStatus, type PlanDetail, keyOf, itemsOf, staticsOf } from '../planRules';
import { SessionFacts } from './SessionFacts';
import { SessionFormMenu } from './SessionFormMenu';
import { SessionAudioPunch } from './SessionAudioPunch';
import { SessionMusicRecord } from './SessionMusicRecord';
import { SessionPunch } from './SessionPunch';
import { StaticActivities } from './StaticActivities';
import { TeachingMethodDialog } from './TeachingMethodDialog';

export type ItemAction = 'feedback' | 'notStarted' | 'Increase' | 'Decrease';

type SessionCardProps = {
  plan: PlanDetail;
  onItemAction: (item: OfflinePlanItemFieldsFragment, action: ItemAction) => void;
};

const STATUS_INTENT = { submitted: 'success', notStarted: 'warning', open: 'none' } as const;

/**
 * The session course card (spec 001 §2 screen 2, §4 "Session card"): which session, its tags, its
 * training activities with their feedback status and the actions the caller may take; the arrows
 * page between sessions, and the selection follows the plan's current number. The v1 layout
 * (the plan's cardVersion) adds the sound-therapy record with its audio punch (SessionAudioPunch),
 * which ending a v1 class waits for; v2 has the music record only. Both end with the session's
 * check-in (SessionPunch).
 */
export const SessionCard = ({ plan, onItemAction }: SessionCardProps) => {
  const { t } = useTranslation('offline-plans');
  const { num: current, totalNum } = plan.summary;
  const clamp = (n: number) => Math.min(Math.max(1, n), Math.max(1, totalNum));
  const [selected, setSelected] = useState(clamp(current));
  // 001 §4: the selection resets to the plan's current number when that number changes.
  const [followed, setFollowed] = useState(current);
  if (followed !== current) {
    setFollowed(current);
    setSelected(clamp(current));
  }
  const num = clamp(selected);
  const items = itemsOf(plan, num);
  const statics = staticsOf(plan, num);
  // The teaching-method modal (001 §2 screen 1): the library's guide, where the route provides it.
  const guide = useProgramGuide();
  const [teaching, setTeaching] = useState<OfflinePlanItemFieldsFragment | null>(null);

  return (
    <Card
      className={`atrium-session-card atrium-session-card-${plan.summary.cardVersion}`}
      aria-labelledby="atrium-session-title"
      data-card-version={plan.summary.cardVersion}
    >
      <div className="atrium-session-head">
        <Button
          icon="chevron-left"
          variant="minimal"
          aria-label={t('view.previous-session')}
          disabled={num <= 1}
          onClick={() => setSelected(num - 1)}
        />
        <h3 id="atrium-session-title" className="bp6-heading atrium-session-title">
          {t('view.session-title', { num, total: totalNum })}
        </h3>
        <Button
          icon="chevron-right"
          variant="minimal"
          aria-label={t('view.next-session')}
          disabled={num >= totalNum}
          onClick={() => setSelected(num + 1)}
        />
      </div>
      <SessionFacts plan={plan} num={num} />
      <div className="atrium-session-links">
        <Link to={offlineCourseDetailPath(plan.summary.id, num)} aria-label={t('course-detail:link-label', { num })}>
          {t('course-detail:link')}
        </Link>
        <SessionFormMenu planId={plan.summary.id} num={num} items={items} statics={statics} />
        {plan.sessions.find((s) => s.num === num)?.hasMusic && (
          <Button
            size="small"
            icon="music"
            text={t('view.play-music')}
            onClick={() =>
              openMusicPlayer({
                planKind: 'OFFLINE',
                planId: plan.summary.id,
                num,
                subjectId: plan.summary.subjectId,
                title: plan.summary.displayName,
              })
            }
          />
        )}
      </div>
      <h4 className="bp6-heading">{t('view.items')}</h4>
      {items.length === 0 ? (
        <p className="bp6-text-muted">{t('view.no-items')}</p>
      ) : (
        <ul className="atrium-plan-items">
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              ilsVersion={plan.summary.ilsVersion}
              guardianOpen={
                guardianWritable(plan, item.num) && item.feedbackProperties.some((p) => p.formKind === 'Guardian')
              }
              onAction={(action) => onItemAction(item, action)}
              onTeaching={guide ? () => setTeaching(item) : null}
            />
          ))}
        </ul>
      )}
      <StaticActivities planId={plan.summary.id} num={num} statics={statics} />
      <SessionMusicRecord planId={plan.summary.id} subjectId={plan.summary.subjectId} num={num} />
      {plan.summary.cardVersion === 'v1' && (
        <SessionAudioPunch
          planId={plan.summary.id}
          num={num}
          canPunch={plan.canWrite && plan.summary.status === 'Started' && num <= current}
        />
      )}
      <SessionPunch plan={plan} num={num} />
      <TeachingMethodDialog item={teaching} onClose={() => setTeaching(null)} />
    </Card>
  );
};

const ItemRow = ({
  item,
  ilsVersion,
  guardianOpen,
  onAction,
  onTeaching,
}: {
  item: OfflinePlanItemFieldsFragment;
  ilsVersion: string;
  /** The guardian's feedback may still be written on it. */
  guardianOpen: boolean;
  onAction: (action: ItemAction) => void;
  /** Opens the teaching-method modal; null where the page has no guide to offer. */
  onTeaching: (() => void) | null;
}) => {
  const { t } = useTranslation('offline-plans');
  const status = itemStatus(item);
  const actions = itemActions(item, ilsVersion);
  const title = item.trainingProgram.title;
  const hasAnswers = item.feedbacks.length > 0 || item.guardianFeedbacks.length > 0;
  return (
    <li className="atrium-plan-item">
      <span className="atrium-plan-item-title">
        <strong>{title}</strong>{' '}
        <Tag minimal round>
          {t('item.level', { level: item.trainingProgram.difficulty })}
        </Tag>{' '}
        {item.operate && (
          <Tag minimal intent={item.operate === 'Increase' ? 'danger' : 'primary'}>
            {t(item.operate === 'Increase' ? 'tag.increase' : 'tag.decrease')}
          </Tag>
        )}
      </span>
      <Tag intent={STATUS_INTENT[status]} minimal={status === 'open'}>
        {t(`item.status.${keyOf(status)}`)}
      </Tag>
      <ButtonGroup variant="minimal" className="atrium-plan-item-actions">
        {onTeaching && (
          <Button
            icon="learning"
            text={t('course-detail:teaching.button')}
            aria-label={t('course-detail:teaching.label', { title })}
            onClick={onTeaching}
          />
        )}
        {actions.feedback ? (
          <Button
            icon="annotation"
            text={t('item.feedback')}
            aria-label={t('item.feedback-label', { title })}
            onClick={() => onAction('feedback')}
          />
        ) : (
          (hasAnswers || guardianOpen) && (
            <Button
              icon="eye-open"
              text={t('item.view-feedback')}
              aria-label={t('item.view-feedback-label', { title })}
              onClick={() => onAction('feedback')}
            />
          )
        )}
        {actions.notStarted && (
          <Button
            icon="disable"
            text={t('item.not-started')}
            aria-label={t('item.not-started-label', { title })}
            onClick={() => onAction('notStarted')}
          />
        )}
        {actions.difficulty && (
          <>
            <Button
              icon="arrow-up"
              text={t('item.increase')}
              aria-label={t('item.increase-label', { title })}
              disabled={!actions.difficulty.increase}
              onClick={() => onAction('Increase')}
            />
            <Button
              icon="arrow-down"
              text={t('item.decrease')}
              aria-label={t('item.decrease-label', { title })}
              disabled={!actions.difficulty.decrease}
              onClick={() => onAction('Decrease')}
            />
          </>
        )}
      </ButtonGroup>
    </li>
  );
};
