import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFeedbackProperties } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';

const BASE = '/api/rocket/feedbackProperties';

// Feedback properties on the generic endpoints (issue 18 item 2): the definition is checked by
// forms/ (the console's editor runs the same function), refusals name the property, in both
// languages; every type is stored and read back; the database's write guard holds for the table.
describe.each(testEngines('sensitive'))('content library: feedback properties on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  const editor = (language = 'en-US') => h.as('editor', { language });
  const title = (n: string) => ({ default: `Focus ${n} ${run}`, zh: `专注${n}${run}`, en: `Focus ${n} ${run}` });

  it('stores one property of each of the ten types, and a centre reads the Public ones', async () => {
    const bodies = [
      { type: 'String', extraProperties: { defaultLines: 3, maxLength: 300 } },
      {
        type: 'Rating',
        extraProperties: { count: 3, showText: { zh: ['差', '中', '好'], en: ['Poor', 'Fair', 'Good'] } },
      },
      { type: 'Boolean', extraProperties: {} },
      { type: 'Duration', extraProperties: { minStep: 5, showSec: true, secStep: 10 } },
      { type: 'Number', extraProperties: { minValue: 0, maxValue: 10, step: 1, slider: true } },
      {
        type: 'Selection',
        extraProperties: {
          options: [
            { value: 'a', text: 'A' },
            { value: 'b', text: 'B' },
          ],
        },
      },
      {
        type: 'MultiLanguageSelection',
        extraProperties: { options: { zh: [{ value: 'y', text: '是' }], en: [{ value: 'y', text: 'Yes' }] } },
      },
      { type: 'TimePicker', extraProperties: '{"maxTime":"current","minuteStep":15}' },
      { type: 'ImagePicker', extraProperties: null },
      { type: 'VideoPicker' },
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await editor().post(BASE, {
        displayName: title(`t${i}`),
        isRequired: i % 2 === 0,
        formKind: 'Personal',
        ...body,
      });
      expect(res.statusCode, `${body.type}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ type: body.type, formKind: 'Personal', contentStatus: 'Unpublish' });
    }
    const listed = (await editor().get(`${BASE}?maxResultCount=24&search=${run}`)).json();
    expect(listed.totalCount).toBe(10);
    const time = listed.items.find((p: { type: string }) => p.type === 'TimePicker');
    // The custom extra's JSON text is stored as the object it spells.
    expect(time.extraProperties).toEqual({ maxTime: 'current', minuteStep: 15 });
    await editor().put(`${BASE}/contentStatus`, { id: time.id, contentStatus: 'Public' });
    const centre = (await h.as('centeradmin').get(`${BASE}?maxResultCount=24&search=${run}`)).json();
    expect(centre.items.map((p: { id: string }) => p.id)).toEqual([time.id]);
  });

  it('refuses what forms/ refuses, naming the property, in both languages', async () => {
    const rating = await editor().post(BASE, { displayName: title('r'), type: 'Rating', extraProperties: {} });
    expect(rating.statusCode).toBe(400);
    expect(rating.json().error).toMatchObject({
      code: 'ValidationError',
      message: `Focus r ${run} needs a count`,
      validationErrors: [{ message: `Focus r ${run} needs a count`, members: ['extraProperties'] }],
    });
    const json = await editor('zh-CN').post(BASE, { displayName: title('j'), type: 'Number', extraProperties: '{min' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toContain(`Focus j ${run}`);
    expect(json.json().error.message).toContain('JSON');
    const noDefault = await editor().post(BASE, { displayName: { default: ' ', en: 'Only English' }, type: 'Boolean' });
    expect(noDefault.json().error.validationErrors[0].members).toEqual(['displayName']);
    const unknown = await editor().post(BASE, { displayName: title('u'), type: 'Colour' });
    expect(unknown.json().error.message).toBe(`Focus u ${run}: Colour is not a feedback property type`);
    const options = await editor().post(BASE, {
      displayName: title('o'),
      type: 'MultiLanguageSelection',
      extraProperties: { options: { zh: [{ value: 'a', text: '甲' }], en: [{ value: 'b', text: 'B' }] } },
    });
    expect(options.json().error.message).toBe(
      `Focus o ${run}: the Chinese and English options must have the same values`,
    );
    const form = await editor().post(BASE, { displayName: title('f'), type: 'Boolean', formKind: 'Lesson' });
    expect(form.json().error.message).toBe('Feedback form must be one of Session, Personal, Guardian.');
    const order = await editor().post(BASE, { displayName: title('s'), type: 'Boolean', sortOrder: -1 });
    expect(order.json().error.validationErrors[0].members).toEqual(['sortOrder']);
  });

  it('records an edit of the settings in the history; prepareForEdit gives the stored definition', async () => {
    const created = (
      await editor().post(BASE, { displayName: title('e'), type: 'Number', extraProperties: { maxValue: 5 } })
    ).json();
    const edited = await editor().put(`${BASE}/${created.id}`, {
      displayName: title('e'),
      type: 'Number',
      extraProperties: { maxValue: 8 },
      sortOrder: created.sortOrder,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = (await editor().get(`${BASE}/${created.id}/history`)).json();
    expect(history.items.at(-1)).toMatchObject({
      action: 'Updated',
      changes: [{ field: 'extraProperties', from: { maxValue: 5 }, to: { maxValue: 8 } }],
    });
    const prepared = (await editor().post(`${BASE}/prepareForEdit`, { id: created.id })).json();
    expect(prepared.values).toMatchObject({ type: 'Number', extraProperties: { maxValue: 8 }, isRequired: false });
  });

  it("lists one form's properties by formKind, and refuses a form that does not exist naming the field", async () => {
    for (const formKind of ['Guardian', 'Session'])
      await editor().post(BASE, { displayName: title(`k${formKind}`), type: 'Boolean', formKind });
    const guardian = (await editor().get(`${BASE}?maxResultCount=24&formKind=Guardian&search=${run}`)).json();
    expect(guardian.items.map((p: { displayName: { default: string } }) => p.displayName.default)).toEqual([
      `Focus kGuardian ${run}`,
    ]);
    expect(guardian.totalCount).toBe(1);
    const wrong = await editor().get(`${BASE}?maxResultCount=24&formKind=Lesson`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('ValidationError');
    expect(JSON.stringify(wrong.json().error)).toContain('formKind');
  });

  it('the database refuses a write from a user who edits nothing', async () => {
    const coach = await h.userId('coach');
    await expect(
      h.db.transaction({ tenantId: null, userId: coach }, (tx) =>
        tx.insert(contentFeedbackProperties).values({ displayName: { default: 'x' }, propertyType: 'Boolean' }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });
});
