import { Callout, Classes, Drawer, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StaffProfileDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDate, formatDateTime } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { roleLabel } from '../staffLabels';
import { StaffStateTag } from './StaffStateTag';
import './staffProfileDrawer.css';

/** Spec 000 §9: drawers are 700, 720 and 800 wide; a colleague's profile needs the narrowest. */
export const STAFF_DRAWER_WIDTH = 700;

type StaffProfileDrawerProps = {
  /** The colleague to show; null keeps the drawer closed. */
  userId: string | null;
  onClose: () => void;
};

/** A colleague's profile and place in this centre (GET /api/business/user/{id}/profile). */
export const StaffProfileDrawer = ({ userId, onClose }: StaffProfileDrawerProps) => {
  const { t, i18n } = useTranslation('staff');
  const [{ data, fetching, error }] = useQuery({
    query: StaffProfileDocument,
    variables: { userId: userId ?? '' },
    pause: userId === null,
    context: NO_ERROR_TOAST,
    requestPolicy: 'network-only',
  });
  const profile = data?.staffProfile.id === userId ? data.staffProfile : undefined;
  const none = t('common:value.none');
  const phone = profile?.phoneNumber ? `+${profile.countryCode ?? ''} ${profile.phoneNumber}` : none;
  return (
    <Drawer
      isOpen={userId !== null}
      onClose={onClose}
      size={`${STAFF_DRAWER_WIDTH}px`}
      title={profile ? profile.name || profile.userName : t('profile.title')}
      icon="person"
    >
      <div className={`${Classes.DRAWER_BODY} atrium-staff-profile`}>
        {fetching && !profile && <LoadingState />}
        {error && !profile && (
          <Callout intent="danger" title={t('profile.load-failed')}>
            {errorMessage(error, t('common:error.network'))}
          </Callout>
        )}
        {profile && (
          <dl className="atrium-staff-profile-facts" aria-label={t('profile.title')}>
            <dt>{t('columns.user-name')}</dt>
            <dd>{profile.userName}</dd>
            <dt>{t('columns.email')}</dt>
            <dd>{profile.email ?? none}</dd>
            <dt>{t('columns.phone')}</dt>
            <dd>{phone}</dd>
            <dt>{t('profile.gender')}</dt>
            <dd>{genderLabel(t, profile.gender)}</dd>
            <dt>{t('profile.birthday')}</dt>
            <dd>{profile.birthday ? formatDate(profile.birthday, i18n.language) : none}</dd>
            <dt>{t('profile.centre')}</dt>
            <dd>{profile.membership.displayName}</dd>
            <dt>{t('columns.roles')}</dt>
            <dd>
              {profile.membership.roles.map((role) => (
                <Tag key={role.name} minimal className="atrium-staff-profile-role">
                  {roleLabel(t, role.name, role.displayName)}
                </Tag>
              ))}
            </dd>
            <dt>{t('columns.state')}</dt>
            <dd>
              <StaffStateTag state={profile.membership.state} />
            </dd>
            <dt>{t('profile.invited')}</dt>
            <dd>{formatDateTime(profile.membership.creationTime)}</dd>
            <dt>{t('profile.activated')}</dt>
            <dd>
              {profile.membership.activationTime
                ? formatDateTime(profile.membership.activationTime)
                : t('profile.not-activated')}
            </dd>
            <dt>{t('profile.coached')}</dt>
            <dd>{profile.coachedSubjectCount}</dd>
          </dl>
        )}
      </div>
    </Drawer>
  );
};
