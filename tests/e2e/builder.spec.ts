import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { tinyPdf, tinyPng } from "@/tests/support/files";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { choose, pickToronto, saveStep as save } from "./support/builder-form";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

const PASSWORD = "Talent#2026";

/** A fresh talent of the demo tenant with the demo talent's password, the dashboard privilege and a candidate id. */
async function createTalent(): Promise<string> {
  const email = `builder-${randomUUID().slice(0, 8)}@example.test`;
  await withDb((c) =>
    c.query(
      `insert into users (company_id, email, full_name, role, privileges, candidate_unique_id, login_type, password_hash, invitation_accepted_at)
       select u.company_id, $1, 'Bea Builder', 'talent', array['VIEW_TALENT_DASHBOARD_SECTION.E'], $2, 'password', u.password_hash, now()
       from users u join companies c on c.id = u.company_id where c.slug = 'demo' and u.email = 'talent@demo.test'`,
      [email, `DEMO-C-8${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`],
    ),
  );
  return email;
}

test.describe("profile builder", () => {
  test("a new talent walks every step by keyboard, cannot jump ahead, and reaches the thank-you page", async ({ page }) => {
    test.setTimeout(180_000);
    const email = await createTalent();
    await signIn(page, email, PASSWORD);

    await page.goto("/builder");
    await expect(page.getByRole("heading", { name: "Upload your resume" })).toBeVisible();
    // A later step cannot be opened by its address, nor from the stepper.
    await page.goto("/builder?section=immigration");
    await expect(page).toHaveURL(/\/builder\?section=resume$/);
    const stepper = page.getByRole("navigation", { name: "Profile building steps" });
    const locked = stepper.getByRole("button", { name: /Personal/ });
    await expect(locked).toHaveAttribute("aria-disabled", "true");
    await locked.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/section=resume$/);
    await expectNoSeriousA11yViolations(page);

    // Resume: required, then a PDF made here.
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Please upload your resume")).toBeVisible();
    await page.locator("#resume-file").setInputFiles({ name: "bea-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(tinyPdf("Bea Builder")) });
    await expect(page.getByTestId("resume-list")).toContainText("bea-cv.pdf");
    await save(page, /section=personal$/);

    // Personal: a required field left empty shows its spec message.
    const firstName = page.getByRole("textbox", { name: "First name" });
    await expect(firstName).toHaveValue("Bea");
    await firstName.fill("");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Please enter first name")).toBeVisible();
    await expect(page.getByText("Please select current location")).toBeVisible();
    await firstName.fill("Bea");
    // Photo: chosen, cropped in the dialog by keyboard, uploaded and shown.
    await page.locator("#profile-photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(tinyPng()) });
    const cropper = page.getByRole("dialog", { name: "Crop your photo" });
    await expect(cropper).toBeVisible();
    const area = cropper.getByRole("group", { name: /Crop area/ });
    await area.focus();
    await page.keyboard.press("+");
    await expect(area).toHaveAttribute("data-zoom", "1.25");
    await cropper.getByRole("button", { name: "Crop" }).click();
    await expect(page.getByTestId("profile-photo")).toBeVisible();
    await pickToronto(page);
    await choose(page, page.getByRole("combobox", { name: "Availability" }), "30 days");
    await choose(page, page.getByRole("combobox", { name: "Workplace type" }), "Hybrid");
    await expectNoSeriousA11yViolations(page);
    await save(page, /section=expertise$/);

    // The stepper now lets the talent go back to a reached step, and not beyond.
    await expect(stepper.getByRole("button", { name: /Education/ })).toHaveAttribute("aria-disabled", "true");

    // Expertise: designation, a domain and one stack.
    await page.getByRole("combobox", { name: "Designation/Role" }).fill("Backend Development");
    await page.getByRole("checkbox", { name: "Banking" }).check();
    await choose(page, page.locator("#stack-0-category"), "Language");
    await page.locator("#stack-0-technology").fill("TypeScript");
    await choose(page, page.locator("#stack-0-experience"), "5 yrs");
    await save(page, /section=education$/);

    // Education: one degree.
    await page.getByRole("button", { name: "Add education" }).click();
    await choose(page, page.locator("#education-0-level"), "Undergraduate");
    await page.locator("#education-0-course").fill("BSc Computer Science");
    await choose(page, page.locator("#education-0-completion"), "2012");
    await save(page, /section=certifications$/);

    // Certifications: none; the step can be passed.
    await save(page, /section=experience$/);

    // Work experience: a current job with a project.
    await page.getByRole("button", { name: "Add work experience" }).click();
    await page.locator("#exp-0-designation").fill("Senior Engineer");
    await page.locator("#exp-0-company").fill("Shopify");
    await choose(page, page.locator("#exp-0-from-month"), "March");
    await choose(page, page.locator("#exp-0-from-year"), "2019");
    await page.getByRole("checkbox", { name: "I currently work here" }).check();
    await page.getByRole("button", { name: "Add project" }).click();
    await page.locator("#exp-0-project-0-title").fill("Checkout");
    await page.locator("#exp-0-project-0-description").fill("Payments API");
    await choose(page, page.locator("#exp-0-project-0-years"), "1");
    await choose(page, page.locator("#exp-0-project-0-months"), "6");
    await expect(page.getByTestId("total-experience")).toContainText("Total experience:");
    await save(page, /section=immigration$/);

    // Immigration: the spouse's details appear only when married.
    await expect(page.getByTestId("spouse-section")).toHaveCount(0);
    await choose(page, page.getByRole("combobox", { name: "Marital status" }), "Married/Partner");
    await expect(page.getByTestId("spouse-section")).toBeVisible();
    await page.locator("#spouse-first-name").fill("Sam");
    await choose(page, page.getByRole("combobox", { name: "Dependents" }), "2");
    await save(page, /\/builder\/thankyou$/);
    await expect(page.getByRole("heading", { name: "Your profile is complete" })).toBeVisible();

    // Everything was saved: every step is open now, with its values.
    await page.goto("/builder?section=experience");
    await expect(page.locator("#exp-0-company")).toHaveValue("Shopify");
    const rows = await withDb((c) => c.query(`select p.furthest_step, p.completed_at, p.total_experience_months from talent_profiles p join users u on u.id = p.user_id where u.email = $1`, [email]));
    expect(rows.rows[0].furthest_step).toBe("immigration");
    expect(rows.rows[0].completed_at).not.toBeNull();
    expect(rows.rows[0].total_experience_months).toBeGreaterThan(12);
  });

  test("leaving a step with unsaved changes asks first, and the builder works in French at 375px", async ({ page }) => {
    const email = await createTalent();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, email, PASSWORD);
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: page.url() }]);
    await withDb((c) => c.query(`insert into talent_profiles (user_id, company_id, furthest_step) select id, company_id, 'personal' from users where email = $1`, [email]));
    await page.goto("/builder?section=personal");
    await expect(page.getByRole("heading", { name: "Informations personnelles", level: 2 })).toBeVisible();
    await page.getByRole("textbox", { name: "Prénom", exact: true }).fill("Béa");
    await page.getByRole("button", { name: "Retour" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /Rester/ }).click();
    await expect(page).toHaveURL(/section=personal$/);
    await page.getByRole("button", { name: "Enregistrer et continuer" }).click();
    await expect(page.getByText("Veuillez sélectionner la disponibilité")).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("the summary and responsibilities have a Rephrase button; with no AI provider it says so and leaves the text alone", async ({ page }) => {
    const email = await createTalent();
    await signIn(page, email, PASSWORD);
    await withDb((c) => c.query(`insert into talent_profiles (user_id, company_id, furthest_step) select id, company_id, 'experience' from users where email = $1`, [email]));
    // The e2e server runs without AI_BASE_URL/AI_MODEL: rephrasing is not configured here.
    const status = await page.request.get("/api/rephrase/status");
    expect((await status.json()).results).toEqual({ configured: false });

    await page.goto("/builder?section=personal");
    const summary = page.getByRole("textbox", { name: "Profile summary" });
    const rephrase = page.getByRole("button", { name: "Rephrase Profile summary" });
    await expect(rephrase).toHaveAttribute("aria-disabled", "true");
    const text = "i has build many web app with react and node for five year";
    await summary.fill(text);
    await rephrase.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Rephrasing is not configured for this site." })).toBeVisible();
    await expect(summary).toHaveValue(text);

    await page.goto("/builder?section=experience");
    await page.getByRole("button", { name: "Add work experience" }).click();
    await expect(page.getByRole("button", { name: "Rephrase Experience 1 · Responsibilities" })).toBeVisible();
    await page.getByRole("button", { name: "Add project" }).click();
    await expect(page.getByRole("button", { name: "Rephrase Project 1 · Short description" })).toBeVisible();
  });
});
