import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SubjectDetailFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { gradeLabel } from '../../../shared/i18n/gradeLabel';
import type { SubjectDisplay } from '../subjectDisplay';
import { handLabel, schoolNatureLabel } from '../subjectLabels';
import { SectionTitle } from '../../../shared/ui/SectionTitle';

type SubjectInfoCardProps = { info: SubjectDetailFieldsFragment['info']; display: SubjectDisplay };

// Spec 000 §2 "The subject info card": each line appears only when a value is present, and
// within what the centre shows (§6 "Display of subject info").
export const SubjectInfoCard = ({ info, display }: SubjectInfoCardProps) => {
  const { t, i18n } = useTranslation('subject-detail');
  const lines: [string, string | null | false][] = [
    ['info.clinic-number', display.outpatientNumber && info.outpatientNumber],
    ['info.name', display.name && info.name.trim()],
    ['info.birthday', formatDate(info.birthDay, i18n.language)],
    ['info.age', String(info.age)],
    ['info.gender', genderLabel(t, info.gender)],
    ['info.dominant-hand', info.dominantHand && handLabel(t, info.dominantHand)],
    ['info.relationship', display.guardian && info.relationshipLocale],
    ['info.city', info.city],
    ['info.grade', display.grade && info.gradeName && gradeLabel(t, info.gradeName)],
    ['info.school-nature', display.school && info.schoolNature && schoolNatureLabel(t, info.schoolNature)],
    ['info.trainer', info.coachNames.join(', ')],
    ['info.comments', display.note && info.remark],
  ];
  return (
    <Card className="atrium-subject-card" role="region" aria-labelledby="atrium-subject-info-title">
      <SectionTitle id="atrium-subject-info-title">{t('info.title')}</SectionTitle>
      <dl className="atrium-subject-fields">
        {lines
          .filter((line): line is [string, string] => typeof line[1] === 'string' && line[1] !== '')
          .map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
};
