import { useTranslation } from 'react-i18next';
import {
  ContentTrainingTargetListDocument,
  CreateContentTrainingTargetDocument,
  UpdateContentTrainingTargetDocument,
  type ContentTrainingTargetListQuery,
  type ContentNamedPartFieldsFragment,
} from '../../generated/graphql';
import { ContentPartPage } from './parts/ContentPartPage';
import { NamedPartFormDialog } from './parts/NamedPartFormDialog';
import { NamedPartTable } from './parts/NamedPartTable';
import { partName } from './parts/partForm';

const MUTATIONS = { create: CreateContentTrainingTargetDocument, update: UpdateContentTrainingTargetDocument };

/** /system/manage/content/target: what programs train (spec 001 §3; REST trainingTarget). */
export const TrainingTargetPage = () => {
  const { t } = useTranslation('content-parts');
  return (
    <ContentPartPage<ContentNamedPartFieldsFragment, ContentTrainingTargetListQuery>
      kind="TrainingTarget"
      words="target"
      title={t('menu:manage.items.content-target')}
      icon="locate"
      listQuery={ContentTrainingTargetListDocument}
      pageOf={(data) => data.contentTrainingTargets}
      nameOf={partName}
      renderTable={(items, handlers) => <NamedPartTable items={items} handlers={handlers} />}
      renderForm={(item, close, saved) => (
        <NamedPartFormDialog kind="target" item={item} mutations={MUTATIONS} onClose={close} onSaved={saved} />
      )}
    />
  );
};
