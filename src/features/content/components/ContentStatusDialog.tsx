import { Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { ContentStatusTag } from './ContentStatusTag';
import { keyOf } from './contentKeys';

type ContentStatusDialogProps = {
  item: { id: string; name: string; contentStatus: ContentStatus; nextStatuses: readonly ContentStatus[] };
  /** The kind's status mutation; a refusal arrives as the console's error toast. */
  change: (status: ContentStatus) => Promise<{ error?: unknown }>;
  busy: boolean;
  onClose: () => void;
  onChanged: () => void;
};

/**
 * The status-change dialog of every content kind (spec 002 §4; options Unpublish, Hide, Public,
 * Expire, Trash): it offers only what the content status machine allows from the item's status
 * (the item's nextStatuses). Mount it to open it.
 */
export const ContentStatusDialog = ({ item, change, busy, onClose, onChanged }: ContentStatusDialogProps) => {
  const { t } = useTranslation('content');
  const toasts = useErrorToasts();
  const [chosen, setChosen] = useState<ContentStatus | null>(null);

  const handleSubmit = async () => {
    if (!chosen) return;
    const result = await change(chosen);
    if (result.error) return;
    toasts.showSuccess(t('status-dialog.done', { name: item.name, status: t(`status.${keyOf(chosen)}`) }));
    onChanged();
    onClose();
  };

  return (
    <FormDialog
      title={t('status-dialog.title', { name: item.name })}
      icon="exchange"
      busy={busy}
      saveDisabled={chosen === null}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <p>
        {t('status-dialog.current')} <ContentStatusTag status={item.contentStatus} />
      </p>
      <RadioGroup
        label={t('status-dialog.choose')}
        selectedValue={chosen ?? undefined}
        onChange={(event) => setChosen(event.currentTarget.value as ContentStatus)}
      >
        {item.nextStatuses.map((status) => (
          <Radio
            key={status}
            value={status}
            label={`${t(`status.${keyOf(status)}`)}: ${t(`status-about.${keyOf(status)}`)}`}
          />
        ))}
      </RadioGroup>
    </FormDialog>
  );
};
