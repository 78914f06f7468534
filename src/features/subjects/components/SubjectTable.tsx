import { Button, Classes, HTMLTable, Tag, Tooltip } from '@blueprintjs/core';
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
import { FIXED_TABLE, ListColumnWidths } from '../../../shared/ui/ListTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { SUBJECT_COLUMN_KINDS } from '../subjectColumns';

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
    <HTMLTable striped interactive className={`atrium-table atrium-subject-table ${FIXED_TABLE}`}>
      <caption className="atrium-visually-hidden">{t('list.caption')}</caption>
      <ListColumnWidths kinds={SUBJECT_COLUMN_KINDS} />
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
        {subjects.map((subject) => {
          const name = subject.name || subject.outpatientNumber || none;
          const school = subject.schoolName || none;
          const guardians = subject.guardianNames.join(', ') || none;
          const coaches = subject.coachNames.join(', ') || none;
          return (
            <tr key={subject.id}>
              <th scope="row">
                <TruncatedText text={name}>
                  <Link to={subjectDetailPath(subject.id)}>{name}</Link>
                </TruncatedText>
              </th>
              <td className="atrium-subject-nowrap">{subject.outpatientNumber || none}</td>
              <td className="atrium-subject-nowrap">
                <SubjectStatusTag status={subject.status} />
              </td>
              <td className="atrium-subject-nowrap">{formatDate(subject.birthDay, i18n.language) || none}</td>
              <td className="atrium-subject-nowrap">{genderLabel(t, subject.gender)}</td>
              <td>
                <TruncatedText text={school} />
              </td>
              <td className="atrium-subject-nowrap">{subject.gradeName ? gradeLabel(t, subject.gradeName) : none}</td>
              <td>
                <TruncatedText text={guardians} />
              </td>
              <td>
                <TruncatedText text={coaches} />
              </td>
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
                    <Tooltip content={t('check-in.check-out')} placement="top">
                      <Button
                        size="small"
                        variant="outlined"
                        icon="log-out"
                        aria-label={t('check-in.check-out')}
                        onClick={() => onAction('check-out', subject)}
                      />
                    </Tooltip>
                  ) : (
                    <Tooltip content={t('check-in.check-in')} placement="top">
                      <Button
                        size="small"
                        variant="outlined"
                        intent="primary"
                        icon="log-in"
                        aria-label={t('check-in.check-in')}
                        onClick={() => onAction('check-in', subject)}
                      />
                    </Tooltip>
                  ))}
                <SubjectRowMenu subject={subject} canAddChild={canAddChild} onAction={onAction} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
};
