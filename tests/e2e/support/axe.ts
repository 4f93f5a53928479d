import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Zero serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Next streams a page's metadata apart from its content: after a client navigation the new
  // content can be on screen before the <title>. Every page has one (axe's document-title rule
  // would fail it otherwise), so wait for it rather than scan a page half-updated.
  await expect(page).toHaveTitle(/\S/);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
