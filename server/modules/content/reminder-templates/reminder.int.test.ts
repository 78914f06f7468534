import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderProblem } from '../../../../forms/reminder-templates';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { DEMO_REMINDERS } from '../../../seed/demo.content-reminders';

const BASE = '/api/rocket/reminderTemplate';

// Reminder templates on the generic content endpoints (issue 18, spec 002 §7): the demo library,
// a template's fields refused by name (placeholders against the event's list) in both languages,
// status, history, a centre's view of Public only, and the database's guard on writes.
describe.each(testEngines('sensitive'))('content library: reminder templates on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  const template = (n: string, extra: object = {}) => ({
    nameZh: `测试提醒${n}${run}`,
    nameEn: `Test reminder ${n} ${run}`,
    event: 'SessionTomorrow',
    channels: ['sms', 'email'],
    subjectZh: '明日课程：{{sessionName}}',
    subjectEn: 'Tomorrow: {{sessionName}}',
    bodyZh: '{{childName}}明天{{time}}在{{centreName}}上课。',
    bodyEn: '{{childName}} has a session at {{centreName}} tomorrow at {{time}}.',
    ...extra,
  });

  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  const editor = (language = 'en-US') => h.as('editor', { language });

  it('the demo templates use only the placeholders their events allow', () => {
    for (const r of DEMO_REMINDERS)
      for (const text of [r.subjectZh, r.subjectEn, r.bodyZh, r.bodyEn])
        expect(placeholderProblem(text, r.event), `${r.nameEn}: ${text}`).toBeNull();
  });

  it('the demo library: six templates for the editor, the Public five for a centre', async () => {
    const all = (await editor().get(`${BASE}?maxResultCount=24`)).json();
    expect(all.totalCount).toBe(6);
    expect(all.items[0]).toMatchObject({
      nameEn: 'Session tomorrow',
      event: 'SessionTomorrow',
      channels: ['sms', 'notification'],
      contentStatus: 'Public',
    });
    const centre = (await h.as('centeradmin').get(`${BASE}?maxResultCount=24`)).json();
    expect(centre.totalCount).toBe(5);
    expect((await h.as('centeradmin').post(BASE, template('c'))).statusCode).toBe(403);
  });

  it('an editor creates, edits, publishes and deletes a template, with its history', async () => {
    const res = await editor().post(BASE, template('a'));
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ ...template('a'), contentStatus: 'Unpublish', canEdit: true });
    const edited = await editor().put(`${BASE}/${created.id}`, template('a', { channels: ['notification', 'sms'] }));
    expect(edited.statusCode, edited.body).toBe(200);
    // Channels are kept in the one order whatever the order sent.
    expect(edited.json().channels).toEqual(['sms', 'notification']);
    const got = await editor().get(`${BASE}/${created.id}`);
    expect(got.json().channels).toEqual(['sms', 'notification']);
    const published = await editor().put(`${BASE}/contentStatus`, { id: created.id, contentStatus: 'Public' });
    expect(published.json().contentStatus).toBe('Public');
    const history = (await editor().get(`${BASE}/${created.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'Updated', 'StatusChanged']);
    expect(history.items[1].changes).toEqual([
      { field: 'channels', from: ['sms', 'email'], to: ['sms', 'notification'] },
    ]);
    expect((await editor().delete(`${BASE}/${created.id}`)).statusCode).toBe(409);
    await editor().put(`${BASE}/contentStatus`, { id: created.id, contentStatus: 'Trash' });
    expect((await editor().delete(`${BASE}/${created.id}`)).statusCode).toBe(204);
  });

  it('refuses a placeholder the event does not allow, naming the field and the allowed ones, in both languages', async () => {
    const bad = template('b', { bodyEn: '{{childName}} owes {{amount}} at {{centreName}}.' });
    const en = await editor().post(BASE, bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().error.message).toBe(
      'English message uses {{amount}}, which a reminder for “Session tomorrow” cannot fill: use {{childName}}, {{guardianName}}, {{centreName}}, {{centrePhone}}, {{sessionName}}, {{date}}, {{time}}.',
    );
    expect(en.json().error.validationErrors[0].members).toEqual(['bodyEn']);
    const zh = await editor('zh-CN').post(BASE, { ...bad, subjectZh: '{{planName}}' });
    expect(zh.json().error.message).toBe(
      '中文标题使用了 {{planName}}，“明日课程”提醒无法填写该占位符：可用 {{childName}}, {{guardianName}}, {{centreName}}, {{centrePhone}}, {{sessionName}}, {{date}}, {{time}}。',
    );
    expect(zh.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual([
      'subjectZh',
      'bodyEn',
    ]);
    // Every message names the event in words, not only the first.
    expect(zh.json().error.validationErrors[1].message).toMatch(/^英文内容使用了 \{\{amount\}\}，“明日课程”提醒/);
  });

  it('refuses unclosed braces, missing fields, an unknown event or channel, each by name', async () => {
    const braces = await editor().post(BASE, template('d', { bodyZh: '{{childName}}明天{{time上课' }));
    expect(braces.json().error.message).toMatch(/^Chinese message has braces that do not make a placeholder/);
    const missing = await editor().post(BASE, { nameZh: '', channels: [] });
    const members = missing.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]);
    expect(members).toEqual(['nameZh', 'nameEn', 'event', 'channels', 'bodyZh', 'bodyEn']);
    expect(missing.json().error.message).toBe('Chinese name is required.');
    const unknown = await editor().post(BASE, template('e', { event: 'Birthday', channels: ['fax'] }));
    expect(unknown.json().error.validationErrors.map((v: { message: string }) => v.message)).toEqual([
      'Event must be one of SessionTomorrow, SessionMissed, PlanExpiring, ParentInterviewDue, AssessmentDue, FeedbackOverdue.',
      'Channels must be one of sms, email, notification.',
    ]);
    // An SMS-only template needs no subject; an e-mail does.
    const sms = await editor().post(BASE, template('f', { channels: ['sms'], subjectZh: '', subjectEn: '' }));
    expect(sms.statusCode, sms.body).toBe(200);
    const email = await editor().post(BASE, template('g', { channels: ['email'], subjectEn: '' }));
    expect(email.json().error.message).toBe('English subject is required.');
  });

  it('refuses a name another template holds (409, field named)', async () => {
    const res = await editor().post(BASE, template('h', { nameEn: 'session TOMORROW' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.validationErrors[0].members).toEqual(['nameEn']);
  });
});
