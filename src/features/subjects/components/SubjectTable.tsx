import { Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SubjectListQuery } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { gradeLabel } from '../../../shared/i18n/gradeLabel';
import type { CheckInDirection } from '../hooks/useCheckInAction';
import './subjectTable.css';

export type SubjectRow = SubjectListQuery['subjects']['items'][number];

type SubjectTableProps = {
  subjects: readonly SubjectRow[];
  /** The check-in row action (spec 000 §2): in when the child is not in the centre, out when it is. */
  onCheckIn: (subject: SubjectRow, direction: CheckInDirection) => void;
};

export const SubjectTable = ({ subjects, onCheckIn }: SubjectTableProps) => {
  const { t, i18n } = useTranslation('subjects');
  const none = t('common:value.none');
  return (
    <HTMLTable striped interactive className="atrium-table">
      <caption className="atrium-visually-hidden">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.outpatient-number')}</th>
          <th scope="col">{t('columns.birthday')}</th>
          <th scope="col">{t('columns.gender')}</th>
          <th scope="col">{t('columns.school')}</th>
          <th scope="col">{t('columns.grade')}</th>
          <th scope="col">{t('columns.guardians')}</th>
          <th scope="col">{t('columns.coaches')}</th>
          <th scope="col">{t('columns.remark')}</th>
          <th scope="col">{t('columns.check-in')}</th>
          <th scope="col">{t('columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {subjects.map((subject) => (
          <tr key={subject.id}>
            <th scope="row">{subject.name}</th>
            <td>{subject.outpatientNumber || none}</td>
            <td>{formatDate(subject.birthDay, i18n.language) || none}</td>
            <td>{genderLabel(t, subject.gender)}</td>
            <td>{subject.schoolName || none}</td>
            <td>{subject.gradeName ? gradeLabel(t, subject.gradeName) : none}</td>
            <td>{subject.guardianNames.join(', ') || none}</td>
            <td>{subject.coachNames.join(', ') || none}</td>
            <td>{subject.remark || none}</td>
            <td className="atrium-subject-check-in">
              {subject.isCheckedIn ? (
                <Tag intent="success" minimal icon="tick">
                  {t('check-in.checked-in')}
                </Tag>
              ) : (
                <span className={Classes.TEXT_MUTED}>{t('check-in.not-checked-in')}</span>
              )}
            </td>
            <td className="atrium-subject-check-in">
              {/* Spec 000 §4: an unbound or cancelled child cannot be worked with. */}
              {subject.status === 'Bind' &&
                (subject.isCheckedIn ? (
                  <Button
                    size="small"
                    variant="outlined"
                    icon="log-out"
                    text={t('check-in.check-out')}
                    onClick={() => onCheckIn(subject, 'out')}
                  />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    intent="primary"
                    icon="log-in"
                    text={t('check-in.check-in')}
                    onClick={() => onCheckIn(subject, 'in')}
                  />
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
