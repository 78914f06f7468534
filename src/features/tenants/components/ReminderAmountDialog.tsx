import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SetTenantReminderAmountsDocument, type TenantFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { parseYuan } from '../../../shared/money/yuan';

type Props = { tenant: TenantFieldsFragment; onClose: () => void; onSaved: () => void };

/** The hfs and vrat reminder amounts of a tenant, in yuan (spec 002 §5, §9). */
export const ReminderAmountDialog = ({ tenant, onClose, onSaved }: Props) => {
  const { t } = useTranslation('tenants');
  const toasts = useErrorToasts();
  const { values, set, showProblems, revealProblems } = useFormValues(() => ({
    hfs: String(tenant.hfsReminderAmount),
    vrat: String(tenant.vratReminderAmount),
  }));
  const [state, save] = useMutation(SetTenantReminderAmountsDocument);
  const hfsYuan = parseYuan(values.hfs);
  const vratYuan = parseYuan(values.vrat);

  const handleSubmit = async () => {
    revealProblems();
    if (hfsYuan === null || vratYuan === null) return;
    const result = await save({ id: tenant.id, hfsReminderAmount: hfsYuan, vratReminderAmount: vratYuan });
    if (result.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onSaved();
    onClose();
  };
  const problem = (value: number | null) => (showProblems && value === null ? t('reminder.invalid') : undefined);
  return (
    <FormDialog
      title={t('reminder.title', { name: tenant.displayName })}
      icon="notifications"
      busy={state.fetching}
      cancelText={t('form.cancel')}
      saveText={t('form.save')}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <p>{t('reminder.help')}</p>
      <TextField
        id="atrium-tenant-hfs-reminder"
        label={t('fields.hfs-reminder')}
        requiredLabel={t('form.required')}
        problem={problem(hfsYuan)}
        value={values.hfs}
        onChange={(text) => set('hfs', text)}
      />
      <TextField
        id="atrium-tenant-vrat-reminder"
        label={t('fields.vrat-reminder')}
        requiredLabel={t('form.required')}
        problem={problem(vratYuan)}
        value={values.vrat}
        onChange={(text) => set('vrat', text)}
      />
    </FormDialog>
  );
};
