import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Download, type Page } from "@playwright/test";
import mammoth from "mammoth";
import { extractText } from "unpdf";
import { tinyPdf } from "@/tests/support/files";
import { fullProfileView } from "@/tests/support/profile-view";
import { readZipEntry } from "@/tests/support/unzip";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll, expectStreamedViewSettled } from "./support/layout";

const PASSWORD = "Talent#2026";
const PORT = Number(process.env.E2E_PORT ?? 3100);

type Talent = { id: string; email: string };

/** A fresh demo talent with the demo talent's password and a candidate id. */
async function createTalent(): Promise<Talent> {
  const email = `profile-${randomUUID().slice(0, 8)}@example.test`;
  const id = await withDb(async (c) => {
    const { rows } = await c.query<{ id: string }>(
      `insert into users (company_id, email, full_name, first_name, last_name, role, privileges, candidate_unique_id, login_type, password_hash, invitation_accepted_at)
       select u.company_id, $1, 'Zoë Tremblay', 'Zoë', 'Tremblay', 'talent', array['VIEW_TALENT_DASHBOARD_SECTION.E'], $2, 'password', u.password_hash, now()
       from users u join companies c on c.id = u.company_id where c.slug = 'demo' and u.email = 'talent@demo.test'
       returning id`,
      [email, `DEMO-C-7${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`],
    );
    return rows[0].id;
  });
  return { id, email };
}

/** Uploads a file through the builder's own upload call, as the signed-in talent. */
async function upload(page: Page, kind: "resume" | "certificate", name: string, text: string): Promise<{ fileId: string; fileName: string }> {
  const res = await page.request.post(`/api/candidate/uploads?kind=${kind}`, { multipart: { file: { name, mimeType: "application/pdf", buffer: Buffer.from(tinyPdf(text)) } } });
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { fileId: string; fileName: string } };
  return results;
}

/**
 * Gives the signed-in talent a complete profile: resume and certificate uploaded for real, the
 * builder's sections written as the builder stores them (tests/support fixture).
 */
async function completeProfile(page: Page, talent: Talent): Promise<void> {
  await upload(page, "resume", "zoe-cv.pdf", "Zoe Tremblay resume");
  const cert = await upload(page, "certificate", "aws-certificate.pdf", "AWS certificate");
  const p = fullProfileView();
  const certs = [{ fileId: cert.fileId, fileName: cert.fileName }];
  p.expertise.stackArray = p.expertise.stackArray.map((s) => ({ ...s, certificates: s.certificates.length ? certs : [] }));
  for (const list of Object.values(p.expertise.stacks)) for (const s of list) if (s.certificates.length) s.certificates = certs;
  for (const list of Object.values(p.education.groupedEducation)) for (const e of list) if (e.certificates.length) e.certificates = certs;
  p.certification = p.certification.map((c) => ({ ...c, certificates: c.certificates.length ? certs : [] }));
  p.workExperience.experience = p.workExperience.experience.map((e) => ({ ...e, certificates: e.certificates.length ? certs : [] }));
  const x = p.personal;
  await withDb((c) =>
    c.query(
      `insert into talent_profiles (user_id, company_id, alt_email, phone, alt_phone, current_location, preferred_locations, availability, workplace_type, job_type,
         contract_type, linkedin_url, summary, speciality, domains, expertise, education, certifications, work_experience, immigration, furthest_step, completed_at)
       select u.id, u.company_id, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16::jsonb, $17::jsonb, $18::jsonb, $19::jsonb, 'immigration', now()
       from users u where u.id = $1`,
      [
        talent.id,
        x.altEmail,
        JSON.stringify(x.phoneNumber),
        JSON.stringify(x.alternatePhoneNumber),
        JSON.stringify(x.currentLocation),
        JSON.stringify(x.preferredLocations),
        x.availability,
        x.workplaceType,
        x.jobType,
        x.contractType,
        x.linkedInProfileUrl,
        x.summary,
        p.expertise.speciality,
        p.expertise.domains,
        JSON.stringify(p.expertise),
        JSON.stringify(p.education),
        JSON.stringify(p.certification),
        JSON.stringify(p.workExperience),
        JSON.stringify(p.immigration),
      ],
    ),
  );
}

