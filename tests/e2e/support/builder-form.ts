import { expect, type Locator, type Page } from "@playwright/test";

/** Picks an option of a Radix select with the keyboard: open with Enter, find the option, Enter. */
export async function choose(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.focus();
  await page.keyboard.press("Enter");
  const item = page.getByRole("option", { name: option, exact: true });
  await expect(item).toBeVisible();
  // Radix Select focuses its selected option once positioned, on a timer: let that land first,
  // so it cannot take focus back from the option chosen here.
  await expect(page.locator('[role="listbox"]:focus-within')).toHaveCount(1);
  await item.focus();
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(trigger).toContainText(option);
}

/** Saves the builder step shown and waits for the address of the next one. */
export async function saveStep(page: Page, next: RegExp): Promise<void> {
  await page.getByRole("button", { name: /^Save and (continue|finish)$/ }).click();
  await expect(page).toHaveURL(next);
}

/** The personal step's current location, picked by keyboard from the place suggestions. */
export async function pickToronto(page: Page): Promise<void> {
  const location = page.getByRole("combobox", { name: "Current location" });
  await location.fill("Toron");
  await expect(page.getByRole("option", { name: "Toronto, Ontario, Canada" })).toBeVisible();
  await location.press("ArrowDown");
  await location.press("ArrowUp");
  await location.press("Enter");
  await expect(location).toHaveValue("Toronto, Ontario, Canada");
}
