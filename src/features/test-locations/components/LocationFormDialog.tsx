import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  CreateTestLocationDocument,
  UpdateTestLocationDocument,
  type TestLocationFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { COUNTRY_CODES, EMPTY_LOCATION, formValuesOf, inputOf, locationProblems } from '../locationForm';

type LocationFormDialogProps = {
  /** The location to edit; null to create one. */
  location: TestLocationFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-test-location-${name}`;
const LOCATION_MUTATIONS = { create: CreateTestLocationDocument, update: UpdateTestLocationDocument };

/** Create or edit a test location (spec 001 §3, §5): only the name is required. Mount it to open it. */
export const LocationFormDialog = ({ location, onClose, onSaved }: LocationFormDialogProps) => {
  const { t } = useTranslation('test-locations');
  const toasts = useErrorToasts();
  const { values, set, showProblems, revealProblems } = useFormValues(() =>
    location ? formValuesOf(location) : EMPTY_LOCATION,
  );
  const { busy, save } = useCreateOrUpdate(LOCATION_MUTATIONS, location?.id ?? null);
  const problems = locationProblems(values);

  const handleSubmit = async () => {
    revealProblems();
    if (Object.keys(problems).length > 0) return;
    // A refusal is shown by the console's error toasts with the server's messages (spec 001 §8).
    const result = await save(inputOf(values));
    if (result.error) return;
    toasts.showSuccess(t('form.saved', { name: values.name.trim() }));
    onSaved();
    onClose();
  };

  const nameProblem = showProblems && problems.name ? t('form.name-required') : undefined;
  const emailProblem = showProblems && problems.email ? t('form.email-invalid') : undefined;
  return (
    <FormDialog
      title={location ? t('form.edit-title', { name: location.name }) : t('form.create-title')}
      icon="map-marker"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextField
        id={id('name')}
        label={t('fields.name')}
        requiredLabel={t('form.required')}
        problem={nameProblem}
        maxLength={200}
        value={values.name}
        onChange={(v) => set('name', v)}
      />
      <TextField
        id={id('email')}
        label={t('fields.email')}
        type="email"
        problem={emailProblem}
        maxLength={200}
        value={values.email}
        onChange={(v) => set('email', v)}
      />
      <FormGroup label={t('fields.phone')} labelFor={id('phone')}>
        <div className="atrium-test-location-phone">
          <HTMLSelect
            id={id('country-code')}
            aria-label={t('fields.country-code')}
            value={values.countryCode}
            onChange={(event) => set('countryCode', event.currentTarget.value)}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: `+${code}` }))}
          />
          <InputGroup
            id={id('phone')}
            fill
            maxLength={40}
            value={values.phone}
            onValueChange={(v) => set('phone', v)}
          />
        </div>
      </FormGroup>
      <FormGroup label={t('fields.location')} labelFor={id('location')}>
        <InputGroup
          id={id('location')}
          maxLength={500}
          value={values.location}
          onValueChange={(v) => set('location', v)}
        />
      </FormGroup>
      <Switch
        label={t('fields.enabled')}
        checked={values.isEnabled}
        onChange={(event) => set('isEnabled', event.currentTarget.checked)}
      />
    </FormDialog>
  );
};