async function downloadFrom(page: Page, item: string): Promise<Buffer> {
  await page.getByTestId("download-menu").click();
  const [download]: [Download, void] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
  return readFileSync((await download.path())!);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

test.describe("profile view and documents", () => {
  test("a talent with a complete profile sees every section on /profile and downloads the PDF and Word files", async ({ page }) => {
    test.setTimeout(120_000);
    const talent = await createTalent();
    await signIn(page, talent.email, PASSWORD);
    await completeProfile(page, talent);

    await page.goto("/profile");
    await expectStreamedViewSettled(page, "profile-view");
    const header = page.getByTestId("profile-header");
    await expect(header.getByRole("heading", { name: "Zoë Tremblay" })).toBeVisible();
    await expect(page.getByTestId("profile-designation")).toHaveText("Backend Development");
    await expect(page.getByTestId("profile-domains")).toHaveText("Banking | Fintech | SaaS");
    await expect(page.getByTestId("fact-location")).toContainText("Toronto, Ontario, Canada");
    await expect(page.getByTestId("fact-dob")).toContainText("12 Apr 1990");
    await expect(page.getByTestId("profile-contacts")).toContainText(talent.email);
    for (const heading of ["Expertise", "Education", "Certifications", "Work experience", "Immigration"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByTestId("experience-range").first()).toHaveText("Jan 2024 – Present");
    await expect(page.getByTestId("spouse-education")).toContainText("MBA");
    await expect(page.getByTestId("certificate-chips").first()).toBeVisible();
    await expect(page.getByTestId("stack-chips")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Work experience" })).toHaveAttribute("href", "/builder?section=experience");
    await expectNoSeriousA11yViolations(page);

    // Every entry of the menu is there: a resume exists and the profile was built (custom resume).
    await page.getByTestId("download-menu").click();
    await expect(page.getByRole("menuitem")).toHaveText(["Original resume", "Profile as PDF", "Profile as Word"]);
    await page.keyboard.press("Escape");

    const pdf = await downloadFrom(page, "Profile as PDF");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    expect(text).toContain("Zoë Tremblay");
    expect(text).toContain("Northwind Payments");
    expect(text).toContain(talent.email);

    const docx = await downloadFrom(page, "Profile as Word");
    const xml = readZipEntry(docx, "word/document.xml")!.toString("utf8");
    expect(xml).toContain("Zoë Tremblay");
    expect(xml).toContain("Northwind Payments");
    expect(xml).toMatch(/<w:pgMar w:top="1152" w:right="1152" w:bottom="1152" w:left="1152"/);
    expect((await mammoth.extractRawText({ buffer: docx })).value).toContain("Wealthsimple");

    const resume = await downloadFrom(page, "Original resume");
    expect(await pdfText(resume)).toContain("Zoe Tremblay resume");
  });

  test("the profile reads in French and fits a 375 px screen", async ({ page, context }) => {
    const talent = await createTalent();
    await signIn(page, talent.email, PASSWORD);
    await completeProfile(page, talent);
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/profile");
    await expectStreamedViewSettled(page, "profile-view");
    await expect(page.getByRole("heading", { level: 2, name: "Expérience professionnelle" })).toBeVisible();
    await expect(page.getByTestId("experience-range").first()).toHaveText("janv. 2024 – Aujourd'hui");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("a shared public link shows the profile without certificate chips; a broken one says so", async ({ page, browser }) => {
    const talent = await createTalent();
    await signIn(page, talent.email, PASSWORD);
    await completeProfile(page, talent);
    await page.goto("/profile");
    await expectStreamedViewSettled(page, "profile-view");
    await page.getByRole("button", { name: "Share profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Share profile" });
    const link = await dialog.getByRole("textbox").inputValue();
    expect(link).toMatch(new RegExp(`^http://localhost:${PORT}/public/candidate/[A-Za-z0-9_-]+$`));
    expect(link).not.toContain(talent.id);

    const stranger = await browser.newContext();
    const pub = await stranger.newPage();
    await pub.goto(link);
    await expect(pub.getByRole("heading", { level: 1, name: "Zoë Tremblay" })).toBeVisible();
    await expect(pub.getByRole("heading", { name: "Work experience" })).toBeVisible();
    await expect(pub.getByText("AWS Solutions Architect")).toBeVisible();
    await expect(pub.getByTestId("certificate-chips")).toHaveCount(0);
    await expect(pub.getByTestId("stack-chips")).toHaveCount(0);
    await expect(pub.getByTestId("download-menu")).toHaveCount(0);
    await expect(pub.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(pub);

    await pub.goto(`${link.slice(0, -3)}xyz`);
    await expect(pub.getByTestId("public-profile-broken")).toContainText("This link is broken. Please request a new one.");
    // The link belongs to the demo tenant: on another tenant's host it opens nothing.
    await pub.goto(link.replace(`http://localhost:${PORT}`, `http://acme.localhost:${PORT}`));
    await expect(pub.getByTestId("public-profile-broken")).toBeVisible();
    await stranger.close();
  });

  test("an admin sees the candidate and gets a masked PDF; another tenant's admin gets a 404", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const talent = await createTalent();
    await signIn(page, talent.email, PASSWORD);
    await completeProfile(page, talent);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "recruiteradmin@demo.test", "RecAdmin#2026", { portal: "admin" });
    await admin.goto(`/admin/talent/${talent.id}`);
    await expect(admin.getByRole("heading", { level: 1, name: "Zoë Tremblay" })).toBeVisible();
    await expect(admin.getByTestId("admin-facts")).toBeVisible();
    await expect(admin.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(admin);
    const text = await pdfText(await downloadFrom(admin, "Profile as PDF"));
    expect(text).toContain("Northwind Payments");
    expect(text).not.toContain(talent.email);
    expect(text).toMatch(/pr\*+@example\.test/);
    await adminContext.close();

    const acmeContext = await browser.newContext();
    const acme = await acmeContext.newPage();
    const acmeOrigin = `http://acme.localhost:${PORT}`;
    await signIn(acme, "admin@acme.test", "Admin#2026", { portal: "admin", origin: acmeOrigin });
    const res = await acme.goto(`${acmeOrigin}/admin/talent/${talent.id}`);
    expect(res?.status()).toBe(404);
    await expect(acme.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await acmeContext.close();
  });
});
