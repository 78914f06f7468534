import { expect, type Locator } from '@playwright/test';

/**
 * Ticks every static activity of the session shown in `card` done (spec 001 §4: ending a class
 * waits for them), waiting for each tick to be saved.
 */
export const tickStatics = async (card: Locator) => {
  const boxes = card.locator('.atrium-static-activities').getByRole('checkbox');
  for (const box of await boxes.all()) {
    if (await box.isChecked()) continue;
    await box.check();
    await expect(box).toBeChecked();
  }
};
