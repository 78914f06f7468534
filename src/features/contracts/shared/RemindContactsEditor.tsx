import { Button, Collapse, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemindMessageType } from '../../../generated/graphql';
import { ReminderHistory } from '../warnings/ReminderHistory';
import { kebab } from './catalogueKey';
import './remind-contacts.css';

export type EditableContact = { messageType: RemindMessageType; contact: string };

type RemindContactsEditorProps = {
  contacts: readonly EditableContact[];
  onChange: (contacts: EditableContact[]) => void;
  /** The server's word (caller.mayUseSystemNotice): spec 002 §6, CenterAdmin or Admin only. */
  mayUseSystemNotice: boolean;
  /** A system notice goes to a console user: the one editing, whose id is its contact. */
  userId: string;
  helperText?: string;
};

/** Spec 002 §3 "Reminder contact": a line's contacts (e-mail, SMS, system notice), edited as rows. */
export const RemindContactsEditor = ({
  contacts,
  onChange,
  mayUseSystemNotice,
  userId,
  helperText,
}: RemindContactsEditorProps) => {
  const { t } = useTranslation('contracts');
  // A saved system notice stays selectable for a caller who may not add one, so that it shows as what it is.
  const types: RemindMessageType[] =
    mayUseSystemNotice || contacts.some((c) => c.messageType === 'systemNotice')
      ? ['email', 'sms', 'systemNotice']
      : ['email', 'sms'];
  const set = (index: number, next: Partial<EditableContact>) =>
    onChange(
      contacts.map((c, i) =>
        i === index ? { ...c, ...next, ...(next.messageType === 'systemNotice' ? { contact: userId } : {}) } : c,
      ),
    );
  return (
    <FormGroup label={t('reminder.contacts')} helperText={helperText}>
      {contacts.map((c, index) => (
        <div key={index} className="atrium-remind-contact-row">
          <HTMLSelect
            aria-label={t('reminder.type')}
            value={c.messageType}
            onChange={(e) => set(index, { messageType: e.currentTarget.value as RemindMessageType })}
            options={types.map((type) => ({
              value: type,
              label: t(`reminder.${kebab(type)}`),
              disabled: type === 'systemNotice' && !mayUseSystemNotice,
            }))}
          />
          {c.messageType === 'systemNotice' ? (
            <span className="atrium-remind-contact-me">
              {c.contact === userId ? t('reminder.to-me') : t('reminder.to-user')}
            </span>
          ) : (
            <InputGroup
              aria-label={t(`reminder.${kebab(c.messageType)}`)}
              type={c.messageType === 'email' ? 'email' : 'tel'}
              value={c.contact}
              onValueChange={(contact) => set(index, { contact })}
            />
          )}
          <Button
            icon="trash"
            variant="minimal"
            aria-label={t('reminder.remove')}
            onClick={() => onChange(contacts.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        icon="add"
        text={t('reminder.add')}
        onClick={() => onChange([...contacts, { messageType: 'email', contact: '' }])}
      />
    </FormGroup>
  );
};

/** The saved contacts as the editor holds them: their kind and address, not their ids. */
export const editableContacts = (saved: readonly EditableContact[]): EditableContact[] =>
  saved.map((c) => ({ messageType: c.messageType, contact: c.contact }));

/** What is sent to the server: trimmed, empty rows left out. */
export const contactsToSave = (contacts: readonly EditableContact[]): EditableContact[] =>
  contacts
    .filter((c) => c.contact.trim() !== '')
    .map((c) => ({ messageType: c.messageType, contact: c.contact.trim() }));

/**
 * The reminders a tenant's line has sent, folded away below the contacts until asked for (and only
 * then fetched). Blueprint's collapsible Section labels its toggle in English only, hence our own.
 */
export const RemindersSent = ({ line, tenantId }: { line: 'hfs' | 'vrat'; tenantId: string }) => {
  const { t } = useTranslation('contract-warnings');
  const [open, setOpen] = useState(false);
  return (
    <div className="atrium-reminders-sent">
      <Button
        variant="minimal"
        icon="history"
        endIcon={open ? 'chevron-up' : 'chevron-down'}
        text={t('history.title')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
      <Collapse isOpen={open}>
        <ReminderHistory line={line} tenantId={tenantId} />
      </Collapse>
    </div>
  );
};
