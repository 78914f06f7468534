import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SetTenantReminderAmountsDocument, type TenantFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { TextField } from '../../../shared/ui/TextField';
import { parseYuan } from '../tenantForm';

type Props = { tenant: TenantFieldsFragment; onClose: () => void; onSaved: () => void };

/** The hfs and vrat reminder amounts of a tenant, in yuan (spec 002 §5, §9). */
export const ReminderAmountDialog = ({ tenant, onClose, onSaved }: Props) => {
  const { t } = useTranslation('tenants');
  const toasts = useErrorToasts();
  const [hfs, setHfs] = useState(String(tenant.hfsReminderAmount));
  const [vrat, setVrat] = useState(String(tenant.vratReminderAmount));
  const [showProblems, setShowProblems] = useState(false);
  const [state, save] = useMutation(SetTenantReminderAmountsDocument);
  const hfsYuan = parseYuan(hfs);
  const vratYuan = parseYuan(vrat);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (hfsYuan === null || vratYuan === null) return;
    const result = await save({ id: tenant.id, hfsReminderAmount: hfsYuan, vratReminderAmount: vratYuan });
    if (result.error) return;
    toasts.showSuccess(t('reminder.saved'));
    onSaved();
    onClose();
  };
  const problem = (value: number | null) => (showProblems && value === null ? t('reminder.invalid') : undefined);
  return (
    <Dialog isOpen onClose={onClose} title={t('reminder.title', { name: tenant.displayName })} icon="notifications">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          <p>{t('reminder.help')}</p>
          <TextField
            id="atrium-tenant-hfs-reminder"
            label={t('fields.hfs-reminder')}
            requiredLabel={t('form.required')}
            problem={problem(hfsYuan)}
            value={hfs}
            onChange={setHfs}
          />
          <TextField
            id="atrium-tenant-vrat-reminder"
            label={t('fields.vrat-reminder')}
            requiredLabel={t('form.required')}
            problem={problem(vratYuan)}
            value={vrat}
            onChange={setVrat}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('form.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('form.save')} loading={state.fetching} />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
