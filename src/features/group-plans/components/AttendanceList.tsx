import { Button, ButtonGroup, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  GroupPlanAttendanceDocument,
  MarkGroupAttendanceDocument,
  type GroupAttendance,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { openMusicPlayer } from '../../../shared/music-player/musicPlayerStore';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { useReloadOnVersion } from '../hooks';

type AttendanceListProps = {
  planId: string;
  /** The session; the current one when left out. */
  num?: number;
  /** Attendance may be marked now (the class runs and the caller writes). */
  editable: boolean;
  version: number;
  onMarked?: () => void;
};

const INTENT = { Attend: 'success', Absent: 'warning' } as const;

/** The class's children and their attendance at a session (childList), marked Attend or Absent while the class runs. */
export const AttendanceList = ({ planId, num, editable, version, onMarked }: AttendanceListProps) => {
  const { t } = useTranslation('group-plans');
  const [{ data, error }, reexecute] = useQuery({
    query: GroupPlanAttendanceDocument,
    variables: { planId, ...(num === undefined ? {} : { num }) },
    context: NO_ERROR_TOAST,
  });
  useReloadOnVersion(version, reexecute);
  const [{ fetching: marking }, mark] = useMutation(MarkGroupAttendanceDocument);

  if (error && !data)
    return (
      <Callout intent="danger" title={t('attendance.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;
  const page = data.groupPlanChildren;
  if (page.items.length === 0) return <p className="bp6-text-muted">{t('attendance.empty')}</p>;

  const markOne = async (subjectId: string, attendance: GroupAttendance) => {
    // A refusal (the class is not running, a child of another class) comes as the error toast in the server's words.
    const result = await mark({ id: planId, num: page.num, children: [{ subjectId, attendance }] });
    if (result.data) {
      reexecute({ requestPolicy: 'network-only' });
      onMarked?.();
    }
  };
  return (
    <HTMLTable compact className="group-plans-attendance" aria-label={t('attendance.caption', { num: page.num })}>
      <thead>
        <tr>
          <th scope="col">{t('attendance.child')}</th>
          <th scope="col">{t('attendance.mark')}</th>
          {editable && <th scope="col">{t('attendance.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {page.items.map((child) => (
          <tr key={child.id}>
            <th scope="row">
              {child.userName}{' '}
              <Button
                size="small"
                variant="minimal"
                icon="music"
                aria-label={t('attendance.play-music-named', { name: child.userName, num: page.num })}
                title={t('attendance.play-music')}
                onClick={() =>
                  openMusicPlayer({
                    planKind: 'GROUP',
                    planId,
                    num: page.num,
                    subjectId: child.id,
                    title: child.userName,
                  })
                }
              />
            </th>
            <td>
              {child.attendance ? (
                <Tag minimal intent={INTENT[child.attendance]}>
                  {t(`attendance.${child.attendance === 'Attend' ? 'attend' : 'absent'}`)}
                </Tag>
              ) : (
                <span className="bp6-text-muted">{t('attendance.unmarked')}</span>
              )}
            </td>
            {editable && (
              <td>
                <ButtonGroup>
                  <Button
                    size="small"
                    icon="tick"
                    disabled={marking}
                    active={child.attendance === 'Attend'}
                    text={t('attendance.attend')}
                    aria-label={t('attendance.attend-named', { name: child.userName })}
                    onClick={() => void markOne(child.id, 'Attend')}
                  />
                  <Button
                    size="small"
                    icon="cross"
                    disabled={marking}
                    active={child.attendance === 'Absent'}
                    text={t('attendance.absent')}
                    aria-label={t('attendance.absent-named', { name: child.userName })}
                    onClick={() => void markOne(child.id, 'Absent')}
                  />
                </ButtonGroup>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
