import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  SetVratRemindContactsDocument,
  SetVratReminderAmountDocument,
  SetVratReminderTimesDocument,
  VratReminderSettingsDocument,
  type VratReminderSettingsQuery,
} from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { parseYuan } from '../../../../shared/money/yuan';
import { MoneyField } from '../../shared/MoneyField';
import {
  contactsToSave,
  editableContacts,
  RemindContactsEditor,
  RemindersSent,
} from '../../shared/RemindContactsEditor';
import { ReminderFormDialog } from '../../shared/ReminderFormDialog';
import { useLoadedFormValues } from '../../shared/useLoadedFormValues';

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
  const [{ data }] = useQuery({
    query: VratReminderSettingsDocument,
    variables: { tenantId },
    requestPolicy: 'network-only',
  });
  const form = { tenantId, data, onClose };
  return kind === 'contacts' ? (
    <ContactsForm {...form} />
  ) : kind === 'times' ? (
    <TimesForm {...form} />
  ) : (
    <AmountForm {...form} />
  );
};

type FormProps = { tenantId: string; data: VratReminderSettingsQuery | undefined; onClose: () => void };

/** Saves one setting, says so and closes; a refusal comes as the console's error toast. */
const useSaved = (onClose: () => void) => {
  const { t } = useTranslation('vrat-contracts');
  const toasts = useErrorToasts();
  return (result: { error?: unknown }) => {
    if (result.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onClose();
  };
};

const WHOLE = /^\d{1,6}$/;

const timesOf = (data: VratReminderSettingsQuery) => {
  const times = data.vratReminderSettings.reminderTimes;
  return { on: times !== REMINDER_OFF, text: String(times > 0 ? times : REMINDER_DEFAULT) };
};

const TimesForm = ({ tenantId, data, onClose }: FormProps) => {
  const { t } = useTranslation('vrat-contracts');
  const saved = useSaved(onClose);
  const { values, set, showProblems, revealProblems, loaded } = useLoadedFormValues(data, timesOf, {
    on: true,
    text: '',
  });
  const [state, save] = useMutation(SetVratReminderTimesDocument);
  const times = WHOLE.test(values.text.trim()) ? Number(values.text.trim()) : 0;
  const problem = values.on && times < 1 ? t('reminder.times-invalid') : undefined;
  const handleSubmit = async () => {
    revealProblems();
    if (problem) return;
    saved(await save({ tenantId, reminderTimes: values.on ? times : REMINDER_OFF }));
  };
  return (
    <ReminderFormDialog
      ns="vrat-contracts"
      title={t('reminder.times-title')}
      loaded={loaded}
      busy={state.fetching}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Switch
        label={t('reminder.times-switch')}
        checked={values.on}
        onChange={(e) => {
          const next = e.currentTarget.checked;
          set('on', next);
          if (next && times < 1) set('text', String(REMINDER_DEFAULT));
        }}
      />
      {values.on && (
        <FormGroup
          label={t('reminder.times')}
          labelFor="atrium-vrat-reminder-times"
          intent={showProblems && problem ? 'danger' : 'none'}
          helperText={showProblems ? problem : undefined}
        >
          <InputGroup
            id="atrium-vrat-reminder-times"
            inputMode="numeric"
            value={values.text}
            intent={showProblems && problem ? 'danger' : 'none'}
            onValueChange={(text) => set('text', text)}
          />
        </FormGroup>
      )}
    </ReminderFormDialog>
  );
};

const amountOf = (data: VratReminderSettingsQuery) => ({ text: String(data.vratReminderSettings.reminderAmount) });

const AmountForm = ({ tenantId, data, onClose }: FormProps) => {
  const { t } = useTranslation('vrat-contracts');
  const saved = useSaved(onClose);
  const { values, set, showProblems, revealProblems, loaded } = useLoadedFormValues(data, amountOf, { text: '' });
  const [state, save] = useMutation(SetVratReminderAmountDocument);
  const amount = parseYuan(values.text);
  const handleSubmit = async () => {
    revealProblems();
    if (amount === null) return;
    saved(await save({ tenantId, amount }));
  };
  return (
    <ReminderFormDialog
      ns="vrat-contracts"
      title={t('reminder.amount-title')}
      loaded={loaded}
      busy={state.fetching}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <MoneyField
        id="atrium-vrat-reminder-amount"
        label={t('reminder.amount')}
        value={values.text}
        onChange={(text) => set('text', text)}
        problem={showProblems && amount === null ? t('reminder.amount-invalid') : undefined}
        autoFocus
      />
    </ReminderFormDialog>
  );
};

const contactsOf = (data: VratReminderSettingsQuery) => ({
  contacts: editableContacts(data.vratReminderSettings.contacts),
});

/** Spec 002 §3 "Reminder contact", §7: who is reminded; the system notice only for CenterAdmin or Admin. */
const ContactsForm = ({ tenantId, data, onClose }: FormProps) => {
  const { t } = useTranslation('vrat-contracts');
  const saved = useSaved(onClose);
  const { values, set, loaded } = useLoadedFormValues(data, contactsOf, { contacts: [] });
  const [state, save] = useMutation(SetVratRemindContactsDocument);
  const handleSubmit = async () => saved(await save({ tenantId, contacts: contactsToSave(values.contacts) }));
  return (
    <ReminderFormDialog
      ns="vrat-contracts"
      title={t('reminder.contacts-title')}
      loaded={loaded}
      busy={state.fetching}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {data && (
        <>
          <RemindContactsEditor
            contacts={values.contacts}
            onChange={(contacts) => set('contacts', contacts)}
            mayUseSystemNotice={data.vratReminderSettings.caller.mayUseSystemNotice}
            userId={data.me.id}
            helperText={t('reminder.contacts-help')}
          />
          <RemindersSent line="vrat" tenantId={tenantId} />
        </>
      )}
    </ReminderFormDialog>
  );
};
