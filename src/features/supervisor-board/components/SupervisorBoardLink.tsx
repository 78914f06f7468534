import { AnchorButton } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/routes/paths';
import { useIsSupervisor } from '../hooks/useIsSupervisor';
import '../supervisor-board.css';

/** The workbench's way to the supervisor board: for the centre's admins and senior coaches only. */
export const SupervisorBoardLink = () => {
  const { t } = useTranslation('supervisor-board');
  const navigate = useNavigate();
  const supervises = useIsSupervisor();
  if (!supervises) return null;
  const open = (event: MouseEvent) => {
    // A plain click stays in the console; a modified one opens the address as the browser would.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(PATHS.supervisorBoard);
  };
  return (
    <AnchorButton
      className="atrium-board-link"
      href={PATHS.supervisorBoard}
      onClick={open}
      icon="dashboard"
      variant="outlined"
      text={t('link')}
    />
  );
};
