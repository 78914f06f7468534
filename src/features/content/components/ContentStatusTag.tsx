import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../../generated/graphql';
import { keyOf } from './contentKeys';

const INTENT: Record<ContentStatus, Intent> = {
  Unpublish: 'none',
  Hide: 'warning',
  Public: 'success',
  Expire: 'none',
  Trash: 'danger',
};

/** A content item's status as a tag (spec 001 §3 "Content status options"). */
export const ContentStatusTag = ({ status }: { status: ContentStatus }) => {
  const { t } = useTranslation('content');
  return (
    <Tag minimal intent={INTENT[status]}>
      {t(`status.${keyOf(status)}`)}
    </Tag>
  );
};
