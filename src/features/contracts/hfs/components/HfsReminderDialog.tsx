import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  HfsReminderSettingsDocument,
  SetHfsReminderAmountDocument,
  SetHfsRemindContactsDocument,
} from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { parseYuan } from '../../shared/money';
import { MoneyField } from '../../shared/MoneyField';
import {
  contactsToSave,
  RemindContactsEditor,
  RemindersSent,
  type EditableContact,
} from '../../shared/RemindContactsEditor';

type HfsReminderFormProps = {
  tenantId: string;
  userId: string;
  initialAmount: number;
  initialContacts: readonly EditableContact[];
  mayUseSystemNotice: boolean;
  onClose: () => void;
};

const HfsReminderForm = ({
  tenantId,
  userId,
  initialAmount,
  initialContacts,
  mayUseSystemNotice,
  onClose,
}: HfsReminderFormProps) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [amount, setAmount] = useState(String(initialAmount));
  const [contacts, setContacts] = useState<EditableContact[]>(() =>
    initialContacts.map((c) => ({ messageType: c.messageType, contact: c.contact })),
  );
  const [showProblems, setShowProblems] = useState(false);
  const [amountState, saveAmount] = useMutation(SetHfsReminderAmountDocument);
  const [contactState, saveContacts] = useMutation(SetHfsRemindContactsDocument);
  const busy = amountState.fetching || contactState.fetching;
  const value = parseYuan(amount);
  const amountProblem = showProblems
    ? amount.trim() === ''
      ? t('money.required')
      : value === null
        ? t('money.invalid')
        : undefined
    : undefined;

  const save = async () => {
    setShowProblems(true);
    if (value === null) return;
    const first = await saveAmount({ tenantId, amount: value });
    if (first.error) return;
    const second = await saveContacts({ tenantId, contacts: contactsToSave(contacts) });
    if (second.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onClose();
  };

  return (
    <>
      <DialogBody>
        <MoneyField
          id="atrium-hfs-reminder-amount"
          label={t('fields.reminder-amount')}
          value={amount}
          onChange={setAmount}
          problem={amountProblem}
          helperText={t('reminder.amount-help')}
        />
        <RemindContactsEditor
          contacts={contacts}
          onChange={setContacts}
          mayUseSystemNotice={mayUseSystemNotice}
          userId={userId}
        />
        <RemindersSent line="hfs" tenantId={tenantId} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} disabled={busy} onClick={onClose} />
            <Button intent="primary" loading={busy} text={t('actions.save')} onClick={() => void save()} />
          </>
        }
      />
    </>
  );
};

/** Spec 002 §5, §6: the tenant's reminder amount and who is told (system notice only for CenterAdmin or Admin). */
export const HfsReminderDialog = ({ tenantId, onClose }: { tenantId: string; onClose: () => void }) => {
  const { t } = useTranslation('contracts');
  const [{ data }] = useQuery({
    query: HfsReminderSettingsDocument,
    variables: { tenantId },
    requestPolicy: 'network-only',
  });
  const settings = data?.hfsReminderSettings;
  return (
    <Dialog isOpen title={t('reminder.title')} icon="notifications" onClose={onClose}>
      {!settings || !data ? (
        <DialogBody>
          <Spinner size={24} />
        </DialogBody>
      ) : (
        <HfsReminderForm
          tenantId={tenantId}
          userId={data.me.id}
          initialAmount={settings.reminderAmount}
          initialContacts={settings.contacts}
          mayUseSystemNotice={settings.caller.mayUseSystemNotice}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
};
