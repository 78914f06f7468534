import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/FormDialog';
import type { ContractNamespace } from './contractNamespace';
import type { DateLimits } from './dateRules';
import { ParentContractCallout, type ParentMoney } from './ParentContractCallout';
import { RemarkField } from './RemarkField';
import { ValidityRangeField } from './ValidityRangeField';

/** What both lines' contract forms hold: the validity's two ends and the remark. */
export type ContractFormValues = { start: string; end: string; remark: string };

/** The form's values for the contract being edited, or blank for a new one. */
export const contractFormValuesOf = (
  contract: { startTime: string; endTime: string; remark?: string | null } | null,
): ContractFormValues => ({
  start: contract?.startTime ?? '',
  end: contract?.endTime ?? '',
  remark: contract?.remark ?? '',
});

/** A field's id in a line's contract form, e.g. atrium-hfs-form-remark. */
export const contractFieldId = (line: 'hfs' | 'vrat', name: string) => `atrium-${line}-form-${name}`;

type ContractFormDialogProps = {
  ns: ContractNamespace;
  line: 'hfs' | 'vrat';
  title: string;
  /** Editing saves; creating goes on to the new contract's recharge (spec 002 §4). */
  editing: boolean;
  /** Undefined until the days the validity may take have come: the fields wait for them. */
  limits: DateLimits | undefined;
  parent: ParentMoney | undefined;
  values: ContractFormValues;
  onChange: (field: keyof ContractFormValues, value: string) => void;
  /** Days neither end of the validity may take. */
  isDisabled: (iso: string) => boolean;
  /** The range's problem once the form has been submitted. */
  rangeProblem: string | undefined;
  busy: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** The line's own fields, between the validity and the remark. */
  children: ReactNode;
};

/**
 * Create or edit a contract of either line (spec 002 §5): the parent contract's word, the validity
 * and the remark around the line's own fields, once the date limits are in; cancel and save below.
 */
export const ContractFormDialog = ({
  ns,
  line,
  title,
  editing,
  limits,
  parent,
  values,
  onChange,
  isDisabled,
  rangeProblem,
  busy,
  onSubmit,
  onClose,
  children,
}: ContractFormDialogProps) => {
  const { t } = useTranslation(ns);
  return (
    <FormDialog
      title={title}
      icon="document"
      busy={busy}
      cancelText={t('actions.cancel')}
      saveText={editing ? t('actions.save') : t('actions.create-next')}
      saveDisabled={!limits}
      onClose={onClose}
      onSubmit={onSubmit}
      className="atrium-contract-form"
    >
      {limits ? (
        <>
          <ParentContractCallout ns={ns} parent={parent} />
          <ValidityRangeField
            ns={ns}
            start={values.start}
            end={values.end}
            onStartChange={(iso) => onChange('start', iso)}
            onEndChange={(iso) => onChange('end', iso)}
            isDisabled={isDisabled}
            today={limits.today}
            problem={rangeProblem}
          />
          {children}
          <RemarkField
            id={contractFieldId(line, 'remark')}
            label={t('fields.remark')}
            value={values.remark}
            onChange={(text) => onChange('remark', text)}
          />
        </>
      ) : (
        <Spinner size={24} />
      )}
    </FormDialog>
  );
};
