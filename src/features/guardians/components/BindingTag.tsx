import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const INTENT: Record<string, Intent> = { Bind: 'success', Unbind: 'warning', Logout: 'danger' };

/** A child's status (Bind, Unbind, Logout) or a guardian's link (Bind, Unbind) as a tag. */
export const BindingTag = ({ value, of }: { value: string; of: 'status' | 'link' }) => {
  const { t } = useTranslation('guardians');
  const known = value === 'Bind' || value === 'Unbind' || value === 'Logout';
  return (
    <Tag minimal round intent={INTENT[value] ?? 'none'}>
      {known ? t(`${of}.${value.toLowerCase()}`) : value}
    </Tag>
  );
};
