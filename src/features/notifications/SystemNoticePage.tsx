import {
  Alert,
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { PublishSystemNoticeDocument, SystemNoticeTargetsDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { centresOf } from './noticeTargets';
import { htmlToText } from './safeHtml';
import { sanitizeHtml } from './sanitizeHtml';
import './notifications.css';
import { SectionTitle } from '../../shared/ui/SectionTitle';

const PLATFORM_ADMIN_ROLE = 'admin';
type Icon = 'System' | 'VratIcon';
type TargetMode = 'all' | 'chosen';

/** Where the role named admin publishes a system notice (spec 000 §2: HTML title and summary, Icon). */
export const SystemNoticePage = () => {
  const { t } = useTranslation('notifications');
  const [{ data, error }] = useQuery({ query: SystemNoticeTargetsDocument, context: NO_ERROR_TOAST });
  const me = data?.me;

  let body;
  if (!me && error) {
    body = (
      <Callout intent="danger" title={t('publish.targets-load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  } else if (!me) {
    body = <LoadingState />;
  } else if (!me.adminRoles.includes(PLATFORM_ADMIN_ROLE)) {
    body = <Callout intent="warning">{t('publish.not-admin')}</Callout>;
  } else {
    body = <SystemNoticeForm centres={centresOf(me.canChangeList)} />;
  }
  return (
    <Page title={t('publish.title')} subtitle={t('publish.description')}>
      {body}
    </Page>
  );
};

const SystemNoticeForm = ({ centres }: { centres: { id: string; displayName: string }[] }) => {
  const { t } = useTranslation('notifications');
  const toasts = useErrorToasts();
  const ids = { title: useId(), summary: useId(), icon: useId() };
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [icon, setIcon] = useState<Icon>('System');
  const [mode, setMode] = useState<TargetMode>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [publishing, publish] = useMutation(PublishSystemNoticeDocument);

  // Only what survives sanitizing counts: a title of bare tags or a script says nothing.
  const problems = useMemo(
    () => ({
      title: htmlToText(title) ? null : t('publish.required-title'),
      summary: htmlToText(summary) ? null : t('publish.required-summary'),
      targets: mode === 'chosen' && chosen.size === 0 ? t('publish.required-targets') : null,
    }),
    [title, summary, mode, chosen, t],
  );
  const valid = !problems.title && !problems.summary && !problems.targets;
  const shown = (problem: string | null) => (showErrors ? problem : null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (valid) setConfirming(true);
  };

  const handlePublish = async () => {
    setConfirming(false);
    const result = await publish({ title, summary, icon, tenantIds: mode === 'all' ? null : [...chosen] });
    // A failure is toasted by the console's error handling; the form keeps what was typed.
    if (!result.data) return;
    toasts.showSuccess(t('publish.published', { count: result.data.publishSystemNotice.recipientCount }));
    setTitle('');
    setSummary('');
    setChosen(new Set());
    setShowErrors(false);
  };

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <form className="atrium-notice-form" onSubmit={handleSubmit} noValidate>
      <FormGroup
        label={t('publish.field-title')}
        labelFor={ids.title}
        helperText={shown(problems.title) ?? t('publish.field-title-help')}
        intent={shown(problems.title) ? 'danger' : 'none'}
      >
        <TextArea
          id={ids.title}
          fill
          rows={2}
          value={title}
          intent={shown(problems.title) ? 'danger' : 'none'}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup
        label={t('publish.field-summary')}
        labelFor={ids.summary}
        helperText={shown(problems.summary) ?? t('publish.field-summary-help')}
        intent={shown(problems.summary) ? 'danger' : 'none'}
      >
        <TextArea
          id={ids.summary}
          fill
          rows={6}
          value={summary}
          intent={shown(problems.summary) ? 'danger' : 'none'}
          onChange={(event) => setSummary(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={t('publish.field-icon')} labelFor={ids.icon}>
        <HTMLSelect
          id={ids.icon}
          value={icon}
          onChange={(event) => setIcon(event.currentTarget.value as Icon)}
          options={[
            { value: 'System', label: t('publish.icon-system') },
            { value: 'VratIcon', label: t('publish.icon-vrat') },
          ]}
        />
      </FormGroup>
      <FormGroup
        label={t('publish.field-targets')}
        helperText={shown(problems.targets)}
        intent={shown(problems.targets) ? 'danger' : 'none'}
      >
        <RadioGroup inline selectedValue={mode} onChange={(event) => setMode(event.currentTarget.value as TargetMode)}>
          <Radio value="all" label={t('publish.targets-all')} />
          <Radio value="chosen" label={t('publish.targets-chosen')} />
        </RadioGroup>
        {mode === 'chosen' && (
          <div className="atrium-notice-targets" role="group" aria-label={t('publish.targets-chosen')}>
            {centres.map((centre) => (
              <Checkbox
                key={centre.id}
                label={centre.displayName}
                checked={chosen.has(centre.id)}
                onChange={() => toggle(centre.id)}
              />
            ))}
          </div>
        )}
      </FormGroup>
      {(title || summary) && (
        <>
          <SectionTitle>{t('publish.preview')}</SectionTitle>
          <div className="atrium-notice-preview" aria-label={t('publish.preview')} role="region">
            {/* Sanitized exactly as the recipients will see it (safeHtml.ts). */}
            <div
              className="atrium-notice-html atrium-notice-html-title"
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(title) }}
            />
            <div className="atrium-notice-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(summary) }} />
          </div>
        </>
      )}
      <Button
        type="submit"
        intent="primary"
        icon="send-message"
        text={t('publish.submit')}
        loading={publishing.fetching}
      />
      <Alert
        isOpen={confirming}
        icon="send-message"
        intent="primary"
        confirmButtonText={t('publish.confirm')}
        cancelButtonText={t('publish.cancel')}
        onConfirm={() => void handlePublish()}
        onCancel={() => setConfirming(false)}
      >
        <p>{mode === 'all' ? t('publish.confirm-all') : t('publish.confirm-chosen', { count: chosen.size })}</p>
      </Alert>
    </form>
  );
};
