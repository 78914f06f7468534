import { Button } from '@blueprintjs/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_TYPES } from '../hooks/usePictureUpload';
import { InitialsAvatar } from './InitialsAvatar';

type ProfilePhotoProps = {
  name: string;
  /** A blob: URL of the photo once loaded; the initials show until then and without a photo. */
  src: string | null;
  hasPicture: boolean;
  readOnly: boolean;
  busy: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
};

/** The photo on the settings page, with upload (which replaces it) and removal. */
export const ProfilePhoto = ({ name, src, hasPicture, readOnly, busy, onUpload, onRemove }: ProfilePhotoProps) => {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, width: 160 }}>
      <InitialsAvatar name={name} pictureUrl={src} size={96} />
      {!readOnly && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={PICTURE_TYPES.join(',')}
            aria-label={t('settings.photo.upload')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so choosing the same file again uploads it again.
              event.currentTarget.value = '';
              if (file) onUpload(file);
            }}
          />
          <Button
            size="small"
            icon="camera"
            loading={busy}
            text={hasPicture ? t('settings.photo.change') : t('settings.photo.choose')}
            onClick={() => input.current?.click()}
          />
          {hasPicture && (
            <Button
              size="small"
              variant="minimal"
              intent="danger"
              icon="trash"
              disabled={busy}
              text={t('settings.photo.remove')}
              onClick={onRemove}
            />
          )}
          <div className="bp6-form-helper-text" style={{ textAlign: 'center', margin: 0 }}>
            {t('settings.photo.hint')}
          </div>
        </>
      )}
    </div>
  );
};
