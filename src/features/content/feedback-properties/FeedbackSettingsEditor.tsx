import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackPropertyType } from '../../../../forms/feedback-property.schemas';
import { linesFrom, localisedFrom, optionsFrom, optionsText, settingsOf, withSetting } from './feedbackPropertyForm';
import { keyOf } from '../components/contentKeys';

type FeedbackSettingsEditorProps = {
  type: FeedbackPropertyType;
  /** The settings as JSON text (the custom extra). */
  extra: string;
  onChange: (extra: string) => void;
};

const id = (name: string) => `atrium-feedback-setting-${name}`;

/**
 * A box of lines (options, star names) that keeps what is being typed (a new empty line) while
 * the settings hold its meaning; text written elsewhere (the JSON box) replaces it.
 */
const LinesBox = ({
  name,
  label,
  help,
  value,
  canonical,
  onChange,
}: {
  name: string;
  label: string;
  help: string;
  value: string;
  canonical: (text: string) => string;
  onChange: (text: string) => void;
}) => {
  const [typed, setTyped] = useState(value);
  const shown = canonical(typed) === value ? typed : value;
  return (
    <FormGroup label={label} labelFor={id(name)} helperText={help}>
      <TextArea
        id={id(name)}
        fill
        rows={3}
        value={shown}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          onChange(event.currentTarget.value);
        }}
      />
    </FormGroup>
  );
};

const canonicalLines = (text: string) => linesFrom(text).join('\n');
const canonicalOptions = (text: string) => optionsText(optionsFrom(text));

/**
 * Every setting of a property's type (001 §3 "Feedback property"), each a control that writes the
 * custom extra's JSON: String's lines and lengths, Rating's count, texts and range, Duration's
 * steps, seconds and note, Number's range, step and slider, Selection's options (one list or per
 * language), TimePicker's latest time and minute step. Image and video pickers have none.
 */
