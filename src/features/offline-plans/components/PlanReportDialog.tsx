import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflinePlanReportInput } from '../../../generated/graphql';

/** The limits the server keeps (user_offline_plan_reports): a summary is needed, the rest may be empty. */
export const REPORT_SUMMARY_MAX = 2000;
export const REPORT_TEXT_MAX = 4000;

type Text = { summary: string; progress: string; recommendations: string };

/** Writing or rewriting an ended plan's closing report for the family (ReportedReady). */
export const PlanReportDialog = ({
  initial,
  busy,
  onClose,
  onSubmit,
}: {
  initial: Text | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (input: OfflinePlanReportInput) => void;
}) => {
  const { t } = useTranslation('offline-plans');
  const id = useId();
  const [text, setText] = useState<Text>(initial ?? { summary: '', progress: '', recommendations: '' });
  const [tried, setTried] = useState(false);
  const problems = {
    summary: !text.summary.trim()
      ? t('report.summary-required')
      : text.summary.length > REPORT_SUMMARY_MAX
        ? t('report.too-long', { max: REPORT_SUMMARY_MAX })
        : null,
    progress: text.progress.length > REPORT_TEXT_MAX ? t('report.too-long', { max: REPORT_TEXT_MAX }) : null,
    recommendations:
      text.recommendations.length > REPORT_TEXT_MAX ? t('report.too-long', { max: REPORT_TEXT_MAX }) : null,
  };
  const submit = () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    onSubmit({
      summary: text.summary.trim(),
      progress: text.progress.trim(),
      recommendations: text.recommendations.trim(),
    });
  };
  const field = (name: keyof Text, rows: number, required = false) => {
    const problem = tried ? problems[name] : null;
    return (
      <FormGroup
        label={t(`report.${name}`)}
        labelFor={`${id}-${name}`}
        labelInfo={required ? t('report.required') : undefined}
        intent={problem ? 'danger' : 'none'}
        helperText={problem ?? t(`report.${name}-help`)}
      >
        <TextArea
          id={`${id}-${name}`}
          fill
          rows={rows}
          value={text[name]}
          intent={problem ? 'danger' : 'none'}
          onChange={(event) => setText({ ...text, [name]: event.currentTarget.value })}
        />
      </FormGroup>
    );
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      icon="document"
      title={t(initial ? 'report.edit-title' : 'report.write-title')}
      style={{ width: 720 }}
    >
      <DialogBody>
        {field('summary', 5, true)}
        {field('progress', 4)}
        {field('recommendations', 4)}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('action.cancel')} onClick={onClose} />
            <Button intent="primary" loading={busy} text={t('report.save')} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
};
