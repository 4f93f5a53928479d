import { afterAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { closeDb } from "@/db/client";
import { POST } from "@/app/api/admin/jobs/parse-file/route";
import { callRoute, nextTestIp } from "../support/api-request";
import { makePdf } from "../support/pdf";
import { signInAs } from "../support/sessions";
import { fromAddress } from "../support/peer";

afterAll(async () => {
  await closeDb();
});

function upload(file: Blob | null, opts: { cookie?: string; name?: string } = {}): NextRequest {
  const form = new FormData();
  if (file) form.append("file", file, opts.name ?? "job.pdf");
  return new NextRequest("http://localhost/api/admin/jobs/parse-file", {
    method: "POST",
    headers: { "x-tenant": "demo", ...fromAddress(nextTestIp()), ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    body: form,
  });
}

const pdf = () => new Blob([new Uint8Array(makePdf(["Platform Engineer", "Location: Berlin, Germany", "Remote, full-time.", "4+ years with Kubernetes and Terraform."]))], { type: "application/pdf" });

describe("POST /api/admin/jobs/parse-file", () => {
  it("turns a PDF job description into the job form's fields, storing nothing", async () => {
    const { cookie } = await signInAs("recruiter@demo.test", "demo");
    const a = await callRoute(POST, upload(pdf(), { cookie }));
    expect(a.status).toBe(200);
    expect((a.json as { results: { draft: unknown } }).results.draft).toMatchObject({
      title: "Platform Engineer",
      jobLocations: ["Berlin, Germany"],
      workplaceType: "REMOTE",
      jobType: "FULL_TIME",
      experienceFrom: 4,
      mustHaveSkills: [
        { stack: "Kubernetes", years: 4 },
        { stack: "Terraform", years: 4 },
      ],
    });
  });

  it("judges the file by its bytes: a PDF named .docx is read, a PNG named .pdf is refused with 10456", async () => {
    const { cookie } = await signInAs("recruiter@demo.test", "demo");
    expect((await callRoute(POST, upload(pdf(), { cookie, name: "job.docx" }))).status).toBe(200);
    const png = new Blob([new Uint8Array(Buffer.from("\x89PNG\r\n\x1a\nxxxxxxxx", "latin1"))], { type: "application/pdf" });
    const a = await callRoute(POST, upload(png, { cookie }));
    expect({ status: a.status, code: a.code }).toEqual({ status: 415, code: 10456 });
  });

  it("refuses a file over 5 MB with 10459 / 413", async () => {
    const { cookie } = await signInAs("recruiter@demo.test", "demo");
    const big = new Blob([new Uint8Array(makePdf(["x"])), new Uint8Array(5 * 1024 * 1024)], { type: "application/pdf" });
    const a = await callRoute(POST, upload(big, { cookie }));
    expect({ status: a.status, code: a.code }).toEqual({ status: 413, code: 10459 });
  });

  it("answers 10001 for a request without a file or that is not multipart", async () => {
    const { cookie } = await signInAs("recruiter@demo.test", "demo");
    expect((await callRoute(POST, upload(null, { cookie }))).code).toBe(10001);
    const json = new NextRequest("http://localhost/api/admin/jobs/parse-file", { method: "POST", headers: { "x-tenant": "demo", cookie, "content-type": "application/json" }, body: "{}" });
    const a = await callRoute(POST, json);
    expect({ status: a.status, code: a.code }).toEqual({ status: 400, code: 10001 });
    const broken = new NextRequest("http://localhost/api/admin/jobs/parse-file", { method: "POST", headers: { "x-tenant": "demo", cookie, "content-type": "multipart/form-data; boundary=zzz" }, body: "--zzz\r\nnot really" });
    expect((await callRoute(POST, broken)).status).toBe(400);
  });

  it("needs an admin session with jobs.create: none 440, a collaborator 403", async () => {
    expect((await callRoute(POST, upload(pdf()))).status).toBe(440);
    const { cookie } = await signInAs("collaborator@demo.test", "demo");
    const a = await callRoute(POST, upload(pdf(), { cookie }));
    expect({ status: a.status, code: a.code }).toEqual({ status: 403, code: 10403 });
  });
});