export const FeedbackSettingsEditor = ({ type, extra, onChange }: FeedbackSettingsEditorProps) => {
  const { t } = useTranslation('content-parts');
  const settings = settingsOf(extra);
  // While the JSON box holds text that is not an object, only the box edits the settings.
  if (settings === null) return null;
  const set = (key: string, value: unknown) => onChange(withSetting(extra, key, value));

  const number = (key: string, options: { integer?: boolean } = {}) => {
    const value = settings[key];
    return (
      <FormGroup
        key={key}
        label={t(`feedback.settings.${keyOf(key)}`)}
        labelFor={id(key)}
        inline
        className="atrium-feedback-setting"
      >
        <InputGroup
          id={id(key)}
          type="number"
          step={options.integer === false ? 'any' : 1}
          value={typeof value === 'number' ? String(value) : ''}
          onValueChange={(text) => set(key, text.trim() === '' ? undefined : Number(text))}
        />
      </FormGroup>
    );
  };
  const toggle = (key: string) => (
    <Switch
      key={key}
      id={id(key)}
      label={t(`feedback.settings.${keyOf(key)}`)}
      checked={settings[key] === true}
      onChange={(event) => set(key, event.currentTarget.checked ? true : undefined)}
    />
  );
  const box = (key: string, value: string, write: (text: string) => void, canonical = canonicalLines) => (
    <LinesBox
      key={key}
      name={key}
      label={t(`feedback.settings.${keyOf(key)}`)}
      help={t(`feedback.settings.${keyOf(key)}-help`)}
      value={value}
      canonical={canonical}
      onChange={write}
    />
  );
  const text = (key: string, value: string, write: (text: string) => void) => (
    <FormGroup
      key={key}
      label={t(`feedback.settings.${keyOf(key)}`)}
      labelFor={id(key)}
      inline
      className="atrium-feedback-setting"
    >
      <InputGroup id={id(key)} value={value} onValueChange={write} />
    </FormGroup>
  );

  const perLanguageOptions = (options: unknown) => {
    const lists = (options ?? { zh: [], en: [] }) as { zh?: unknown; en?: unknown };
    return (['zh', 'en'] as const).map((language) =>
      box(
        `options-${language}`,
        optionsText(lists[language]),
        (value) => set('options', { zh: lists.zh ?? [], en: lists.en ?? [], [language]: optionsFrom(value) }),
        canonicalOptions,
      ),
    );
  };

  switch (type) {
    case 'String':
      return (
        <>
          {number('defaultLines')}
          {number('minLength')}
          {number('maxLength')}
        </>
      );
    case 'Rating': {
      const showText = settings['showText'];
      const perLanguage = typeof showText === 'object' && showText !== null && !Array.isArray(showText);
      const texts = showText as string[] | { zh?: string[]; en?: string[] } | undefined;
      return (
        <>
          {number('count')}
          {number('minValue')}
          {number('maxValue')}
          <Switch
            id={id('show-text-per-language')}
            label={t('feedback.settings.show-text-per-language')}
            checked={perLanguage}
            onChange={(event) =>
              set(
                'showText',
                event.currentTarget.checked
                  ? { zh: Array.isArray(texts) ? texts : [], en: Array.isArray(texts) ? texts : [] }
                  : undefined,
              )
            }
          />
          {perLanguage
            ? (['zh', 'en'] as const).map((language) => {
                const lists = texts as { zh?: string[]; en?: string[] };
                return box(`showText-${language}`, (lists[language] ?? []).join('\n'), (value) =>
                  set('showText', { zh: lists.zh ?? [], en: lists.en ?? [], [language]: linesFrom(value) }),
                );
              })
            : box('showText', Array.isArray(texts) ? texts.join('\n') : '', (value) =>
                set('showText', linesFrom(value).length > 0 ? linesFrom(value) : undefined),
              )}
        </>
      );
    }
    case 'Duration': {
      const desc = settings['desc'];
      const note =
        typeof desc === 'string' ? { default: desc } : ((desc ?? {}) as { default?: string; zh?: string; en?: string });
      const setNote = (part: 'default' | 'zh' | 'en', value: string) => {
        const next = { default: note.default ?? '', zh: note.zh ?? '', en: note.en ?? '', [part]: value };
        set('desc', localisedFrom(next.default, next.zh, next.en));
      };
      return (
        <>
          {number('minStep')}
          {toggle('showSec')}
          {number('secStep')}
          {text('desc-default', note.default ?? '', (v) => setNote('default', v))}
          {text('desc-zh', note.zh ?? '', (v) => setNote('zh', v))}
          {text('desc-en', note.en ?? '', (v) => setNote('en', v))}
        </>
      );
    }
    case 'Number':
      return (
        <>
          {number('minValue', { integer: false })}
          {number('maxValue', { integer: false })}
          {number('step', { integer: false })}
          {toggle('slider')}
        </>
      );
    case 'Selection': {
      const options = settings['options'];
      const perLanguage = typeof options === 'object' && options !== null && !Array.isArray(options);
      return (
        <>
          <Switch
            id={id('options-per-language')}
            label={t('feedback.settings.options-per-language')}
            checked={perLanguage}
            onChange={(event) =>
              set(
                'options',
                event.currentTarget.checked
                  ? { zh: Array.isArray(options) ? options : [], en: Array.isArray(options) ? options : [] }
                  : [],
              )
            }
          />
          {perLanguage
            ? perLanguageOptions(options)
            : box('options', optionsText(options), (value) => set('options', optionsFrom(value)), canonicalOptions)}
        </>
      );
    }
    case 'MultiLanguageSelection':
      return <>{perLanguageOptions(settings['options'])}</>;
    case 'TimePicker':
      return (
        <>
          <FormGroup
            label={t('feedback.settings.max-time')}
            labelFor={id('maxTime')}
            inline
            className="atrium-feedback-setting"
          >
            <HTMLSelect
              id={id('maxTime')}
              value={typeof settings['maxTime'] === 'string' ? settings['maxTime'] : 'today'}
              onChange={(event) => set('maxTime', event.currentTarget.value)}
              options={[
                { value: 'today', label: t('feedback.settings.max-time-today') },
                { value: 'current', label: t('feedback.settings.max-time-current') },
              ]}
            />
          </FormGroup>
          {number('minuteStep')}
        </>
      );
    default:
      return <p className="atrium-feedback-no-settings">{t('feedback.settings.none')}</p>;
  }
};
