import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContentFeedbackPropertyListDocument,
  type ContentFeedbackPropertyFieldsFragment,
  type ContentFeedbackPropertyListQuery,
} from '../../generated/graphql';
import { TruncatedText } from '../../shared/ui/TruncatedText';
import { contentColumnKinds, ContentTable } from './components/ContentTable';
import { FeedbackFormPreviewDialog } from './feedback-properties/FeedbackFormPreviewDialog';
import { FeedbackPropertyFormDialog } from './feedback-properties/FeedbackPropertyFormDialog';
import { propertyTitle } from './feedback-properties/feedbackPropertyForm';
import { ContentPartPage, type ContentPartTableHandlers } from './parts/ContentPartPage';
import './feedback-properties/feedbackProperties.css';
import { keyOf } from './components/contentKeys';

const OWN_KINDS = ['text', 'label', 'label', 'label'] as const;
/** The columns by kind: order, title, type, form, required, status, changed, actions. */
export const FEEDBACK_PROPERTY_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, true);

type Item = ContentFeedbackPropertyFieldsFragment;

const FeedbackPropertyTable = ({ items, handlers }: { items: Item[]; handlers: ContentPartTableHandlers<Item> }) => {
  const { t } = useTranslation('content-parts');
  const [title, type, form, required] = OWN_KINDS;
  return (
    <ContentTable
      items={items}
      handlers={handlers}
      nameOf={propertyTitle}
      columns={[
        { title: t('fields.display-name'), kind: title, cell: (_, name) => <TruncatedText text={name} /> },
        {
          title: t('fields.type'),
          kind: type,
          cell: (item) => <TruncatedText text={t(`feedback.type.${keyOf(item.type)}`)} />,
        },
        // "Feedback form" took 112 px of a 100 px label column: the heading says Form, the dialog the whole name.
        {
          title: t('fields.form-kind-short'),
          kind: form,
          cell: (item) => <TruncatedText text={t(`feedback.form-kind.${keyOf(item.formKind)}`)} />,
        },
        {
          title: t('fields.is-required-short'),
          kind: required,
          cell: (item) => (item.isRequired ? t('feedback.yes') : t('feedback.no')),
        },
      ]}
      changed={(item) => item.lastModificationTime}
    />
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
