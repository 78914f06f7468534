import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { NotificationFieldsFragment } from '../../../generated/graphql';

type NotificationAvatarProps = { notification: NotificationFieldsFragment };

/**
 * Spec 000 §2: an icon (system notices: System or VratIcon) or an avatar (user notifications:
 * the picture the notification names, else the child's or guardian's initial).
 */
export const NotificationAvatar = ({ notification }: NotificationAvatarProps) => {
  const { t } = useTranslation('notifications');
  const extra = notification.extraProperties;
  if (notification.type === 'System') {
    const vrat = extra.Icon === 'VratIcon';
    return (
      <span className={`atrium-notice-avatar atrium-notice-icon${vrat ? ' is-vrat' : ''}`}>
        <Icon
          icon={vrat ? 'predictive-analysis' : 'info-sign'}
          title={vrat ? t('icon.vrat') : t('icon.system')}
          size={18}
        />
      </span>
    );
  }
  if (extra.iconUrl) return <img className="atrium-notice-avatar" src={extra.iconUrl} alt="" />;
  const name = extra.subjectName?.[0] ?? extra.guardianName ?? extra.Desc ?? '';
  return (
    <span className="atrium-notice-avatar" aria-hidden="true">
      {name ? Array.from(name)[0] : <Icon icon="person" size={16} />}
    </span>
  );
};
