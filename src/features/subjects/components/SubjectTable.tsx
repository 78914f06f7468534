import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SubjectListQuery } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { gradeLabel } from '../../../shared/i18n/gradeLabel';

export type SubjectRow = SubjectListQuery['subjects']['items'][number];

type SubjectTableProps = { subjects: readonly SubjectRow[] };

export const SubjectTable = ({ subjects }: SubjectTableProps) => {
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
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
