import { Callout, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SAMPLE_VALUES, renderReminder } from '../../../../forms/reminder-templates';
import type { ReminderFormValues } from './reminderForm';

/**
 * The template as a guardian or a staff member reads it, with sample values for its placeholders,
 * in both languages (what the sender will fill in; an unknown placeholder shows as written).
 */
export const ReminderPreview = ({ values }: { values: ReminderFormValues }) => {
  const { t } = useTranslation('content-reminders');
  const smsOnly = values.channels.every((c) => c === 'sms');
  const part = (language: 'zh' | 'en', subject: string, body: string) => (
    <section className="atrium-reminder-preview-part" lang={language === 'zh' ? 'zh-CN' : 'en-GB'}>
      <h4>{t(`preview.${language}`)}</h4>
      {!smsOnly && (
        <p className="atrium-reminder-preview-subject">
          <strong>{renderReminder(subject, SAMPLE_VALUES[language]) || '—'}</strong>
        </p>
      )}
      <p className="atrium-reminder-preview-body">{renderReminder(body, SAMPLE_VALUES[language]) || '—'}</p>
    </section>
  );
  return (
    <Callout
      icon="eye-open"
      title={t('preview.title')}
      className="atrium-reminder-preview"
      role="region"
      aria-label={t('preview.title')}
    >
      <p className={Classes.TEXT_MUTED}>{t('preview.note')}</p>
      {part('zh', values.subjectZh, values.bodyZh)}
      {part('en', values.subjectEn, values.bodyEn)}
    </Callout>
  );
};
