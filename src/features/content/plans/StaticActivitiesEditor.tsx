import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { SESSION_MAX_STATICS, STATIC_NAME_MAX, type StaticActivityValue } from './planForm';

type StaticActivitiesEditorProps = {
  /** The session's number, 1…N (the boxes and buttons name it). */
  session: number;
  activities: readonly StaticActivityValue[];
  onChange: (activities: StaticActivityValue[]) => void;
  /** The form has refused a static activity: mark the boxes the server would refuse. */
  flagged: boolean;
};

const refused = (name: string) => name.trim() === '' || name.trim().length > STATIC_NAME_MAX;

/**
 * A template session's static activities (nonePlaybook: warm-up, free play) under its programmes:
 * each named in Chinese and English, added up to the server's limit and removed; the form checks
 * the names when it saves, as the server does.
 */
export const StaticActivitiesEditor = ({ session, activities, onChange, flagged }: StaticActivitiesEditorProps) => {
  const { t } = useTranslation('content-plans');
  const full = activities.length >= SESSION_MAX_STATICS;
  const reasonId = `atrium-plan-statics-full-${session}`;
  const setAt = (at: number, activity: StaticActivityValue) =>
    onChange(activities.map((a, i) => (i === at ? activity : a)));
  return (
    <div className="atrium-plan-statics" role="group" aria-label={t('form.statics')}>
      {activities.length > 0 && (
        <>
          <div className="atrium-plan-statics-title">{t('form.statics')}</div>
          <ol>
            {activities.map((activity, at) => {
              const place = { session, activity: at + 1 };
              return (
                // Positions are the activities' identity: they have no id until the template is saved.
                <li key={at}>
                  <InputGroup
                    aria-label={t('form.static-name-zh', place)}
                    placeholder={t('form.static-placeholder-zh')}
                    value={activity.nameZh}
                    intent={flagged && refused(activity.nameZh) ? 'danger' : 'none'}
                    aria-invalid={flagged && refused(activity.nameZh)}
                    onValueChange={(nameZh) => setAt(at, { ...activity, nameZh })}
                  />
                  <InputGroup
                    aria-label={t('form.static-name-en', place)}
                    placeholder={t('form.static-placeholder-en')}
                    value={activity.nameEn}
                    intent={flagged && refused(activity.nameEn) ? 'danger' : 'none'}
                    aria-invalid={flagged && refused(activity.nameEn)}
                    onValueChange={(nameEn) => setAt(at, { ...activity, nameEn })}
                  />
                  <IconRowAction
                    icon="cross"
                    intent="danger"
                    text={t('form.static-remove')}
                    label={t('form.static-remove-named', place)}
                    onClick={() => onChange(activities.filter((_, i) => i !== at))}
                  />
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="atrium-plan-statics-add">
        <Button
          icon="add"
          variant="minimal"
          size="small"
          text={t('form.add-static')}
          aria-label={t('form.add-static-named', { session })}
          disabled={full}
          aria-describedby={full ? reasonId : undefined}
          onClick={() => onChange([...activities, { nameZh: '', nameEn: '' }])}
        />
        {full && (
          <span id={reasonId} className="atrium-plan-statics-full">
            {t('form.statics-full', { max: SESSION_MAX_STATICS })}
          </span>
        )}
      </div>
    </div>
  );
};
