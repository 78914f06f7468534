import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { proposeSelection, selectionLimitOf } from '../../../../machines/group-selection';
import {
  ManageGroupChildrenDocument,
  SaveGroupChildrenDocument,
  type GroupFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { stageKey, typeKey } from '../groupForm';
import { CHILD_SEARCH_SIZE, transferSides } from '../transferList';
import { SaveFailedDialog } from './SaveFailedDialog';
import { TransferPanel } from './TransferPanel';

type ManageChildrenDialogProps = {
  group: GroupFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
};

const none = () => new Set<string>();

/**
 * Spec 000 §2, §5 / 001 §5 "Manage children": a two-sided transfer list of the centre's bound
 * children of the group's age stage. Moving more children in than the group takes warns with
 * the limit and changes nothing; saving replaces the group's children. Mount it to open it.
 */
export const ManageChildrenDialog = ({ group, onClose, onSaved }: ManageChildrenDialogProps) => {
  const { t } = useTranslation('groups');
  const toasts = useErrorToasts();
  const [{ data, fetching, error }] = useQuery({
    query: ManageGroupChildrenDocument,
    variables: { groupId: group.id, ageStage: group.ageStage, maxResultCount: CHILD_SEARCH_SIZE },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const [saving, save] = useMutation(SaveGroupChildrenDocument);
  const [picked, setPicked] = useState<readonly string[] | null>(null);
  const [leftSearch, setLeftSearch] = useState('');
  const [rightSearch, setRightSearch] = useState('');
  const [leftChecked, setLeftChecked] = useState(none);
  const [rightChecked, setRightChecked] = useState(none);
  const [failure, setFailure] = useState<string | null>(null);

  const members = data?.groupChildren.items ?? [];
  const candidates = data?.groupCandidates.items ?? [];
  // Until the user moves someone, the selection is the group's children as loaded.
  const selection = picked ?? members.map((child) => child.id);
  const { available, selected } = transferSides(candidates, members, selection);
  const limit = selectionLimitOf(group);

  const addChecked = () => {
    const moving = available.filter((child) => leftChecked.has(child.id)).map((child) => child.id);
    const outcome = proposeSelection(group, selection, [...selection, ...moving]);
    if (!outcome.accepted) {
      toasts.showWarning(t('manage.too-many', { count: outcome.limit }));
      return;
    }
    setPicked(outcome.selection);
    setLeftChecked(none());
  };
  const removeChecked = () => {
    setPicked(selection.filter((id) => !rightChecked.has(id)));
    setRightChecked(none());
  };

  const handleSave = async () => {
    const result = await save({ groupId: group.id, childIds: [...selection] }, NO_ERROR_TOAST);
    // Spec 001 §8: a transfer-list failure is a "reminder" the user acknowledges.
    if (result.error) {
      setFailure(errorMessage(result.error, t('common:error.network')));
      return;
    }
    toasts.showSuccess(t('manage.saved', { name: group.name }));
    onSaved();
    onClose();
  };

  const body = () => {
    if (fetching && !data) return <LoadingState />;
    if (error && !data) {
      return (
        <Callout intent="danger" title={t('manage.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      );
    }
    return (
      <>
        <p className="atrium-transfer-note">
          {t('manage.limit-note', {
            type: t(typeKey(group.type)),
            stage: t(stageKey(group.ageStage)),
            count: limit,
          })}
        </p>
        <div className="atrium-transfer">
          <TransferPanel
            title={t('manage.candidates')}
            count={t('manage.available-count', { count: available.length })}
            items={available}
            search={leftSearch}
            onSearch={setLeftSearch}
            checked={leftChecked}
            onCheckedChange={setLeftChecked}
          />
          <div className="atrium-transfer-actions">
            <Button
              icon="chevron-right"
              aria-label={t('manage.add')}
              title={t('manage.add')}
              disabled={leftChecked.size === 0}
              onClick={addChecked}
            />
            <Button
              icon="chevron-left"
              aria-label={t('manage.remove')}
              title={t('manage.remove')}
              disabled={rightChecked.size === 0}
              onClick={removeChecked}
            />
          </div>
          <TransferPanel
            title={t('manage.selected')}
            count={t('manage.selected-count', { count: selected.length, limit })}
            items={selected}
            search={rightSearch}
            onSearch={setRightSearch}
            checked={rightChecked}
            onCheckedChange={setRightChecked}
          />
        </div>
      </>
    );
  };

  return (
    <>
      <FormDialog
        title={t('manage.title', { name: group.name })}
        icon="people"
        busy={saving.fetching}
        cancelText={t('manage.cancel')}
        saveText={t('manage.save')}
        saveDisabled={!data}
        onClose={onClose}
        onSubmit={handleSave}
        // Spec 000 §9: the manage dialog is 900 wide (groups.css).
        className="atrium-manage-children"
      >
        {body()}
      </FormDialog>
      <SaveFailedDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
};
