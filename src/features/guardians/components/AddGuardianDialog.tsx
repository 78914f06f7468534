import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { subjectFieldRules } from '../../../../machines/subject-fields';
import { AddGuardianDocument, GuardianFormOptionsDocument } from '../../../generated/graphql';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import type { Language } from '../../../shared/i18n/languages';
import { phonePrefixLabel } from '../../../shared/i18n/phonePrefixes';
import { randomName } from '../../../shared/names/randomName';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { useDebouncedSubmit } from '../hooks/useDebouncedSubmit';
import { ChildFields } from './ChildFields';
import {
  draftProblems,
  emptyChild,
  emptyGuardian,
  GUARDIAN_COUNTRY_CODES,
  MAX_CHILDREN,
  toAddGuardianInput,
  type GuardianDraft,
} from './guardianDraft';

type AddGuardianDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onAdded: (guardianId: string) => void;
};

/** Spec 000 §3 "Guardian add": the guardian, their role, the coaches and one or more children. */
export const AddGuardianDialog = ({ isOpen, onClose, onAdded }: AddGuardianDialogProps) => {
  const { t, i18n } = useTranslation('guardians');
  const toasts = useErrorToasts();
  const { tenantHas } = usePermissions();
  const [{ data: options, error: optionsError, fetching: optionsLoading }] = useQuery({
    query: GuardianFormOptionsDocument,
    pause: !isOpen,
  });
  const [{ fetching: saving }, addGuardian] = useMutation(AddGuardianDocument);
  const [draft, setDraft] = useState<GuardianDraft>(emptyGuardian);
  const [tried, setTried] = useState(false);
  const set = (change: Partial<GuardianDraft>) => setDraft((current) => ({ ...current, ...change }));

  // Spec 000 §5, as the add-subject form reads them: with subject1.name1.random the name is generated.
  const fields = subjectFieldRules(tenantHas);
  const rules = { nameRequired: fields.name.required, outpatientNumberRequired: fields.outpatientNumber.required };
  const show = {
    name: fields.name.visible,
    randomName: fields.name.random,
    outpatientNumber: fields.outpatientNumber.visible,
    remark: fields.remark.visible,
  };
  const newName = () => randomName(t('form.random-prefix'));
  const newChild = () => ({ ...emptyChild(), name: fields.name.random ? newName() : '' });
  const problems = tried ? draftProblems(draft, rules) : {};
  const helper = (field: string) => (problems[field] ? t(problems[field]) : undefined);
  const intent = (field: string) => (problems[field] ? 'danger' : 'none');

  // The permissions may arrive after the form was drawn: name the children that have no name yet.
  useEffect(() => {
    if (!isOpen || !fields.name.random) return;
    setDraft((current) =>
      current.children.every((c) => c.name)
        ? current
        : { ...current, children: current.children.map((c) => (c.name ? c : { ...c, name: newName() })) },
    );
    // newName reads only the catalogue; the language does not rename children already named.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, fields.name.random]);

  const send = async () => {
    // A refusal (a phone number already known, ...) is toasted with the server's message; the
    // dialog stays open with what was typed.
    const result = await addGuardian({ input: toAddGuardianInput(draft) });
    if (result.error || !result.data) return;
    toasts.showSuccess(t('form.added', { name: draft.name.trim() }));
    setDraft(emptyGuardian());
    setTried(false);
    onAdded(result.data.addGuardian.guardianId);
  };
  const debounced = useDebouncedSubmit(send);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft, rules)).length > 0) return;
    debounced.submit();
  };

  const language = i18n.language as Language;
  const roles = options?.subjectFormOptions.avaliableGuardianRoles ?? [];
  const coaches = options?.subjectFormOptions.coaches ?? [];
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('form.title')} icon="new-person" style={{ width: 640 }}>
      <form onSubmit={handleSubmit} aria-label={t('form.title')}>
        <DialogBody>
          {optionsError && <Callout intent="danger">{errorMessage(optionsError, t('common:error.network'))}</Callout>}
          {optionsLoading && !options ? (
            <LoadingState />
          ) : (
            <>
              <FormGroup
                label={t('form.name')}
                labelFor="atrium-guardian-name"
                labelInfo={t('form.required')}
                helperText={helper('name')}
                intent={intent('name')}
              >
                <InputGroup
                  id="atrium-guardian-name"
                  value={draft.name}
                  maxLength={50}
                  onValueChange={(name) => set({ name })}
                />
              </FormGroup>
              <div className="atrium-guardian-phone">
                <FormGroup label={t('form.country-code')} labelFor="atrium-guardian-country">
                  <HTMLSelect
                    id="atrium-guardian-country"
                    value={draft.countryCode}
                    onChange={(event) => set({ countryCode: event.currentTarget.value })}
                    options={GUARDIAN_COUNTRY_CODES.map((code) => ({
                      value: code,
                      label: phonePrefixLabel(code, language),
                    }))}
                  />
                </FormGroup>
                <FormGroup
                  label={t('form.phone')}
                  labelFor="atrium-guardian-phone"
                  labelInfo={t('form.required')}
                  helperText={helper('phoneNumber')}
                  intent={intent('phoneNumber')}
                >
                  <InputGroup
                    id="atrium-guardian-phone"
                    inputMode="tel"
                    value={draft.phoneNumber}
                    maxLength={15}
                    onValueChange={(phoneNumber) => set({ phoneNumber })}
                  />
                </FormGroup>
              </div>
              <FormGroup
                label={t('form.role')}
                labelFor="atrium-guardian-role"
                labelInfo={t('form.required')}
                helperText={helper('roleName')}
                intent={intent('roleName')}
              >
                <HTMLSelect
                  id="atrium-guardian-role"
                  value={draft.roleName}
                  onChange={(event) => set({ roleName: event.currentTarget.value })}
                  options={[
                    { value: '', label: t('form.choose-role') },
                    ...roles.map((r) => ({ value: r.name, label: r.displayName })),
                  ]}
                />
              </FormGroup>
              <FormGroup label={t('form.coaches')}>
                {coaches.length === 0 && <span>{t('form.no-coaches')}</span>}
                <div className="atrium-guardian-coaches">
                  {coaches.map((coach) => (
                    <Checkbox
                      key={coach.id}
                      inline
                      label={coach.name}
                      checked={draft.coachIds.includes(coach.id)}
                      onChange={(event) =>
                        set({
                          coachIds: event.currentTarget.checked
                            ? [...draft.coachIds, coach.id]
                            : draft.coachIds.filter((id) => id !== coach.id),
                        })
                      }
                    />
                  ))}
                </div>
              </FormGroup>
              {draft.children.map((child, i) => (
                <ChildFields
                  key={child.key}
                  index={i}
                  child={child}
                  show={show}
                  problems={problems}
                  onChange={(next) => set({ children: draft.children.map((c) => (c.key === next.key ? next : c)) })}
                  {...(draft.children.length > 1
                    ? { onRemove: () => set({ children: draft.children.filter((c) => c.key !== child.key) }) }
                    : {})}
                />
              ))}
              <Button
                disabled={draft.children.length >= MAX_CHILDREN}
                icon="plus"
                variant="minimal"
                text={t('form.add-child')}
                onClick={() => set({ children: [...draft.children, newChild()] })}
              />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('form.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text={t('form.submit')}
                loading={saving || debounced.waiting}
                disabled={!options}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
