import { FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  ContentProgramPartsDocument,
  CreateContentProgramDocument,
  UpdateContentProgramDocument,
  type ContentProgramFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { keyOf } from '../components/contentKeys';
import { localisedTitle } from './programFeedback';
import { PartPicker, type PickablePart } from './PartPicker';
import { ProgramMediaField } from './ProgramMediaField';
import {
  EMPTY_PROGRAM,
  LEVELS,
  PROGRAM_TEXT_FIELDS,
  formValuesOf,
  inputOf,
  partName,
  programName,
  programProblems,
  type ProgramFormValues,
} from './programForm';

type ProgramFormDialogProps = {
  /** The programme to edit; null to create one. */
  program: ContentProgramFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-content-program-${name}`;
const MUTATIONS = { create: CreateContentProgramDocument, update: UpdateContentProgramDocument };

/** The Public parts, and those the programme already names whatever their status now. */
const pickable = <P extends { id: string; contentStatus: string }>(
  parts: readonly P[] | undefined,
  chosen: readonly string[],
  toPart: (part: P) => PickablePart,
) => (parts ?? []).filter((p) => p.contentStatus === 'Public' || chosen.includes(p.id)).map(toPart);

/**
 * Create or edit a training programme: code, titles, levels L1-L20, category type, its texts in
 * both languages, its targets, categories, materials with counts and feedback form picked from
 * the library, and its images and video uploaded with their progress. Mount it to open it.
 */
export const ProgramFormDialog = ({ program, onClose, onSaved }: ProgramFormDialogProps) => {
  const { t, i18n } = useTranslation('content-programs');
  const language = i18n.language;
  const toasts = useErrorToasts();
  const { values, set, showProblems, revealProblems } = useFormValues(() =>
    program ? formValuesOf(program) : EMPTY_PROGRAM,
  );
  const { busy, save } = useCreateOrUpdate(MUTATIONS, program?.id ?? null);
  const [uploading, setUploading] = useState(false);
  const [{ data: parts }] = useQuery({ query: ContentProgramPartsDocument, requestPolicy: 'cache-and-network' });
  const problems = programProblems(values);

  const handleSubmit = async () => {
    revealProblems();
    if (Object.keys(problems).length > 0 || uploading) return;
    // A refusal (a code already used) comes as the console's error toast with the server's message.
    const result = await save(inputOf(values));
    if (result.error) return;
    toasts.showSuccess(t('form.saved', { name: programName(values, language) }));
    onSaved();
    onClose();
  };

  const label = (field: keyof ProgramFormValues) => t(`fields.${keyOf(field)}`);
  const problemOf = (field: keyof ProgramFormValues) => {
    const problem = showProblems ? problems[field] : undefined;
    return problem ? t(`form.${problem.key}`, { field: label(field) }) : undefined;
  };
  const required = t('form.required-mark');
  const text = (field: 'code' | 'titleZh' | 'titleEn' | 'subTitleZh' | 'subTitleEn', isRequired = false) => (
    <TextField
      id={id(keyOf(field))}
      label={label(field)}
      {...(isRequired ? { requiredLabel: required } : {})}
      problem={problemOf(field)}
      value={values[field]}
      onChange={(v) => set(field, v)}
    />
  );
  const level = (field: 'minDifficulty' | 'maxDifficulty' | 'difficulty' | 'difficulty2') => (
    <FormGroup
      label={label(field)}
      labelFor={id(keyOf(field))}
      intent={problemOf(field) ? 'danger' : 'none'}
      helperText={problemOf(field)}
    >
      <HTMLSelect
        id={id(keyOf(field))}
        fill
        value={values[field] ?? ''}
        onChange={(e) =>
          set(
            field,
            e.currentTarget.value === '' ? (field === 'difficulty2' ? null : 1) : Number(e.currentTarget.value),
          )
        }
        options={[
          ...(field === 'difficulty2' ? [{ value: '', label: t('form.same-as-start') }] : []),
          ...LEVELS.map((l) => ({ value: l, label: t('level', { level: l }) })),
        ]}
      />
    </FormGroup>
  );

  return (
    <FormDialog
      title={program ? t('form.edit-title', { name: programName(program, language) }) : t('form.create-title')}
      icon="learning"
      busy={busy || uploading}
      onClose={onClose}
      onSubmit={handleSubmit}
      className="atrium-program-dialog"
    >
      <div className="atrium-program-pair">
        {text('code', true)}
        <FormGroup label={label('categoryType')} labelFor={id('category-type')}>
          <HTMLSelect
            id={id('category-type')}
            fill
            value={values.categoryType}
            onChange={(e) => set('categoryType', e.currentTarget.value === '2' ? '2' : '1')}
            options={(['1', '2'] as const).map((v) => ({ value: v, label: t(`category-type.${v}`) }))}
          />
        </FormGroup>
        {text('titleZh', true)}
        {text('titleEn', true)}
        {text('subTitleZh')}
        {text('subTitleEn')}
      </div>
      <div className="atrium-program-levels">
        {level('minDifficulty')}
        {level('maxDifficulty')}
        {level('difficulty')}
        {level('difficulty2')}
      </div>
      <PartPicker
        id={id('targets')}
        label={label('targetIds')}
        parts={pickable(parts?.contentTrainingTargets.items, values.targetIds, (p) => ({
          id: p.id,
          name: partName(p, language),
        }))}
        chosen={values.targetIds}
        onChange={(chosen) => set('targetIds', chosen)}
      />
      <PartPicker
        id={id('categories')}
        label={label('categoryIds')}
        parts={pickable(parts?.contentProgramCategories.items, values.categoryIds, (p) => ({
          id: p.id,
          name: partName(p, language),
          note: t(`category-type.${p.categoryType === '2' ? '2' : '1'}`),
        }))}
        chosen={values.categoryIds}
        onChange={(chosen) => set('categoryIds', chosen)}
      />
      <PartPicker
        id={id('materials')}
        label={label('materials')}
        parts={pickable(
          parts?.contentMaterials.items,
          values.materials.map((m) => m.materialId),
          (p) => ({
            id: p.id,
            name: partName(p, language),
          }),
        )}
        chosen={values.materials.map((m) => m.materialId)}
        onChange={(chosen) =>
          set(
            'materials',
            chosen.map(
              (materialId) =>
                values.materials.find((m) => m.materialId === materialId) ?? { materialId, requiredCount: 1 },
            ),
          )
        }
        count={{
          of: (materialId) => values.materials.find((m) => m.materialId === materialId)?.requiredCount ?? 1,
          set: (materialId, requiredCount) =>
            set(
              'materials',
              values.materials.map((m) => (m.materialId === materialId ? { materialId, requiredCount } : m)),
            ),
        }}
      />
      <PartPicker
        id={id('feedback')}
        label={label('feedbackPropertyIds')}
        parts={pickable(
          parts ? [...parts.sessionForm, ...parts.personalForm, ...parts.guardianForm] : undefined,
          values.feedbackPropertyIds,
          (p) => ({
            id: p.id,
            name: localisedTitle(p.displayName, language),
            note: `${t(`content-parts:feedback.form-kind.${keyOf(p.formKind)}`)} · ${t(`content-parts:feedback.type.${keyOf(p.type)}`)}`,
          }),
        )}
        chosen={values.feedbackPropertyIds}
        onChange={(chosen) => set('feedbackPropertyIds', chosen)}
        ordered
      />
      <div className="atrium-program-pair">
        {PROGRAM_TEXT_FIELDS.map((field) => (
          <FormGroup key={field} label={label(field)} labelFor={id(keyOf(field))}>
            <TextArea
              id={id(keyOf(field))}
              fill
              rows={3}
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
            />
          </FormGroup>
        ))}
      </div>
      <ProgramMediaField
        id={id('images')}
        kind="image"
        files={values.images}
        onChange={(files) => set('images', files)}
        onBusy={setUploading}
      />
      <ProgramMediaField
        id={id('videos')}
        kind="video"
        files={values.videos}
        onChange={(files) => set('videos', files)}
        onBusy={setUploading}
      />
      <TextField
        id={id('sort-order')}
        label={label('sortOrder')}
        value={values.sortOrder}
        onChange={(v) => set('sortOrder', v)}
      />
    </FormDialog>
  );
};
