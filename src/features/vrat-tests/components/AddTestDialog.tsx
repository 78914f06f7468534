import {
  AnchorButton,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { AddTestLocationsDocument, RequestTestDocument } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import '../vratTests.css';
import { LOCATION_ROUTE, TEST_GRADES, testGradeLabel, VRAT_LIST_ROUTE } from '../grades';

export type AddTestDialogProps = {
  /** The child to test; null when closed. */
  subject: { id: string; name: string } | null;
  onClose: () => void;
};

const id = (name: string) => `atrium-add-test-${name}`;

/**
 * The add-test form of the subject list (spec 000 §2, §5): an enabled location of the centre
 * (up to 500) and a grade, both required. Submitting leads to the VRAT list.
 */
export const AddTestDialog = ({ subject, onClose }: AddTestDialogProps) => {
  const { t } = useTranslation('vrat-tests');
  const toasts = useErrorToasts();
  const navigate = useNavigate();
  const [locationId, setLocationId] = useState('');
  const [grade, setGrade] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [locations] = useQuery({ query: AddTestLocationsDocument, pause: subject === null });
  const [state, requestTest] = useMutation(RequestTestDocument);
  const options = locations.data?.testLocations.items ?? [];

  const close = () => {
    setLocationId('');
    setGrade('');
    setShowProblems(false);
    onClose();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (!subject || !locationId || !grade) return;
    // A refusal (unbound child, disabled location) comes as the console's error toast.
    const result = await requestTest({ subjectId: subject.id, locationId, grade });
    if (result.error) return;
    toasts.showSuccess(t('add.submitted', { name: subject.name }));
    close();
    void navigate(VRAT_LIST_ROUTE);
  };

  const locationProblem = showProblems && !locationId ? t('add.location-required') : undefined;
  const gradeProblem = showProblems && !grade ? t('add.grade-required') : undefined;
  return (
    <Dialog
      isOpen={subject !== null}
      onClose={state.fetching ? undefined : close}
      title={t('add.title', { name: subject?.name ?? '' })}
      icon="lab-test"
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          {locations.data && options.length === 0 && (
            <Callout intent="warning" className="atrium-add-test-hint">
              {t('add.no-locations')}
            </Callout>
          )}
          <FormGroup
            label={t('add.location')}
            labelFor={id('location')}
            labelInfo={t('add.required')}
            intent={locationProblem ? 'danger' : 'none'}
            helperText={locationProblem}
          >
            <div className="atrium-add-test-location">
              <HTMLSelect
                id={id('location')}
                fill
                value={locationId}
                disabled={locations.fetching}
                onChange={(event) => setLocationId(event.currentTarget.value)}
              >
                <option value="">{t('add.choose-location')}</option>
                {options.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </HTMLSelect>
              {/* Spec 000 §2: the shortcut to the location page. */}
              <AnchorButton
                icon="add"
                variant="minimal"
                text={t('add.add-location')}
                href={LOCATION_ROUTE}
                onClick={(event) => {
                  event.preventDefault();
                  close();
                  void navigate(LOCATION_ROUTE);
                }}
              />
            </div>
          </FormGroup>
          <FormGroup
            label={t('add.grade')}
            labelFor={id('grade')}
            labelInfo={t('add.required')}
            intent={gradeProblem ? 'danger' : 'none'}
            helperText={gradeProblem}
          >
            <HTMLSelect id={id('grade')} fill value={grade} onChange={(event) => setGrade(event.currentTarget.value)}>
              <option value="">{t('add.choose-grade')}</option>
              {TEST_GRADES.map((value) => (
                <option key={value} value={value}>
                  {testGradeLabel(t, value)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('add.cancel')} disabled={state.fetching} onClick={close} />
              <Button type="submit" intent="primary" text={t('add.submit')} loading={state.fetching} />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
