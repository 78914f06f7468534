import { Button, Card, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { DateField } from '../../../shared/ui/DateField';
import { RandomNameField } from '../../../shared/ui/RandomNameField';
import type { ChildDraft } from './guardianDraft';

const GENDERS = ['Male', 'Female', 'Unknown', 'Others'] as const;

type ChildFieldsProps = {
  index: number;
  child: ChildDraft;
  /** Which fields the centre shows (subject1.* front permissions, spec 000 §5). */
  show: { name: boolean; randomName: boolean; outpatientNumber: boolean; remark: boolean };
  problems: Record<string, string>;
  onChange: (child: ChildDraft) => void;
  /** Absent for the only child: a guardian comes with at least one. */
  onRemove?: () => void;
};

/** One child of the add-guardian form: name, birthday, gender, clinic number, comments. */
export const ChildFields = ({ index, child, show, problems, onChange, onRemove }: ChildFieldsProps) => {
  const { t } = useTranslation('guardians');
  const id = (field: string) => `atrium-guardian-child-${child.key}-${field}`;
  const problem = (field: string) => problems[`child.${index}.${field}`];
  const helper = (field: string) => {
    const key = problem(field);
    return key ? t(key) : undefined;
  };
  const intent = (field: string) => (problem(field) ? 'danger' : 'none');
  const set = (change: Partial<ChildDraft>) => onChange({ ...child, ...change });
  return (
    <Card compact className="atrium-guardian-child" aria-label={t('form.child-n', { n: index + 1 })}>
      <div className="atrium-guardian-child-header">
        <strong>{t('form.child-n', { n: index + 1 })}</strong>
        {onRemove && <Button variant="minimal" icon="trash" text={t('form.remove-child')} onClick={onRemove} />}
      </div>
      {show.name && (
        <FormGroup
          label={t('form.child-name')}
          labelFor={id('name')}
          helperText={helper('name')}
          intent={intent('name')}
        >
          <InputGroup id={id('name')} value={child.name} maxLength={50} onValueChange={(name) => set({ name })} />
        </FormGroup>
      )}
      {show.randomName && (
        <RandomNameField
          id={id('name')}
          label={t('form.random-name')}
          value={child.name}
          regenerateLabel={t('form.regenerate')}
          prefix={t('form.random-prefix')}
          onChange={(name) => set({ name })}
        />
      )}
      <FormGroup
        label={t('form.birthday')}
        labelFor={id('birthDay')}
        labelInfo={t('form.required')}
        helperText={helper('birthDay') ?? t('form.birthday-hint')}
        intent={intent('birthDay')}
      >
        <DateField
          id={id('birthDay')}
          value={child.birthDay}
          max={DateTime.now().toISODate() ?? undefined}
          onChange={({ iso, problem: p }) => set({ birthDay: iso, birthDayProblem: p === 'invalid' })}
        />
      </FormGroup>
      <FormGroup label={t('form.gender')} labelFor={id('gender')} labelInfo={t('form.required')}>
        <HTMLSelect
          id={id('gender')}
          value={child.gender}
          onChange={(event) => set({ gender: event.currentTarget.value })}
          options={GENDERS.map((g) => ({ value: g, label: genderLabel(t, g) }))}
        />
      </FormGroup>
      {show.outpatientNumber && (
        <FormGroup
          label={t('form.outpatient-number')}
          labelFor={id('outpatientNumber')}
          helperText={helper('outpatientNumber')}
          intent={intent('outpatientNumber')}
        >
          <InputGroup
            id={id('outpatientNumber')}
            value={child.outpatientNumber}
            maxLength={50}
            onValueChange={(outpatientNumber) => set({ outpatientNumber })}
          />
        </FormGroup>
      )}
      {show.remark && (
        <FormGroup label={t('form.remark')} labelFor={id('remark')}>
          <InputGroup
            id={id('remark')}
            value={child.remark}
            maxLength={500}
            onValueChange={(remark) => set({ remark })}
          />
        </FormGroup>
      )}
    </Card>
  );
};
