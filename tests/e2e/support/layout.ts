import { expect, type Page } from "@playwright/test";

/**
 * The page, once its layout has settled, does not scroll sideways. Polled: right after a resize
 * the shell's padding transition and the browser's reflow can leave a frame or two in which the
 * old widths still stand; an overflow that stays fails after the expect timeout.
 */
export async function expectNoSidewaysScroll(page: Page, message = `no sideways scrolling at ${page.viewportSize()?.width ?? "?"}px`): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message }).toBeLessThanOrEqual(0);
}

/**
 * A page behind a `loading.tsx` streams its content: React keeps it in a hidden container until
 * it reveals it (throttled by up to 300 ms), and the client router may already show it by then,
 * so for a moment the page holds the view twice. Waits for the visible view, then for the hidden
 * copy to be gone, so strict locators after it see one.
 */
export async function expectStreamedViewSettled(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByTestId(testId)).toHaveCount(1);
}
