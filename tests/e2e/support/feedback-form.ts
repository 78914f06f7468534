import type { Locator } from '@playwright/test';

/** Fills what a feedback form asks for: text boxes and numbers; ratings and choices take their first option. */
export const fillVisibleForm = async (form: Locator, text: string) => {
  for (const box of await form.locator('textarea').all()) await box.fill(text);
  for (const input of await form.locator('input[type="text"][inputmode="decimal"], .bp6-numeric-input input').all())
    await input.fill('3');
  for (const group of await form.getByRole('radiogroup').all()) await group.getByRole('radio').first().click();
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
};
