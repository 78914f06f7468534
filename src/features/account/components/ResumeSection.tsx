import { Button, FileInput, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PanelTitle } from '../../../shared/ui/SectionTitle';

export type ResumeItem = {
  id: string;
  fileName: string;
  url: string;
  contentType: string;
  size: number;
  creationTime: string;
};

type ResumeSectionProps = {
  resumes: ResumeItem[];
  readOnly: boolean;
  uploading: boolean;
  onUpload: (file: File) => void;
  onPreview: (resume: ResumeItem) => void;
  onDelete: (resume: ResumeItem) => void;
};

// What the server accepts (PDF, Word, images up to 10 MB); the server checks the bytes too.
const ACCEPT = '.pdf,.doc,.docx,.png,.jpg,.jpeg,.gif,.webp';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** CV files: upload, preview in a new tab (/system/reviewfile), delete. */
export const ResumeSection = ({ resumes, readOnly, uploading, onUpload, onPreview, onDelete }: ResumeSectionProps) => {
  const { t } = useTranslation('account');
  const [inputKey, setInputKey] = useState(0);

  return (
    <Section titleRenderer={PanelTitle} title={t('settings.resume.title')} icon="document" className="atrium-block">
      <SectionCard>
        {resumes.length === 0 ? (
          <EmptyState icon="document" title={t('settings.resume.empty')} layout="horizontal" />
        ) : (
          <ul className="bp6-list-unstyled" aria-label={t('settings.resume.title')}>
            {resumes.map((resume) => (
              <li key={resume.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
                <Button variant="minimal" icon="eye-open" text={resume.fileName} onClick={() => onPreview(resume)} />
                <span className="bp6-text-muted">
                  {sizeText(resume.size)} · {formatDateTime(resume.creationTime)}
                </span>
                {!readOnly && (
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={t('settings.resume.delete', { name: resume.fileName })}
                    onClick={() => onDelete(resume)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {!readOnly && (
          <div style={{ marginTop: 12, maxWidth: 420 }}>
            <FileInput
              key={inputKey}
              fill
              disabled={uploading}
              text={uploading ? t('settings.resume.uploading') : t('settings.resume.choose')}
              buttonText={t('settings.resume.browse')}
              inputProps={{ accept: ACCEPT, 'aria-label': t('settings.resume.upload') }}
              onInputChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) onUpload(file);
                // A new input, so choosing the same file again uploads it again.
                setInputKey((key) => key + 1);
              }}
            />
            <div className="bp6-form-helper-text">{t('settings.resume.hint')}</div>
          </div>
        )}
      </SectionCard>
    </Section>
  );
};
