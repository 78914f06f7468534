import { Button, FileInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './fieldProps';

export type MediaKind = 'image' | 'video';
/** Stores a chosen file (through the server's storage) and gives back its url. */
export type UploadFile = (file: File, kind: MediaKind) => Promise<string>;

const urlsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];

/**
 * Images or videos as a list of urls (001 §3 ImagePicker, VideoPicker): each chosen file goes
 * through `upload`, its url joins the list; each item can be removed while the form is editable.
 */
export const MediaInput = ({
  property,
  id,
  label,
  value,
  onChange,
  readOnly,
  upload,
}: FieldProps<'ImagePicker' | 'VideoPicker'> & { upload: UploadFile | undefined }) => {
  const { t } = useTranslation('feedback-forms');
  const kind: MediaKind = property.type === 'ImagePicker' ? 'image' : 'video';
  const urls = urlsOf(value);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const add = async (files: File[]) => {
    if (!upload) return;
    setUploading(true);
    setFailed(false);
    const added: string[] = [];
    try {
      for (const file of files) added.push(await upload(file, kind));
    } catch {
      setFailed(true);
    } finally {
      setUploading(false);
    }
    if (added.length > 0) onChange([...urls, ...added]);
  };

  return (
    <div className="atrium-feedback-media">
      {urls.length === 0 && readOnly ? <span className="bp6-text-muted">{t('media.none')}</span> : null}
      <ul className="atrium-feedback-media-list">
        {urls.map((url, index) => (
          <li key={`${index}-${url}`}>
            {kind === 'image' ? (
              <img src={url} alt={t('media.image', { n: index + 1, name: label })} />
            ) : (
              <video
                src={url}
                controls
                preload="metadata"
                aria-label={t('media.video', { n: index + 1, name: label })}
              />
            )}
            {readOnly ? null : (
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={t('media.remove', { n: index + 1, name: label })}
                onClick={() => onChange(urls.filter((_, other) => other !== index))}
              />
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <FileInput
          key={inputKey}
          fill
          disabled={uploading || !upload}
          text={
            uploading
              ? t('media.uploading')
              : !upload
                ? t('media.no-upload')
                : t(kind === 'image' ? 'media.choose-images' : 'media.choose-videos')
          }
          buttonText={t('media.browse')}
          inputProps={{
            id,
            accept: kind === 'image' ? 'image/*' : 'video/*',
            multiple: true,
            'aria-label': t(kind === 'image' ? 'media.upload-image' : 'media.upload-video', { name: label }),
          }}
          onInputChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // A new input, so choosing the same file again uploads it again.
            setInputKey((key) => key + 1);
            if (files.length > 0) void add(files);
          }}
        />
      )}
      {failed ? (
        <div role="alert" className="atrium-feedback-error">
          {t('media.upload-failed')}
        </div>
      ) : null}
    </div>
  );
};
