import { Alert, Section, SectionCard, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipState, TenantType } from '../../../generated/graphql';
import { TenantTypeTag } from './TenantTypeTag';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PanelTitle } from '../../../shared/ui/SectionTitle';

export type MembershipItem = {
  id: string;
  tenantId: string;
  displayName: string;
  type: TenantType;
  state: MembershipState;
  roles: { name: string; displayName: string }[];
};

type MembershipSectionProps = {
  memberships: MembershipItem[];
  /** Spec 000 §6: only admin roles may freeze or re-enable a membership. */
  canFreeze: boolean;
  onToggle: (membership: MembershipItem, operate: 'Freeze' | 'Unfreeze') => Promise<void>;
};

/** Centre memberships (spec 000 §3), with the Effective/Frozen switch for admin roles (§4). */
export const MembershipSection = ({ memberships, canFreeze, onToggle }: MembershipSectionProps) => {
  const { t } = useTranslation('account');
  const [pending, setPending] = useState<{ membership: MembershipItem; operate: 'Freeze' | 'Unfreeze' } | null>(null);
  const [busy, setBusy] = useState(false);

  const handleConfirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await onToggle(pending.membership, pending.operate);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Section titleRenderer={PanelTitle} title={t('settings.memberships.title')} icon="office" className="atrium-block">
      <SectionCard>
        {memberships.length === 0 ? (
          <EmptyState icon="office" title={t('settings.memberships.empty')} layout="horizontal" />
        ) : (
          <ul className="bp6-list-unstyled">
            {memberships.map((membership) => {
              const effective = membership.state === 'Effective';
              const roles = membership.roles.map((role) => role.displayName).join(', ');
              return (
                <li
                  key={membership.id}
                  style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', flexWrap: 'wrap' }}
                >
                  <strong>{membership.displayName}</strong>
                  <TenantTypeTag type={membership.type} />
                  {roles && <span className="bp6-text-muted">{roles}</span>}
                  <Tag minimal intent={effective ? 'success' : 'warning'}>
                    {effective ? t('settings.memberships.effective') : t('settings.memberships.frozen')}
                  </Tag>
                  {canFreeze && (
                    <Switch
                      style={{ margin: 0, marginLeft: 'auto' }}
                      checked={effective}
                      label={t('settings.memberships.switch', { name: membership.displayName })}
                      onChange={() => setPending({ membership, operate: effective ? 'Freeze' : 'Unfreeze' })}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
      <Alert
        isOpen={pending !== null}
        intent={pending?.operate === 'Freeze' ? 'danger' : 'primary'}
        icon={pending?.operate === 'Freeze' ? 'lock' : 'unlock'}
        loading={busy}
        cancelButtonText={t('settings.memberships.cancel')}
        confirmButtonText={
          pending?.operate === 'Freeze' ? t('settings.memberships.freeze') : t('settings.memberships.unfreeze')
        }
        onCancel={() => setPending(null)}
        onConfirm={() => void handleConfirm()}
      >
        <p>
          {pending?.operate === 'Freeze'
            ? t('settings.memberships.confirm-freeze', { name: pending.membership.displayName })
            : t('settings.memberships.confirm-unfreeze', { name: pending?.membership.displayName ?? '' })}
        </p>
      </Alert>
    </Section>
  );
};
