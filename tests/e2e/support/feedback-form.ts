import { expect, type Locator } from '@playwright/test';

/** Fills what a feedback form asks for: text boxes and numbers; ratings and choices take their first option. */
export const fillVisibleForm = async (form: Locator, text: string) => {
  for (const box of await form.locator('textarea').all()) await box.fill(text);
  for (const input of await form.locator('input[type="text"][inputmode="decimal"], .bp6-numeric-input input').all())
    await input.fill('3');
  // Blueprint draws its own indicator over a radio's input: a person clicks the option's label
  // (a rating's stars are buttons of their own). Not a forced check of the input: that clicks
  // where the input is without waiting for the option to be there and uncovered, then fails at
  // once ("Clicking the checkbox did not change its state", the group-plans CI run of 411fe45);
  // this click waits as for any other control.
  for (const group of await form.getByRole('radiogroup').all()) {
    const radio = group.getByRole('radio').first();
    if (await radio.isChecked()) continue;
    const label = group.locator('label').first();
    await ((await label.count()) > 0 ? label : radio).click();
    await expect(radio).toBeChecked();
  }
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
};

/**
 * Fills the staff form of a plan's feedback drawer: in its session and personal tabs when the
 * activity's form has both kinds of question (`tabs`, in the reader's language), else as one form.
 */
export const fillStaffForm = async (
  drawer: Locator,
  staffTab: string,
  tabs: readonly [session: string, personal: string],
  text: string,
) => {
  const panel = drawer.getByRole('tabpanel', { name: staffTab });
  await expect(panel.locator('form')).toBeVisible();
  const inner = panel.getByRole('tab', { name: tabs[0] });
  if ((await inner.count()) === 0) return fillVisibleForm(panel, text);
  for (const tab of tabs) {
    await panel.getByRole('tab', { name: tab }).click();
    await fillVisibleForm(panel.getByRole('tabpanel', { name: tab }), text);
  }
};
