import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const INTENT: Record<string, Intent> = { Bind: 'success', Unbind: 'warning', Logout: 'danger' };

/** The phrase of each status (static keys, so the catalogue test sees every one). */
export const STATUS_LABEL_KEYS = {
  Bind: 'status.bind',
  Unbind: 'status.unbind',
  Logout: 'status.logout',
} as const satisfies Record<string, string>;

const isKnown = (status: string): status is keyof typeof STATUS_LABEL_KEYS => status in STATUS_LABEL_KEYS;

/** Spec 000 §4 "Subject binding": authorized, no longer authorized, cancelled. */
export const SubjectStatusTag = ({ status }: { status: string }) => {
  const { t } = useTranslation('subjects');
  return (
    <Tag minimal round intent={INTENT[status] ?? 'none'}>
      {isKnown(status) ? t(STATUS_LABEL_KEYS[status]) : status}
    </Tag>
  );
};
