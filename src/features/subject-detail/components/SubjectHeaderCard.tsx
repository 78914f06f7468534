import { Button, Card, Classes, Icon, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubjectDetailFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { gradeLabel } from '../../../shared/i18n/gradeLabel';
import { archivesPath, guardianDetailPath } from '../../../shared/routes/paths';
import { subjectTitle, type SubjectDisplay } from '../subjectDisplay';
import { stageLabel, statusIntent, statusLabel } from '../subjectLabels';
import { SectionTitle } from '../../../shared/ui/SectionTitle';

export type Trainer = { id: string; name: string; roleDisplayNames: readonly string[] };

type SubjectHeaderCardProps = {
  detail: SubjectDetailFieldsFragment;
  display: SubjectDisplay;
  /** 'admin': management mode, where the music row is hidden (spec 000 §6). */
  context: 'centre' | 'admin';
  /** The centres the child is granted to; the record's own centre names when not asked. */
  tenantNames: readonly string[];
  /** Staff linked to the child; its coaches' names when not asked. */
  trainers: readonly Trainer[] | null;
  /** Only a viewable child in the centre view offers the edits; the dialogs come from the list. */
  onEditOutpatientNumber?: (() => void) | undefined;
  onEditRemark?: (() => void) | undefined;
  /** An unbound or cancelled child: only who it is and its status. */
  restricted?: boolean;
  /** Where a guardian opens: the centre's guardian detail unless the role context says otherwise. */
  guardianUrl?: (guardianId: string) => string;
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </>
);

// Spec 000 §2 "The subject card": each part shown only when present and allowed (§6).
export const SubjectHeaderCard = ({
  detail,
  display,
  context,
  tenantNames,
  trainers,
  onEditOutpatientNumber,
  onEditRemark,
  restricted = false,
  guardianUrl = guardianDetailPath,
}: SubjectHeaderCardProps) => {
  const { t, i18n } = useTranslation('subject-detail');
  const { info, groups, userMusics } = detail;
  const title = subjectTitle(display, info);
  const showNumberRow = display.outpatientNumber && title?.field !== 'outpatientNumber';
  // The music row is hidden for the infant stage and in admin context (spec 000 §6).
  const showMusic = context === 'centre' && info.stage !== '0-3';

  return (
    <Card className="atrium-subject-card" role="region" aria-label={t('card.label')}>
      <div className="atrium-subject-card-title">
        <SectionTitle className="atrium-subject-name">{title?.text ?? t('card.unnamed')}</SectionTitle>
        <Tag intent={statusIntent(info.status)} minimal round>
          {statusLabel(t, info.status)}
        </Tag>
        {title?.field === 'outpatientNumber' && onEditOutpatientNumber && !restricted && (
          <Button
            minimal
            small
            icon="edit"
            aria-label={t('card.edit-outpatient-number')}
            onClick={onEditOutpatientNumber}
          />
        )}
        {!restricted && (
          // Spec 000 §2: the archives open in a new tab, beside the detail.
          <a
            className={`${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL} atrium-subject-archives-link`}
            href={archivesPath(info.id, context === 'admin' ? 'admin' : 'center')}
            target="_blank"
            rel="noreferrer"
          >
            <Icon icon="folder-open" />
            <span className={Classes.BUTTON_TEXT}>{t('card.archives')}</span>
          </a>
        )}
      </div>
      {!restricted && (
        <dl className="atrium-subject-fields">
          <Field label={t('card.gender')}>{genderLabel(t, info.gender)}</Field>
          <Field label={t('card.stage')}>{stageLabel(t, info.stage)}</Field>
          <Field label={t('card.birthday')}>{formatDate(info.birthDay, i18n.language)}</Field>
          {showNumberRow && (
            <Field label={t('card.outpatient-number')}>
              <span>{info.outpatientNumber || t('card.none')}</span>
              {onEditOutpatientNumber && (
                <Button
                  minimal
                  small
                  icon="edit"
                  aria-label={t('card.edit-outpatient-number')}
                  onClick={onEditOutpatientNumber}
                />
              )}
            </Field>
          )}
          {display.guardian && info.guardians.length > 0 && (
            <Field label={t('card.guardians')}>
              {info.guardians.map((g) => (
                <Link key={g.id} to={guardianUrl(g.id)}>
                  {t('card.guardian-link', { name: g.nickName, role: g.roleDisplayName })}
                </Link>
              ))}
            </Field>
          )}
          {display.note && (
            <Field label={t('card.remark')}>
              <span>{info.remark || t('card.none')}</span>
              {onEditRemark && (
                <Button minimal small icon="edit" aria-label={t('card.edit-remark')} onClick={onEditRemark} />
              )}
            </Field>
          )}
          {display.school && info.schoolName && <Field label={t('card.school')}>{info.schoolName}</Field>}
          {display.grade && info.gradeName && <Field label={t('card.grade')}>{gradeLabel(t, info.gradeName)}</Field>}
          {display.grade && info.className && <Field label={t('card.class')}>{info.className}</Field>}
          {tenantNames.length > 0 && <Field label={t('card.tenants')}>{tenantNames.join(', ')}</Field>}
          <TrainersField trainers={trainers} coachNames={info.coachNames} />
          {groups.length > 0 && (
            <Field label={t('card.classes')}>
              {groups.map((group) => (
                <span key={group.id}>{group.name}</span>
              ))}
            </Field>
          )}
          {showMusic && (
            <Field label={t('card.music')}>
              {userMusics.length > 0
                ? userMusics.map((m) => (
                    <span key={m.code}>{t('card.music-code', { code: m.code, num: m.musicCourseNum })}</span>
                  ))
                : t('card.music-pending')}
            </Field>
          )}
        </dl>
      )}
    </Card>
  );
};

const TrainersField = ({
  trainers,
  coachNames,
}: {
  trainers: readonly Trainer[] | null;
  coachNames: readonly string[];
}) => {
  const { t } = useTranslation('subject-detail');
  const names = trainers
    ? trainers.map((s) =>
        s.roleDisplayNames.length
          ? t('card.trainer-roles', { name: s.name, roles: s.roleDisplayNames.join(', ') })
          : s.name,
      )
    : coachNames;
  if (names.length === 0) return null;
  return <Field label={t('card.trainers')}>{names.join(', ')}</Field>;
};
