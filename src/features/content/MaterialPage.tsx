import { useTranslation } from 'react-i18next';
import {
  ContentMaterialListDocument,
  CreateContentMaterialDocument,
  UpdateContentMaterialDocument,
  type ContentMaterialListQuery,
  type ContentNamedPartFieldsFragment,
} from '../../generated/graphql';
import { ContentPartPage } from './parts/ContentPartPage';
import { NamedPartFormDialog } from './parts/NamedPartFormDialog';
import { NamedPartTable } from './parts/NamedPartTable';
import { partName } from './parts/partForm';

const MUTATIONS = { create: CreateContentMaterialDocument, update: UpdateContentMaterialDocument };

/** /system/manage/content/material: what a program needs in the room, cards, balls, a balance board (spec 001 §3; REST courseWare). */
export const MaterialPage = () => {
  const { t } = useTranslation('content-parts');
  return (
    <ContentPartPage<ContentNamedPartFieldsFragment, ContentMaterialListQuery>
      kind="Material"
      words="material"
      title={t('menu:manage.items.content-material')}
      icon="box"
      listQuery={ContentMaterialListDocument}
      pageOf={(data) => data.contentMaterials}
      nameOf={partName}
      renderTable={(items, handlers) => <NamedPartTable items={items} handlers={handlers} />}
      renderForm={(item, close, saved) => (
        <NamedPartFormDialog kind="material" item={item} mutations={MUTATIONS} onClose={close} onSaved={saved} />
      )}
    />
  );
};
