import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContentFeedbackPropertyListDocument,
  type ContentFeedbackPropertyFieldsFragment,
  type ContentFeedbackPropertyListQuery,
} from '../../generated/graphql';
import { formatDateTime } from '../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../shared/ui/ListTable';
import type { ColumnKind } from '../../shared/ui/columnWidths';
import { TruncatedText } from '../../shared/ui/TruncatedText';
import { ContentRowActions } from './components/ContentRowActions';
import { ContentStatusTag } from './components/ContentStatusTag';
import { FeedbackFormPreviewDialog } from './feedback-properties/FeedbackFormPreviewDialog';
import { FeedbackPropertyFormDialog } from './feedback-properties/FeedbackPropertyFormDialog';
import { propertyTitle } from './feedback-properties/feedbackPropertyForm';
import { ContentPartPage, type ContentPartTableHandlers } from './parts/ContentPartPage';
import './feedback-properties/feedbackProperties.css';
import { keyOf } from './components/contentKeys';

/** The columns by kind: order, title, type, form, required, status, changed, actions. */
export const FEEDBACK_PROPERTY_COLUMN_KINDS = [
  'number',
  'text',
  'label',
  'label',
  'label',
  'status',
  'dateTime',
  'mostActions',
] as const satisfies readonly ColumnKind[];

type Item = ContentFeedbackPropertyFieldsFragment;

const FeedbackPropertyTable = ({ items, handlers }: { items: Item[]; handlers: ContentPartTableHandlers<Item> }) => {
  const { t, i18n } = useTranslation('content-parts');
  const [order, title, type, form, required, status, changed, actions] = FEEDBACK_PROPERTY_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.sort-order'), kind: order },
    { title: t('fields.display-name'), kind: title },
    { title: t('fields.type'), kind: type },
    // "Feedback form" took 112 px of a 100 px label column: the heading says Form, the dialog the whole name.
    { title: t('fields.form-kind-short'), kind: form },
    { title: t('fields.is-required-short'), kind: required },
    { title: t('fields.content-status'), kind: status },
    { title: t('fields.last-modification-time'), kind: changed },
    { title: t('list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {items.map((item, index) => {
        const name = propertyTitle(item, i18n.language);
        return (
          <tr key={item.id}>
            <td>{item.sortOrder}</td>
            <td>
              <TruncatedText text={name} />
            </td>
            <td>
              <TruncatedText text={t(`feedback.type.${keyOf(item.type)}`)} />
            </td>
            <td>
              <TruncatedText text={t(`feedback.form-kind.${keyOf(item.formKind)}`)} />
            </td>
            <td>{item.isRequired ? t('feedback.yes') : t('feedback.no')}</td>
            <td>
              <ContentStatusTag status={item.contentStatus} />
            </td>
            <td>{formatDateTime(item.lastModificationTime)}</td>
            <td>
              <ContentRowActions item={item} name={name} place={handlers.firstIndex + index} {...handlers} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};

/**
 * /system/manage/content/feedbackProperty: the questions of the session, personal and guardian
 * feedback forms (spec 001 §3, §5; REST feedbackProperties), each edited with a live preview, and
 * a whole form previewed as staff will fill it.
 */
export const FeedbackPropertyPage = () => {
  const { t } = useTranslation('content-parts');
  const [previewing, setPreviewing] = useState(false);
  return (
    <>
      <ContentPartPage<Item, ContentFeedbackPropertyListQuery>
        kind="FeedbackProperty"
        words="feedback"
        title={t('menu:manage.items.content-feedback-property')}
        icon="form"
        listQuery={ContentFeedbackPropertyListDocument}
        pageOf={(data) => data.contentFeedbackProperties}
        nameOf={propertyTitle}
        extraActions={<Button icon="eye-open" text={t('feedback.preview-form')} onClick={() => setPreviewing(true)} />}
        renderTable={(items, handlers) => <FeedbackPropertyTable items={items} handlers={handlers} />}
        renderForm={(item, close, saved) => <FeedbackPropertyFormDialog item={item} onClose={close} onSaved={saved} />}
        fieldLabel={(field) => t(`fields.${keyOf(field)}`)}
        valueLabel={(field, value) => {
          if (field === 'type') return t(`feedback.type.${keyOf(String(value))}`);
          if (field === 'formKind') return t(`feedback.form-kind.${keyOf(String(value))}`);
          if (field === 'isRequired') return value ? t('feedback.yes') : t('feedback.no');
          if (field === 'displayName' && typeof value === 'object' && value !== null)
            return propertyTitle({ displayName: value as { default: string } }, 'default');
          return null;
        }}
      />
      {previewing && <FeedbackFormPreviewDialog onClose={() => setPreviewing(false)} />}
    </>
  );
};
