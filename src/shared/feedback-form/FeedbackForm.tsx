import { Button, FormGroup, Tab, Tabs } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSubmission, type CleanEntry } from '../../../forms/feedback-answers';
import { checkFormDefinition } from '../../../forms/feedback-definition';
import { feedbackMessageKey, type FeedbackMessage } from '../../../forms/feedback-messages';
import {
  formLanguageOf,
  localised,
  type FeedbackProperty,
  type FeedbackPropertyDefinition,
} from '../../../forms/feedback-property.schemas';
import { FeedbackField } from './FeedbackField';
import type { UploadFile } from './MediaInput';
import './feedbackForm.css';

export type FeedbackFormProps = {
  /** The form's properties as the editor saves them; ones that fail their own rules are left out. */
  properties: readonly FeedbackPropertyDefinition[];
  /** Answers already given, by property id (editing a submitted feedback). */
  initialValues?: Readonly<Record<string, unknown>>;
  /**
   * The editor's preview and a feedback shown to someone who may not write it: every control shows
   * as staff see it, none can be changed, and there is no submit button.
   */
  readOnly?: boolean;
  /** The cleaned submission (001 §5: empty answers dropped), called only when every answer passes. */
  onSubmit?: (submission: CleanEntry[]) => void;
  /** Stores an image or video and gives back its url; without it files cannot be added. */
  upload?: UploadFile;
  /** The clock for the time picker's "current" limit (tests pass a fixed one). */
  now?: () => DateTime;
  /** The form element's id, so that a dialog's own button can submit it (`form=`). */
  id?: string;
  /** Hide the form's own submit button (a dialog's footer submits it instead). */
  hideSubmit?: boolean;
  submitText?: string;
  busy?: boolean;
  /**
   * Tabs of one form (the plan's session and personal feedback, spec 001 §2 screen 1): each tab
   * shows its properties, one submit sends them all, and a submit with problems opens the first
   * tab that has one. A property in no group shows in the first.
   */
  groups?: readonly FeedbackFormGroup[];
};

export type FeedbackFormGroup = { id: string; title: string; propertyIds: readonly string[] };

/** A switch cannot show "no answer": an unanswered yes/no question starts as no. */
const startingValues = (properties: readonly FeedbackProperty[], given: Readonly<Record<string, unknown>>) => {
  const values: Record<string, unknown> = { ...given };
  for (const property of properties) {
    if (property.type === 'Boolean' && (values[property.id] === undefined || values[property.id] === null))
      values[property.id] = false;
  }
  return values;
};

const byProperty = (messages: readonly FeedbackMessage[]) => {
  const grouped = new Map<string, FeedbackMessage[]>();
  for (const message of messages) {
    if (!message.propertyId) continue;
    grouped.set(message.propertyId, [...(grouped.get(message.propertyId) ?? []), message]);
  }
  return grouped;
};

/**
 * One feedback form (issue 18 item 2): the editor's preview and the session feedback render it
 * alike, and check answers with the rules the server checks them with (forms/). Each field shows
 * its problems once it has been changed, and all show on submit, in the reader's language.
 */
export const FeedbackForm = ({
  properties: definitions,
  initialValues = {},
  readOnly = false,
  onSubmit,
  upload,
  now = DateTime.now,
  id,
  hideSubmit = false,
  submitText,
  busy = false,
  groups = [],
}: FeedbackFormProps) => {
  const { t, i18n } = useTranslation('feedback-forms');
  const language = formLanguageOf(i18n.language);
  const prefix = useId();
  const properties = useMemo(() => checkFormDefinition(definitions, language).properties, [definitions, language]);
  const [answers, setValues] = useState<Readonly<Record<string, unknown>>>(initialValues);
  // Properties added while the editor previews start like the others.
  const values = startingValues(properties, answers);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | undefined>(undefined);

  const clock = now();
  const current = { hour: clock.hour, minute: clock.minute };
  const check = checkSubmission(properties, values, { language, now: current });
  const problems = byProperty(check.messages);

  const change = (propertyId: string, value: unknown) => {
    setValues((previous) => ({ ...previous, [propertyId]: value }));
    setTouched((previous) => new Set(previous).add(propertyId));
  };

  const shownGroups = groupsOf(properties, groups);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setSubmitted(true);
    if (check.messages.length === 0) onSubmit?.(check.submission);
    else {
      const first = shownGroups.find((group) => group.properties.some((p) => problems.has(p.id)));
      if (first) setOpenGroup(first.id);
    }
  };

  if (properties.length === 0) return <p className="bp6-text-muted">{t('form.empty')}</p>;

  const fields = (list: readonly FeedbackProperty[]) =>
    list.map((property) => {
      const fieldId = `${prefix}-${property.id}`;
      const label = localised(property.displayName, language);
      const shown = submitted || touched.has(property.id) ? (problems.get(property.id) ?? []) : [];
      const invalid = !readOnly && shown.length > 0;
      return (
        <FormGroup
          key={property.id}
          label={label}
          labelFor={fieldId}
          labelInfo={property.isRequired ? t('form.required') : undefined}
          intent={invalid ? 'danger' : 'none'}
          helperText={
            invalid ? (
              <span role="alert">
                {shown.map((message) => t(feedbackMessageKey(message), message.params)).join(' ')}
              </span>
            ) : undefined
          }
        >
          <FeedbackField
            property={property}
            id={fieldId}
            label={label}
            value={values[property.id]}
            onChange={(value) => change(property.id, value)}
            readOnly={readOnly}
            invalid={invalid}
            language={language}
            now={current}
            upload={upload}
          />
        </FormGroup>
      );
    });

  return (
    <form id={id} noValidate onSubmit={submit} className="atrium-feedback-form">
      {shownGroups.length > 1 ? (
        <Tabs
          id={`${prefix}-groups`}
          selectedTabId={openGroup ?? shownGroups[0]!.id}
          onChange={(next) => setOpenGroup(String(next))}
        >
          {shownGroups.map((group) => (
            <Tab key={group.id} id={group.id} title={group.title} panel={<>{fields(group.properties)}</>} />
          ))}
        </Tabs>
      ) : (
        fields(properties)
      )}
      {readOnly || hideSubmit ? null : (
        <Button type="submit" intent="primary" loading={busy} text={submitText ?? t('form.submit')} />
      )}
    </form>
  );
};

/** The non-empty groups with their properties in form order; what no group names goes to the first. */
const groupsOf = (properties: readonly FeedbackProperty[], groups: readonly FeedbackFormGroup[]) => {
  const listed = new Set(groups.flatMap((group) => group.propertyIds));
  return groups
    .map((group, index) => ({
      id: group.id,
      title: group.title,
      properties: properties.filter((p) => group.propertyIds.includes(p.id) || (index === 0 && !listed.has(p.id))),
    }))
    .filter((group) => group.properties.length > 0);
};
