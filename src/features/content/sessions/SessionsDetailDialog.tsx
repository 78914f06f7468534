import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

type SessionsDetailDialogProps<Session extends { number: number }> = {
  title: string;
  icon: IconName;
  /** The column headers: the session's first, then the kind's. */
  headers: readonly string[];
  sessions: readonly Session[];
  /** A session's first cell ("Session 2"). */
  sessionLabel: (number: number) => string;
  /** A session's other cells (`<td>`s), one per header after the first. */
  cells: (session: Session) => ReactNode;
  closeText: string;
  onClose: () => void;
  /** What the dialog says above the sessions (a music programme's type). */
  children?: ReactNode;
};

/**
 * A plan or a music programme read session by session, in a dialog with only "close": the same
 * width, table and footer for both, each kind filling in a session's own cells.
 */
export const SessionsDetailDialog = <Session extends { number: number }>({
  title,
  icon,
  headers,
  sessions,
  sessionLabel,
  cells,
  closeText,
  onClose,
  children,
}: SessionsDetailDialogProps<Session>) => (
  <Dialog isOpen onClose={onClose} title={title} icon={icon} style={{ width: 820 }}>
    <DialogBody>
      {children}
      <HTMLTable compact striped className="atrium-content-history">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header}>{header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.number}>
              <td>{sessionLabel(session.number)}</td>
              {cells(session)}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </DialogBody>
    <DialogFooter actions={<Button text={closeText} onClick={onClose} />} />
  </Dialog>
);
