import { Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubjectRowFragment } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { gradeLabel } from '../../../shared/i18n/gradeLabel';
import { RemarkCell } from './RemarkCell';
import { SubjectRowMenu, type SubjectRowAction } from './SubjectRowMenu';
import { SubjectStatusTag } from './SubjectStatusTag';
import './subjectTable.css';
import { subjectDetailPath } from '../../../shared/routes/paths';

export type SubjectRow = SubjectRowFragment;

/** The subject detail page (spec 000 §2 "Other routes"). */

type SubjectTableProps = {
  subjects: readonly SubjectRow[];
  canAddChild: boolean;
  onAction: (action: SubjectRowAction, subject: SubjectRow) => void;
};

export const SubjectTable = ({ subjects, canAddChild, onAction }: SubjectTableProps) => {
  const { t, i18n } = useTranslation('subjects');
  const none = t('common:value.none');
  return (
    <HTMLTable striped interactive className="atrium-table atrium-subject-table">
      <caption className="atrium-visually-hidden">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.outpatient-number')}</th>
          <th scope="col">{t('columns.status')}</th>
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
            <th scope="row">
              <Link to={subjectDetailPath(subject.id)}>{subject.name || subject.outpatientNumber || none}</Link>
            </th>
            <td className="atrium-subject-nowrap">{subject.outpatientNumber || none}</td>
            <td className="atrium-subject-nowrap">
              <SubjectStatusTag status={subject.status} />
            </td>
            <td className="atrium-subject-nowrap">{formatDate(subject.birthDay, i18n.language) || none}</td>
            <td className="atrium-subject-nowrap">{genderLabel(t, subject.gender)}</td>
            <td>{subject.schoolName || none}</td>
            <td className="atrium-subject-nowrap">{subject.gradeName ? gradeLabel(t, subject.gradeName) : none}</td>
            <td>{subject.guardianNames.join(', ') || none}</td>
            <td>{subject.coachNames.join(', ') || none}</td>
            <td>{subject.remark ? <RemarkCell remark={subject.remark} /> : none}</td>
            <td className="atrium-subject-nowrap">
              {subject.isCheckedIn ? (
                <Tag intent="success" minimal icon="tick">
                  {t('check-in.checked-in')}
                </Tag>
              ) : (
                <span className={Classes.TEXT_MUTED}>{t('check-in.not-checked-in')}</span>
              )}
            </td>
            <td className="atrium-subject-nowrap">
              {/* The front desk's most frequent action, one click away (it is in the menu too).
                  Spec 000 §4: an unbound or cancelled child cannot be worked with. */}
              {subject.status === 'Bind' &&
                (subject.isCheckedIn ? (
                  <Button
                    size="small"
                    variant="outlined"
                    icon="log-out"
                    text={t('check-in.check-out')}
                    onClick={() => onAction('check-out', subject)}
                  />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    intent="primary"
                    icon="log-in"
                    text={t('check-in.check-in')}
                    onClick={() => onAction('check-in', subject)}
                  />
                ))}
              <SubjectRowMenu subject={subject} canAddChild={canAddChild} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
