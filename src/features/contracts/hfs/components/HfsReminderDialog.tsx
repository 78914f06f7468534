import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Spinner,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  HfsReminderSettingsDocument,
  SetHfsReminderAmountDocument,
  SetHfsRemindContactsDocument,
  type RemindMessageType,
} from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { parseYuan } from '../../shared/money';
import { MoneyField } from '../../shared/MoneyField';
import { kebab } from '../../shared/catalogueKey';

type Contact = { messageType: RemindMessageType; contact: string };

type HfsReminderFormProps = {
  tenantId: string;
  userId: string;
  initialAmount: number;
  initialContacts: readonly Contact[];
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
  const [contacts, setContacts] = useState<Contact[]>([...initialContacts]);
  const [showProblems, setShowProblems] = useState(false);
  const [amountState, saveAmount] = useMutation(SetHfsReminderAmountDocument);
  const [contactState, saveContacts] = useMutation(SetHfsRemindContactsDocument);
  const busy = amountState.fetching || contactState.fetching;
  const value = parseYuan(amount);
  const types: RemindMessageType[] = mayUseSystemNotice ? ['email', 'sms', 'systemNotice'] : ['email', 'sms'];
  const amountProblem = showProblems
    ? amount.trim() === ''
      ? t('money.required')
      : value === null
        ? t('money.invalid')
        : undefined
    : undefined;
  const set = (index: number, next: Partial<Contact>) =>
    setContacts((all) =>
      all.map((c, i) =>
        i === index ? { ...c, ...next, ...(next.messageType === 'systemNotice' ? { contact: userId } : {}) } : c,
      ),
    );

  const save = async () => {
    setShowProblems(true);
    if (value === null) return;
    const first = await saveAmount({ tenantId, amount: value });
    if (first.error) return;
    const kept = contacts
      .filter((c) => c.contact.trim() !== '')
      .map((c) => ({ messageType: c.messageType, contact: c.contact.trim() }));
    const second = await saveContacts({ tenantId, contacts: kept });
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
        <FormGroup label={t('reminder.contacts')}>
          {contacts.map((c, index) => (
            <div key={index} className="atrium-hfs-contact-row">
              <HTMLSelect
                aria-label={t('reminder.type')}
                value={c.messageType}
                onChange={(e) => set(index, { messageType: e.currentTarget.value as RemindMessageType })}
                options={types.map((type) => ({ value: type, label: t(`reminder.${kebab(type)}`) }))}
              />
              {c.messageType === 'systemNotice' ? (
                <span className="atrium-hfs-contact-me">{t('reminder.to-me')}</span>
              ) : (
                <InputGroup
                  aria-label={t(`reminder.${kebab(c.messageType)}`)}
                  value={c.contact}
                  onValueChange={(contact) => set(index, { contact })}
                />
              )}
              <Button
                icon="trash"
                variant="minimal"
                aria-label={t('reminder.remove')}
                onClick={() => setContacts((all) => all.filter((_, i) => i !== index))}
              />
            </div>
          ))}
          <Button
            icon="add"
            text={t('reminder.add')}
            onClick={() => setContacts((all) => [...all, { messageType: 'email', contact: '' }])}
          />
        </FormGroup>
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
