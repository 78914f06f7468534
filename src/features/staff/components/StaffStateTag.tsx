import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const INTENT: Record<string, Intent> = { Invited: 'warning', Effective: 'success', Frozen: 'danger' };

export const StaffStateTag = ({ state }: { state: string }) => {
  const { t } = useTranslation('staff');
  const label =
    state === 'Invited' ? t('state.invited') : state === 'Frozen' ? t('state.frozen') : t('state.effective');
  return (
    <Tag minimal round intent={INTENT[state] ?? 'none'}>
      {label}
    </Tag>
  );
};
