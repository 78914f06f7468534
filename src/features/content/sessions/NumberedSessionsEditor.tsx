import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconRowAction } from '../../../shared/ui/IconRowAction';

const swapped = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
};

type NumberedSessionsEditorProps<T extends { id: string; code: string }, O extends { id: string }> = {
  /** The kind's i18n namespace; its keys follow one pattern, `form.<item>-up`, `form.find-<items>`… */
  ns: string;
  item: 'program' | 'track';
  /** CSS class prefix of the kind (its own stylesheet keeps the layout). */
  classPrefix: string;
  sessions: T[][];
  /**
   * The new sessions, and for each the index it had before (-1 for an added one), so a kind that
   * keeps more per session (a template's static activities) can follow moves and removals.
   */
  onChange: (sessions: T[][], from: number[]) => void;
  problem: string | undefined;
  /** What the kind's library query offers for the current search (Trash already left out). */
  offered: readonly O[];
  fetching: boolean;
  onSearch: (search: string) => void;
  label: (entry: T | O) => string;
  toPick: (offer: O) => T;
  maxSessions: number;
  maxPerSession: number;
  /** Plans reorder sessions and move items both ways; music plans only move items up. */
  fullReorder: boolean;
  itemClassName?: string;
  /** What a kind shows in a session after its items (a template's static activities). */
  sessionExtra?: (index: number) => ReactNode;
};

/**
 * Numbered sessions of library items (plans: programmes, music plans: tracks): add and remove
 * sessions; in each, pick items found in the library and reorder or remove them. Each kind owns
 * its library query and passes only what differs.
 */
export const NumberedSessionsEditor = <T extends { id: string; code: string }, O extends { id: string }>(
  props: NumberedSessionsEditorProps<T, O>,
) => {
  const { ns, item, classPrefix, sessions, onChange, problem, offered, fetching, onSearch, label, toPick } = props;
  const { t } = useTranslation(ns);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const same = sessions.map((_, i) => i);
  const setSession = (index: number, entries: T[]) =>
    onChange(
      sessions.map((s, i) => (i === index ? entries : s)),
      same,
    );

  return (
    <FormGroup label={t('fields.sessions')} intent={problem ? 'danger' : 'none'} helperText={problem}>
      <div className={`${classPrefix}-add`}>
        <InputGroup
          aria-label={t(`form.find-${item}s`)}
          placeholder={t(`form.find-${item}s`)}
          leftIcon="search"
          value={typed}
          onValueChange={setTyped}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSearch(typed.trim());
            }
          }}
        />
        <Button icon="search" text={t('form.find')} loading={fetching} onClick={() => onSearch(typed.trim())} />
      </div>
      <div className={`${classPrefix}-sessions`}>
        {sessions.map((entries, index) => {
          const number = index + 1;
          const picked = chosen[index] ?? offered[0]?.id ?? '';
          const pick = offered.find((o) => o.id === picked);
          return (
            <section key={index} className={`${classPrefix}-session`} aria-label={t('form.session', { number })}>
              <header>
                <h4>{t('form.session', { number })}</h4>
                {props.fullReorder && (
                  <>
                    <IconRowAction
                      icon="arrow-up"
                      text={t('form.session-up')}
                      label={t('form.session-up-named', { number })}
                      disabled={index === 0}
                      onClick={() => onChange(swapped(sessions, index, index - 1), swapped(same, index, index - 1))}
                    />
                    <IconRowAction
                      icon="arrow-down"
                      text={t('form.session-down')}
                      label={t('form.session-down-named', { number })}
                      disabled={index === sessions.length - 1}
                      onClick={() => onChange(swapped(sessions, index, index + 1), swapped(same, index, index + 1))}
                    />
                  </>
                )}
                <IconRowAction
                  icon="cross"
                  intent="danger"
                  text={t('form.session-remove')}
                  label={t('form.session-remove-named', { number })}
                  disabled={sessions.length === 1}
                  onClick={() =>
                    onChange(
                      sessions.filter((_, i) => i !== index),
                      same.filter((i) => i !== index),
                    )
                  }
                />
              </header>
              <ol>
                {entries.map((entry, at) => (
                  <li key={`${entry.id}-${at}`}>
                    <span className={props.itemClassName}>{label(entry)}</span>
                    <IconRowAction
                      icon="arrow-up"
                      text={t(`form.${item}-up`)}
                      label={t(`form.${item}-up-named`, { name: entry.code, number })}
                      disabled={at === 0}
                      onClick={() => setSession(index, swapped(entries, at, at - 1))}
                    />
                    {props.fullReorder && (
                      <IconRowAction
                        icon="arrow-down"
                        text={t(`form.${item}-down`)}
                        label={t(`form.${item}-down-named`, { name: entry.code, number })}
                        disabled={at === entries.length - 1}
                        onClick={() => setSession(index, swapped(entries, at, at + 1))}
                      />
                    )}
                    <IconRowAction
                      icon="cross"
                      intent="danger"
                      text={t(`form.${item}-remove`)}
                      label={t(`form.${item}-remove-named`, { name: entry.code, number })}
                      onClick={() =>
                        setSession(
                          index,
                          entries.filter((_, i) => i !== at),
                        )
                      }
                    />
                  </li>
                ))}
              </ol>
              <div className={`${classPrefix}-add`}>
                <HTMLSelect
                  aria-label={t(`form.${item}-to-add`, { number })}
                  value={picked}
                  onChange={(e) => setChosen({ ...chosen, [index]: e.target.value })}
                  options={offered.map((o) => ({ value: o.id, label: label(o) }))}
                />
                <Button
                  icon="add"
                  text={t(`form.add-${item}`)}
                  aria-label={t(`form.add-${item}-named`, { number })}
                  disabled={!pick || entries.length >= props.maxPerSession || entries.some((x) => x.id === picked)}
                  onClick={() => pick && setSession(index, [...entries, toPick(pick)])}
                />
              </div>
              {props.sessionExtra?.(index)}
            </section>
          );
        })}
      </div>
      <Button
        icon="add"
        text={t('form.add-session')}
        disabled={sessions.length >= props.maxSessions}
        onClick={() => onChange([...sessions, []], [...same, -1])}
      />
    </FormGroup>
  );
};
