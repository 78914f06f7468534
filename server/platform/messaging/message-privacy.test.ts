import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asSeenBy, isAddressedTo, MASK, maskSecrets, type Reader } from './message-privacy';

const CODE = '482913';
const TOKEN = 'q2Xk9_Vd-3mPzR8sTt1uYw4bN0cLhJ6eGaFiKoQvW7E';
const LINK = `http://localhost:8080/account/activate?token=${TOKEN}&culture=zh-Hans`;

// Every message text the server can send that carries a code or a link, in both languages.
const templatesWithSecrets = (): { where: string; template: string }[] => {
  const found: { where: string; template: string }[] = [];
  const walk = (where: string, value: unknown) => {
    if (typeof value === 'string') {
      if (/\{\{(code|url)\}\}/.test(value)) found.push({ where, template: value });
    } else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${where}.${key}`, inner);
  };
  for (const language of ['zh-CN', 'en-US']) {
    const folder = new URL(`../../locales/${language}/`, import.meta.url);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')))
      walk(`${language}/${file}`, JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
  }
  return found;
};

const render = (template: string) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name === 'code' ? CODE : name === 'url' ? LINK : name === 'minutes' ? '10' : name === 'days' ? '7' : 'Sunrise',
  );

describe('maskSecrets', () => {
  const templates = templatesWithSecrets();

  it('finds the code and link templates of every module', () => {
    // Account e-mail and phone codes, guardian register codes, contract unlock codes, staff links.
    expect(templates.length).toBeGreaterThanOrEqual(12);
  });

  it.each(templatesWithSecrets().map((t) => [t.where, t.template]))('hides the secret of %s', (_where, template) => {
    const masked = maskSecrets(render(template));
    expect(masked).not.toContain(CODE);
    expect(masked).not.toContain(TOKEN);
    expect(masked).toContain(MASK);
  });

  it('keeps a link recognisable and the rest of the text as it was', () => {
    expect(maskSecrets(`Open this link: ${LINK}\n\nThanks.`)).toBe(
      `Open this link: http://localhost:8080/account/activate?token=${MASK}&culture=${MASK}\n\nThanks.`,
    );
    expect(maskSecrets('https://atrium.example/invite/3f1c2a90-5b7e-4d21-9c3a-0e8f7d6b5a41#k=abc')).toBe(
      `https://atrium.example/invite/${MASK}#${MASK}`,
    );
  });

  it('hides codes however they are written, and long token-like runs anywhere', () => {
    for (const text of ['code:123456.', '验证码为123456，', '(1234)', 'ABC98765432', `token ${TOKEN} end`])
      expect(maskSecrets(text), text).not.toMatch(/\d{4}|q2Xk9/);
  });

  it('leaves dates, amounts and short numbers of a reminder readable', () => {
    const reminder =
      'Sunrise HFS balance 1,234.50 (reminder at 2000.00), 12 tests left; contract 2026-01-01 to 2026-12-31.';
    expect(maskSecrets(reminder)).toBe(reminder);
  });
});

describe('who a message is addressed to', () => {
  const reader: Reader = {
    userId: 'u-1',
    email: 'Admin@Atrium.example',
    countryCode: '86',
    phoneNumber: '13800138001',
  };
  const message = { subject: 'Code', body: `Your code is ${CODE}.` };

  it('is the user it was sent for, or the owner of its e-mail address or phone', () => {
    expect(isAddressedTo({ recipient: 'new@example.com', userId: 'u-1' }, reader)).toBe(true);
    expect(isAddressedTo({ recipient: 'admin@atrium.example', userId: null }, reader)).toBe(true);
    expect(isAddressedTo({ recipient: '+86 13800138001', userId: null }, reader)).toBe(true);
    expect(isAddressedTo({ recipient: '+86 13800138002', userId: null }, reader)).toBe(false);
    expect(isAddressedTo({ recipient: 'coach@atrium.example', userId: 'u-2' }, reader)).toBe(false);
    expect(isAddressedTo({ recipient: '+86 13800138001', userId: null }, { ...reader, phoneNumber: null })).toBe(false);
  });

  it('sees it in full; anyone else sees it masked', () => {
    expect(asSeenBy({ ...message, recipient: '+86 13800138001', userId: null }, reader)).toMatchObject({
      body: `Your code is ${CODE}.`,
      masked: false,
    });
    expect(asSeenBy({ ...message, recipient: 'coach@atrium.example', userId: 'u-2' }, reader)).toMatchObject({
      body: `Your code is ${MASK}.`,
      masked: true,
    });
  });

  it("says nothing was hidden in someone else's message without a code or link", () => {
    const reminder = { ...message, subject: 'Course reminder: 2026-12-22 19:00', body: 'Reminder: a course at 19:00.' };
    expect(asSeenBy({ ...reminder, recipient: 'coach@atrium.example', userId: 'u-2' }, reader)).toMatchObject({
      body: reminder.body,
      masked: false,
    });
  });
});
