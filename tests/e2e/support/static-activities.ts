import { expect, type Locator } from '@playwright/test';

/**
 * Ticks every static activity of the session shown in `card` done (spec 001 §4: ending a class
 * waits for them), waiting for each tick to be saved. The box is Blueprint's (its input is drawn
 * over by the indicator), so the click goes to its label, as a person's does.
 */
export const tickStatics = async (card: Locator) => {
  const labels = card.locator('.atrium-static-activities label');
  for (let index = 0; index < (await labels.count()); index += 1) {
    const label = labels.nth(index);
    const box = label.getByRole('checkbox');
    if (await box.isChecked()) continue;
    await expect(box).toBeEnabled();
    await label.click();
    await expect(box).toBeChecked({ timeout: 15_000 });
  }
};
