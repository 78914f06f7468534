import { FileInput, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateTenantDocument,
  TenantEditOptionsDocument,
  UpdateTenantDocument,
  type TenantFieldsFragment,
  type TenantType,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { LOGO_TYPES, useLogoUpload } from '../hooks/useLogoUpload';
import { EMPTY_TENANT, formValuesOf, inputOf, tenantProblems, typeKey } from '../tenantForm';

type TenantFormDialogProps = {
  /** The tenant to edit; null to create one. */
  tenant: TenantFieldsFragment | null;
  /** The types this list is about (the org list: enterprises and their agents, ...). */
  types: readonly TenantType[];
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-tenant-${name}`;

/** Create or edit an enterprise, area or centre, with its parent, region, e-mail and logo. Mount it to open it. */
export const TenantFormDialog = ({ tenant, types, onClose, onSaved }: TenantFormDialogProps) => {
  const { t } = useTranslation('tenants');
  const toasts = useErrorToasts();
  const uploadLogo = useLogoUpload();
  const [{ data: optionsData, fetching: loadingOptions }] = useQuery({
    query: TenantEditOptionsDocument,
    variables: { id: tenant?.id ?? null },
    requestPolicy: 'network-only',
  });
  const { values, setValues, set, showProblems, revealProblems } = useFormValues(() =>
    tenant ? formValuesOf(tenant) : EMPTY_TENANT,
  );
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(tenant?.logo ?? null);
  const [uploading, setUploading] = useState(false);
  const [created, create] = useMutation(CreateTenantDocument);
  const [updated, update] = useMutation(UpdateTenantDocument);
  const busy = created.fetching || updated.fetching || uploading;

  const rules = (optionsData?.tenantEditOptions.types ?? []).filter((r) => types.includes(r.type));
  const type = values.type || rules[0]?.type || '';
  const rule = rules.find((r) => r.type === type);
  const topAllowed = rule?.parentTypes.includes(null) ?? false;
  const parents = (optionsData?.tenantEditOptions.parents ?? []).filter((p) => rule?.parentTypes.includes(p.type));
  const problems = tenantProblems(values, !topAllowed);

  // The preview of a chosen file is a blob address, released when it changes or the dialog closes.
  useEffect(() => {
    if (!logo) return undefined;
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const handleSubmit = async () => {
    revealProblems();
    if (type === '' || Object.keys(problems).length > 0) return;
    const input = inputOf(values, type);
    // A refusal comes as the console's error toast, with the server's message.
    const result = tenant ? await update({ id: tenant.id, input }) : await create({ input });
    const saved = result.data && ('updateTenant' in result.data ? result.data.updateTenant : result.data.createTenant);
    if (result.error || !saved) return;
    if (logo) {
      setUploading(true);
      const outcome = await uploadLogo(saved.id, logo);
      setUploading(false);
      if (!outcome.ok) toasts.showWarning(outcome.message);
    }
    toasts.showSuccess(t('form.saved', { name: input.displayName }));
    onSaved();
    onClose();
  };

  const problem = (key: keyof typeof problems) => {
    const found = problems[key];
    return showProblems && found ? t(found) : undefined;
  };
  return (
    <FormDialog
      title={tenant ? t('form.edit-title', { name: tenant.displayName }) : t('form.create-title')}
      icon="office"
      busy={busy}
      saveDisabled={rules.length === 0}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      {loadingOptions && !optionsData ? (
        <Spinner size={24} />
      ) : (
        <>
          <TextField
            id={id('name')}
            label={t('fields.name')}
            requiredLabel={t('form.required')}
            problem={problem('displayName')}
            maxLength={100}
            value={values.displayName}
            onChange={(v) => set('displayName', v)}
          />
          <FormGroup label={t('fields.type')} labelFor={id('type')}>
            <HTMLSelect
              id={id('type')}
              fill
              value={type}
              onChange={(event) => {
                // Read now: React clears currentTarget before a state updater runs.
                const next = event.currentTarget.value as TenantType;
                setValues((v) => ({ ...v, type: next, parentTenant: '' }));
              }}
              options={rules.map((r) => ({ value: r.type, label: t(typeKey(r.type)) }))}
            />
          </FormGroup>
          <FormGroup
            label={t('fields.parent')}
            labelFor={id('parent')}
            labelInfo={topAllowed ? undefined : t('form.required')}
            intent={problem('parentTenant') ? 'danger' : 'none'}
            helperText={problem('parentTenant')}
          >
            <HTMLSelect
              id={id('parent')}
              fill
              value={values.parentTenant}
              onChange={(event) => set('parentTenant', event.currentTarget.value)}
              options={[
                { value: '', label: topAllowed ? t('form.no-parent') : t('form.choose') },
                ...parents.map((p) => ({ value: p.id, label: `${p.displayName} (${t(typeKey(p.type))})` })),
              ]}
            />
          </FormGroup>
          <TextField
            id={id('area')}
            label={t('fields.area')}
            maxLength={100}
            value={values.area}
            onChange={(v) => set('area', v)}
          />
          <TextField
            id={id('email')}
            type="email"
            label={t('fields.email')}
            problem={problem('email')}
            maxLength={254}
            value={values.email}
            onChange={(v) => set('email', v)}
          />
          <FormGroup label={t('fields.logo')} labelFor={id('logo')} helperText={t('form.logo-help')}>
            <FileInput
              fill
              text={logo?.name ?? t('form.logo-choose')}
              buttonText={t('fields.logo')}
              inputProps={{ id: id('logo'), accept: LOGO_TYPES.join(',') }}
              onInputChange={(event) => setLogo(event.currentTarget.files?.[0] ?? null)}
            />
            {preview && <img className="atrium-tenant-logo-preview" src={preview} alt={t('form.logo-preview')} />}
          </FormGroup>
        </>
      )}
    </FormDialog>
  );
};
