// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { stubGraphqlClient } from '../../../shared/testing/stubGraphqlClient';
import { contactsToSave, RemindContactsEditor, type EditableContact } from './RemindContactsEditor';

afterEach(cleanup);

const Editor = ({ initial, mayUseSystemNotice }: { initial: EditableContact[]; mayUseSystemNotice: boolean }) => {
  const [contacts, setContacts] = useState(initial);
  return (
    <>
      <RemindContactsEditor
        contacts={contacts}
        onChange={setContacts}
        mayUseSystemNotice={mayUseSystemNotice}
        userId="u-me"
      />
      <output data-testid="saved">{JSON.stringify(contactsToSave(contacts))}</output>
    </>
  );
};

const show = (initial: EditableContact[], mayUseSystemNotice: boolean, language: 'en-US' | 'zh-CN' = 'en-US') =>
  renderWithProviders(<Editor initial={initial} mayUseSystemNotice={mayUseSystemNotice} />, {
    client: stubGraphqlClient(() => 'pending').client,
    path: '/',
    language,
  });

describe('RemindContactsEditor', () => {
  it('offers no system notice to a caller the server does not allow it', () => {
    show([{ messageType: 'email', contact: 'a@b.example' }], false);
    const options = [...screen.getByRole('combobox', { name: 'Contact type' }).querySelectorAll('option')];
    expect(options.map((o) => o.value)).toEqual(['email', 'sms']);
  });

  it('sends a system notice to the user editing, and leaves empty rows out of what is saved', () => {
    show([], true, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '添加联系人' }));
    fireEvent.click(screen.getByRole('button', { name: '添加联系人' }));
    const [first] = screen.getAllByRole('combobox', { name: '联系方式' });
    fireEvent.change(first!, { target: { value: 'systemNotice' } });
    expect(screen.getByText('发给我（消息中心）')).toBeVisible();
    expect(JSON.parse(screen.getByTestId('saved').textContent ?? '')).toEqual([
      { messageType: 'systemNotice', contact: 'u-me' },
    ]);
  });

  it('trims what is typed and removes a row', () => {
    show([{ messageType: 'sms', contact: '' }], false);
    fireEvent.change(screen.getByRole('textbox', { name: 'SMS' }), { target: { value: ' 13800000000 ' } });
    expect(JSON.parse(screen.getByTestId('saved').textContent ?? '')).toEqual([
      { messageType: 'sms', contact: '13800000000' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
