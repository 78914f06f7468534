import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { HfsMoneyContactsDocument, VratMoneyContactsDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { kebab } from './catalogueKey';

export type ContactLine = 'hfs' | 'vrat';
/** The agreed wire shape of a recharge's remindContacts (both lines). */
export type RemindContact = { messageType: 'email' | 'sms' | 'systemNotice'; contact: string };

const keyOf = (c: RemindContact) => `${c.messageType}:${c.contact}`;

/**
 * The tenant's saved reminder contacts of a line, all chosen until unticked. System-notice
 * contacts are offered only to the callers spec 002 §6 allows (the server says who).
 */
export const useRemindContacts = (of: { line: ContactLine; tenantId: string } | undefined) => {
  const variables = { tenantId: of?.tenantId ?? '' };
  const [hfs] = useQuery({
    query: HfsMoneyContactsDocument,
    variables,
    pause: of?.line !== 'hfs',
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const [vrat] = useQuery({
    query: VratMoneyContactsDocument,
    variables,
    pause: of?.line !== 'vrat',
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const settings = of?.line === 'hfs' ? hfs.data?.hfsReminderSettings : vrat.data?.vratReminderSettings;
  const loading = of?.line === 'hfs' ? hfs.fetching : vrat.fetching;
  const offered: RemindContact[] = (settings?.contacts ?? [])
    .filter((c) => c.messageType !== 'systemNotice' || settings?.caller.mayUseSystemNotice)
    .map((c) => ({ messageType: c.messageType, contact: c.contact }));
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  return {
    offered,
    loading,
    isChosen: (c: RemindContact) => !unticked.has(keyOf(c)),
    toggle: (c: RemindContact) =>
      setUnticked((now) => {
        const next = new Set(now);
        if (next.has(keyOf(c))) next.delete(keyOf(c));
        else next.add(keyOf(c));
        return next;
      }),
    chosen: () => offered.filter((c) => !unticked.has(keyOf(c))),
  };
};

type RemindContactsState = ReturnType<typeof useRemindContacts>;

/** Checkboxes of the contacts told of this recharge or deduction. */
export const RemindContactPicker = ({ state }: { state: RemindContactsState }) => {
  const { t } = useTranslation('vrat-contracts');
  if (state.loading && state.offered.length === 0) return null;
  return (
    <FormGroup label={t('money-dialog.contacts')}>
      {state.offered.length === 0 ? (
        <p className="bp6-text-muted">{t('money-dialog.contacts-none')}</p>
      ) : (
        state.offered.map((contact) => (
          <Checkbox
            key={keyOf(contact)}
            checked={state.isChosen(contact)}
            onChange={() => state.toggle(contact)}
            label={`${t(`money-dialog.types.${kebab(contact.messageType)}`)}: ${contact.contact}`}
          />
        ))
      )}
    </FormGroup>
  );
};
