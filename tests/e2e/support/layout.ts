import { expect, type Page } from "@playwright/test";

/**
 * The page, once its layout has settled, does not scroll sideways. Polled: right after a resize
 * the shell's padding transition and the browser's reflow can leave a frame or two in which the
 * old widths still stand; an overflow that stays fails after the expect timeout.
 */
export async function expectNoSidewaysScroll(page: Page, message = `no sideways scrolling at ${page.viewportSize()?.width ?? "?"}px`): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message }).toBeLessThanOrEqual(0);
}
