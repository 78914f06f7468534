import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SubjectRowFragment } from '../../../generated/graphql';

export type SubjectRowAction =
  'edit-remark' | 'add-test' | 'check-in' | 'check-out' | 'assign-coaches' | 'add-child' | 'start-music';

type SubjectRowMenuProps = {
  subject: SubjectRowFragment;
  /** Adding a child to a guardian: offered when the centre works with guardians and the child has one. */
  canAddChild: boolean;
  onAction: (action: SubjectRowAction, subject: SubjectRowFragment) => void;
};

/** The row actions of the subject list (spec 000 §2) that this console offers. */
export const SubjectRowMenu = ({ subject, canAddChild, onAction }: SubjectRowMenuProps) => {
  const { t } = useTranslation('subjects');
  // Spec 000 §4: an unbound or cancelled child cannot be worked with (no check-in).
  const bound = subject.status === 'Bind';
  const menu = (
    <Menu>
      <MenuItem icon="edit" text={t('actions.edit-remark')} onClick={() => onAction('edit-remark', subject)} />
      {bound && <MenuItem icon="lab-test" text={t('actions.add-test')} onClick={() => onAction('add-test', subject)} />}
      {bound &&
        (subject.isCheckedIn ? (
          <MenuItem icon="log-out" text={t('check-in.check-out')} onClick={() => onAction('check-out', subject)} />
        ) : (
          <MenuItem icon="log-in" text={t('check-in.check-in')} onClick={() => onAction('check-in', subject)} />
        ))}
      <MenuItem icon="people" text={t('actions.assign-coaches')} onClick={() => onAction('assign-coaches', subject)} />
      {bound && (
        <MenuItem icon="music" text={t('actions.start-music')} onClick={() => onAction('start-music', subject)} />
      )}
      {canAddChild && subject.guardians.some((g) => !g.isCancelled) && (
        <MenuItem icon="new-person" text={t('actions.add-child')} onClick={() => onAction('add-child', subject)} />
      )}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button
        size="small"
        variant="minimal"
        icon="more"
        aria-label={t('actions.menu', { name: subject.name || subject.outpatientNumber || '' })}
      />
    </Popover>
  );
};
