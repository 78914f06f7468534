import { Classes, Tag, type Intent } from '@blueprintjs/core';
import { Icons, IconSize, type IconName } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/i18n/formatDate';
import type { ConnectionStatus } from '../../../shared/realtime/connectionStatus';

type LiveIndicatorProps = { status: ConnectionStatus; lastEventAt: number | null };

const LOOK: Record<ConnectionStatus, { intent: Intent; icon: IconName; label: string }> = {
  live: { intent: 'success', icon: 'feed', label: 'live.status.live' },
  // idle is the moment between two subscriptions (a renewal): it reads as connecting.
  idle: { intent: 'warning', icon: 'refresh', label: 'live.status.connecting' },
  connecting: { intent: 'warning', icon: 'refresh', label: 'live.status.connecting' },
  reconnecting: { intent: 'warning', icon: 'refresh', label: 'live.status.reconnecting' },
  offline: { intent: 'danger', icon: 'offline', label: 'live.status.offline' },
};

/** Every icon the indicator may draw. */
export const LIVE_ICONS: IconName[] = [...new Set(Object.values(LOOK).map((look) => look.icon))];

/** Whether the workbench is live, and when the last event came (issue: a visible indicator). */
export const LiveIndicator = ({ status, lastEventAt }: LiveIndicatorProps) => {
  const { t } = useTranslation('workbench');
  // Blueprint fetches an icon's paths when it is first drawn: the offline icon is fetched while
  // the network is there, or the indicator could not draw it when it matters (issue 17 item 4).
  useEffect(() => {
    Icons.load(LIVE_ICONS, IconSize.STANDARD).catch(() => undefined);
  }, []);
  const look = LOOK[status];
  return (
    <div className="atrium-live-indicator" role="status" aria-label={t('live.label')}>
      <Tag intent={look.intent} icon={look.icon} round>
        {t(look.label)}
      </Tag>
      <span className={Classes.TEXT_MUTED}>
        {lastEventAt === null
          ? t('live.no-event')
          : t('live.last-event', { time: formatTime(lastEventAt, { seconds: true }) })}
      </span>
    </div>
  );
};
