import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  HfsReminderSettingsDocument,
  SetHfsReminderAmountDocument,
  SetHfsRemindContactsDocument,
  type HfsReminderSettingsQuery,
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

const valuesOf = (data: HfsReminderSettingsQuery) => ({
  amount: String(data.hfsReminderSettings.reminderAmount),
  contacts: editableContacts(data.hfsReminderSettings.contacts),
});

/** Spec 002 §5, §6: the tenant's reminder amount and who is told (system notice only for CenterAdmin or Admin). */
export const HfsReminderDialog = ({ tenantId, onClose }: { tenantId: string; onClose: () => void }) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [{ data }] = useQuery({
    query: HfsReminderSettingsDocument,
    variables: { tenantId },
    requestPolicy: 'network-only',
  });
  const { values, set, showProblems, revealProblems, loaded } = useLoadedFormValues(data, valuesOf, {
    amount: '',
    contacts: [],
  });
  const [amountState, saveAmount] = useMutation(SetHfsReminderAmountDocument);
  const [contactState, saveContacts] = useMutation(SetHfsRemindContactsDocument);
  const busy = amountState.fetching || contactState.fetching;
  const value = parseYuan(values.amount);
  const amountProblem = showProblems
    ? values.amount.trim() === ''
      ? t('money.required')
      : value === null
        ? t('money.invalid')
        : undefined
    : undefined;

  const save = async () => {
    revealProblems();
    if (value === null) return;
    const first = await saveAmount({ tenantId, amount: value });
    if (first.error) return;
    const second = await saveContacts({ tenantId, contacts: contactsToSave(values.contacts) });
    if (second.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onClose();
  };

  return (
    <ReminderFormDialog
      ns="contracts"
      title={t('reminder.title')}
      loaded={loaded}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      {data && (
        <>
          <MoneyField
            id="atrium-hfs-reminder-amount"
            label={t('fields.reminder-amount')}
            value={values.amount}
            onChange={(text) => set('amount', text)}
            problem={amountProblem}
            helperText={t('reminder.amount-help')}
          />
          <RemindContactsEditor
            contacts={values.contacts}
            onChange={(contacts) => set('contacts', contacts)}
            mayUseSystemNotice={data.hfsReminderSettings.caller.mayUseSystemNotice}
            userId={data.me.id}
          />
          <RemindersSent line="hfs" tenantId={tenantId} />
        </>
      )}
    </ReminderFormDialog>
  );
};
