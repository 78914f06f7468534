import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  SetVratRemindContactsDocument,
  SetVratReminderAmountDocument,
  SetVratReminderTimesDocument,
  VratReminderSettingsDocument,
  type VratReminderFieldsFragment,
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

// Spec 002 §5, §9: reminder times at least 1, default 20; switching it off sends -20.
export const REMINDER_OFF = -20;
export const REMINDER_DEFAULT = 20;

export type ReminderKind = 'times' | 'amount' | 'contacts';

type Props = { tenantId: string; kind: ReminderKind; onClose: () => void };

/**
 * The top-right menu's settings of the tenant's VRAT reminder: times (with its switch), amount,
 * and who is reminded (with the reminders sent so far).
 */
export const VratReminderDialog = ({ tenantId, kind, onClose }: Props) => {
  const { t } = useTranslation('vrat-contracts');
  const [{ data }] = useQuery({
    query: VratReminderSettingsDocument,
    variables: { tenantId },
    requestPolicy: 'network-only',
  });
  const settings = data?.vratReminderSettings;
  return (
    <Dialog isOpen title={t(`reminder.${kind}-title`)} icon="notifications" onClose={onClose}>
      {!settings || !data ? (
        <DialogBody>
          <Spinner size={24} />
        </DialogBody>
      ) : kind === 'contacts' ? (
        <ContactsForm tenantId={tenantId} userId={data.me.id} settings={settings} onClose={onClose} />
      ) : kind === 'times' ? (
        <TimesForm tenantId={tenantId} settings={settings} onClose={onClose} />
      ) : (
        <AmountForm tenantId={tenantId} settings={settings} onClose={onClose} />
      )}
    </Dialog>
  );
};

type FormProps = { tenantId: string; settings: VratReminderFieldsFragment; onClose: () => void };

const Footer = ({ busy, onClose }: { busy: boolean; onClose: () => void }) => {
  const { t } = useTranslation('vrat-contracts');
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t('actions.cancel')} disabled={busy} onClick={onClose} />
          <Button type="submit" intent="primary" loading={busy} text={t('actions.save')} />
        </>
      }
    />
  );
};

const TimesForm = ({ tenantId, settings, onClose }: FormProps) => {
  const { t } = useTranslation('vrat-contracts');
  const toasts = useErrorToasts();
  const [on, setOn] = useState(settings.reminderTimes !== REMINDER_OFF);
  const [text, setText] = useState(String(settings.reminderTimes > 0 ? settings.reminderTimes : REMINDER_DEFAULT));
  const [showProblem, setShowProblem] = useState(false);
  const [state, save] = useMutation(SetVratReminderTimesDocument);
  const times = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : 0;
  const problem = on && times < 1 ? t('reminder.times-invalid') : undefined;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (problem) return;
    const result = await save({ tenantId, reminderTimes: on ? times : REMINDER_OFF });
    if (result.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onClose();
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogBody>
        <Switch
          label={t('reminder.times-switch')}
          checked={on}
          onChange={(e) => {
            const next = e.currentTarget.checked;
            setOn(next);
            if (next && times < 1) setText(String(REMINDER_DEFAULT));
          }}
        />
        {on && (
          <FormGroup
            label={t('reminder.times')}
            labelFor="atrium-vrat-reminder-times"
            intent={showProblem && problem ? 'danger' : 'none'}
            helperText={showProblem ? problem : undefined}
          >
            <InputGroup
              id="atrium-vrat-reminder-times"
              inputMode="numeric"
              value={text}
              intent={showProblem && problem ? 'danger' : 'none'}
              onValueChange={setText}
            />
          </FormGroup>
        )}
      </DialogBody>
      <Footer busy={state.fetching} onClose={onClose} />
    </form>
  );
};

const AmountForm = ({ tenantId, settings, onClose }: FormProps) => {
  const { t } = useTranslation('vrat-contracts');
  const toasts = useErrorToasts();
  const [text, setText] = useState(String(settings.reminderAmount));
  const [showProblem, setShowProblem] = useState(false);
  const [state, save] = useMutation(SetVratReminderAmountDocument);
  const amount = parseYuan(text);
  const problem = amount === null ? t('reminder.amount-invalid') : undefined;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (amount === null) return;
    const result = await save({ tenantId, amount });
    if (result.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onClose();
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogBody>
        <MoneyField
          id="atrium-vrat-reminder-amount"
          label={t('reminder.amount')}
          value={text}
          onChange={setText}
          problem={showProblem ? problem : undefined}
          autoFocus
        />
      </DialogBody>
      <Footer busy={state.fetching} onClose={onClose} />
    </form>
  );
};

/** Spec 002 §3 "Reminder contact", §7: who is reminded; the system notice only for CenterAdmin or Admin. */
const ContactsForm = ({ tenantId, userId, settings, onClose }: FormProps & { userId: string }) => {
  const { t } = useTranslation('vrat-contracts');
  const toasts = useErrorToasts();
  const [contacts, setContacts] = useState<EditableContact[]>(() =>
    settings.contacts.map((c) => ({ messageType: c.messageType, contact: c.contact })),
  );
  const [state, save] = useMutation(SetVratRemindContactsDocument);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ tenantId, contacts: contactsToSave(contacts) });
    if (result.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onClose();
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <DialogBody>
        <RemindContactsEditor
          contacts={contacts}
          onChange={setContacts}
          mayUseSystemNotice={settings.caller.mayUseSystemNotice}
          userId={userId}
          helperText={t('reminder.contacts-help')}
        />
        <RemindersSent line="vrat" tenantId={tenantId} />
      </DialogBody>
      <Footer busy={state.fetching} onClose={onClose} />
    </form>
  );
};
