import { FileInput, FormGroup, ProgressBar, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentProgramMediaFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { useProgramUpload } from './useProgramUpload';

type ProgramMediaFieldProps = {
  id: string;
  kind: 'image' | 'video';
  files: readonly ContentProgramMediaFieldsFragment[];
  onChange: (files: ContentProgramMediaFieldsFragment[]) => void;
  onBusy: (busy: boolean) => void;
};

/**
 * A programme's images or videos: each chosen file is uploaded at once (the server tells its kind
 * by its bytes), with its progress, then listed; the programme names them when saved.
 */
export const ProgramMediaField = ({ id, kind, files, onChange, onBusy }: ProgramMediaFieldProps) => {
  const { t } = useTranslation('content-programs');
  const toasts = useErrorToasts();
  const upload = useProgramUpload();
  const [progress, setProgress] = useState<{ name: string; done: number } | null>(null);

  const handleFiles = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    onBusy(true);
    const added: ContentProgramMediaFieldsFragment[] = [];
    for (const file of Array.from(chosen)) {
      setProgress({ name: file.name, done: 0 });
      const outcome = await upload(kind, file, (done) => setProgress({ name: file.name, done }));
      if (outcome.ok) added.push(outcome.file);
      else toasts.showError(outcome.message);
    }
    setProgress(null);
    onBusy(false);
    onChange([...files, ...added]);
  };

  return (
    <FormGroup
      label={t(kind === 'image' ? 'fields.image-ids' : 'fields.video-ids')}
      labelFor={id}
      labelInfo={t(kind === 'image' ? 'form.images-help' : 'form.video-help')}
    >
      <div className="atrium-program-files">
        {files.map((file) => (
          <Tag
            key={file.id}
            minimal
            title={t('form.remove-file', { name: file.fileName })}
            onRemove={() => onChange(files.filter((f) => f.id !== file.id))}
          >
            {file.fileName}
          </Tag>
        ))}
      </div>
      {progress ? (
        <div className="atrium-program-progress">
          <span>{t('form.uploading', { name: progress.name })}</span>
          <ProgressBar
            value={progress.done}
            intent="primary"
            aria-label={t('form.uploading', { name: progress.name })}
          />
        </div>
      ) : (
        <FileInput
          fill
          text={t(kind === 'image' ? 'form.upload-images' : 'form.upload-video')}
          inputProps={{
            id,
            accept: kind === 'image' ? 'image/png,image/jpeg,image/webp' : 'video/mp4,video/webm',
            multiple: kind === 'image',
          }}
          onInputChange={(e) => {
            const input = e.currentTarget as HTMLInputElement;
            void handleFiles(input.files).then(() => {
              input.value = '';
            });
          }}
        />
      )}
    </FormGroup>
  );
};
